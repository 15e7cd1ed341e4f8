extension Surface {
    /// Darkens `rect` (clipped to the surface) toward black in place, keeping `keep255`
    /// (0...255) of every premultiplied channel and raising alpha by the rest: black at
    /// opacity 1 − keep/255 over each pixel, so an opaque pixel stays opaque. Eight pixels at a
    /// time (`PixelQuad.darken(_:keep255:)`), the row's last few four or one at a time.
    func darken(_ rect: PixelRect, keep255: UInt32) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, keep255 < 255 else { return }
        let k8 = SIMD8<UInt32>(repeating: keep255), k4 = SIMD4<UInt32>(repeating: keep255)
        for y in r.y0..<r.y1 {
            let p = row(y) + r.x0
            var x = 0
            while x + 8 <= r.width {
                let raw = UnsafeMutableRawPointer(p + x)
                raw.storeBytes(of: PixelQuad.darken(raw.loadUnaligned(as: SIMD8<UInt32>.self), keep255: k8), as: SIMD8<UInt32>.self)
                x += 8
            }
            while x + 4 <= r.width {
                PixelQuad.store(PixelQuad.darken(PixelQuad.load(p + x), keep255: k4), p + x)
                x += 4
            }
            while x < r.width {
                p[x] = PixelQuad.darken(SIMD4<UInt32>(repeating: p[x]), keep255: k4)[0]
                x += 1
            }
        }
    }
}

extension Surface {
    /// Writes `source`'s pixels in `rect` (the same coordinates in both surfaces, clipped to
    /// both) darkened as `darken(_:keep255:)` would darken them in place: one pass that reads
    /// the source and writes this surface, for a frame restored from a kept copy and dimmed.
    func darken(_ rect: PixelRect, from source: Surface, keep255: UInt32) {
        let r = rect.intersection(bounds).intersection(source.bounds)
        guard !r.isEmpty else { return }
        guard keep255 < 255 else {
            for y in r.y0..<r.y1 { (row(y) + r.x0).update(from: source.row(y) + r.x0, count: r.width) }
            return
        }
        let k8 = SIMD8<UInt32>(repeating: keep255), k4 = SIMD4<UInt32>(repeating: keep255)
        for y in r.y0..<r.y1 {
            let s = source.row(y) + r.x0, d = row(y) + r.x0
            var x = 0
            while x + 8 <= r.width {
                let v = UnsafeRawPointer(s + x).loadUnaligned(as: SIMD8<UInt32>.self)
                UnsafeMutableRawPointer(d + x).storeBytes(of: PixelQuad.darken(v, keep255: k8), as: SIMD8<UInt32>.self)
                x += 8
            }
            while x + 4 <= r.width {
                PixelQuad.store(PixelQuad.darken(PixelQuad.load(s + x), keep255: k4), d + x)
                x += 4
            }
            while x < r.width {
                d[x] = PixelQuad.darken(SIMD4<UInt32>(repeating: s[x]), keep255: k4)[0]
                x += 1
            }
        }
    }
}
