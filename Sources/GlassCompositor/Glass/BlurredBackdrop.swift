/// A read-only view of the last result of `BackdropBlur`: premultiplied (b, g, r, a) `Float`
/// cells on a grid that is `factor` times coarser than the frame, sampled bilinearly at
/// full-resolution frame coordinates.
///
/// Coordinates are continuous frame pixels: pixel (i, j) has its centre at (i + 0.5, j + 0.5).
/// A coordinate outside the blurred region is mirrored back in at the region's edge (the blurred
/// image of a mirrored backdrop is itself mirror-symmetric, so this is exact), then clamped. Valid
/// until the blur runs again; safe to read from many threads.
package struct BlurredBackdrop {
    package let cells: UnsafePointer<SIMD4<Float>>
    /// Grid size in cells (both ≥ 2).
    package let columns: Int, rows: Int
    /// The region's top-left corner and size in frame pixels.
    package let originX: Float, originY: Float, regionWidth: Float, regionHeight: Float
    /// 1 / downsample factor.
    package let inverseFactor: Float
    /// Index, in region cells, of the grid's first cell (≤ 0 when the grid starts past the edge).
    package let firstColumn: Float, firstRow: Float
}

/// One row of a `BlurredBackdrop`, already interpolated vertically: sampling is a lerp between
/// two cells. Coordinates inside the region only (no mirroring).
package struct BlurredRow {
    package let cells: UnsafePointer<SIMD4<Float>>
    package let columns: Int
    /// Cell coordinate u = x · step + offset for frame coordinate x.
    package let offset: Float, step: Float
    /// The frame row coordinate this row was interpolated at.
    package var y: Float = .nan

    package init(cells: UnsafePointer<SIMD4<Float>>, columns: Int, offset: Float, step: Float, y: Float = .nan) {
        self.cells = cells
        self.columns = columns
        self.offset = offset
        self.step = step
        self.y = y
    }
}

extension BlurredBackdrop {
    /// The same grid over other cells (a copy of these, transformed).
    package func withCells(_ other: UnsafePointer<SIMD4<Float>>) -> BlurredBackdrop {
        BlurredBackdrop(cells: other, columns: columns, rows: rows, originX: originX, originY: originY,
                        regionWidth: regionWidth, regionHeight: regionHeight, inverseFactor: inverseFactor,
                        firstColumn: firstColumn, firstRow: firstRow)
    }
}
