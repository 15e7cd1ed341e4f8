/// What one glass pass reports back to the pipeline.
struct GlassRenderResult: Hashable, Sendable {
    /// Mean luminance (0...1) of the backdrop under the shape, from a 5×5 grid of samples of the
    /// backdrop; nan when the caller did not ask for it (`measuringLuminance`).
    var meanLuminance: Float
    /// The pixels the pass may have changed (glass, edge and shadow), within the clip.
    var drawnRect: PixelRect
    /// Wall seconds spent preparing the backdrop (copy, downsample, blur, colour grading), for
    /// the profiler's `backdrop` stage; the rest of the pass is `glass`.
    var backdropSeconds: Double
    /// Whether the pixels came from a replayed `GlassPlan` (the glass held still).
    var replayedPlan = false

    init(meanLuminance: Float, drawnRect: PixelRect, backdropSeconds: Double = 0) {
        self.meanLuminance = meanLuminance
        self.drawnRect = drawnRect
        self.backdropSeconds = backdropSeconds
    }

    static let none = GlassRenderResult(meanLuminance: 0, drawnRect: .empty)
}
