import Dispatch
import Foundation

/// Gaussian blur of a region of a surface at reduced resolution.
///
/// The chain, for σ in frame pixels:
/// 1. choose a box factor `f`, the largest power of two ≤ σ/3 (1 ... 16), and a grid factor
///    `g`, the largest power of two ≤ 8σ/7 (at least `f`, at most 16); `d = g / f`;
/// 2. box-average f×f blocks of the region into `Float` cells (premultiplied, exact integer
///    sums), reading mirrored pixels where a block or the kernel reaches past the region;
/// 3. a separable sampled Gaussian on the box cells, evaluated only at the centres of the
///    g×g grid cells (every d-th position, halfway between two box cells when d is even), with
///    σ' = `GaussianKernel.compensatedSigma`, which subtracts the variance the box and the
///    bilinear upsample add;
/// 4. callers sample the result bilinearly at full-resolution coordinates (`BlurredBackdrop`).
///
/// Without a box and with a grid step of 1 or 2 (σ < 3.5), steps 2 and 3 run in 16-bit integers
/// on the source bytes instead (`SmallSigmaBlurPasses`).
///
/// Why two factors: what limits the accuracy is what the box lets alias, so the box stays
/// small (σ ≥ 3f). The Gaussian that follows is a proper low-pass filter, so its output can be
/// sampled much more coarsely: at σ ≥ 7g/8 what is left at the grid's Nyquist frequency is
/// about 2 % of the signal or less, and the bilinear upsample reconstructs it closely. The
/// coarser grid divides the Gaussian's work by d in each direction.
///
/// Against an exact full-resolution Gaussian with mirrored edges the PSNR stays above 41.5 dB
/// on high-contrast text and 1-2 px stripes (lowest just above σ = 3f, where the box is
/// coarsest), and above 44 dB for σ < 6 (a test requires ≥ 38 dB for σ = 2 ... 40). Cost is
/// one read of the needed region, plus O(σ/f) per box cell of a grid column and per grid cell.
///
/// Buffers are kept and grown, never shrunk: after the largest region has been seen, a blur
/// allocates nothing. A large blur is split into column pieces over all cores with
/// `concurrentPerform`, a small one runs on the calling thread; the result does not depend on
/// the split. Not thread-safe: one blur per renderer.
final class BackdropBlur {
    /// One row of box cells per column piece.
    private let boxRows = ScratchBuffer<SIMD4<Float>>()
    /// Per piece, a ring of the 2k − e + 1 horizontal-pass rows the next grid row reads...
    private let horizontal = ScratchBuffer<SIMD4<Float>>()
    /// ... and those rows in order, for the vertical pass.
    private let rowTables = ScratchBuffer<UnsafePointer<SIMD4<Float>>>()
    private let output = ScratchBuffer<SIMD4<Float>>()
    /// The cells of a receded page's blur, in its own pixels, before they are placed on the
    /// frame's grid (`run(receded:)`).
    let recededCells = ScratchBuffer<SIMD4<Float>>()
    /// ... and placed on the frame's grid.
    let recededGrid = ScratchBuffer<SIMD4<Float>>()
    private let columnMap = ScratchBuffer<Int32>()
    private let rowMap = ScratchBuffer<Int32>()
    private let weights = ScratchBuffer<Float>()
    /// The passes for box factor 1 and grid step 1 or 2 (σ < 3.5), in integers.
    private let smallSigma = SmallSigmaBlurPasses()
    /// σ', radius and placement of the weights in `weights` (a group keeps its σ while it moves).
    /// Same key means same radius, so the buffer cannot have been reallocated since the fill.
    private var lastKernel: (Float, Int, Int) = (.nan, 0, 0)
    /// Estimated work (in folded taps; a box pixel counts a quarter) below which a blur runs on
    /// the calling thread alone. Waking a second core costs tens of microseconds on the bench
    /// machine (a VM), about what a small group's whole blur takes (a button at σ = 14: ~40 000
    /// taps, ~50 µs); splitting those measured slower. A large one (σ = 2 over 480×340 px,
    /// ~800 000) gains ~1.35× from two cores.
    var parallelWork = 150_000
    /// How the column pieces of a large blur are spread over the cores.
    var parallelLoop: ParallelLoop = ParallelLoops.dispatch
    /// The kernels compiled for this CPU (`RenderOptions.kernels`): the passes of the streamed
    /// blur (`BlurColumns`) run in them.
    var kernels = KernelVariant.baseline

    /// Cores the column pieces are spread over.
    private static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// The box downsample factor for σ pixels: the largest power of two ≤ σ/3, at least 1, at
    /// most 16 (so that f² · 255 fits the 16-bit integer lanes of the box sums).
    static func downsampleFactor(sigma: Float) -> Int {
        var f = 1
        while f < 16 && Float(2 * f) <= sigma / 3 { f *= 2 }
        return f
    }

    /// The cell size of the result for σ pixels: the largest power of two ≤ 8σ/7, at least the
    /// box factor, at most 16.
    static func gridFactor(sigma: Float) -> Int {
        var g = 1
        while g < 16 && Float(2 * g) * 7 <= sigma * 8 { g *= 2 }
        return max(g, downsampleFactor(sigma: sigma))
    }

    /// Integer half-sample mirror of `i` into 0..<n (…, 1, 0 | 0, 1, …, n−1 | n−1, …).
    @inline(__always) static func mirror(_ i: Int, _ n: Int) -> Int {
        let period = 2 * n
        var m = i % period
        if m < 0 { m += period }
        return m < n ? m : period - 1 - m
    }

    /// map[c] = origin + mirror(first + c, size) for c in 0..<count; only the ends need `mirror`.
    private static func fillMirrored(_ map: UnsafeMutablePointer<Int32>, count: Int, from first: Int, size: Int, origin: Int) {
        let a = min(max(-first, 0), count), b = max(a, min(count, size - first))
        for c in 0..<a { map[c] = Int32(origin + mirror(first + c, size)) }
        for c in a..<b { map[c] = Int32(origin + first + c) }
        for c in b..<count { map[c] = Int32(origin + mirror(first + c, size)) }
    }

    /// The chain's constants for one σ: box factor `f`, grid factor `g`, `d = g / f`, the
    /// half-sample flag `e`, the Gaussian's σ' in box cells and its radius `k` in box cells.
    struct Chain {
        let box: Int, grid: Int, step: Int, halfSample: Int, radius: Int
        let boxSigma: Float

        init(sigma: Float) {
            box = BackdropBlur.downsampleFactor(sigma: sigma)
            grid = BackdropBlur.gridFactor(sigma: sigma)
            step = grid / box
            // Grid cell j is centred on box cell j·d + (d−1)/2, or, when d is even, halfway
            // between that one and the next (e = 1).
            halfSample = step % 2 == 0 ? 1 : 0
            boxSigma = GaussianKernel.compensatedSigma(sigma, box: box, grid: grid)
            radius = GaussianKernel.radius(sigma: boxSigma, halfSample: halfSample == 1)
        }

        /// The source rows (pixels from the grid's top) that grid row `j` is computed from.
        func sourceRows(ofGridRow j: Int) -> Range<Int> {
            let first = j * step + (step - 1) / 2 + halfSample - radius
            return first * box..<(first + 2 * radius - halfSample + 1) * box
        }

        /// How far past a rectangle that bilinear samples stay in (`needed`) the chain may read
        /// source pixels, in pixels: 1.5 grid cells (the stencil's outer cells and the grid's
        /// phase) plus the taps of those cells. A region this much larger than `needed` is never
        /// mirrored into the cells that `needed` samples.
        var reach: Int { (3 * grid + 1) / 2 + (radius + 1) * box }

        /// The grid cells (first index from `origin`, count) whose bilinear stencils cover
        /// continuous coordinates a ... b.
        func cells(_ a: Int, _ b: Int, origin: Int) -> (first: Int, count: Int) {
            let lo = Int((Double(a - origin) / Double(grid) - 0.5).rounded(.down))
            let hi = Int((Double(b - origin) / Double(grid) - 0.5).rounded(.down)) + 1
            return (lo, hi - lo + 1)
        }
    }

    /// Blurs `region` of `source` (clamped to the source) with standard deviation `sigma` pixels.
    ///
    /// - Parameters:
    ///   - region: the backdrop; pixels beyond it are its mirror image.
    ///   - needed: where the result will be sampled (frame pixels); nil = the whole region.
    ///     Only cells that a bilinear sample inside `needed` touches are produced.
    ///   - grading: an affine colour transform applied to every blurred cell (the glass folds its
    ///     vibrancy, tint and fill in here); identity by default.
    ///   - gridTop: the frame row where grid row 0 starts; the region's top by default. A
    ///     `BackdropCache` anchors it to the content, so that a cell keeps its value while the
    ///     content scrolls.
    ///   - cellRows: the grid rows to produce (from `gridTop`), instead of those `needed` asks for.
    ///   - destination: where to write the cells (`columns × rows`) instead of the blur's own buffer.
    /// - Returns: a view of the result, valid until the next call; nil if the region is empty.
    @discardableResult
    func run(source: Surface, region: PixelRect, sigma: Float, needed: PixelRect? = nil,
             grading: ColorMatrix = .identity, gridTop: Int? = nil, cellRows: Range<Int>? = nil,
             into destination: UnsafeMutablePointer<SIMD4<Float>>? = nil) -> BlurredBackdrop? {
        let r = region.intersection(source.bounds)
        guard !r.isEmpty else { return nil }
        var n = (needed ?? r).intersection(r)
        if n.isEmpty { n = r }
        let chain = Chain(sigma: sigma)
        let f = chain.box, d = chain.step, e = chain.halfSample
        let s = chain.boxSigma, k = chain.radius
        let top = gridTop ?? r.y0

        // Output cells cover every bilinear stencil for x in [n.x0, n.x1] (continuous).
        let (ox0, outW) = chain.cells(n.x0, n.x1, origin: r.x0)
        let (oy0, outH) = cellRows.map { ($0.lowerBound, $0.count) } ?? chain.cells(n.y0, n.y1, origin: top)
        guard outH > 0 else { return nil }
        if grading.isConstant {
            // Graded, every cell is the same colour whatever the blur gives: no blur to run.
            let outCells = destination ?? output.reserve(outW * outH)
            outCells.update(repeating: grading.offset, count: outW * outH)
            return Self.view(outCells, region: r, chain: chain, columns: ox0, outW, rows: oy0, outH, gridTop: top)
        }
        // Box cells the taps of those grid cells reach: output j reads box cells
        // j·d ... j·d + 2k − e of this range.
        let ix0 = ox0 * d + (d - 1) / 2 + e - k, iy0 = oy0 * d + (d - 1) / 2 + e - k
        let inW = (outW - 1) * d + 2 * k - e + 1, inH = (outH - 1) * d + 2 * k - e + 1

        // Source column / row of every full-resolution sample of the box cells, mirrored.
        // One box row more than the taps read: box rows are made in pairs (below), and when
        // their count is odd the last pair reaches one row past them.
        let cols = columnMap.reserve(inW * f), rowsMap = rowMap.reserve((inH + 1) * f)
        Self.fillMirrored(cols, count: inW * f, from: ix0 * f, size: r.width, origin: r.x0)
        Self.fillMirrored(rowsMap, count: (inH + 1) * f, from: iy0 * f + top - r.y0, size: r.height, origin: r.y0)
        // Box cells whose f columns are consecutive source columns (no mirroring inside).
        let inner0 = min(max(0, -ix0), inW), inner1 = max(inner0, min(inW, r.width / f - ix0))
        // Mirrored box cells are copies of inner ones where the region's edge falls between
        // two cells (always on the left): box cell c mirrors to −1 − c, or 2·W/f − 1 − c.
        let leftMirror = -1 - 2 * ix0, rightMirror = 2 * (r.width / f) - 1 - 2 * ix0
        let rightAligned = r.width % f == 0
        let w = weights.reserve(k + 1)
        if (s, k, e) != lastKernel {
            GaussianKernel.fill(w, sigma: s, radius: k, halfSample: e == 1)
            lastKernel = (s, k, e)
        }

        // Work split: the grid columns in pieces, each doing both passes for its columns (its
        // box cells overlap its neighbours' by 2k, recomputed: cheap next to a second sync).
        // Nothing is summed across pieces, so the split never changes a bit. One piece per core,
        // not two: in a glass layer the other core is mostly shading, so the pieces run one
        // after another, and narrower pieces only recompute more overlap and read shorter runs
        // of each source row (glass lab, two sets of 3 alternating runs: backdrop p50 −5 % and
        // −9 %; music unchanged).
        let taps = (inH + outH) * outW * k + inH * inW * f * f / 4
        let pieces = taps < parallelWork ? 1 : max(1, min(Self.cores, outW / 16))
        if f == 1 && d <= 2 {
            // No box: the passes run in 16-bit integer lanes, reading the source directly. Not
            // for d = 4 (σ 3.5 ... 6): its longer kernel (k ≥ 9) in 8-bit weights lost up to 9 dB.
            let layout = SmallSigmaBlurPasses.Layout(step: d, radius: k, halfSample: e, columns: outW, rows: outH,
                                                     pieces: pieces, inner: inner0..<inner1)
            let outCells = destination ?? output.reserve(outW * outH)
            smallSigma.run(layout, sigma: s, kernel: w, pixels: UnsafePointer(source.pixels), stride: source.stride,
                           rowMap: rowsMap, columnMap: cols, grading: grading, out: outCells, parallelLoop: parallelLoop)
            return Self.view(outCells, region: r, chain: chain, columns: ox0, outW, rows: oy0, outH, gridTop: top)
        }
        // Both passes stream down the rows: a grid row's horizontal-pass rows are computed just
        // before it needs them, into a ring that stays in cache (a whole intermediate image,
        // 1.3 MB for σ = 2 over 480×340 px, went to memory and back).
        //
        // Box rows are made two at a time, cell c of both side by side (`boxRows`), so that the
        // horizontal pass works on both rows in one 8-float vector (one AVX register) per tap.
        // A grid row needs 2k − e + 1 box rows and the next one d more: both even when d is even
        // (e = 1), which it is for σ 3.5 ... 48 (d = 2 or 4). When d is odd (d = 1, σ ≥ 48), a
        // pair can run one row ahead, so the ring gets one slot more than a grid row reads.
        let ringRows = 2 * k - e + 1, ringSlots = ringRows + ringRows % 2
        let pieceWidth = (outW + pieces - 1) / pieces
        let columns = BlurColumns(pieces: pieces, columns: outW, rows: outH, boxCells: inW, factor: f, step: d, radius: k,
                                  halfSample: e, inner: inner0..<inner1, leftMirror: leftMirror,
                                  rightMirror: rightAligned ? rightMirror : nil,
                                  pixels: UnsafePointer(source.pixels), stride: source.stride, rowMap: rowsMap, columnMap: cols,
                                  weights: w, grading: grading, ringRows: ringRows, ringSlots: ringSlots, pieceWidth: pieceWidth,
                                  pairs: boxRows.reserve(pieces * 2 * inW), rings: horizontal.reserve(pieces * ringSlots * pieceWidth),
                                  tables: rowTables.reserve(pieces * ringRows), out: destination ?? output.reserve(outW * outH))
        let run = kernels.blurColumns
        parallelLoop(pieces) { run(columns, $0) }
        let outCells = columns.out

        return Self.view(outCells, region: r, chain: chain, columns: ox0, outW, rows: oy0, outH, gridTop: top)
    }

    /// The view of `cells`, grid columns `firstColumn ..< firstColumn + columns` (from the
    /// region's left edge) and rows `firstRow ..< firstRow + rows` (from `gridTop`).
    static func view(_ cells: UnsafePointer<SIMD4<Float>>, region r: PixelRect, chain: Chain,
                     columns firstColumn: Int, _ columns: Int, rows firstRow: Int, _ rows: Int,
                     gridTop: Int) -> BlurredBackdrop {
        // Row coordinates are taken from the region's top (where samples mirror): the grid
        // starts (r.y0 − gridTop) / g cells before it, an exact binary fraction.
        BlurredBackdrop(cells: cells, columns: columns, rows: rows,
                        originX: Float(r.x0), originY: Float(r.y0),
                        regionWidth: Float(r.width), regionHeight: Float(r.height),
                        inverseFactor: 1 / Float(chain.grid),
                        firstColumn: Float(firstColumn),
                        firstRow: Float(firstRow) - Float(r.y0 - gridTop) / Float(chain.grid))
    }
}
