/// The streamed blur's passes (`BlurColumns`), in the kernels so that they run at the CPU's
/// level: written for 8-float and 16-lane vectors, which SSE2 splits in two.
extension BlurColumns {
    /// Column piece `p`: grid columns p·columns/pieces ..< (p + 1)·columns/pieces of `out`, grid
    /// row after grid row, each preceded by the box rows and horizontal-pass rows it needs.
    func run(piece p: Int) {
        let d = step, k = radius, e = halfSample, f = factor
        let j0 = p * columns / pieces, j1 = (p + 1) * columns / pieces, width = j1 - j0
        // Box cells the taps of grid columns j0..<j1 read.
        let cells = j0 * d..<((j1 - 1) * d + 2 * k - e + 1)
        let pair = pairs + p * 2 * boxCells, ring = rings + p * ringSlots * pieceWidth, table = tables + p * ringRows
        var next = 0
        for y in 0..<rows {
            // Pass 1, box downsample + horizontal Gaussian at the grid columns, for the box
            // rows y·d ... y·d + 2k − e that grid row y reads (and at most one more).
            while next <= y * d + ringRows - 1 {
                Self.boxRows(pair, cells: cells, factor: f, inner: inner, leftMirror: leftMirror,
                             rightMirror: rightMirror, pixels: pixels, stride: stride,
                             rows: rowMap + next * f, rowMap + (next + 1) * f, columns: columnMap)
                Self.horizontalPass(pair, ring + next % ringSlots * width, ring + (next + 1) % ringSlots * width,
                                    count: width, step: d, radius: k, halfSample: e, weights: weights)
                next += 2
            }
            // Pass 2: vertical Gaussian at grid row y, then the grading.
            for t in 0..<ringRows { table[t] = UnsafePointer(ring + (y * d + t) % ringSlots * width) }
            Self.verticalPass(rows: table, out + y * columns + j0, count: width, radius: k,
                              halfSample: e, weights: weights, grading: grading)
        }
    }

    // Wide vectors. The loops below were written for 128-bit registers: a cell, SIMD4<Float>, is
    // one xmm. In the AVX2 kernels, an 8-lane float vector or a 16-lane 16-bit one
    // is one ymm, so they handle two cells per instruction: two box rows' cells side by side in
    // the horizontal pass, two neighbouring columns in the vertical pass. Every lane gets the
    // same operations in the same order as before, so the bits do not change; on an SSE2 build
    // LLVM splits each wide operation into two, which is the old code again. The box sums widen
    // four pixels' bytes into one 16-lane vector. Measured on the glass lab (callgrind, AVX2
    // build, 22 frames): this file's functions went from 317 M to 189 M instructions (the
    // horizontal pass 113 M → 65 M, box and vertical passes 204 M → 124 M), and the backdrop
    // stage's median from ~2.5 to ~2.2 ms on the 2-core bench VM (AVX-512 build, noisy).

    @inline(__always) private static func load8(_ p: UnsafePointer<SIMD4<Float>>) -> SIMD8<Float> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Float>.self)
    }

    @inline(__always) private static func store8(_ v: SIMD8<Float>, _ p: UnsafeMutablePointer<SIMD4<Float>>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<Float>.self)
    }

    /// Four pixels' bytes widened to 16-bit lanes (b, g, r, a, b, g, r, a, ...): one
    /// `vpmovzxbw` from memory on AVX2.
    /// (The generic SIMD16 conversion is not specialised: it became a call per load.)
    @inline(__always) private static func widen(_ p: UnsafePointer<UInt32>) -> SIMD16<UInt16> {
        let v = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
        return SIMD16(UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]),
                      UInt16(v[4]), UInt16(v[5]), UInt16(v[6]), UInt16(v[7]),
                      UInt16(v[8]), UInt16(v[9]), UInt16(v[10]), UInt16(v[11]),
                      UInt16(v[12]), UInt16(v[13]), UInt16(v[14]), UInt16(v[15]))
    }

    /// Box cells `cells` of two box rows, the f source rows `a[0..<f]` and `b[0..<f]`: cell i of
    /// row a at `out[2(i − c0)]`, of row b at `out[2(i − c0) + 1]` (c0 = `cells.lowerBound`), as
    /// `boxRow` makes them. For f = 2 and 4 (σ 6 ... 24, most of the blurring) the inner cells of
    /// both rows are summed together: the last additions and the conversion to floats then
    /// serve two cells at once.
    @inline(__always)
    private static func boxRows(_ out: UnsafeMutablePointer<SIMD4<Float>>, cells: Range<Int>, factor f: Int,
                                inner all: Range<Int>, leftMirror: Int, rightMirror: Int?,
                                pixels: UnsafePointer<UInt32>, stride: Int,
                                rows a: UnsafePointer<Int32>, _ b: UnsafePointer<Int32>,
                                columns cols: UnsafePointer<Int32>) {
        let c0 = cells.lowerBound, c1 = cells.upperBound
        let i0 = max(all.lowerBound, c0), i1 = max(i0, min(all.upperBound, c1))
        var innerDone = false
        if i0 < i1 && (f == 2 || f == 4) {
            let scale = SIMD8<Float>(repeating: 1 / Float(255 * f * f))
            // (a₀, a₁ | a₂, a₃) and (b₀, b₁ | b₂, b₃), each a pixel's four 16-bit sums, to
            // (a₀ + a₁, b₀ + b₁ | a₂ + a₃, b₂ + b₃): 64-bit unpacks within each 128-bit half
            // and one add. Sums stay below f² · 255 ≤ 4080.
            @inline(__always) func pairUp(_ sa: SIMD16<UInt16>, _ sb: SIMD16<UInt16>) -> SIMD16<UInt16> {
                let qa = unsafeBitCast(sa, to: SIMD4<UInt64>.self), qb = unsafeBitCast(sb, to: SIMD4<UInt64>.self)
                let lo = SIMD4<UInt64>(qa[0], qb[0], qa[2], qb[2]), hi = SIMD4<UInt64>(qa[1], qb[1], qa[3], qb[3])
                return unsafeBitCast(lo, to: SIMD16<UInt16>.self) &+ unsafeBitCast(hi, to: SIMD16<UInt16>.self)
            }
            // (row a cell, row b cell) sums to floats.
            @inline(__always) func cells(_ s: SIMD8<UInt16>) -> SIMD8<Float> {
                let v = SIMD8<Int32>(truncatingIfNeeded: s)
                return SIMD8<Float>(Float(v[0]), Float(v[1]), Float(v[2]), Float(v[3]),
                                    Float(v[4]), Float(v[5]), Float(v[6]), Float(v[7])) * scale
            }
            let x = Int(cols[i0 * f]), n = i1 - i0
            let dst = out + 2 * (i0 - c0)
            if f == 2 {
                // One 16-byte load per source row serves two cells.
                let a0 = pixels + Int(a[0]) * stride + x, a1 = pixels + Int(a[1]) * stride + x
                let b0 = pixels + Int(b[0]) * stride + x, b1 = pixels + Int(b[1]) * stride + x
                var i = 0
                while i + 2 <= n {
                    let s = pairUp(widen(a0 + 2 * i) &+ widen(a1 + 2 * i), widen(b0 + 2 * i) &+ widen(b1 + 2 * i))
                    store8(cells(s.lowHalf), dst + 2 * i)
                    store8(cells(s.highHalf), dst + 2 * i + 2)
                    i += 2
                }
                if i < n {
                    dst[2 * i] = mappedCell(i0 + i, factor: 2, pixels: pixels, stride: stride, rows: a, columns: cols)
                    dst[2 * i + 1] = mappedCell(i0 + i, factor: 2, pixels: pixels, stride: stride, rows: b, columns: cols)
                }
            } else {
                // One 16-byte load per source row of a cell.
                let a0 = pixels + Int(a[0]) * stride + x, a1 = pixels + Int(a[1]) * stride + x
                let a2 = pixels + Int(a[2]) * stride + x, a3 = pixels + Int(a[3]) * stride + x
                let b0 = pixels + Int(b[0]) * stride + x, b1 = pixels + Int(b[1]) * stride + x
                let b2 = pixels + Int(b[2]) * stride + x, b3 = pixels + Int(b[3]) * stride + x
                for i in 0..<n {
                    let o = 4 * i
                    let sa = (widen(a0 + o) &+ widen(a1 + o)) &+ (widen(a2 + o) &+ widen(a3 + o))
                    let sb = (widen(b0 + o) &+ widen(b1 + o)) &+ (widen(b2 + o) &+ widen(b3 + o))
                    let s = pairUp(sa, sb)
                    store8(cells(s.lowHalf &+ s.highHalf), dst + 2 * i)
                }
            }
            innerDone = true
        }
        boxRow(out, cells: cells, factor: f, inner: all, innerDone: innerDone, leftMirror: leftMirror,
               rightMirror: rightMirror, pixels: pixels, stride: stride, rows: a, columns: cols)
        boxRow(out + 1, cells: cells, factor: f, inner: all, innerDone: innerDone, leftMirror: leftMirror,
               rightMirror: rightMirror, pixels: pixels, stride: stride, rows: b, columns: cols)
    }

    /// Box cell i through the column map, pixel by pixel (mirrored edges): the same integer sums
    /// as the vector paths.
    @inline(__always)
    private static func mappedCell(_ i: Int, factor f: Int, pixels: UnsafePointer<UInt32>, stride: Int,
                                   rows: UnsafePointer<Int32>, columns cols: UnsafePointer<Int32>) -> SIMD4<Float> {
        var rb: UInt32 = 0, ag: UInt32 = 0
        let c = cols + i * f
        for t in 0..<f {
            let src = pixels + Int(rows[t]) * stride
            for u in 0..<f {
                let p = src[Int(c[u])]
                rb &+= p & 0x00ff_00ff
                ag &+= (p >> 8) & 0x00ff_00ff
            }
        }
        // Channel sums (b + r << 16, g + a << 16) to (b, g, r, a) floats.
        let sums = SIMD4<UInt32>(rb, ag, rb, ag) &>> SIMD4<UInt32>(0, 0, 16, 16) & 0xffff
        return unsafeBitCast(sums, to: SIMD4<Int32>.self).lanesFloat * (1 / Float(255 * f * f))
    }

    /// Box cells `cells` of one row, every other cell of `out` (the other row of `boxRows` sits
    /// in between): `out[2(i − cells.lowerBound)]` = the mean of the f×f source pixels at rows
    /// `rows[0..<f]` and columns `columns[i·f ..< i·f + f]`, premultiplied (b, g, r, a) in 0...1.
    /// Cells in `inner` have consecutive columns and are read with 16-byte loads (skipped if
    /// `innerDone`: `boxRows` made them); the others (mirrored edges) are copies of cell
    /// `leftMirror − i` (`rightMirror − i` on the right, nil if the edge cuts a cell) when that
    /// one is inner and in `cells`, else go through the column map pixel by pixel. Every path
    /// sums the same integers, so the cells are the same bits whichever is taken.
    @inline(__always)
    private static func boxRow(_ out: UnsafeMutablePointer<SIMD4<Float>>, cells: Range<Int>, factor f: Int, inner all: Range<Int>,
                               innerDone: Bool, leftMirror: Int, rightMirror: Int?,
                               pixels: UnsafePointer<UInt32>, stride: Int,
                               rows: UnsafePointer<Int32>, columns cols: UnsafePointer<Int32>) {
        let scale = 1 / Float(255 * f * f)
        @inline(__always) func mapped(_ i: Int) -> SIMD4<Float> {
            mappedCell(i, factor: f, pixels: pixels, stride: stride, rows: rows, columns: cols)
        }
        let c0 = cells.lowerBound, c1 = cells.upperBound
        // The inner cells of this range.
        let i0 = max(all.lowerBound, c0), i1 = max(i0, min(all.upperBound, c1))
        if i0 < i1 && !innerDone {
            // 16-byte loads of four pixels, whose bytes are widened to 16-bit lanes
            // (b, g, r, a, b, g, r, a) and summed; the two pixel halves are added last.
            // At most f² / 2 · 255 ≤ 32 640 per lane, f²· 255 ≤ 65 280 at the end: no overflow.
            @inline(__always) func load(_ p: UnsafePointer<UInt32>) -> (SIMD8<UInt16>, SIMD8<UInt16>) {
                let v = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
                return (SIMD8<UInt16>(truncatingIfNeeded: v.lowHalf), SIMD8<UInt16>(truncatingIfNeeded: v.highHalf))
            }
            @inline(__always) func cell(_ s: SIMD4<UInt16>) -> SIMD4<Float> {
                SIMD4<Int32>(truncatingIfNeeded: s).lanesFloat * scale
            }
            // Source column of box cell i is x + i·f; the first inner cell goes to dst[0].
            let x = Int(cols[i0 * f]), n = i1 - i0
            let dst = out + 2 * (i0 - c0)
            switch f {
            case 1:
                let src = pixels + Int(rows[0]) * stride + x
                var i = 0
                while i + 4 <= n {
                    let (lo, hi) = load(src + i)
                    dst[2 * i] = cell(lo.lowHalf); dst[2 * i + 2] = cell(lo.highHalf)
                    dst[2 * i + 4] = cell(hi.lowHalf); dst[2 * i + 6] = cell(hi.highHalf)
                    i += 4
                }
                while i < n { dst[2 * i] = PixelVector.unpack(src[i]); i += 1 }
            case 2:
                // Two cells per pair of loads.
                let s0 = pixels + Int(rows[0]) * stride + x, s1 = pixels + Int(rows[1]) * stride + x
                var i = 0
                while i + 2 <= n {
                    let (a0, b0) = load(s0 + 2 * i), (a1, b1) = load(s1 + 2 * i)
                    let a = a0 &+ a1, b = b0 &+ b1
                    dst[2 * i] = cell(a.lowHalf &+ a.highHalf); dst[2 * i + 2] = cell(b.lowHalf &+ b.highHalf)
                    i += 2
                }
                if i < n { dst[2 * i] = mapped(i0 + i) }
            case 4:
                // One load per row of a cell.
                let s0 = pixels + Int(rows[0]) * stride + x, s1 = pixels + Int(rows[1]) * stride + x
                let s2 = pixels + Int(rows[2]) * stride + x, s3 = pixels + Int(rows[3]) * stride + x
                for i in 0..<n {
                    let (a0, b0) = load(s0 + 4 * i), (a1, b1) = load(s1 + 4 * i)
                    let (a2, b2) = load(s2 + 4 * i), (a3, b3) = load(s3 + 4 * i)
                    let sum = ((a0 &+ b0) &+ (a1 &+ b1)) &+ ((a2 &+ b2) &+ (a3 &+ b3))
                    dst[2 * i] = cell(sum.lowHalf &+ sum.highHalf)
                }
            case 8:
                // Two loads per row of a cell, the row pointers hoisted.
                let s0 = pixels + Int(rows[0]) * stride + x, s1 = pixels + Int(rows[1]) * stride + x
                let s2 = pixels + Int(rows[2]) * stride + x, s3 = pixels + Int(rows[3]) * stride + x
                let s4 = pixels + Int(rows[4]) * stride + x, s5 = pixels + Int(rows[5]) * stride + x
                let s6 = pixels + Int(rows[6]) * stride + x, s7 = pixels + Int(rows[7]) * stride + x
                @inline(__always) func row(_ p: UnsafePointer<UInt32>) -> SIMD8<UInt16> {
                    let (a, b) = load(p), (c, d) = load(p + 4)
                    return (a &+ b) &+ (c &+ d)
                }
                for i in 0..<n {
                    let o = 8 * i
                    let sum = ((row(s0 + o) &+ row(s1 + o)) &+ (row(s2 + o) &+ row(s3 + o)))
                        &+ ((row(s4 + o) &+ row(s5 + o)) &+ (row(s6 + o) &+ row(s7 + o)))
                    dst[2 * i] = cell(sum.lowHalf &+ sum.highHalf)
                }
            default:
                for i in 0..<n {
                    var sum = SIMD8<UInt16>()
                    for t in 0..<f {
                        let src = pixels + Int(rows[t]) * stride + x + i * f
                        var u = 0
                        while u < f {
                            let (a, b) = load(src + u)
                            sum &+= a &+ b
                            u += 4
                        }
                    }
                    dst[2 * i] = cell(sum.lowHalf &+ sum.highHalf)
                }
            }
        }
        // Cells past the inner ones: left of them, then right.
        for i in c0..<min(i0, c1) {
            let m = leftMirror - i
            out[2 * (i - c0)] = m >= i0 && m < i1 ? out[2 * (m - c0)] : mapped(i)
        }
        for i in max(i1, c0)..<c1 {
            if let rm = rightMirror, rm - i >= i0, rm - i < i1 {
                out[2 * (i - c0)] = out[2 * (rm - i - c0)]
            } else {
                out[2 * (i - c0)] = mapped(i)
            }
        }
    }

    /// a[j] = w₀ · s[j·d + k − e] + Σₚ wₚ · (s[j·d + k − p] + s[j·d + k − e + p]), p = 1 ... k,
    /// where s is row a of the box-row pair `src` (`boxRows`), and the same for row b into
    /// `b`: the folded Gaussian centred on box cell j·d + k − e (e = 0), or between that one and
    /// the next (e = 1, w₀ = 0).
    @inline(__always)
    private static func horizontalPass(_ src: UnsafePointer<SIMD4<Float>>, _ a: UnsafeMutablePointer<SIMD4<Float>>,
                                       _ b: UnsafeMutablePointer<SIMD4<Float>>,
                                       count: Int, step d: Int, radius k: Int, halfSample e: Int,
                                       weights w: UnsafePointer<Float>) {
        // A constant step turns the taps' offsets into displacements of two pointers.
        switch d {
        case 1: horizontalTaps(src, a, b, count: count, step: 1, radius: k, halfSample: e, weights: w)
        case 2: horizontalTaps(src, a, b, count: count, step: 2, radius: k, halfSample: e, weights: w)
        case 4: horizontalTaps(src, a, b, count: count, step: 4, radius: k, halfSample: e, weights: w)
        default: horizontalTaps(src, a, b, count: count, step: d, radius: k, halfSample: e, weights: w)
        }
    }

    /// `horizontalPass` for one step: four outputs of both rows at a time (eight cells, as many
    /// as the 128-bit version had in flight) with independent accumulators, so the adds
    /// pipeline instead of waiting on each other, then the last four again.
    @inline(__always)
    private static func horizontalTaps(_ src: UnsafePointer<SIMD4<Float>>, _ a: UnsafeMutablePointer<SIMD4<Float>>,
                                       _ b: UnsafeMutablePointer<SIMD4<Float>>,
                                       count: Int, step d: Int, radius k: Int, halfSample e: Int,
                                       weights w: UnsafePointer<Float>) {
        let w0 = SIMD8<Float>(repeating: w[0])
        // Box cell c of both rows.
        @inline(__always) func at(_ p: UnsafePointer<SIMD4<Float>>, _ c: Int) -> SIMD8<Float> { load8(p + 2 * c) }
        @inline(__always) func put(_ j: Int, _ v: SIMD8<Float>) { a[j] = v.lowHalf; b[j] = v.highHalf }
        @inline(__always) func four(_ j: Int) {
            let l = src + 2 * (j * d + k), r = l - 2 * e
            var a0 = at(r, 0) * w0, a1 = at(r, d) * w0, a2 = at(r, 2 * d) * w0, a3 = at(r, 3 * d) * w0
            var p = 1
            while p <= k {
                let wt = SIMD8<Float>(repeating: w[p])
                let lp = l - 2 * p, rp = r + 2 * p
                a0 += (at(lp, 0) + at(rp, 0)) * wt
                a1 += (at(lp, d) + at(rp, d)) * wt
                a2 += (at(lp, 2 * d) + at(rp, 2 * d)) * wt
                a3 += (at(lp, 3 * d) + at(rp, 3 * d)) * wt
                p += 1
            }
            put(j, a0); put(j + 1, a1); put(j + 2, a2); put(j + 3, a3)
        }
        var j = 0
        while j + 4 <= count { four(j); j += 4 }
        // The last one to three outputs: the four ending at `count`, some computed again (to
        // the same bits), rather than one at a time with one chain of dependent adds.
        if j < count && count >= 4 { four(count - 4); j = count }
        while j < count {
            let l = src + 2 * (j * d + k), r = l - 2 * e
            var acc = at(r, 0) * w0
            var p = 1
            while p <= k {
                acc += (at(l, -p) + at(r, p)) * SIMD8<Float>(repeating: w[p])
                p += 1
            }
            put(j, acc)
            j += 1
        }
    }

    /// dst[j] = w₀ · rows[k − e][j] + Σₚ wₚ · (rows[k − p][j] + rows[k − e + p][j]), p = 1 ... k,
    /// graded by `g` on the way out: the folded Gaussian down `rows` (2k − e + 1 of them),
    /// centred on row k (e = 0) or between rows k − 1 and k (e = 1, w₀ = 0). Eight columns at a
    /// time as four pairs (neighbouring cells are one 8-float load) with the sums in registers
    /// (each tap is two loads and a multiply-add, no store), then the last eight again;
    /// narrower pieces go by pairs.
    @inline(__always)
    private static func verticalPass(rows: UnsafePointer<UnsafePointer<SIMD4<Float>>>,
                                     _ dst: UnsafeMutablePointer<SIMD4<Float>>, count: Int,
                                     radius k: Int, halfSample e: Int, weights w: UnsafePointer<Float>,
                                     grading g: ColorMatrix) {
        let left = rows + k, right = rows + (k - e)
        let w0 = SIMD8<Float>(repeating: w[0])
        // The grading of two cells: `ColorMatrix.apply` on each half, term for term.
        let pair = ColorMatrix.Pair(g)
        @inline(__always) func grade(_ v: SIMD8<Float>) -> SIMD8<Float> { pair.apply(v) }
        @inline(__always) func eight(_ j: Int) {
            let r = right[0] + j
            var a0 = load8(r) * w0, a1 = load8(r + 2) * w0, a2 = load8(r + 4) * w0, a3 = load8(r + 6) * w0
            var p = 1
            while p <= k {
                let wt = SIMD8<Float>(repeating: w[p])
                let up = left[-p] + j, down = right[p] + j
                a0 += (load8(up) + load8(down)) * wt
                a1 += (load8(up + 2) + load8(down + 2)) * wt
                a2 += (load8(up + 4) + load8(down + 4)) * wt
                a3 += (load8(up + 6) + load8(down + 6)) * wt
                p += 1
            }
            store8(grade(a0), dst + j); store8(grade(a1), dst + j + 2)
            store8(grade(a2), dst + j + 4); store8(grade(a3), dst + j + 6)
        }
        @inline(__always) func two(_ j: Int) {
            var acc = load8(right[0] + j) * w0
            var p = 1
            while p <= k {
                acc += (load8(left[-p] + j) + load8(right[p] + j)) * SIMD8<Float>(repeating: w[p])
                p += 1
            }
            store8(grade(acc), dst + j)
        }
        var j = 0
        while j + 8 <= count { eight(j); j += 8 }
        // The last columns: the eight ending at `count`, some computed again (to the same bits),
        // rather than pairs with one chain of dependent adds each.
        if j < count && count >= 8 { eight(count - 8); j = count }
        while j + 2 <= count { two(j); j += 2 }
        if j < count && count >= 2 { two(count - 2); j = count }
        if j < count {
            var acc = right[0][j] * w0.lowHalf
            var p = 1
            while p <= k {
                acc += (left[-p][j] + right[p][j]) * SIMD4<Float>(repeating: w[p])
                p += 1
            }
            dst[j] = g.apply(acc)
        }
    }
}
