/// Darkening packed pixels with integer factors, for the outer shadow's hot loop.
extension PixelQuad {
    /// Same result as `darken(_:keep:)` for `keep · 255` rounded = `k` (0...255 per pixel, in the
    /// low byte of each lane), computed in 16-bit lanes: every product `channel · k` fits 16 bits,
    /// so SSE2's 16-bit multiply does the work (32-bit lane multiplies need SSE4.1 and are split
    /// into scalar ones on the baseline target), and there is no float conversion.
    @inline(__always) static func darken(_ p: SIMD4<UInt32>, keep255 k: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let mask = SIMD4<UInt32>(repeating: 0x00ff_00ff)
        let kk = unsafeBitCast(k | k &<< 16, to: SIMD8<UInt16>.self)
        let half = SIMD8<UInt16>(repeating: 0x80)
        var rb = unsafeBitCast(p & mask, to: SIMD8<UInt16>.self) &* kk &+ half
        rb = (rb &+ (rb &>> 8)) &>> 8
        var ag = unsafeBitCast((p &>> 8) & mask, to: SIMD8<UInt16>.self) &* kk &+ half
        ag = (ag &+ (ag &>> 8)) &>> 8
        let rb32 = unsafeBitCast(rb, to: SIMD4<UInt32>.self), ag32 = unsafeBitCast(ag, to: SIMD4<UInt32>.self)
        return (rb32 | ag32 &<< 8) &+ ((255 &- k) &<< 24)
    }

    /// `darken(_:keep255:)` on eight pixels: one AVX2 register of 16-bit lanes where the build
    /// targets it, the same bits per pixel.
    @inline(__always) static func darken(_ p: SIMD8<UInt32>, keep255 k: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let mask = SIMD8<UInt32>(repeating: 0x00ff_00ff)
        let kk = unsafeBitCast(k | k &<< 16, to: SIMD16<UInt16>.self)
        let half = SIMD16<UInt16>(repeating: 0x80)
        var rb = unsafeBitCast(p & mask, to: SIMD16<UInt16>.self) &* kk &+ half
        rb = (rb &+ (rb &>> 8)) &>> 8
        var ag = unsafeBitCast((p &>> 8) & mask, to: SIMD16<UInt16>.self) &* kk &+ half
        ag = (ag &+ (ag &>> 8)) &>> 8
        let rb32 = unsafeBitCast(rb, to: SIMD8<UInt32>.self), ag32 = unsafeBitCast(ag, to: SIMD8<UInt32>.self)
        return (rb32 | ag32 &<< 8) &+ ((255 &- k) &<< 24)
    }
}
