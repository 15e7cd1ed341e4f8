extension Surface {
    /// Darkens `rect` (clipped to the surface) toward black in place, keeping `keep255`
    /// (0...255) of every premultiplied channel and raising alpha by the rest: black at
    /// opacity 1 − keep/255 over each pixel, so an opaque pixel stays opaque. Eight pixels at a
    /// time (`PixelQuad.darken(_:keep255:)`), the row's last few four or one at a time.
    /// (`darken(_:keep255:)`, in this module's copy.)
    func darkenRows(_ rect: PixelRect, keep255: UInt32) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, keep255 < 255 else { return }
        for y in r.y0..<r.y1 {
            let p = row(y) + r.x0
            Self.darkenRow(from: p, to: p, count: r.width, keep255: keep255)
        }
    }

    /// Writes `source`'s pixels in `rect` (the same coordinates in both surfaces, clipped to
    /// both) darkened as `darken(_:keep255:)` would darken them in place: one pass that reads
    /// the source and writes this surface, for a frame restored from a kept copy and dimmed.
    func darkenRows(_ rect: PixelRect, from source: Surface, keep255: UInt32) {
        let r = rect.intersection(bounds).intersection(source.bounds)
        guard !r.isEmpty else { return }
        guard keep255 < 255 else { copy(r, from: source); return }
        for y in r.y0..<r.y1 {
            Self.darkenRow(from: source.row(y) + r.x0, to: row(y) + r.x0, count: r.width, keep255: keep255)
        }
    }

    /// The one darkening loop: `count` pixels from `s` to `d` (which may be `s`: each pixel is
    /// read before it is written). Also a dimmed layer's rows, copied from its tiles darkened
    /// (`KernelEntryPoints.darkenRow`).
    @inline(__always)
    static func darkenRow(from s: UnsafeMutablePointer<UInt32>, to d: UnsafeMutablePointer<UInt32>,
                                  count: Int, keep255: UInt32) {
        let k8 = SIMD8<UInt32>(repeating: keep255), k4 = SIMD4<UInt32>(repeating: keep255)
        var x = 0
        while x + 8 <= count {
            let v = UnsafeRawPointer(s + x).loadUnaligned(as: SIMD8<UInt32>.self)
            UnsafeMutableRawPointer(d + x).storeBytes(of: PixelQuad.darken(v, keep255: k8), as: SIMD8<UInt32>.self)
            x += 8
        }
        while x + 4 <= count {
            PixelQuad.store(PixelQuad.darken(PixelQuad.load(s + x), keep255: k4), d + x)
            x += 4
        }
        while x < count {
            d[x] = PixelQuad.darken(SIMD4<UInt32>(repeating: s[x]), keep255: k4)[0]
            x += 1
        }
    }
}
