/// The scroll edge band's full-resolution pass, in integers: two channels in the 16-bit
/// halves of each 32-bit lane (blue and red, green and alpha), so SSE2's 16-bit multiplies do
/// the work and AVX2 takes eight pixels per register. No float conversion, no allocation.
extension ScrollEdgeRow {
    /// Draws the row (see `ScrollEdgeRow`).
    func draw() {
        guard x0 < x1 else { return }
        guard let upper, let lower, blur > 0 else {
            mix(uniform: colour)
            return
        }
        let rb = scratch, ag = scratch + paddedCells
        blend(upper, lower, rb: rb, ag: ag)
        if cell == 8 { mix8(rb: rb, ag: ag) } else { mix4(rb: rb, ag: ag) }
    }

    /// The grid row at this row's height, times the blur's weight, plus the colour: each
    /// padded cell's value split into its blue-red and green-alpha words (`paddedCells`, a
    /// multiple of eight).
    @inline(__always) private func blend(_ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>,
                                         rb: UnsafeMutablePointer<UInt32>, ag: UnsafeMutablePointer<UInt32>) {
        let mask = SIMD8<UInt32>(repeating: 0x00ff_00ff)
        let wl = SIMD16<UInt16>(repeating: UInt16(t)), wu = SIMD16<UInt16>(repeating: UInt16(256 - t))
        let wb = SIMD16<UInt16>(repeating: UInt16(blur))
        let crb = SIMD8<UInt32>(repeating: colour & 0x00ff_00ff), cag = SIMD8<UInt32>(repeating: (colour >> 8) & 0x00ff_00ff)
        @inline(__always) func lanes(_ v: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(v, to: SIMD16<UInt16>.self) }
        @inline(__always) func words(_ v: SIMD16<UInt16>) -> SIMD8<UInt32> { unsafeBitCast(v, to: SIMD8<UInt32>.self) }
        var i = 0
        while i < paddedCells {
            let a = ScrollEdgeRow.load(upper + i), b = ScrollEdgeRow.load(lower + i)
            let vrb = (lanes(a & mask) &* wu &+ lanes(b & mask) &* wl) &>> 8
            let vag = (lanes((a &>> 8) & mask) &* wu &+ lanes((b &>> 8) & mask) &* wl) &>> 8
            ScrollEdgeRow.store(words((vrb &* wb) &>> 8) &+ crb, rb + i)
            ScrollEdgeRow.store(words((vag &* wb) &>> 8) &+ cag, ag + i)
            i += 8
        }
    }

    /// Cells 8 pixels wide: padded cells p and p + 1 give pixels 8p − 4 ... 8p + 3, at 1/16,
    /// 3/16 ... 15/16 of the way; eight pixels (one cell pair) at a time, the ends one by one.
    @inline(__always) private func mix8(rb: UnsafeMutablePointer<UInt32>, ag: UnsafeMutablePointer<UInt32>) {
        let wa = SIMD16<UInt16>(15, 15, 13, 13, 11, 11, 9, 9, 7, 7, 5, 5, 3, 3, 1, 1)
        let wb = SIMD16<UInt16>(1, 1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13, 13, 15, 15)
        // Whole chunks start where a pair starts (x ≡ 4 mod 8).
        var x = x0
        let first = min(x1, (x0 + 4 + 7) / 8 * 8 - 4)
        while x < first { pixel(x, rb: rb, ag: ag, shift: 3, scale: 4); x += 1 }
        while x + 8 <= x1 {
            let p = (x + 4) / 8
            let r = ScrollEdgeRow.lerp(SIMD8(repeating: rb[p]), SIMD8(repeating: rb[p + 1]), wa, wb, shift: 4)
            let g = ScrollEdgeRow.lerp(SIMD8(repeating: ag[p]), SIMD8(repeating: ag[p + 1]), wa, wb, shift: 4)
            put(r | g &<< 8, at: x)
            x += 8
        }
        while x < x1 { pixel(x, rb: rb, ag: ag, shift: 3, scale: 4); x += 1 }
    }

    /// Cells 4 pixels wide: padded cells p and p + 1 give pixels 4p − 2 ... 4p + 1, at 1/8,
    /// 3/8, 5/8 and 7/8 of the way; eight pixels (two cell pairs) at a time, the ends one by one.
    /// (Sixteen at a time in `SIMD32<UInt16>` lanes made mail's frames five times as long.)
    @inline(__always) private func mix4(rb: UnsafeMutablePointer<UInt32>, ag: UnsafeMutablePointer<UInt32>) {
        let wa = SIMD16<UInt16>(7, 7, 5, 5, 3, 3, 1, 1, 7, 7, 5, 5, 3, 3, 1, 1)
        let wb = SIMD16<UInt16>(1, 1, 3, 3, 5, 5, 7, 7, 1, 1, 3, 3, 5, 5, 7, 7)
        @inline(__always) func pairs(_ q: UnsafeMutablePointer<UInt32>, _ p: Int) -> SIMD8<UInt32> {
            SIMD8(lowHalf: SIMD4(repeating: q[p]), highHalf: SIMD4(repeating: q[p + 1]))
        }
        // Whole chunks start where a pair starts (x ≡ 2 mod 4).
        var x = x0
        let first = min(x1, (x0 + 2 + 3) / 4 * 4 - 2)
        while x < first { pixel(x, rb: rb, ag: ag, shift: 2, scale: 3); x += 1 }
        while x + 8 <= x1 {
            let p = (x + 2) / 4
            let r = ScrollEdgeRow.lerp(pairs(rb, p), pairs(rb, p + 1), wa, wb, shift: 3)
            let g = ScrollEdgeRow.lerp(pairs(ag, p), pairs(ag, p + 1), wa, wb, shift: 3)
            put(r | g &<< 8, at: x)
            x += 8
        }
        while x < x1 { pixel(x, rb: rb, ag: ag, shift: 2, scale: 3); x += 1 }
    }

    /// One pixel of `mix8` or `mix4` (cells 2^shift wide, weights in 1/2^scale): the same
    /// products in a 32-bit word, whose halves never carry.
    @inline(__always) private func pixel(_ x: Int, rb: UnsafeMutablePointer<UInt32>, ag: UnsafeMutablePointer<UInt32>,
                                         shift: Int, scale: UInt32) {
        let f = 1 << shift, u = x + f / 2, p = u >> shift, k = u & (f - 1)
        let j = UInt32(2 * k + 1), i = (1 << scale) - j
        let r = ((rb[p] &* i &+ rb[p + 1] &* j) >> scale) & 0x00ff_00ff
        let g = ((ag[p] &* i &+ ag[p + 1] &* j) >> scale) & 0x00ff_00ff
        let up = r | g << 8
        pixels[x] = keep == 0 ? up : ScrollEdgeRow.scaled(pixels[x], keep) &+ up
    }

    /// Eight pixels from x: the pixel times `keep` plus `up` (the blurred and faded part).
    @inline(__always) private func put(_ up: SIMD8<UInt32>, at x: Int) {
        let p = pixels + x
        if keep == 0 {
            ScrollEdgeRow.store(up, p)
        } else {
            ScrollEdgeRow.store(ScrollEdgeRow.scaled(ScrollEdgeRow.load(p), keep) &+ up, p)
        }
    }

    /// (a · wa + b · wb) >> shift per 16-bit half.
    @inline(__always) private static func lerp(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ wa: SIMD16<UInt16>, _ wb: SIMD16<UInt16>,
                                               shift: UInt16) -> SIMD8<UInt32> {
        let v = (unsafeBitCast(a, to: SIMD16<UInt16>.self) &* wa &+ unsafeBitCast(b, to: SIMD16<UInt16>.self) &* wb) &>> shift
        return unsafeBitCast(v, to: SIMD8<UInt32>.self)
    }

    /// Pixels x0..<x1: the pixel times `keep` plus one packed colour.
    @inline(__always) private func mix(uniform c: UInt32) {
        let row = pixels
        var x = x0
        let c8 = SIMD8<UInt32>(repeating: c)
        while x + 8 <= x1 {
            ScrollEdgeRow.store(ScrollEdgeRow.scaled(ScrollEdgeRow.load(row + x), keep) &+ c8, row + x)
            x += 8
        }
        while x < x1 {
            row[x] = ScrollEdgeRow.scaled(row[x], keep) &+ c
            x += 1
        }
    }

    /// Each channel times k / 256, truncated (k ≤ 256).
    @inline(__always) private static func scaled(_ p: SIMD8<UInt32>, _ k: UInt32) -> SIMD8<UInt32> {
        let mask = SIMD8<UInt32>(repeating: 0x00ff_00ff), kk = SIMD16<UInt16>(repeating: UInt16(k))
        let rb = (unsafeBitCast(p & mask, to: SIMD16<UInt16>.self) &* kk) &>> 8
        let ag = (unsafeBitCast((p &>> 8) & mask, to: SIMD16<UInt16>.self) &* kk) &>> 8
        return unsafeBitCast(rb, to: SIMD8<UInt32>.self) | unsafeBitCast(ag, to: SIMD8<UInt32>.self) &<< 8
    }

    /// `scaled` on one pixel: the same products in a 32-bit word (the halves never carry).
    @inline(__always) private static func scaled(_ p: UInt32, _ k: UInt32) -> UInt32 {
        let rb = (((p & 0x00ff_00ff) &* k) >> 8) & 0x00ff_00ff
        let ag = ((((p >> 8) & 0x00ff_00ff) &* k) >> 8) & 0x00ff_00ff
        return rb | ag << 8
    }

    @inline(__always) private static func load(_ p: UnsafePointer<UInt32>) -> SIMD8<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt32>.self)
    }

    @inline(__always) private static func load(_ p: UnsafeMutablePointer<UInt32>) -> SIMD8<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt32>.self)
    }

    @inline(__always) private static func store(_ v: SIMD8<UInt32>, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt32>.self)
    }
}
