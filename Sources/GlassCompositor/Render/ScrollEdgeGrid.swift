/// A scroll edge band's reduced grid as its two row passes see it (`ScrollEdgeGrid.across`
/// and `.down`, kernels compiled per CPU level): the band's pixels box-averaged into cells
/// `cell` pixels square and blurred across, then blurred down and packed to bytes, each grid
/// row with its own Gaussian (`maxRadius + 1` weights per row, `radii[r]` taps each side).
///
/// Cells are premultiplied BGRA in 0...255 as `Float`s; every lane does the same operations
/// in the same order at every vector width, so every kernel level computes the same bits.
/// `band` is in frame pixels.
package struct ScrollEdgeGrid {
    package var frame: Surface
    package var band: PixelRect
    /// Cell side (pixels).
    package var cell: Int
    /// Cells per grid row, and grid rows.
    package var width: Int, height: Int
    /// Entries of a packed row (`ScrollEdgeRow.paddedCells`).
    package var paddedCells: Int
    package var maxRadius: Int
    package var radii: UnsafePointer<Int>
    package var weights: UnsafePointer<Float>
    /// The box-averaged cells, then the rows blurred across (`height` rows of `width`).
    package var cells: UnsafeMutablePointer<SIMD4<Float>>
    package var across: UnsafeMutablePointer<SIMD4<Float>>
    /// The blurred grid packed (`height` rows of `paddedCells`).
    package var packed: UnsafeMutablePointer<UInt32>

    /// Cells of scratch a pass needs on each thread.
    package var scratchCells: Int { max(width + 2 * maxRadius, width) + 4 }
}
