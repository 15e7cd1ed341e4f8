/// The window's scene clock with the QA time controls (V8): slow animations (scene time
/// runs at 1/k of real time, like the Simulator's Slow Animations and Android's animator
/// scale: every animation and physics together, since they all read this one time), pause,
/// and single steps while paused. The host owns it and reads it once per frame; input events
/// are stamped with it too, so input stays live and lands at the scene time it happened.
///
/// `realTime` is the source of real seconds (`WallClock.monotonicSeconds` in the window; tests
/// pass their own). Changing the factor or pausing never makes scene time jump: it continues
/// from where it is.
public final class SceneClock: Clock {
    /// The slow-animation factors the `x` key cycles through.
    public static let slowFactors: [Double] = [1, 2, 5, 10]

    private let realTime: () -> Double
    /// Real and scene time at the last change of factor or pause.
    private var anchorReal: Double
    private var anchorScene = 0.0
    /// How many times slower than real time the scene runs (1 normal).
    public private(set) var slowFactor = 1.0
    public private(set) var isPaused = false

    public init(realTime: @escaping () -> Double = WallClock.monotonicSeconds) {
        self.realTime = realTime
        anchorReal = realTime()
    }

    /// Seconds of scene time.
    public var now: Double {
        isPaused ? anchorScene : anchorScene + (realTime() - anchorReal) / slowFactor
    }

    public func advance() {}

    /// Runs the scene `factor` times slower than real time from now on (at least 1).
    public func setSlowFactor(_ factor: Double) {
        rebase()
        slowFactor = max(1, factor)
    }

    /// The next factor of `slowFactors` after the current one, wrapping to normal speed.
    public func cycleSlowFactor() {
        let i = Self.slowFactors.firstIndex(of: slowFactor) ?? 0
        setSlowFactor(Self.slowFactors[(i + 1) % Self.slowFactors.count])
    }

    /// Stops or restarts scene time where it is.
    public func setPaused(_ paused: Bool) {
        rebase()
        isPaused = paused
    }

    /// Sets scene time to `seconds` from now on (a window opened on a recording starts where
    /// the recording stops, `glass-viewer --replay`); called before the first frame, since
    /// scene time never runs backwards under a session.
    public func start(at seconds: Double) {
        rebase()
        anchorScene = seconds
    }

    /// While paused, moves scene time forward by `seconds` (one frame's step).
    public func step(by seconds: Double) {
        guard isPaused else { return }
        anchorScene += seconds
    }

    private func rebase() {
        anchorScene = now
        anchorReal = realTime()
    }
}
