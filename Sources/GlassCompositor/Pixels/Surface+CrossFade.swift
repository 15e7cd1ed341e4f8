extension Surface {
    /// A new surface `weight`/256 of the way from `from` to `to` (both the same size),
    /// premultiplied channel by channel, rounded to nearest: a panel between two opacity
    /// steps is the cross-fade of its two end paintings (several milliseconds each) instead of
    /// a painting of its own. Where the two agree the result is exactly that pixel; colour never
    /// exceeds alpha, because both inputs obey it and the mix is monotonic.
    ///
    /// Written into `reusing` when it has the size (the previous cross-fade, no longer shown:
    /// fresh memory costs more in page faults than the mix itself). With `reusedIsClearOutside`
    /// the caller vouches that `reusing` is transparent wherever both ends are (it holds a
    /// cross-fade of the same two ends): then only the ends' covered runs are mixed, and the
    /// rest, already transparent, is neither read nor written.
    static func crossFade(from: Surface, to: Surface, weight: Int, reusing: Surface? = nil,
                          reusedIsClearOutside: Bool = false) -> Surface? {
        guard from.width == to.width, from.height == to.height else { return nil }
        let w = UInt32(min(max(weight, 0), 256))
        let reused = reusing.flatMap { $0.width == from.width && $0.height == from.height && $0 !== from && $0 !== to ? $0 : nil }
        let out = reused ?? Surface(sized: from.width, from.height)
        // A pixel transparent in both ends is transparent in the mix (0·v + 0·w rounds to 0).
        out.coverage = from.coverage.flatMap { a in to.coverage.map { RowCoverage(union: a, b: $0) } }
        // Where the output already holds that transparent pixel, only the covered runs are mixed.
        let runs = reused != nil && reusedIsClearOutside ? out.coverage : nil
        // A sheet's cross-fade is a few megapixels on the frame path: row bands on the cores.
        let rowsPerBand = 64, bands = (from.height + rowsPerBand - 1) / rowsPerBand
        DisjointWork.run(bands) { band in
            for y in band * rowsPerBand..<min(from.height, (band + 1) * rowsPerBand) {
                guard let runs else {
                    mixRow(from.row(y), to.row(y), into: out.row(y), count: from.width, weight: w)
                    continue
                }
                for k in Int(runs.rowStart[y])..<Int(runs.rowStart[y + 1]) {
                    let x0 = Int(runs.runs[2 * k]), x1 = Int(runs.runs[2 * k + 1])
                    mixRow(from.row(y) + x0, to.row(y) + x0, into: out.row(y) + x0, count: x1 - x0, weight: w)
                }
            }
        }
        return out
    }

    /// One row of the cross-fade: each channel `(a·(256−w) + b·w + 128) >> 8`. Products and their
    /// sum stay under 2^16, so the channels are mixed in 16-bit lanes (blue and red, then green
    /// and alpha): SSE2's 16-bit multiply does it, where 32-bit lane multiplies need SSE4.1 and
    /// are split into scalar ones on the baseline target. The same bits as 32-bit lanes.
    private static func mixRow(_ a: UnsafeMutablePointer<UInt32>, _ b: UnsafeMutablePointer<UInt32>,
                               into o: UnsafeMutablePointer<UInt32>, count: Int, weight w: UInt32) {
        let lanes = SIMD8<UInt32>(repeating: 0x00ff_00ff), half = SIMD16<UInt16>(repeating: 0x80)
        let wv = SIMD16<UInt16>(repeating: UInt16(w)), vv = SIMD16<UInt16>(repeating: UInt16(256 - w))
        @inline(__always) func mix(_ x: SIMD8<UInt32>, _ y: SIMD8<UInt32>) -> SIMD8<UInt32> {
            let rb = (unsafeBitCast(x & lanes, to: SIMD16<UInt16>.self) &* vv
                      &+ unsafeBitCast(y & lanes, to: SIMD16<UInt16>.self) &* wv &+ half) &>> 8
            let ag = (unsafeBitCast((x &>> 8) & lanes, to: SIMD16<UInt16>.self) &* vv
                      &+ unsafeBitCast((y &>> 8) & lanes, to: SIMD16<UInt16>.self) &* wv &+ half) &>> 8
            return unsafeBitCast(rb, to: SIMD8<UInt32>.self) | unsafeBitCast(ag, to: SIMD8<UInt32>.self) &<< 8
        }
        var x = 0
        while x + 8 <= count {
            let pa = UnsafeRawPointer(a + x).loadUnaligned(as: SIMD8<UInt32>.self)
            let pb = UnsafeRawPointer(b + x).loadUnaligned(as: SIMD8<UInt32>.self)
            UnsafeMutableRawPointer(o + x).storeBytes(of: mix(pa, pb), as: SIMD8<UInt32>.self)
            x += 8
        }
        while x < count {
            o[x] = mix(SIMD8(repeating: a[x]), SIMD8(repeating: b[x]))[0]
            x += 1
        }
    }
}
