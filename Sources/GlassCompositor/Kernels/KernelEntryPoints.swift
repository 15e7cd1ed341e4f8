/// The entry points of one copy of the kernels: this file is compiled into the compositor (the
/// baseline) and into each GlassKernels module, so `GlassKernelsAVX2.KernelEntryPoints.shade`
/// is the same source as the compositor's, compiled for AVX2. A `KernelVariant` is built from
/// references to them by code compiled for the baseline: nothing in a newer level's module runs
/// until one of these is called, so a CPU without it never executes its instructions.
package enum KernelEntryPoints {
    package static func shade(_ kernel: GlassKernel, _ rows: Range<Int>, _ x0: Int, _ x1: Int,
                              _ scratch: UnsafeMutablePointer<SIMD4<Float>>) {
        kernel.shade(rows: rows, from: x0, to: x1, rowBuffers: scratch)
    }

    package static func replay(_ kernel: GlassKernel, _ rows: Range<Int>, _ x0: Int, _ x1: Int, _ band: GlassPlanBand.View,
                               _ bandTop: Int, _ scratch: UnsafeMutablePointer<SIMD4<Float>>) {
        kernel.replay(rows: rows, from: x0, to: x1, band: band, bandTop: bandTop, rowBuffers: scratch)
    }

    package static func record(_ kernel: GlassKernel, _ rows: Range<Int>, _ x0: Int, _ x1: Int, _ band: GlassPlanBand,
                               _ frameSize: SIMD2<Float>) {
        kernel.record(rows: rows, from: x0, to: x1, into: band, frameSize: frameSize)
    }

    package static func recede(_ recede: FrameRecede, _ frame: Surface, _ band: PixelRect, _ source: Surface) {
        recede.draw(into: frame, band: band, from: source)
    }

    package static func blit(_ frame: Surface, _ source: Surface, _ x: Int, _ y: Int, _ clip: PixelRect, _ opacity: UInt32) {
        frame.blitRows(source, at: x, y, clip: clip, opacity: opacity)
    }

    package static func darken(_ frame: Surface, _ rect: PixelRect, _ source: Surface?, _ keep255: UInt32) {
        if let source { frame.darkenRows(rect, from: source, keep255: keep255) } else { frame.darkenRows(rect, keep255: keep255) }
    }

    package static func darkenRow(_ source: UnsafeMutablePointer<UInt32>, _ destination: UnsafeMutablePointer<UInt32>,
                                  _ count: Int, _ keep255: UInt32) {
        Surface.darkenRow(from: source, to: destination, count: count, keep255: keep255)
    }

    package static func scrollEdge(_ row: ScrollEdgeRow) {
        row.draw()
    }

    package static func scrollEdgeAcross(_ grid: ScrollEdgeGrid, _ row: Int, _ scratch: UnsafeMutablePointer<SIMD4<Float>>) {
        grid.across(row: row, pad: scratch)
    }

    package static func scrollEdgeDown(_ grid: ScrollEdgeGrid, _ row: Int, _ scratch: UnsafeMutablePointer<SIMD4<Float>>) {
        grid.down(row: row, scratch: scratch)
    }

    package static func blurColumns(_ columns: BlurColumns, _ piece: Int) {
        columns.run(piece: piece)
    }
}
