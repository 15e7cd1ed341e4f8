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
        let rb = scratch, ag = scratch + paddedCells, up = scratch + 2 * paddedCells
        blend(upper, lower, rb: rb, ag: ag)
        if cell == 4 { upsample4(rb: rb, ag: ag, into: up) } else { upsample2(rb: rb, ag: ag, into: up) }
        mix(up + cell / 2)
    }

    /// The grid row at this row's height, times the blur's weight, plus the colour: one
    /// cell's value split into its blue-red and green-alpha words (`paddedCells`, a multiple
    /// of four).
    @inline(__always) private func blend(_ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>,
                                         rb: UnsafeMutablePointer<UInt32>, ag: UnsafeMutablePointer<UInt32>) {
        let mask = SIMD4<UInt32>(repeating: 0x00ff_00ff)
        let wl = SIMD8<UInt16>(repeating: UInt16(t)), wu = SIMD8<UInt16>(repeating: UInt16(256 - t))
        let wb = SIMD8<UInt16>(repeating: UInt16(blur))
        let crb = SIMD4<UInt32>(repeating: colour & 0x00ff_00ff), cag = SIMD4<UInt32>(repeating: (colour >> 8) & 0x00ff_00ff)
        @inline(__always) func lanes(_ v: SIMD4<UInt32>) -> SIMD8<UInt16> { unsafeBitCast(v, to: SIMD8<UInt16>.self) }
        @inline(__always) func words(_ v: SIMD8<UInt16>) -> SIMD4<UInt32> { unsafeBitCast(v, to: SIMD4<UInt32>.self) }
        var i = 0
        while i < paddedCells {
            let a = PixelQuad.load(upper + i), b = PixelQuad.load(lower + i)
            let vrb = (lanes(a & mask) &* wu &+ lanes(b & mask) &* wl) &>> 8
            let vag = (lanes((a &>> 8) & mask) &* wu &+ lanes((b &>> 8) & mask) &* wl) &>> 8
            PixelQuad.store(words((vrb &* wb) &>> 8) &+ crb, rb + i)
            PixelQuad.store(words((vag &* wb) &>> 8) &+ cag, ag + i)
            i += 4
        }
    }

    /// Cells 4 pixels wide: padded cell p and p + 1 give pixels 4p − 2 ... 4p + 1, at 1/8,
    /// 3/8, 5/8 and 7/8 of the way (`up` holds pixel x at x + 2).
    @inline(__always) private func upsample4(rb: UnsafeMutablePointer<UInt32>, ag: UnsafeMutablePointer<UInt32>,
                                             into up: UnsafeMutablePointer<UInt32>) {
        let wa = SIMD8<UInt16>(7, 7, 5, 5, 3, 3, 1, 1), wb = SIMD8<UInt16>(1, 1, 3, 3, 5, 5, 7, 7)
        let groups = (width + 2 + 3) / 4
        for p in 0..<groups {
            let r = ScrollEdgeRow.lerp(rb[p], rb[p + 1], wa, wb, shift: 3)
            let g = ScrollEdgeRow.lerp(ag[p], ag[p + 1], wa, wb, shift: 3)
            PixelQuad.store(r | g &<< 8, up + 4 * p)
        }
    }

    /// Cells 2 pixels wide: padded cells p, p + 1 give pixels 2p − 1 and 2p, at 1/4 and 3/4
    /// (`up` holds pixel x at x + 1); four pixels (two cell pairs) at a time.
    @inline(__always) private func upsample2(rb: UnsafeMutablePointer<UInt32>, ag: UnsafeMutablePointer<UInt32>,
                                             into up: UnsafeMutablePointer<UInt32>) {
        let wa = SIMD8<UInt16>(3, 3, 1, 1, 3, 3, 1, 1), wb = SIMD8<UInt16>(1, 1, 3, 3, 1, 1, 3, 3)
        let groups = (width + 1 + 3) / 4
        for q in 0..<groups {
            let p = 2 * q
            let ra = SIMD4(rb[p], rb[p], rb[p + 1], rb[p + 1]), rbb = SIMD4(rb[p + 1], rb[p + 1], rb[p + 2], rb[p + 2])
            let ga = SIMD4(ag[p], ag[p], ag[p + 1], ag[p + 1]), gb = SIMD4(ag[p + 1], ag[p + 1], ag[p + 2], ag[p + 2])
            let r = ScrollEdgeRow.lerp(ra, rbb, wa, wb, shift: 2), g = ScrollEdgeRow.lerp(ga, gb, wa, wb, shift: 2)
            PixelQuad.store(r | g &<< 8, up + 4 * q)
        }
    }

    /// (a · wa + b · wb) >> shift per 16-bit half, both halves of each lane weighted alike.
    @inline(__always) private static func lerp(_ a: UInt32, _ b: UInt32, _ wa: SIMD8<UInt16>, _ wb: SIMD8<UInt16>,
                                               shift: UInt16) -> SIMD4<UInt32> {
        lerp(SIMD4(repeating: a), SIMD4(repeating: b), wa, wb, shift: shift)
    }

    @inline(__always) private static func lerp(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ wa: SIMD8<UInt16>, _ wb: SIMD8<UInt16>,
                                               shift: UInt16) -> SIMD4<UInt32> {
        let v = (unsafeBitCast(a, to: SIMD8<UInt16>.self) &* wa &+ unsafeBitCast(b, to: SIMD8<UInt16>.self) &* wb) &>> shift
        return unsafeBitCast(v, to: SIMD4<UInt32>.self)
    }

    /// Pixels x0..<x1: the pixel times `keep` plus `up[x]` (the blurred and faded part).
    @inline(__always) private func mix(_ up: UnsafeMutablePointer<UInt32>) {
        let row = pixels
        if keep == 0 {
            (row + x0).update(from: up + x0, count: x1 - x0)
            return
        }
        var x = x0
        while x + 8 <= x1 {
            let p = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self)
            let u = UnsafeRawPointer(up + x).loadUnaligned(as: SIMD8<UInt32>.self)
            UnsafeMutableRawPointer(row + x).storeBytes(of: ScrollEdgeRow.scaled(p, keep) &+ u, as: SIMD8<UInt32>.self)
            x += 8
        }
        while x < x1 {
            row[x] = ScrollEdgeRow.scaled(row[x], keep) &+ up[x]
            x += 1
        }
    }

    /// Pixels x0..<x1: the pixel times `keep` plus one packed colour.
    @inline(__always) private func mix(uniform c: UInt32) {
        let row = pixels
        var x = x0
        let c8 = SIMD8<UInt32>(repeating: c)
        while x + 8 <= x1 {
            let p = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD8<UInt32>.self)
            UnsafeMutableRawPointer(row + x).storeBytes(of: ScrollEdgeRow.scaled(p, keep) &+ c8, as: SIMD8<UInt32>.self)
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
}
