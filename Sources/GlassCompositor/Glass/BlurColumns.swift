/// One streamed backdrop blur (`BackdropBlur.run`, box factor over 1 or grid step over 2): its
/// chain, the source and maps it reads and the buffers each column piece works in. A piece
/// (`run(piece:)`, in the dispatched kernels) makes the box rows and horizontal-pass rows its
/// grid columns read, streaming down the grid rows, and writes its columns of `out`. Pixels,
/// box cells and grid cells; colours premultiplied (b, g, r, a) in 0...1.
package struct BlurColumns: @unchecked Sendable {
    /// Column pieces (one per core, or one), grid columns and rows of the result, box cells a row.
    package let pieces: Int, columns: Int, rows: Int, boxCells: Int
    /// Box factor f, grid step d, kernel radius k and half-sample offset e (`BackdropBlur.Chain`).
    package let factor: Int, step: Int, radius: Int, halfSample: Int
    /// Box cells whose source columns are consecutive, and the mirror partners of those past the
    /// region's left and right edges (`BackdropBlur.run`; nil when the right edge cuts a cell).
    package let inner: Range<Int>, leftMirror: Int, rightMirror: Int?
    package let pixels: UnsafePointer<UInt32>, stride: Int
    /// Source row and column of every full-resolution sample of the box cells, mirrored.
    package let rowMap: UnsafePointer<Int32>, columnMap: UnsafePointer<Int32>
    /// The folded Gaussian's k + 1 weights.
    package let weights: UnsafePointer<Float>
    package let grading: ColorMatrix
    /// Horizontal-pass rows a grid row reads, and the ring's slots (one more when that is odd).
    package let ringRows: Int, ringSlots: Int, pieceWidth: Int
    /// Per piece: a pair of box rows (2 × `boxCells`), a ring of horizontal-pass rows
    /// (`ringSlots` × `pieceWidth`) and the table of the ring rows in order (`ringRows`).
    package let pairs: UnsafeMutablePointer<SIMD4<Float>>, rings: UnsafeMutablePointer<SIMD4<Float>>
    package let tables: UnsafeMutablePointer<UnsafePointer<SIMD4<Float>>>
    /// The result, `columns` × `rows` grid cells.
    package let out: UnsafeMutablePointer<SIMD4<Float>>
}
