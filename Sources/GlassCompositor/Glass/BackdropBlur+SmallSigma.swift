/// The two Gaussian passes of `BackdropBlur` when there is no box and the grid step is 1 or 2
/// pixels (f = 1, d ≤ 2: σ < 3.5 px, the clear glass's σ ≈ 2), in 16-bit integer lanes: two
/// pixels per SSE register where the float path holds one, and no box row of float cells.
///
/// - Weights are integers summing to 256, so a tap sum of 8-bit values stays below 2¹⁶ and a
///   flat colour comes out exactly.
/// - The horizontal pass reads the source rows directly, split into d phase rows (every d-th
///   pixel, widened to 16 bits once), so that the taps of consecutive grid columns are
///   consecutive cells and two outputs fill one register.
/// - Its results are rounded back to 8 bits before the vertical pass (whose sums would
///   otherwise need 32-bit lanes, whose multiplies SSE2 does not have); the vertical Gaussian
///   averages that noise down. What costs accuracy is the 1/256 step of the weights: test-card
///   PSNR within −2.3 ... +0.4 dB of the float path's for σ 1.75 ... 3.5 (44 ... 52.6 dB), and
///   52.6 ... 59 dB below. For d = 4 (σ 3.5 ... 6, k up to 15) it lost up to 9 dB, so that
///   stays on the float path.
/// - The vertical pass converts its sums to floats and applies the grading, with the 1/(255·256)
///   scale folded into the matrix, to the `Float` cells `BlurredBackdrop` reads.
///
/// Everything is exact integer arithmetic up to the last conversion, so the result does not
/// depend on how the columns are split into pieces. Not thread-safe; owned by one blur.
final class SmallSigmaBlurPasses {
    /// Per piece, the d phase rows of the source row being filtered.
    private let phases = ScratchBuffer<SIMD4<UInt16>>()
    /// Per piece, a ring of the 2k − e + 1 horizontal-pass rows (two cells per element)...
    private let ring = ScratchBuffer<SIMD8<UInt16>>()
    /// ... and those rows in order, for the vertical pass.
    private let tables = ScratchBuffer<UnsafePointer<SIMD8<UInt16>>>()
    /// Per piece, one row of vertical sums as floats, before the grading.
    private let sums = ScratchBuffer<SIMD4<Float>>()
    /// The folded integer weights, each in all eight lanes (so a multiply reads them aligned).
    private let weights = ScratchBuffer<SIMD8<UInt16>>()
    /// Per tap pair p = 0 ... k, offsets (in cells) into a piece's phase rows of the left and
    /// right taps of the first output.
    private let offsets = ScratchBuffer<Int>()
    private var lastKernel: (Float, Int, Int) = (.nan, 0, 0)

    /// The geometry `BackdropBlur.run` has worked out, for box factor 1.
    struct Layout {
        /// Grid step in pixels, kernel radius, half-sample flag (0 or 1).
        var step: Int, radius: Int, halfSample: Int
        /// Output grid size and the number of column pieces.
        var columns: Int, rows: Int, pieces: Int
        /// Pixels of the inner span (source columns consecutive) in the column map's indices.
        var inner: Range<Int>
    }

    /// Both passes for box factor 1, into `out` (`columns × rows` cells).
    ///
    /// - Parameters:
    ///   - rowMap: source row of each of the `(rows − 1)·d + 2k − e + 1` input rows.
    ///   - columnMap: source column of each input column.
    ///   - kernel: the float weights (`GaussianKernel.fill`), σ' being `sigma`.
    func run(_ l: Layout, sigma: Float, kernel: UnsafePointer<Float>, pixels: UnsafePointer<UInt32>, stride: Int,
             rowMap: UnsafePointer<Int32>, columnMap: UnsafePointer<Int32>, grading: ColorMatrix,
             out: UnsafeMutablePointer<SIMD4<Float>>, parallelLoop: ParallelLoop) {
        let d = l.step, k = l.radius, e = l.halfSample, taps = 2 * k - e + 1
        let outW = l.columns, outH = l.rows, pieces = l.pieces
        // Outputs are computed eight at a time; a piece's phase rows hold what those read.
        let pieceWidth = ((outW + pieces - 1) / pieces + 7) & ~7
        let phaseLength = pieceWidth + (taps - 1) / d + 1
        let iw = weights.reserve(k + 1), off = offsets.reserve(2 * (k + 1))
        if (sigma, k, e) != lastKernel {
            Self.fillWeights(iw, kernel, radius: k, halfSample: e)
            lastKernel = (sigma, k, e)
        }
        // Tap t of output j is cell j·d + t: phase t mod d, index j + t / d.
        for p in 0...k {
            let a = k - p, b = k - e + p
            off[2 * p] = a % d * phaseLength + a / d
            off[2 * p + 1] = b % d * phaseLength + b / d
        }
        let phaseRows = phases.reserve(pieces * d * phaseLength)
        let ringRows = taps, ringWidth = pieceWidth / 2
        let rings = ring.reserve(pieces * ringRows * ringWidth)
        let rowTables = tables.reserve(pieces * ringRows)
        let sumRows = sums.reserve(pieces * pieceWidth)
        // Sums are 256·255 times the value: fold that into the grading.
        var g = grading
        let scale = 1 / Float(255 * 256)
        g.c0 *= scale; g.c1 *= scale; g.c2 *= scale; g.c3 *= scale
        let weightsIn = UnsafePointer(iw), offsetsIn = UnsafePointer(off)

        func piece(_ p: Int) {
            let j0 = p * outW / pieces, j1 = (p + 1) * outW / pieces, width = j1 - j0
            let padded = (width + 7) & ~7
            let c0 = j0 * d, cEnd = (j1 - 1) * d + taps
            let ph = phaseRows + p * d * phaseLength, rg = rings + p * ringRows * ringWidth
            let table = rowTables + p * ringRows, sumRow = sumRows + p * pieceWidth
            var next = 0
            for y in 0..<outH {
                while next <= y * d + ringRows - 1 {
                    Self.splitRow(ph, length: phaseLength, step: d, cells: c0..<cEnd, inner: l.inner,
                                  row: pixels + Int(rowMap[next]) * stride, columns: columnMap)
                    Self.horizontal(ph, rg + next % ringRows * ringWidth, count: padded, radius: k,
                                    halfSample: e, weights: weightsIn, offsets: offsetsIn)
                    next += 1
                }
                for t in 0..<ringRows { table[t] = UnsafePointer(rg + (y * d + t) % ringRows * ringWidth) }
                Self.vertical(rows: table, sumRow, count: width, radius: k, halfSample: e, weights: weightsIn)
                Self.grade(sumRow, out + y * outW + j0, count: width, grading: g)
            }
        }
        parallelLoop(pieces, piece)
    }

    /// Integer weights summing to 256 (w₀ + 2 Σ wₚ): each float weight · 256 rounded down, then
    /// the pairs furthest below their share raised by one until the sum is met (largest
    /// remainder, which keeps Σ (error)², and so the error's energy, least). Rounding tail sums
    /// instead, to bound the edge response, measured no better on the test card.
    private static func fillWeights(_ iw: UnsafeMutablePointer<SIMD8<UInt16>>, _ w: UnsafePointer<Float>,
                                    radius k: Int, halfSample e: Int) {
        var q = [Int](repeating: 0, count: k + 1)
        var total = 0
        for p in 0...k {
            q[p] = p == 0 && e == 1 ? 0 : Int((w[p] * 256).rounded(.down))
            total += p == 0 ? q[p] : 2 * q[p]
        }
        // Each pair lost under 2 units, so one round hands out the rest; the centre tap, when
        // there is one, takes the odd unit.
        let order = k == 0 ? [] : (1...k).sorted { w[$0] * 256 - Float(q[$0]) > w[$1] * 256 - Float(q[$1]) }
        for p in order where 256 - total >= 2 { q[p] += 1; total += 2 }
        q[0] += 256 - total
        for p in 0...k { iw[p] = SIMD8(repeating: UInt16(q[p])) }
    }

    /// The source pixels of `cells` split into d phase rows: phase q, index m = cell
    /// `cells.lowerBound + m·d + q`, widened to 16-bit lanes; past `cells`, zeros.
    @inline(__always)
    private static func splitRow(_ ph: UnsafeMutablePointer<SIMD4<UInt16>>, length: Int, step d: Int, cells: Range<Int>,
                                 inner: Range<Int>, row: UnsafePointer<UInt32>, columns: UnsafePointer<Int32>) {
        let c0 = cells.lowerBound, cEnd = cells.upperBound
        @inline(__always) func widen(_ p: UInt32) -> SIMD4<UInt16> {
            SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
        }
        @inline(__always) func cell(_ c: Int) -> SIMD4<UInt16> {
            c < cEnd ? widen(row[Int(columns[c])]) : SIMD4()
        }
        // Inner cells are consecutive source pixels, widened one by one (movd, punpcklbw):
        // four-pixel loads split into cells by lane shuffles were scalarised by the compiler.
        let lim = min(inner.upperBound, cEnd)
        let x = inner.isEmpty ? 0 : Int(columns[inner.lowerBound]) - inner.lowerBound
        var m = 0
        switch d {
        case 1:
            while m < length && c0 + m < inner.lowerBound { ph[m] = cell(c0 + m); m += 1 }
            let src = row + x + c0
            while m < length && c0 + m < lim { ph[m] = widen(src[m]); m += 1 }
            while m < length { ph[m] = cell(c0 + m); m += 1 }
        case 2:
            let odd = ph + length
            while m < length && c0 + 2 * m < inner.lowerBound { ph[m] = cell(c0 + 2 * m); odd[m] = cell(c0 + 2 * m + 1); m += 1 }
            // Two cells of each phase per step, on pointers (the loop overhead was half the work).
            let end = max(m, min(length, (lim - c0) / 2))
            var s = row + x + c0 + 2 * m, ev = ph + m, od = odd + m
            while m + 2 <= end {
                let p0 = s[0], p1 = s[1], p2 = s[2], p3 = s[3]
                ev[0] = widen(p0); od[0] = widen(p1); ev[1] = widen(p2); od[1] = widen(p3)
                s += 4; ev += 2; od += 2; m += 2
            }
            if m < end { ev[0] = widen(s[0]); od[0] = widen(s[1]); m += 1 }
            while m < length { ph[m] = cell(c0 + 2 * m); odd[m] = cell(c0 + 2 * m + 1); m += 1 }
        default:
            for q in 0..<d { for m in 0..<length { ph[q * length + m] = cell(c0 + m * d + q) } }
        }
    }

    /// Horizontal pass of one row: output j (two per register) = 128 + Σₚ wₚ · (left + right
    /// taps of pair p), shifted down 8 bits (rounded to nearest), for j in 0..<count (a multiple
    /// of eight); eight at a time, so the per-pair weight and offsets serve four registers.
    @inline(__always)
    private static func horizontal(_ ph: UnsafePointer<SIMD4<UInt16>>, _ dst: UnsafeMutablePointer<SIMD8<UInt16>>,
                                   count: Int, radius k: Int, halfSample e: Int,
                                   weights w: UnsafePointer<SIMD8<UInt16>>, offsets off: UnsafePointer<Int>) {
        @inline(__always) func load(_ p: UnsafePointer<SIMD4<UInt16>>) -> SIMD8<UInt16> {
            UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt16>.self)
        }
        let bias = SIMD8<UInt16>(repeating: 128)
        var j = 0
        while j + 8 <= count {
            var a0 = bias, a1 = bias, a2 = bias, a3 = bias
            if e == 0 {
                let c = ph + off[0] + j
                a0 &+= load(c) &* w[0]; a1 &+= load(c + 2) &* w[0]
                a2 &+= load(c + 4) &* w[0]; a3 &+= load(c + 6) &* w[0]
            }
            var p = 1
            while p <= k {
                let l = ph + off[2 * p] + j, r = ph + off[2 * p + 1] + j, wt = w[p]
                a0 &+= (load(l) &+ load(r)) &* wt
                a1 &+= (load(l + 2) &+ load(r + 2)) &* wt
                a2 &+= (load(l + 4) &+ load(r + 4)) &* wt
                a3 &+= (load(l + 6) &+ load(r + 6)) &* wt
                p += 1
            }
            let o = dst + j / 2
            o[0] = a0 &>> 8; o[1] = a1 &>> 8; o[2] = a2 &>> 8; o[3] = a3 &>> 8
            j += 8
        }
    }

    /// Vertical pass at one grid row: cell j = Σₚ wₚ · (rows[k − p][j] + rows[k − e + p][j])
    /// (+ w₀ · rows[k][j] when e = 0), for j in 0..<count rounded up to eight (rows hold that
    /// many), eight at a time (four registers per row pointer and weight loaded). Each pair of
    /// cells goes out as two float vectors, (b₀, r₀, b₁, r₁) and (g₀, a₀, g₁, a₁): the lanes are
    /// split by mask and shift and made floats by or-ing in the exponent of 2²³ (exact below
    /// 2²³), whole-register operations. Grading here, lane by lane, got the conversions
    /// lowered lane by lane too (pextrw, cvtsi2ss); `grade` reads them back instead.
    @inline(__always)
    private static func vertical(rows: UnsafePointer<UnsafePointer<SIMD8<UInt16>>>, _ dst: UnsafeMutablePointer<SIMD4<Float>>,
                                 count: Int, radius k: Int, halfSample e: Int, weights w: UnsafePointer<SIMD8<UInt16>>) {
        let up = rows + k, down = rows + (k - e)
        let magic = SIMD4<UInt32>(repeating: 0x4B00_0000)
        @inline(__always) func put(_ v: SIMD8<UInt16>, _ o: UnsafeMutablePointer<SIMD4<Float>>) {
            let u = unsafeBitCast(v, to: SIMD4<UInt32>.self)
            o[0] = unsafeBitCast((u & 0xffff) | magic, to: SIMD4<Float>.self) - 8_388_608
            o[1] = unsafeBitCast((u &>> 16) | magic, to: SIMD4<Float>.self) - 8_388_608
        }
        var j = 0
        while j < count {
            let i = j / 2
            var a0 = SIMD8<UInt16>(), a1 = a0, a2 = a0, a3 = a0
            if e == 0 {
                let c = up[0] + i
                a0 = c[0] &* w[0]; a1 = c[1] &* w[0]; a2 = c[2] &* w[0]; a3 = c[3] &* w[0]
            }
            var p = 1
            while p <= k {
                let u = up[-p] + i, v = down[p] + i, wt = w[p]
                a0 &+= (u[0] &+ v[0]) &* wt
                a1 &+= (u[1] &+ v[1]) &* wt
                a2 &+= (u[2] &+ v[2]) &* wt
                a3 &+= (u[3] &+ v[3]) &* wt
                p += 1
            }
            put(a0, dst + j); put(a1, dst + j + 2); put(a2, dst + j + 4); put(a3, dst + j + 6)
            j += 8
        }
    }

    /// `count` cells of `vertical`'s output, graded (the 1/(255·256) scale is in `g`), to `dst`.
    @inline(__always)
    private static func grade(_ src: UnsafePointer<SIMD4<Float>>, _ dst: UnsafeMutablePointer<SIMD4<Float>>,
                              count: Int, grading g: ColorMatrix) {
        var j = 0
        while j + 2 <= count {
            let br = src[j], ga = src[j + 1]
            dst[j] = g.apply(SIMD4(br[0], ga[0], br[1], ga[1]))
            dst[j + 1] = g.apply(SIMD4(br[2], ga[2], br[3], ga[3]))
            j += 2
        }
        if j < count {
            let br = src[j], ga = src[j + 1]
            dst[j] = g.apply(SIMD4(br[0], ga[0], br[1], ga[1]))
        }
    }
}
