import Foundation

/// Keeps a glass group's blurred backdrop from frame to frame while the content under it only
/// scrolls, and blurs only the grid rows that come into view (or that read mirrored rows).
///
/// Why the kept rows are exact: the grid is anchored to the content (grid rows start at content
/// rows that are multiples of the grid factor g), and the region reaches far enough past the
/// sampled rectangle (`ResolvedGlassStyle.backdropMargin`) that a cell whose source rows all
/// lie inside it is made of content pixels alone, by the same arithmetic whichever frame
/// computes it. So while `BackdropContent`, σ, the grid and the columns stay the same, such a
/// cell has the same bits in every frame; a frame blurs only the rows it has not kept, plus any
/// whose taps reach the region's edge (mirrored there, where the frame clips it). The grading
/// is applied to a copy, so a grading that animates keeps the rows too. A cached frame is the
/// same bits as one blurred whole on the same grid (tests check it).
///
/// Not thread-safe: one per renderer.
final class BackdropCache {
    /// What the kept rows depend on besides the content's vertical position.
    private struct Key {
        var content: BackdropContent
        var sigma: Float
        /// The region's columns (where columns mirror) and the grid columns produced.
        var regionX: Range<Int>, firstColumn: Int, columns: Int

        func keeps(_ o: Key) -> Bool {
            content.showsSameContent(as: o.content) && sigma == o.sigma && regionX == o.regionX
                && firstColumn == o.firstColumn && columns == o.columns
        }
    }

    private var key: Key?
    /// Rows of `storeColumns` cells, ungraded (`plain`) and graded: store row i holds content
    /// grid row `storeTop + i`. The grading is kept apart so that glass whose tint or
    /// brightness animates (adapting to its backdrop) keeps its rows too.
    private var plain: UnsafeMutablePointer<SIMD4<Float>>?, graded: UnsafeMutablePointer<SIMD4<Float>>?
    private var storeRows = 0, storeColumns = 0, storeTop = 0, allocatedCells = 0
    /// Content grid rows in the store whose cells depend on the content alone.
    private var kept = 0..<0
    /// The grading of the graded rows kept.
    private var keptGrading: ColorMatrix?
    /// Whether rows are kept from frame to frame; false blurs every row every frame on the same
    /// grid (what tests compare a cached sequence against).
    var keepsRows = true
    /// Grid rows taken from the store and grid rows blurred, since creation.
    private(set) var reusedRows = 0, blurredRows = 0

    deinit { plain?.deallocate(); graded?.deallocate() }

    /// Drops the kept rows: the backdrop was made without the cache (an opaque fill), so what
    /// was kept may no longer match the content it was made from.
    func forget() { kept = 0..<0; keptGrading = nil; key = nil }

    /// The blurred backdrop of `region` (the parameters of `BackdropBlur.run`) over `content`,
    /// with the grid anchored to the content; valid until the next call. With the identity
    /// grading the view is of the kept cells themselves. `dirty`: frame rectangles of the
    /// region that show something besides the content this frame; grid rows that read them
    /// are blurred and not kept.
    func run(_ blur: BackdropBlur, source: Surface, region: PixelRect, sigma: Float, needed: PixelRect,
             grading: ColorMatrix, content: BackdropContent, dirty: [PixelRect] = []) -> BlurredBackdrop? {
        let r = region.intersection(source.bounds)
        guard !r.isEmpty else { return nil }
        var n = needed.intersection(r)
        if n.isEmpty { n = r }
        let chain = BackdropBlur.Chain(sigma: sigma)
        let g = chain.grid
        // The grid's top: the last content row that is a multiple of g at or above the region.
        let top = r.y0 - Self.modulo(r.y0 + content.offsetY, g)
        let topRow = (top + content.offsetY) / g
        let (firstColumn, columns) = chain.cells(n.x0, n.x1, origin: r.x0)
        let (firstRow, rows) = chain.cells(n.y0, n.y1, origin: top)
        let newKey = Key(content: content, sigma: sigma, regionX: r.x0..<r.x1, firstColumn: firstColumn, columns: columns)
        if !keepsRows || key?.keeps(newKey) != true { kept = 0..<0 }
        key = newKey
        // Content grid rows wanted, and the longest run among them made of unmirrored rows that
        // show the content alone.
        let first = topRow + firstRow, end = first + rows
        let read = Self.readColumns(chain, region: r, columns: firstColumn..<(firstColumn + columns))
        let stains = dirty.filter { $0.x0 < read.upperBound && read.lowerBound < $0.x1 }
        var pure = first..<first, stretch = first..<first
        for j in firstRow..<(firstRow + rows) {
            let s = chain.sourceRows(ofGridRow: j)
            let y0 = top + s.lowerBound, y1 = top + s.upperBound
            let c = topRow + j
            if y0 >= r.y0 && y1 <= r.y1 && !stains.contains(where: { $0.y0 < y1 && y0 < $0.y1 }) {
                stretch = stretch.isEmpty ? c..<(c + 1) : stretch.lowerBound..<(c + 1)
                if stretch.count > pure.count { pure = stretch }
            } else {
                stretch = c..<c
            }
        }
        let offset = place(first..<end, columns: columns)
        let plainCells = plain! + offset, gradedCells = graded! + offset
        let grades = grading != .identity
        let regrade = grades && keptGrading != grading
        keptGrading = grades ? grading : nil

        // Blur the rows not kept, in runs of at least two (BackdropBlur's smallest grid); a
        // kept row blurred again comes out the same.
        var computed = 0, j = 0
        @inline(__always) func wanted(_ j: Int) -> Bool {
            let c = first + j
            return !(kept.contains(c) && pure.contains(c))
        }
        while j < rows {
            guard wanted(j) else { j += 1; continue }
            var b = j + 1
            while b < rows && wanted(b) { b += 1 }
            var a = j
            if b - a == 1 { if b < rows { b += 1 } else { a -= 1 } }
            guard blur.run(source: source, region: r, sigma: sigma, needed: n, gridTop: top,
                           cellRows: (firstRow + a)..<(firstRow + b), into: plainCells + a * columns) != nil
            else { kept = 0..<0; keptGrading = nil; return nil }
            if grades && !regrade {
                grading.apply(plainCells + a * columns, into: gradedCells + a * columns, count: (b - a) * columns)
            }
            computed += b - a
            j = b
        }
        if regrade { grading.apply(plainCells, into: gradedCells, count: rows * columns) }
        blurredRows += computed
        reusedRows += rows - computed
        kept = keepsRows ? pure : 0..<0
        return BackdropBlur.view(grades ? gradedCells : plainCells, region: r, chain: chain, columns: firstColumn, columns,
                                 rows: firstRow, rows, gridTop: top)
    }

    /// Makes room in the store for content grid rows `wanted`, moving the kept rows among them
    /// along (and forgetting the rest); returns the offset of row `wanted.lowerBound`'s cells.
    private func place(_ wanted: Range<Int>, columns: Int) -> Int {
        if columns != storeColumns { kept = 0..<0 }
        if plain != nil, columns == storeColumns, wanted.lowerBound >= storeTop,
           wanted.upperBound <= storeTop + storeRows {
            return (wanted.lowerBound - storeTop) * columns
        }
        // Room for the wanted rows and as many again, centred: a steady scroll re-places the
        // rows once every half of that.
        let capacity = columns == storeColumns ? max(storeRows, 2 * wanted.count + 16) : 2 * wanted.count + 16
        let newTop = wanted.lowerBound - (capacity - wanted.count) / 2
        let move = kept.clamped(to: wanted)
        for buffer in [\BackdropCache.plain, \BackdropCache.graded] {
            let old = self[keyPath: buffer]
            let target = old != nil && capacity * columns <= allocatedCells
                ? old! : UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: capacity * columns)
            if let old, !move.isEmpty {
                memmove(target + (move.lowerBound - newTop) * columns, old + (move.lowerBound - storeTop) * columns,
                        move.count * columns * MemoryLayout<SIMD4<Float>>.stride)
            }
            if let old, old != target { old.deallocate() }
            self[keyPath: buffer] = target
        }
        allocatedCells = max(allocatedCells, capacity * columns)
        storeRows = capacity; storeColumns = columns; storeTop = newTop
        kept = move
        return (wanted.lowerBound - newTop) * columns
    }

    /// The source columns (frame pixels, within the region) that grid columns `columns` (from
    /// the region's left edge) read: their taps, and where those pass the region's edge, the
    /// columns mirrored back into it. (The chain is the same across as down, so a grid
    /// column's taps are `sourceRows(ofGridRow:)` of its index, from the region's left edge.)
    static func readColumns(_ chain: BackdropBlur.Chain, region r: PixelRect, columns: Range<Int>) -> Range<Int> {
        guard !columns.isEmpty else { return r.x0..<r.x0 }
        let lo = r.x0 + chain.sourceRows(ofGridRow: columns.lowerBound).lowerBound
        let hi = r.x0 + chain.sourceRows(ofGridRow: columns.upperBound - 1).upperBound
        var x0 = max(lo, r.x0), x1 = min(hi, r.x1)
        if lo < r.x0 { x1 = max(x1, min(r.x1, 2 * r.x0 - lo)) }
        if hi > r.x1 { x0 = min(x0, max(r.x0, 2 * r.x1 - hi)) }
        return x0..<max(x0, x1)
    }

    private static func modulo(_ a: Int, _ m: Int) -> Int {
        let r = a % m
        return r < 0 ? r + m : r
    }
}
