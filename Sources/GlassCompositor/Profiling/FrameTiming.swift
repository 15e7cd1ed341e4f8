/// How long each stage of one frame took, in seconds, and when the frame started
/// (monotonic seconds, for traces).
public struct FrameTiming: Sendable {
    public var start: Double = 0
    public var stages = [Double](repeating: 0, count: FrameStage.allCases.count)
    /// Pixels redrawn this frame (the damage area).
    public var redrawnPixels = 0
    public var total: Double { stages.reduce(0, +) }

    public init() {}
    public subscript(stage: FrameStage) -> Double {
        get { stages[stage.rawValue] }
        set { stages[stage.rawValue] = newValue }
    }
}

/// Measures stages of the current frame with the monotonic clock. Wall-clock time is allowed
/// here and only here: it measures cost, it never drives animation.
final class StageTimer {
    private(set) var timing = FrameTiming()
    private var mark = 0.0

    init() {}

    func beginFrame() {
        timing = FrameTiming()
        mark = WallClock.monotonicSeconds()
        timing.start = mark
    }

    /// Seconds the last `end` charged.
    private(set) var lastCharge = 0.0

    /// Charges the time since the previous mark to `stage`.
    func end(_ stage: FrameStage) {
        let now = WallClock.monotonicSeconds()
        lastCharge = now - mark
        timing[stage] += lastCharge
        mark = now
    }

    func setRedrawnPixels(_ n: Int) { timing.redrawnPixels = n }

    /// Charges time measured elsewhere (input handled between frames) to `stage`.
    func add(_ seconds: Double, to stage: FrameStage) { timing[stage] += seconds }
}
