extension Surface {
    /// A new surface `weight`/256 of the way from `from` to `to` (both the same size),
    /// premultiplied channel by channel, rounded to nearest: a panel between two opacity
    /// steps is the cross-fade of its two end paintings (several milliseconds each) instead of
    /// a painting of its own. Where the two agree the result is exactly that pixel; colour never
    /// exceeds alpha, because both inputs obey it and the mix is monotonic.
    ///
    /// Written into `reusing` when it has the size (the previous cross-fade, no longer shown:
    /// fresh memory costs more in page faults than the mix itself).
    static func crossFade(from: Surface, to: Surface, weight: Int, reusing: Surface? = nil) -> Surface? {
        guard from.width == to.width, from.height == to.height else { return nil }
        let w = UInt32(min(max(weight, 0), 256)), v = 256 - w
        let out = reusing.flatMap { $0.width == from.width && $0.height == from.height && $0 !== from && $0 !== to ? $0 : nil }
            ?? Surface(sized: from.width, from.height)
        // A pixel transparent in both ends is transparent in the mix (0·v + 0·w rounds to 0).
        out.coverage = from.coverage.flatMap { a in to.coverage.map { RowCoverage(union: a, b: $0) } }
        let lanes = SIMD8<UInt32>(repeating: 0x00ff_00ff), half = SIMD8<UInt32>(repeating: 0x0080_0080)
        let wv = SIMD8<UInt32>(repeating: w), vv = SIMD8<UInt32>(repeating: v)
        for y in 0..<from.height {
            let a = from.row(y), b = to.row(y), o = out.row(y)
            var x = 0
            while x + 8 <= from.width {
                let pa = UnsafeRawPointer(a + x).loadUnaligned(as: SIMD8<UInt32>.self)
                let pb = UnsafeRawPointer(b + x).loadUnaligned(as: SIMD8<UInt32>.self)
                // Red and blue, then alpha and green, each in 16-bit lanes: 255 × 256 fits.
                let rb = ((pa & lanes) &* vv &+ (pb & lanes) &* wv &+ half) &>> 8
                let ag = (((pa &>> 8) & lanes) &* vv &+ ((pb &>> 8) & lanes) &* wv &+ half)
                let mixed = (rb & lanes) | (ag & ~lanes)
                UnsafeMutableRawPointer(o + x).storeBytes(of: mixed, as: SIMD8<UInt32>.self)
                x += 8
            }
            while x < from.width {
                let pa = a[x], pb = b[x]
                let rb = ((pa & 0x00ff_00ff) &* v &+ (pb & 0x00ff_00ff) &* w &+ 0x0080_0080) >> 8
                let ag = ((pa >> 8) & 0x00ff_00ff) &* v &+ ((pb >> 8) & 0x00ff_00ff) &* w &+ 0x0080_0080
                o[x] = (rb & 0x00ff_00ff) | (ag & 0xff00_ff00)
                x += 1
            }
        }
        return out
    }
}
