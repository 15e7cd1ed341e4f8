/// Switches of the frame pipeline, passed in by the host (`ViewerSession.init`, then
/// `FrameRenderer` and `GlassRenderer`) rather than read from the environment, so a library
/// user and a test choose them per session and two sessions in one process may differ.
///
/// They change how a frame is computed, not what it shows: each turns off a saving, to measure
/// what it saves. The defaults are what the viewer ships with.
public struct RenderOptions: Equatable, Sendable {
    /// Glass that holds still is recorded once and replayed (`GlassPlan`, built on a key's
    /// second draw). Off, every glass pixel is shaded live every frame. A replay is within two
    /// levels of live shading (8-bit channels), so frames may differ by that much.
    public var glassPlans: Bool
    /// A backdrop over scrolling content keeps its blurred rows from frame to frame
    /// (`BackdropCache`), so a frame blurs only the rows that scroll in. Off, every glass group
    /// blurs its whole backdrop region every frame on a grid anchored to that region rather
    /// than to the content, which moves a pixel by at most a few levels.
    public var backdropCache: Bool
    /// The hot kernels to run: the baseline's, or a copy compiled for a newer CPU
    /// (`KernelVariant`). The host picks the newest its CPU has; the frames are the same bits.
    public var kernels: KernelVariant

    public init(glassPlans: Bool = true, backdropCache: Bool = true, kernels: KernelVariant = .baseline) {
        self.glassPlans = glassPlans
        self.backdropCache = backdropCache
        self.kernels = kernels
    }
}
