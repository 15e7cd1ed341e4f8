/// The two Gaussian passes of `BackdropBlur` when there is no box and the grid step is 1 or 2
/// pixels (f = 1, d ≤ 2: σ < 3.5 px, the clear glass's σ ≈ 2), in 16-bit integer lanes: a
/// pixel in 64 bits where the float path needs 128, and no box row of float cells.
///
/// - Weights are integers summing to 256, so a tap sum of 8-bit values stays below 2¹⁶ and a
///   flat colour comes out exactly.
/// - The horizontal pass reads the source rows directly, split into d phase rows (every d-th
///   pixel, widened to 16 bits once), so that the taps of consecutive grid columns are
///   consecutive cells and four outputs fill one 256-bit register.
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
/// depend on how the columns are split into pieces.
///
/// The vectors are 256 bits wide (`SIMD16<UInt16>`, `SIMD8<Float>`): the package is compiled for
/// the host CPU, which has AVX2, and where a build targets SSE2 only LLVM splits each in two.
/// Widened from 128 bits, the same operations per cell, so the same bits; on the glass lab
/// (1920×1080 @2x, 22 frames, callgrind, `haswell` build) `run` went from 296 M to 182 M
/// instructions, on an SSE2 (`x86-64`) build from 329 M to 333 M. Its wall time (perf samples,
/// AVX-512 build) fell only about 10 %: a third of its samples are now in `splitRow`'s loads of
/// the source rows, which come from memory. Not thread-safe; owned by one blur.
final class SmallSigmaBlurPasses {
    /// Per piece, the d phase rows of the source row being filtered.
    private let phases = ScratchBuffer<SIMD4<UInt16>>()
    /// Per piece, a ring of the 2k − e + 1 horizontal-pass rows (four cells per element)...
    private let ring = ScratchBuffer<SIMD16<UInt16>>()
    /// ... and those rows in order, for the vertical pass.
    private let tables = ScratchBuffer<UnsafePointer<SIMD16<UInt16>>>()
    /// Per piece, one row of graded cells as channel planes.
    private let sums = ScratchBuffer<SIMD8<Float>>()
    /// The folded integer weights, each in all sixteen lanes (so a multiply reads them whole).
    private let weights = ScratchBuffer<SIMD16<UInt16>>()
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
        let ringRows = taps, ringWidth = pieceWidth / 4
        let rings = ring.reserve(pieces * ringRows * ringWidth)
        let rowTables = tables.reserve(pieces * ringRows)
        // Per piece, a row of graded cells as channel planes (four vectors per eight cells), then
        // eight cells for the last partial group.
        let planeRows = sums.reserve(pieces * (pieceWidth + 8) / 2)
        // Sums are 256·255 times the value: fold that into the grading.
        var g = grading
        let scale = 1 / Float(255 * 256)
        g.c0 *= scale; g.c1 *= scale; g.c2 *= scale; g.c3 *= scale
        let weightsIn = UnsafePointer(iw), offsetsIn = UnsafePointer(off)
        // The clear glass's kernel (σ ≈ 2: d = 2, k = 6, half-sample) with its radius and
        // offsets as constants, so that the tap loops unroll with fixed displacements.
        let fixed = d == 2 && k == 6 && e == 1

        func piece(_ p: Int) {
            let j0 = p * outW / pieces, j1 = (p + 1) * outW / pieces, width = j1 - j0
            let padded = (width + 7) & ~7
            let c0 = j0 * d, cEnd = (j1 - 1) * d + taps
            let ph = phaseRows + p * d * phaseLength, rg = rings + p * ringRows * ringWidth
            let table = rowTables + p * ringRows, planeRow = planeRows + p * (pieceWidth + 8) / 2
            var next = 0
            for y in 0..<outH {
                while next <= y * d + ringRows - 1 {
                    Self.splitRow(ph, length: phaseLength, step: d, cells: c0..<cEnd, inner: l.inner,
                                  row: pixels + Int(rowMap[next]) * stride, columns: columnMap)
                    let dst = rg + next % ringRows * ringWidth
                    if fixed {
                        Self.horizontalStep2(ph, dst, count: padded, radius: 6, halfSample: 1, weights: weightsIn,
                                             length: phaseLength)
                    } else if d == 2 {
                        Self.horizontalStep2(ph, dst, count: padded, radius: k, halfSample: e, weights: weightsIn,
                                             length: phaseLength)
                    } else {
                        Self.horizontal(ph, dst, count: padded, radius: k, halfSample: e, weights: weightsIn,
                                        offsets: offsetsIn)
                    }
                    next += 1
                }
                // Ring slots in order from (y·d) mod ringRows, without a division per slot.
                var slot = y * d % ringRows
                for t in 0..<ringRows {
                    table[t] = UnsafePointer(rg + slot * ringWidth)
                    slot = slot + 1 == ringRows ? 0 : slot + 1
                }
                if fixed {
                    Self.vertical(rows: table, planeRow, count: width, radius: 6, halfSample: 1, weights: weightsIn,
                                  grading: g)
                } else {
                    Self.vertical(rows: table, planeRow, count: width, radius: k, halfSample: e, weights: weightsIn,
                                  grading: g)
                }
                Self.interleave(planeRow, out + y * outW + j0, count: width, tail: planeRow + pieceWidth / 2)
            }
        }
        parallelLoop(pieces, piece)
    }

    /// Integer weights summing to 256 (w₀ + 2 Σ wₚ): each float weight · 256 rounded down, then
    /// the pairs furthest below their share raised by one until the sum is met (largest
    /// remainder, which keeps Σ (error)², and so the error's energy, least). Rounding tail sums
    /// instead, to bound the edge response, measured no better on the test card.
    private static func fillWeights(_ iw: UnsafeMutablePointer<SIMD16<UInt16>>, _ w: UnsafePointer<Float>,
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
        for p in 0...k { iw[p] = SIMD16(repeating: UInt16(q[p])) }
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
        // Inner cells are consecutive source pixels: for d = 1 widened one by one (movd,
        // punpcklbw), for d = 2 four at a time (below).
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
            // Eight pixels per 32-byte load: the dwords of each phase gathered (p₀, p₂, p₄, p₆),
            // (p₁, p₃, p₅, p₇), then widened against zero bytes (vpmovzxbw) into the four cells of
            // each phase; a 16-byte load (pshufd, punpcklbw / punpckhbw) for two left over.
            let end = max(m, min(length, (lim - c0) / 2))
            var s = row + x + c0 + 2 * m, ev = ph + m, od = odd + m
            @inline(__always) func split8(_ src: UnsafePointer<UInt32>, _ e: UnsafeMutablePointer<SIMD4<UInt16>>,
                                          _ o: UnsafeMutablePointer<SIMD4<UInt16>>) {
                let v = UnsafeRawPointer(src).loadUnaligned(as: SIMD8<UInt32>.self)
                let lo = unsafeBitCast(SIMD4<UInt32>(v[0], v[2], v[4], v[6]), to: SIMD16<UInt8>.self)
                let hi = unsafeBitCast(SIMD4<UInt32>(v[1], v[3], v[5], v[7]), to: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(e).storeBytes(of: SIMD16<UInt16>(truncatingIfNeeded: lo), as: SIMD16<UInt16>.self)
                UnsafeMutableRawPointer(o).storeBytes(of: SIMD16<UInt16>(truncatingIfNeeded: hi), as: SIMD16<UInt16>.self)
            }
            @inline(__always) func split4(_ src: UnsafePointer<UInt32>, _ e: UnsafeMutablePointer<SIMD4<UInt16>>,
                                          _ o: UnsafeMutablePointer<SIMD4<UInt16>>) {
                let v = UnsafeRawPointer(src).loadUnaligned(as: SIMD4<UInt32>.self)
                let b = unsafeBitCast(SIMD4<UInt32>(v[0], v[2], v[1], v[3]), to: SIMD16<UInt8>.self)
                let lo = SIMD16<UInt8>(b[0], 0, b[1], 0, b[2], 0, b[3], 0, b[4], 0, b[5], 0, b[6], 0, b[7], 0)
                let hi = SIMD16<UInt8>(b[8], 0, b[9], 0, b[10], 0, b[11], 0, b[12], 0, b[13], 0, b[14], 0, b[15], 0)
                UnsafeMutableRawPointer(e).storeBytes(of: lo, as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(o).storeBytes(of: hi, as: SIMD16<UInt8>.self)
            }
            while m + 8 <= end {
                split8(s, ev, od); split8(s + 8, ev + 4, od + 4)
                s += 16; ev += 8; od += 8; m += 8
            }
            if m + 4 <= end { split8(s, ev, od); s += 8; ev += 4; od += 4; m += 4 }
            if m + 2 <= end { split4(s, ev, od); s += 4; ev += 2; od += 2; m += 2 }
            if m < end { ev[0] = widen(s[0]); od[0] = widen(s[1]); m += 1 }
            while m < length { ph[m] = cell(c0 + 2 * m); odd[m] = cell(c0 + 2 * m + 1); m += 1 }
        default:
            for q in 0..<d { for m in 0..<length { ph[q * length + m] = cell(c0 + m * d + q) } }
        }
    }

    /// Horizontal pass of one row: output j (four per register) = 128 + Σₚ wₚ · (left + right
    /// taps of pair p), shifted down 8 bits (rounded to nearest), for j in 0..<count (a multiple
    /// of eight); eight at a time, so the per-pair weight and offsets serve two registers.
    @inline(__always)
    private static func horizontal(_ ph: UnsafePointer<SIMD4<UInt16>>, _ dst: UnsafeMutablePointer<SIMD16<UInt16>>,
                                   count: Int, radius k: Int, halfSample e: Int,
                                   weights w: UnsafePointer<SIMD16<UInt16>>, offsets off: UnsafePointer<Int>) {
        @inline(__always) func load(_ p: UnsafePointer<SIMD4<UInt16>>) -> SIMD16<UInt16> {
            UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt16>.self)
        }
        let bias = SIMD16<UInt16>(repeating: 128)
        var j = 0
        while j + 8 <= count {
            var a0 = bias, a1 = bias
            if e == 0 {
                let c = ph + off[0] + j
                a0 &+= load(c) &* w[0]; a1 &+= load(c + 4) &* w[0]
            }
            var p = 1
            while p <= k {
                let l = ph + off[2 * p] + j, r = ph + off[2 * p + 1] + j, wt = w[p]
                a0 &+= (load(l) &+ load(r)) &* wt
                a1 &+= (load(l + 4) &+ load(r + 4)) &* wt
                p += 1
            }
            let o = dst + j / 4
            o[0] = a0 &>> 8; o[1] = a1 &>> 8
            j += 8
        }
    }

    /// `horizontal` for d = 2, the offsets worked out inline (tap t of output j is phase t mod 2,
    /// index j + t / 2) rather than read from the table: with constant `k` and `e` the tap loop
    /// unrolls into loads at fixed displacements from the two phase rows.
    @inline(__always)
    private static func horizontalStep2(_ ph: UnsafePointer<SIMD4<UInt16>>, _ dst: UnsafeMutablePointer<SIMD16<UInt16>>,
                                        count: Int, radius k: Int, halfSample e: Int,
                                        weights w: UnsafePointer<SIMD16<UInt16>>, length: Int) {
        @inline(__always) func load(_ p: UnsafePointer<SIMD4<UInt16>>) -> SIMD16<UInt16> {
            UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt16>.self)
        }
        @inline(__always) func tap(_ t: Int) -> Int { (t & 1) * length + (t >> 1) }
        // One register (four outputs) at a time. Two at a time, the compiler shares the loads
        // between registers: with AVX2 that was 3.5 % fewer instructions for `run` and no faster
        // (within the noise), but split into 128-bit halves it ran out of registers (spills; 4 %
        // more instructions on SSE2).
        let bias = SIMD16<UInt16>(repeating: 128)
        var j = 0, o = dst
        while j < count {
            var a = bias
            if e == 0 { a &+= load(ph + tap(k) + j) &* w[0] }
            var p = 1
            while p <= k {
                a &+= (load(ph + tap(k - p) + j) &+ load(ph + tap(k - e + p) + j)) &* w[p]
                p += 1
            }
            o[0] = a &>> 8
            o += 1; j += 4
        }
    }

    /// Vertical pass and grading at one grid row: cell j = Σₚ wₚ · (rows[k − p][j] +
    /// rows[k − e + p][j]) (+ w₀ · rows[k][j] when e = 0), graded, for j in 0..<count rounded up
    /// to eight (rows hold that many), eight at a time (two registers per row pointer and weight
    /// loaded). The grading works on channel planes, eight cells per register: the 16-bit lanes
    /// split by mask and shift, made floats (cvtdq2ps, exact) and gathered by channel (shufps),
    /// then each output channel is Σ (weight · input plane) + offset, the operations of
    /// `ColorMatrix.apply` in its order, so the same bits. The planes go to `dst` (b, g, r, a
    /// vectors per eight cells); `interleave` puts the cells together in a second loop:
    /// transposing here, the compiler undid the planes into lane-by-lane code.
    ///
    /// AVX's shuffles stay within 128-bit halves, so a plane holds the cells in the order
    /// (0, 2, 4, 6 | 1, 3, 5, 7): the sums' cells (64 bits each) are first put in the order
    /// (0, 2 | 1, 3) (one vpermq per register), and then the in-half shuffles here and the
    /// in-half transpose of `interleave` end with cells 2i and 2i + 1 in one register, stored
    /// whole. Planes in the order the shuffles give for free would leave cells 2i and 2i + 2
    /// together, stored in 128-bit halves: twice the stores.
    @inline(__always)
    private static func vertical(rows: UnsafePointer<UnsafePointer<SIMD16<UInt16>>>, _ dst: UnsafeMutablePointer<SIMD8<Float>>,
                                 count: Int, radius k: Int, halfSample e: Int, weights w: UnsafePointer<SIMD16<UInt16>>,
                                 grading gr: ColorMatrix) {
        let up = rows + k, down = rows + (k - e)
        // m[4i + c] = input channel c's weight in output channel i, m[16 + i] = offset i, each in
        // all eight lanes (made here, so the compiler sees splats).
        let m = (SIMD8(repeating: gr.c0.x), SIMD8(repeating: gr.c1.x), SIMD8(repeating: gr.c2.x), SIMD8(repeating: gr.c3.x),
                 SIMD8(repeating: gr.c0.y), SIMD8(repeating: gr.c1.y), SIMD8(repeating: gr.c2.y), SIMD8(repeating: gr.c3.y),
                 SIMD8(repeating: gr.c0.z), SIMD8(repeating: gr.c1.z), SIMD8(repeating: gr.c2.z), SIMD8(repeating: gr.c3.z),
                 SIMD8(repeating: gr.c0.w), SIMD8(repeating: gr.c1.w), SIMD8(repeating: gr.c2.w), SIMD8(repeating: gr.c3.w),
                 SIMD8(repeating: gr.offset.x), SIMD8(repeating: gr.offset.y), SIMD8(repeating: gr.offset.z),
                 SIMD8(repeating: gr.offset.w))
        @inline(__always) func grade(_ s0: SIMD16<UInt16>, _ s1: SIMD16<UInt16>, _ o: UnsafeMutablePointer<SIMD8<Float>>) {
            // Cells (0, 2 | 1, 3) of each register (vpermq).
            @inline(__always) func evensFirst(_ s: SIMD16<UInt16>) -> SIMD8<UInt32> {
                let q = unsafeBitCast(s, to: SIMD4<UInt64>.self)
                return unsafeBitCast(SIMD4(q[0], q[2], q[1], q[3]), to: SIMD8<UInt32>.self)
            }
            let u0 = evensFirst(s0), u1 = evensFirst(s1)
            // cvtdq2ps, exact (sums are below 2¹⁶).
            @inline(__always) func float(_ v: SIMD8<UInt32>) -> SIMD8<Float> {
                SIMD8<Float>(unsafeBitCast(v, to: SIMD8<Int32>.self))
            }
            // (b₀, r₀, b₂, r₂ | b₁, r₁, b₃, r₃), (g₀, a₀, g₂, a₂ | g₁, a₁, g₃, a₃) for cells 0 ... 3 and
            // the same for 4 ... 7.
            let br0 = float(u0 & 0xffff), br1 = float(u1 & 0xffff), ga0 = float(u0 &>> 16), ga1 = float(u1 &>> 16)
            @inline(__always) func even(_ x: SIMD8<Float>, _ y: SIMD8<Float>) -> SIMD8<Float> {
                SIMD8(x[0], x[2], y[0], y[2], x[4], x[6], y[4], y[6])
            }
            @inline(__always) func odd(_ x: SIMD8<Float>, _ y: SIMD8<Float>) -> SIMD8<Float> {
                SIMD8(x[1], x[3], y[1], y[3], x[5], x[7], y[5], y[7])
            }
            let b = even(br0, br1), r = odd(br0, br1), g = even(ga0, ga1), a = odd(ga0, ga1)
            o[0] = m.0 * b + m.1 * g + m.2 * r + m.3 * a + m.16
            o[1] = m.4 * b + m.5 * g + m.6 * r + m.7 * a + m.17
            o[2] = m.8 * b + m.9 * g + m.10 * r + m.11 * a + m.18
            o[3] = m.12 * b + m.13 * g + m.14 * r + m.15 * a + m.19
        }
        var j = 0, o = dst
        while j < count {
            let i = j / 4
            var a0 = SIMD16<UInt16>(), a1 = a0
            if e == 0 {
                let c = up[0] + i
                a0 = c[0] &* w[0]; a1 = c[1] &* w[0]
            }
            var p = 1
            while p <= k {
                let u = up[-p] + i, v = down[p] + i, wt = w[p]
                a0 &+= (u[0] &+ v[0]) &* wt
                a1 &+= (u[1] &+ v[1]) &* wt
                p += 1
            }
            grade(a0, a1, o)
            o += 4; j += 8
        }
    }

    /// `count` cells from `vertical`'s channel planes, an in-half 4 × 4 transpose per eight cells
    /// (the last partial eight through `tail`).
    @inline(__always)
    private static func interleave(_ src: UnsafePointer<SIMD8<Float>>, _ dst: UnsafeMutablePointer<SIMD4<Float>>,
                                   count: Int, tail: UnsafeMutablePointer<SIMD8<Float>>) {
        @inline(__always) func put(_ s: UnsafePointer<SIMD8<Float>>, _ o: UnsafeMutableRawPointer) {
            let b = s[0], g = s[1], r = s[2], a = s[3]
            // unpcklps / unpckhps, then the 64-bit pairs (unpcklpd / unpckhpd), all within halves:
            // the planes' cell order (0, 2, 4, 6 | 1, 3, 5, 7) comes out as cells (0 | 1), (2 | 3) ...
            @inline(__always) func d(_ v: SIMD8<Float>) -> SIMD4<Double> { unsafeBitCast(v, to: SIMD4<Double>.self) }
            @inline(__always) func f(_ v: SIMD4<Double>) -> SIMD8<Float> { unsafeBitCast(v, to: SIMD8<Float>.self) }
            let t0 = d(SIMD8(b[0], g[0], b[1], g[1], b[4], g[4], b[5], g[5]))
            let t1 = d(SIMD8(r[0], a[0], r[1], a[1], r[4], a[4], r[5], a[5]))
            let t2 = d(SIMD8(b[2], g[2], b[3], g[3], b[6], g[6], b[7], g[7]))
            let t3 = d(SIMD8(r[2], a[2], r[3], a[3], r[6], a[6], r[7], a[7]))
            o.storeBytes(of: f(SIMD4(t0[0], t1[0], t0[2], t1[2])), toByteOffset: 0, as: SIMD8<Float>.self)
            o.storeBytes(of: f(SIMD4(t0[1], t1[1], t0[3], t1[3])), toByteOffset: 32, as: SIMD8<Float>.self)
            o.storeBytes(of: f(SIMD4(t2[0], t3[0], t2[2], t3[2])), toByteOffset: 64, as: SIMD8<Float>.self)
            o.storeBytes(of: f(SIMD4(t2[1], t3[1], t2[3], t3[3])), toByteOffset: 96, as: SIMD8<Float>.self)
        }
        var j = 0, s = src
        while j + 8 <= count { put(s, dst + j); s += 4; j += 8 }
        if j < count {
            put(s, tail)
            let t = UnsafeRawPointer(tail)
            for c in 0..<(count - j) { dst[j + c] = t.load(fromByteOffset: 16 * c, as: SIMD4<Float>.self) }
        }
    }
}
