/// The outer shadow outside the glass, sampled coarsely (see `GlassShadow.step`).
extension GlassKernel {
    /// Darkens the pixels from `x` to the end of a block of 3 · step pixels (clipped to `x1`) by
    /// the outer shadow, evaluated at four points `step` apart and interpolated linearly in
    /// between. Blocks start at multiples of `step` in frame coordinates, so a pixel gets the
    /// same value whatever span (clip, band) it is shaded in. Returns the pixels consumed from
    /// `x` (possibly past `x1`), or 0 when some pixel of the block may lie on or in the glass
    /// (nothing drawn; the caller shades quad by quad).
    ///
    /// `sureOutside`: a shadow distance that proves a point is outside the glass. Every pixel of
    /// the block is within `step` of a sample and the field is 1-Lipschitz, so samples at
    /// `sureOutside + step` or more prove the whole block. Where every sample is beyond
    /// `shadowReach` nothing changes, and the block (or, by Lipschitz, more) is skipped.
    @inline(__always)
    func shadeShadowBlock(_ x: Int, _ x1: Int, _ py: Float, _ dst: UnsafeMutablePointer<UInt32>,
                          step: Int, sureOutside: Float) -> Int {
        let st = style
        let sf = Float(step)
        let base = x & ~(step - 1)                      // step is a power of two
        let px = Float(base) + 0.5 + Float4(0, 1, 2, 3) * sf
        let ds = field.distance4(px - st.shadowOffset.x, py - st.shadowOffset.y)
        guard all(ds .>= sureOutside + sf) else { return 0 }
        let reach = st.shadowReach
        let blockEnd = base + 3 * step
        if all(ds .>= reach) {
            return max(blockEnd, base + Int((ds.x - reach) * Self.jumpSafety)) - x
        }
        let keep = 1 - GlassOptics.shadowAlpha(distance: ds, blur: st.shadowBlur, opacity: st.shadowOpacity)
        // keep · 255 in 16.16 fixed point at the four samples; in between, integer steps.
        let fixed = unsafeBitCast((keep * (255 * 65536) + 0.5).lanesTruncated, to: SIMD4<UInt32>.self)
        let shift = Int32(step.trailingZeroBitCount)
        let rounding = SIMD4<UInt32>(repeating: 0x8000)
        let end = min(x1, blockEnd)
        var q = x
        var j = 0
        while q < end {
            // Interval j: pixels base + j·step ..< base + (j + 1)·step, between samples j and
            // j + 1; the per-pixel increment is two's complement (keep may fall or rise).
            let k0 = fixed[j]
            let delta = UInt32(bitPattern: Int32(bitPattern: fixed[j + 1] &- k0) >> shift)
            let kq = k0 &+ UInt32(q - base - j * step) &* delta
            var k = SIMD4<UInt32>(kq, kq &+ delta, kq &+ 2 &* delta, kq &+ 3 &* delta)
            let advance = SIMD4<UInt32>(repeating: delta &* 4)
            let intervalEnd = min(end, base + (j + 1) * step)
            while q < intervalEnd {
                let count = min(4, intervalEnd - q)
                let p = dst + q
                Self.store(PixelQuad.darken(Self.load(p, count), keep255: (k &+ rounding) &>> 16), p, count)
                k &+= advance
                q += count
            }
            j += 1
        }
        return blockEnd - x
    }
}
