/// The hot pixel kernels compiled for one x86-64 level, as a table of entry points: the
/// compositor's own copy (`baseline`, compiled for the build's baseline CPU), or those of
/// GlassKernelsAVX2 and GlassKernelsAVX512, which compile the same source (the Kernels folder)
/// for newer CPUs. The host picks the newest one its CPU runs (`GlassKernels`) and passes it in
/// `RenderOptions`; every variant draws the same bits, only faster.
///
/// The entry points are per row range or band, not per pixel: the call through the table is
/// paid once for hundreds of pixels.
public struct KernelVariant: Sendable, Equatable, CustomStringConvertible {
    /// `baseline`, `avx2` or `avx512`.
    public let name: String
    /// What the code may use, for people (`--version`, bench reports).
    public let instructions: String
    /// Shades rows `rows` of pixels x0..<x1 live (`GlassKernel.shade(row:)`); the last argument
    /// is the calling thread's scratch.
    package let shade: @Sendable (GlassKernel, Range<Int>, Int, Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void
    /// Replays rows `rows` of pixels x0..<x1 from a plan band whose first row is the Int after
    /// the view (`GlassKernel.replay(row:)`).
    package let replay: @Sendable (GlassKernel, Range<Int>, Int, Int, GlassPlanBand.View, Int,
                                   UnsafeMutablePointer<SIMD4<Float>>) -> Void
    /// Records rows `rows` of pixels x0..<x1 into a plan band, for a frame of the given size.
    package let record: @Sendable (GlassKernel, Range<Int>, Int, Int, GlassPlanBand, SIMD2<Float>) -> Void
    /// Draws a receded frame within a band, reading the frame as it was (`FrameRecede.draw`).
    package let recede: @Sendable (FrameRecede, Surface, PixelRect, Surface) -> Void
    /// Blends a layer over the frame at (x, y) within a clip, at an opacity (`Surface.blit`).
    package let blit: @Sendable (Surface, Surface, Int, Int, PixelRect, UInt32) -> Void
    /// Darkens a rectangle of the frame in place, or writes it from a kept copy darkened
    /// (`Surface.darken`): black scrims.
    package let darken: @Sendable (Surface, PixelRect, Surface?, UInt32) -> Void
    /// Writes `count` pixels from the first row pointer to the second darkened, keeping the
    /// last argument (0...255) of each (`Surface.darkenRow`): a dimmed layer's rows copied from
    /// its tiles and darkened in one pass.
    package let darkenRow: @Sendable (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>, Int, UInt32) -> Void
    /// Draws one row of a scroll edge band (`ScrollEdgeRow.draw`).
    package let scrollEdge: @Sendable (ScrollEdgeRow) -> Void
    /// A scroll edge grid's row averaged and blurred across, or blurred down and packed
    /// (`ScrollEdgeGrid`); the last argument is the calling thread's scratch.
    package let scrollEdgeAcross: @Sendable (ScrollEdgeGrid, Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void
    package let scrollEdgeDown: @Sendable (ScrollEdgeGrid, Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void
    /// One column piece of a streamed backdrop blur (`BlurColumns.run(piece:)`).
    package let blurColumns: @Sendable (BlurColumns, Int) -> Void

    package init(name: String, instructions: String,
                 shade: @escaping @Sendable (GlassKernel, Range<Int>, Int, Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void,
                 replay: @escaping @Sendable (GlassKernel, Range<Int>, Int, Int, GlassPlanBand.View, Int,
                                              UnsafeMutablePointer<SIMD4<Float>>) -> Void,
                 record: @escaping @Sendable (GlassKernel, Range<Int>, Int, Int, GlassPlanBand, SIMD2<Float>) -> Void,
                 recede: @escaping @Sendable (FrameRecede, Surface, PixelRect, Surface) -> Void,
                 blit: @escaping @Sendable (Surface, Surface, Int, Int, PixelRect, UInt32) -> Void,
                 darken: @escaping @Sendable (Surface, PixelRect, Surface?, UInt32) -> Void,
                 darkenRow: @escaping @Sendable (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>, Int, UInt32) -> Void,
                 scrollEdge: @escaping @Sendable (ScrollEdgeRow) -> Void,
                 scrollEdgeAcross: @escaping @Sendable (ScrollEdgeGrid, Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void,
                 scrollEdgeDown: @escaping @Sendable (ScrollEdgeGrid, Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void,
                 blurColumns: @escaping @Sendable (BlurColumns, Int) -> Void) {
        self.name = name
        self.instructions = instructions
        self.shade = shade
        self.replay = replay
        self.record = record
        self.recede = recede
        self.blit = blit
        self.darken = darken
        self.darkenRow = darkenRow
        self.scrollEdge = scrollEdge
        self.scrollEdgeAcross = scrollEdgeAcross
        self.scrollEdgeDown = scrollEdgeDown
        self.blurColumns = blurColumns
    }

    /// What the baseline may use: SSE2 on the x86-64 baseline, more in a host-tuned build.
    private static var baselineInstructions: String {
        #if GLASS_VIEWER_CPU_x86_64
        return "SSE2"
        #else
        return "the build's target CPU's"
        #endif
    }

    public var description: String { "\(name) (\(instructions))" }

    public static func == (a: KernelVariant, b: KernelVariant) -> Bool { a.name == b.name }

    /// The compositor's own kernels, compiled for the build's target CPU like the rest of the
    /// binary: they run wherever it runs.
    public static let baseline = KernelVariant(
        name: "baseline", instructions: baselineInstructions,
        shade: KernelEntryPoints.shade, replay: KernelEntryPoints.replay,
        record: KernelEntryPoints.record, recede: KernelEntryPoints.recede,
        blit: KernelEntryPoints.blit, darken: KernelEntryPoints.darken, darkenRow: KernelEntryPoints.darkenRow,
        scrollEdge: KernelEntryPoints.scrollEdge, scrollEdgeAcross: KernelEntryPoints.scrollEdgeAcross,
        scrollEdgeDown: KernelEntryPoints.scrollEdgeDown, blurColumns: KernelEntryPoints.blurColumns)
}
