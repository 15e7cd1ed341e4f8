/// The flat interior of the glass: the graded backdrop row upsampled to packed pixels, in
/// fixed point.
///
/// The grid step is 1/g (g a power of two), so the pixel centres between two cells sit at the
/// same g fractions in every cell interval, and a pixel is the one before it plus a constant
/// per interval. Where 0 ≤ colour ≤ alpha ≤ 1 holds for both cells it holds for every lerp
/// between them, so `PixelQuad.packed`'s clamps change nothing: the interval runs in 32-bit
/// integer lanes, one add per pixel, and packs by shifts and saturating packs (SSE2 has no
/// 32-bit lane multiply or min, so neither is used per pixel). Grading can push cells outside
/// that range (vibrancy, brightness): those intervals are clamped per pixel in floating point,
/// in the same fixed-point scale. Either way a pixel is `sample(x)` rounded like `packed`,
/// within one level (the fixed point may round a level ending in exactly .5 the other way).
extension BlurredRow {
    /// Fixed-point levels: 2²³ per level, so 0 ... 255.5 levels and a whole interval's slope
    /// fit Int32 (`cvttps2dq` is signed). Not 2²⁴: LLVM turns the top byte of each lane into a
    /// byte shuffle, which SSE2 lowers lane by lane.
    private static let levelScale: Float = 255 * 8_388_608
    /// Half a level: the rounding of `packed`.
    private static let levelBias: Float = 4_194_304

    /// Writes the flat glass (the graded backdrop, nothing else) to pixels x0..<x1 of `dst`:
    /// `sample` at each pixel centre, packed like `PixelQuad.packed` (within a level).
    func fillFlat(_ dst: UnsafeMutablePointer<UInt32>, from x0: Int, to x1: Int) {
        guard x0 < x1 else { return }
        let inverse = 1 / step
        let g = inverse >= 1 && inverse <= 16 ? Int(inverse) : 0
        guard g > 0 && g & (g - 1) == 0 && step * Float(g) == 1 else {
            for x in x0..<x1 {
                let s = sample(Float(x) + 0.5)
                dst[x] = PixelQuad(s, s, s, s).packed.x
            }
            return
        }
        // Pixel x0 sits k pixels into cell interval i (cells i, i + 1); every interval's first
        // pixel sits at fraction f0 (exact: scaling by g and subtracting k lose no bits).
        let u = (Float(x0) + 0.5) * step + offset
        var i = Int(u)
        if Float(i) > u { i -= 1 }
        let t = (u - Float(i)) * Float(g)
        var k = min(Int(t), g - 1)
        let f0 = (t - Float(k)) * step
        var x = x0
        // Before the first cell (at the region's edge) the cells are clamped.
        while x < x1 && i < 0 {
            let n = min(g - k, x1 - x)
            fillInterval(dst + x, n, i, from: f0 + Float(k) * step)
            x += n; i += 1; k = 0
        }
        if g >= 4 {
            let done = fillIntervals(dst + x, x1 - x, i, k, f0, g)
            x += done
            i += (k + done) / g; k = (k + done) % g
        } else {
            if g == 2 && k == 1 && x < x1 {
                fillInterval(dst + x, 1, i, from: f0 + 0.5)
                x += 1; i += 1; k = 0
            }
            let done = g == 2 ? fillPairs(dst + x, x1 - x, i, f0) : fillSingles(dst + x, x1 - x, i, f0)
            x += done; i += done / g
        }
        // The last quad's worth (g ≤ 2) and whatever lies past the last cell.
        while x < x1 {
            let n = min(g - k, x1 - x)
            fillInterval(dst + x, n, i, from: f0 + Float(k) * step)
            x += n; i += 1; k = 0
        }
    }

    /// Up to `count` pixels from pixel `k` of interval `i` ≥ 0 on (g ≥ 4), while the row's
    /// cells last; returns the pixels written.
    @inline(never)
    private func fillIntervals(_ p: UnsafeMutablePointer<UInt32>, _ count: Int, _ i: Int, _ k: Int, _ f0: Float,
                               _ g: Int) -> Int {
        let intervals = columns - 1 - i
        guard intervals > 0 && count > 0 else { return 0 }
        let total = min(count, intervals * g - k)
        if let value = uniformPixel(i, through: i + (k + total + g - 1) / g) {
            p.update(repeating: value, count: total)
            return total
        }
        var c = cells + i
        var q = p
        var left = total
        if k > 0 {
            let n = min(g - k, left)
            fillPart(q, n, c, from: f0 + Float(k) * step)
            q += n; left -= n; c += 1
        }
        let whole = left / g
        if whole > 0 {
            // With the quad count a constant, each interval's quads are unrolled.
            switch g {
            case 4: fillWhole(q, whole, c, f0, quads: 1)
            case 8: fillWhole(q, whole, c, f0, quads: 2)
            default: fillWhole(q, whole, c, f0, quads: 4)
            }
            q += whole * g; left -= whole * g; c += whole
        }
        if left > 0 { fillPart(q, left, c, from: f0) }
        return total
    }

    /// The one pixel the intervals between cells `i` and `last` fill with when all those cells
    /// are the same in-range colour (glass under an opaque fill), else nil: with a zero slope
    /// each interval's pixels are `pack(fixed(b0))`, so a plain fill gives the same bits.
    private func uniformPixel(_ i: Int, through last: Int) -> UInt32? {
        let first = cells[i]
        guard Self.inRange(Self.rangeBits(first)) else { return nil }
        // Compared as two 64-bit words: a SIMD comparison reduced to one Bool compiles to a
        // loop over the lanes.
        let bits = unsafeBitCast(first, to: SIMD2<UInt64>.self)
        var j = i + 1
        let end = min(last + 1, columns)
        while j < end {
            let other = unsafeBitCast(cells[j], to: SIMD2<UInt64>.self)
            if (other.x ^ bits.x) | (other.y ^ bits.y) != 0 { return nil }
            j += 1
        }
        let v = Self.fixed(Self.fixedPoint(first))
        return Self.pack(v, v, v, v)[0]
    }

    /// `count` whole intervals of 4 · `quads` pixels from the cells at `c` on.
    @inline(__always)
    private func fillWhole(_ p: UnsafeMutablePointer<UInt32>, _ count: Int, _ c: UnsafePointer<SIMD4<Float>>,
                           _ f0: Float, quads: Int) {
        var q = p
        var b0 = Self.fixedPoint(c[0]), r0 = Self.rangeBits(c[0])
        for j in 1...count {
            let b1 = Self.fixedPoint(c[j]), r1 = Self.rangeBits(c[j])
            let slope = b1 - b0
            if Self.inRange(r0 | r1) {
                var v = Self.fixed(b0 + slope * f0)
                let dv = Self.fixed(slope * step)
                let dv2 = dv &+ dv, dv3 = dv2 &+ dv, dv4 = dv2 &+ dv2
                for m in 0..<quads {
                    PixelQuad.store(Self.pack(v, v &+ dv, v &+ dv2, v &+ dv3), q + 4 * m)
                    v = v &+ dv4
                }
            } else {
                Self.fillClamped(q, 4 * quads, b0, slope, from: f0, step)
            }
            q += 4 * quads; b0 = b1; r0 = r1
        }
    }

    /// `n` pixels (within one interval, cells `c[0]` and `c[1]`) from fraction `f` on.
    @inline(__always)
    private func fillPart(_ p: UnsafeMutablePointer<UInt32>, _ n: Int, _ c: UnsafePointer<SIMD4<Float>>, from f: Float) {
        let b0 = Self.fixedPoint(c[0]), slope = Self.fixedPoint(c[1]) - b0
        guard Self.inRange(Self.rangeBits(c[0]) | Self.rangeBits(c[1])) else {
            Self.fillClamped(p, n, b0, slope, from: f, step)
            return
        }
        var v = Self.fixed(b0 + slope * f)
        let dv = Self.fixed(slope * step)
        let dv2 = dv &+ dv, dv3 = dv2 &+ dv, dv4 = dv2 &+ dv2
        var j = 0
        while j < n {
            // The spare lanes of a short last quad run past the interval and are not stored.
            GlassKernel.store(Self.pack(v, v &+ dv, v &+ dv2, v &+ dv3), p + j, min(4, n - j))
            v = v &+ dv4
            j += 4
        }
    }

    /// Quads of two whole intervals (g = 2) from cell `i` ≥ 0 on; returns the pixels written.
    @inline(never)
    private func fillPairs(_ p: UnsafeMutablePointer<UInt32>, _ count: Int, _ i: Int, _ f0: Float) -> Int {
        let quads = min(count / 4, (columns - 1 - i) / 2)
        guard quads > 0 else { return 0 }
        let f1 = f0 + 0.5
        var c = cells + i
        var b0 = Self.fixedPoint(c[0]), r0 = Self.rangeBits(c[0])
        for j in 0..<quads {
            let b1 = Self.fixedPoint(c[1]), b2 = Self.fixedPoint(c[2])
            let r2 = Self.rangeBits(c[2])
            let s01 = b1 - b0, s12 = b2 - b1
            let v0 = b0 + s01 * f0, v1 = b0 + s01 * f1, v2 = b1 + s12 * f0, v3 = b1 + s12 * f1
            let out = Self.inRange(r0 | Self.rangeBits(c[1]) | r2)
                ? Self.pack(Self.fixed(v0), Self.fixed(v1), Self.fixed(v2), Self.fixed(v3))
                : Self.clampedQuad(v0, v1, v2, v3)
            PixelQuad.store(out, p + 4 * j)
            c += 2; b0 = b2; r0 = r2
        }
        return 4 * quads
    }

    /// Quads of four one-pixel intervals (g = 1) from cell `i` ≥ 0 on; returns the pixels written.
    @inline(never)
    private func fillSingles(_ p: UnsafeMutablePointer<UInt32>, _ count: Int, _ i: Int, _ f: Float) -> Int {
        let quads = min(count / 4, (columns - 1 - i) / 4)
        guard quads > 0 else { return 0 }
        var c = cells + i
        var b0 = Self.fixedPoint(c[0]), r0 = Self.rangeBits(c[0])
        for j in 0..<quads {
            let b1 = Self.fixedPoint(c[1]), b2 = Self.fixedPoint(c[2])
            let b3 = Self.fixedPoint(c[3]), b4 = Self.fixedPoint(c[4])
            let r4 = Self.rangeBits(c[4])
            let v0 = b0 + (b1 - b0) * f, v1 = b1 + (b2 - b1) * f, v2 = b2 + (b3 - b2) * f, v3 = b3 + (b4 - b3) * f
            let out = Self.inRange(r0 | Self.rangeBits(c[1]) | Self.rangeBits(c[2]) | Self.rangeBits(c[3]) | r4)
                ? Self.pack(Self.fixed(v0), Self.fixed(v1), Self.fixed(v2), Self.fixed(v3))
                : Self.clampedQuad(v0, v1, v2, v3)
            PixelQuad.store(out, p + 4 * j)
            c += 4; b0 = b4; r0 = r4
        }
        return 4 * quads
    }

    /// `n` pixels (at most one interval) of interval `i` from fraction `f` on, one `step`
    /// apart; outside the row both cells are the edge cell, as `sample` clamps.
    @inline(never)
    private func fillInterval(_ p: UnsafeMutablePointer<UInt32>, _ n: Int, _ i: Int, from f: Float) {
        let c0 = cells[min(max(i, 0), columns - 1)], c1 = cells[min(max(i + 1, 0), columns - 1)]
        let b0 = Self.fixedPoint(c0), slope = Self.fixedPoint(c1) - b0
        // Clamping is exact for cells in range too.
        Self.fillClamped(p, n, b0, slope, from: f, step)
    }

    /// A cell (b, g, r, a) in fixed-point levels, still in floating point.
    @inline(__always) private static func fixedPoint(_ c: SIMD4<Float>) -> SIMD4<Float> {
        c * levelScale + levelBias
    }

    /// Sign bits of c, alpha − c and 1 − c: some lane has its sign bit set unless
    /// 0 ≤ colour ≤ alpha ≤ 1 (or c is −0), and `packed` then clamps nothing between two cells.
    /// Bits rather than comparisons: mask reductions (`all`) are calls.
    @inline(__always) private static func rangeBits(_ c: SIMD4<Float>) -> SIMD4<UInt32> {
        unsafeBitCast(c, to: SIMD4<UInt32>.self) | unsafeBitCast(SIMD4(repeating: c.w) - c, to: SIMD4<UInt32>.self)
            | unsafeBitCast(1 - c, to: SIMD4<UInt32>.self)
    }

    /// Whether no lane of `rangeBits` (or of several, or-ed) has its sign bit set.
    @inline(__always) private static func inRange(_ bits: SIMD4<UInt32>) -> Bool {
        let halves = unsafeBitCast(bits, to: SIMD2<UInt64>.self)
        return (halves.x | halves.y) & 0x8000_0000_8000_0000 == 0
    }

    /// Fixed-point levels of an in-range value, as 32-bit lanes.
    @inline(__always) private static func fixed(_ v: SIMD4<Float>) -> SIMD4<UInt32> {
        unsafeBitCast(v.lanesTruncated, to: SIMD4<UInt32>.self)
    }

    /// Four pixels from fixed-point levels in range: the level bits, narrowed to bytes.
    @inline(__always) private static func pack(_ v0: SIMD4<UInt32>, _ v1: SIMD4<UInt32>, _ v2: SIMD4<UInt32>,
                                               _ v3: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let levels = SIMD16(lowHalf: SIMD8(lowHalf: v0, highHalf: v1), highHalf: SIMD8(lowHalf: v2, highHalf: v3)) &>> 23
        // Lane by lane, which LLVM makes masks and saturating packs. Not the stdlib's generic
        // `init(truncatingIfNeeded:)`: once specialized here, the inliner stopped inlining it in
        // `BackdropBlur` as well, where it became a call per eight lanes.
        var bytes = SIMD16<UInt8>()
        for i in 0..<16 { bytes[i] = UInt8(truncatingIfNeeded: levels[i]) }
        return unsafeBitCast(bytes, to: SIMD4<UInt32>.self)
    }

    /// `n` pixels from `b0 + slope · f` on (fixed point, in floating point), `slope · step`
    /// apart, clamped like `packed`.
    @inline(never)
    private static func fillClamped(_ p: UnsafeMutablePointer<UInt32>, _ n: Int, _ b0: SIMD4<Float>,
                                    _ slope: SIMD4<Float>, from f: Float, _ step: Float) {
        let d = slope * step
        var v = b0 + slope * f
        var j = 0
        while j < n {
            let v1 = v + d, v2 = v1 + d, v3 = v2 + d
            GlassKernel.store(clampedQuad(v, v1, v2, v3), p + j, min(4, n - j))
            v = v3 + d
            j += 4
        }
    }

    /// `pack` of four fixed-point pixels (b, g, r, a) clamped like `PixelQuad.packed`, in
    /// channel planes as there: alpha to 0...1, colour to 0...alpha (the scale is the same for
    /// all lanes, so clamping commutes with it). Out of line: inlined, LLVM hoisted parts of it
    /// into the loops that rarely need it.
    @inline(never)
    private static func clampedQuad(_ v0: SIMD4<Float>, _ v1: SIMD4<Float>, _ v2: SIMD4<Float>,
                                    _ v3: SIMD4<Float>) -> SIMD4<UInt32> {
        let q = PixelQuad(v0, v1, v2, v3)
        let a = q.a.lanesMax(levelBias).lanesMin(levelScale + levelBias)
        @inline(__always) func level(_ c: SIMD4<Float>) -> SIMD4<UInt32> { fixed(c) &>> 23 }
        return level(q.b.lanesMax(levelBias).lanesMin(a)) | level(q.g.lanesMax(levelBias).lanesMin(a)) &<< 8
            | level(q.r.lanesMax(levelBias).lanesMin(a)) &<< 16 | level(a) &<< 24
    }
}
