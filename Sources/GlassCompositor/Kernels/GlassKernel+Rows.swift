/// The kernel's entry points for a range of rows: what a `KernelVariant` calls, once per band
/// of rows rather than per row, so the call through the variant's table costs nothing per pixel.
extension GlassKernel {
    /// `shade(row:)` for every row in `rows`.
    func shade(rows: Range<Int>, from x0: Int, to x1: Int, rowBuffers: UnsafeMutablePointer<SIMD4<Float>>) {
        SideBandTable.forgetAll(rowBuffers + Self.scratchCells(columns: backdrop.columns), style: style)
        for y in rows { shade(row: y, from: x0, to: x1, rowBuffers: rowBuffers) }
    }

    /// `replay(row:)` for every row in `rows` of a plan band whose first row is `bandTop`.
    func replay(rows: Range<Int>, from x0: Int, to x1: Int, band: GlassPlanBand.View, bandTop: Int,
                rowBuffers: UnsafeMutablePointer<SIMD4<Float>>) {
        SideBandTable.forgetAll(rowBuffers + Self.scratchCells(columns: backdrop.columns), style: style)
        for y in rows { replay(row: y, from: x0, to: x1, band: band, index: y - bandTop, rowBuffers: rowBuffers) }
    }

    /// `record(row:)` for every row in `rows`.
    func record(rows: Range<Int>, from x0: Int, to x1: Int, into band: GlassPlanBand, frameSize: SIMD2<Float>) {
        for y in rows { record(row: y, from: x0, to: x1, into: band, frameWidth: frameSize.x, frameHeight: frameSize.y) }
    }
}
