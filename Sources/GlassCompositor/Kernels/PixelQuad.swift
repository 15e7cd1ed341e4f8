/// Four neighbouring pixels as channel planes: `b`, `g`, `r`, `a` each hold one channel of four
/// pixels, premultiplied, 0...1 (structure of arrays). Vector kernels shade four pixels per
/// instruction this way and load or store them as one 16-byte block.
struct PixelQuad {
    var b: SIMD4<Float>, g: SIMD4<Float>, r: SIMD4<Float>, a: SIMD4<Float>

    @inline(__always) init(b: SIMD4<Float>, g: SIMD4<Float>, r: SIMD4<Float>, a: SIMD4<Float>) {
        self.b = b; self.g = g; self.r = r; self.a = a
    }

    /// Unpacks four packed pixels (lane i = pixel i).
    @inline(__always) init(pixels p: SIMD4<UInt32>) {
        let k: Float = 1 / 255
        b = unsafeBitCast(p & 0xff, to: SIMD4<Int32>.self).lanesFloat * k
        g = unsafeBitCast((p &>> 8) & 0xff, to: SIMD4<Int32>.self).lanesFloat * k
        r = unsafeBitCast((p &>> 16) & 0xff, to: SIMD4<Int32>.self).lanesFloat * k
        a = unsafeBitCast(p &>> 24, to: SIMD4<Int32>.self).lanesFloat * k
    }

    /// Transposes four (b, g, r, a) pixel vectors (`PixelVector` layout) into planes.
    @inline(__always) init(_ c0: SIMD4<Float>, _ c1: SIMD4<Float>, _ c2: SIMD4<Float>, _ c3: SIMD4<Float>) {
        b = SIMD4(c0.x, c1.x, c2.x, c3.x)
        g = SIMD4(c0.y, c1.y, c2.y, c3.y)
        r = SIMD4(c0.z, c1.z, c2.z, c3.z)
        a = SIMD4(c0.w, c1.w, c2.w, c3.w)
    }

    /// Packs to four pixels, rounding to nearest, alpha clamped to 0...1 and colour to 0...alpha.
    @inline(__always) var packed: SIMD4<UInt32> {
        let a = self.a.lanesMax(0).lanesMin(1)
        let b = self.b.lanesMax(0).lanesMin(a), g = self.g.lanesMax(0).lanesMin(a), r = self.r.lanesMax(0).lanesMin(a)
        let bi = unsafeBitCast((b * 255 + 0.5).lanesTruncated, to: SIMD4<UInt32>.self)
        let gi = unsafeBitCast((g * 255 + 0.5).lanesTruncated, to: SIMD4<UInt32>.self)
        let ri = unsafeBitCast((r * 255 + 0.5).lanesTruncated, to: SIMD4<UInt32>.self)
        let ai = unsafeBitCast((a * 255 + 0.5).lanesTruncated, to: SIMD4<UInt32>.self)
        return bi | gi &<< 8 | ri &<< 16 | ai &<< 24
    }

    /// Every channel times `k` (per pixel).
    @inline(__always) func scaled(_ k: SIMD4<Float>) -> PixelQuad { PixelQuad(b: b * k, g: g * k, r: r * k, a: a * k) }

    /// Black painted "over" with opacity 1 − `keep` per pixel: colour × keep, alpha grows.
    @inline(__always) func darkened(_ keep: SIMD4<Float>) -> PixelQuad {
        PixelQuad(b: b * keep, g: g * keep, r: r * keep, a: 1 - (1 - a) * keep)
    }

    /// `darkened` on packed pixels in integer arithmetic (exact division by 255, like
    /// `blendOver`): black with alpha 255 − k over each pixel, k = `keep` · 255 rounded.
    /// (In 16-bit lanes, `darken(_:keep255:)`: the 32-bit lane multiplies this was written with
    /// are split into scalar ones on the baseline target, eight per quad.)
    @inline(__always) static func darken(_ p: SIMD4<UInt32>, keep: SIMD4<Float>) -> SIMD4<UInt32> {
        let k = unsafeBitCast((keep.lanesMax(0).lanesMin(1) * 255 + 0.5).lanesTruncated, to: SIMD4<UInt32>.self)
        return darken(p, keep255: k)
    }

    /// `self + (o − self) · t` per pixel.
    @inline(__always) func mixed(with o: PixelQuad, _ t: SIMD4<Float>) -> PixelQuad {
        PixelQuad(b: b + (o.b - b) * t, g: g + (o.g - g) * t, r: r + (o.r - r) * t, a: a + (o.a - a) * t)
    }

    /// Loads four pixels starting at `p` (no alignment needed).
    @inline(__always) static func load(_ p: UnsafePointer<UInt32>) -> SIMD4<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
    }

    /// Stores four pixels starting at `p` (no alignment needed).
    @inline(__always) static func store(_ v: SIMD4<UInt32>, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<UInt32>.self)
    }
}
