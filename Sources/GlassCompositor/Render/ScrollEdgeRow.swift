/// One frame row of a scroll edge band, as the full-resolution pass draws it
/// (`ScrollEdgeRow.draw`, a kernel compiled per CPU level): each pixel becomes
/// `(pixel · keep + blurred · blur + colour · fade) / 256`, the blurred value interpolated
/// from the packed blurred grid (bilinear: `t` between two grid rows, fixed phases across).
///
/// Integer weights in 1/256 that sum to 256 and products truncated, so a channel never passes
/// 255 and every kernel level computes the same bits. Pixels are premultiplied BGRA (sRGB);
/// `pixels` is the frame row at the band's left edge, columns band-relative.
package struct ScrollEdgeRow {
    /// The frame row, at the band's first column.
    package var pixels: UnsafeMutablePointer<UInt32>
    /// Columns to draw, band-relative (x0 < x1 ≤ width).
    package var x0: Int, x1: Int
    /// The band's width (pixels).
    package var width: Int
    /// Grid cell side (pixels): 4 or 8. Pixel x lies between padded cells ⌊(x + cell/2) / cell⌋
    /// and the next, (2k + 1) / (2 · cell) of the way for k = (x + cell/2) mod cell.
    package var cell: Int
    /// The packed blurred grid rows above and below this row (`paddedCells` each: the first
    /// cell repeated once before, the last repeated after); nil where the row shows no blur.
    package var upper: UnsafePointer<UInt32>?, lower: UnsafePointer<UInt32>?
    /// Entries of a padded grid row: at least the cells and two, a multiple of eight.
    package var paddedCells: Int
    /// Weight of `lower` (0...256).
    package var t: UInt32
    /// Weights of the pixel and of the blurred grid (1/256); the page colour takes the rest.
    package var keep: UInt32, blur: UInt32
    /// The page colour times its weight, divided by 256, packed.
    package var colour: UInt32
    /// `2 · paddedCells` words of the calling thread's own.
    package var scratch: UnsafeMutablePointer<UInt32>

    /// Words of scratch a row of a band `width` pixels wide over `paddedCells` cells needs.
    package static func scratchWords(paddedCells: Int) -> Int { 2 * paddedCells }
}
