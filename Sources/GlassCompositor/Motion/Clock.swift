/// The only source of time for animation: seconds since the clock started.
///
/// `FixedStepClock` advances by exactly one step per frame, so the same inputs give
/// bit-identical frames (golden tests, replay, benchmarks). `WallClock` follows real time in
/// the window.
protocol Clock: AnyObject {
    /// Seconds since the start, the time the next frame shows.
    var now: Double { get }
    /// Called once per presented frame.
    func advance()
}

/// Time that moves by `step` seconds per frame, independent of how long frames take.
public final class FixedStepClock: Clock {
    public let step: Double
    public private(set) var now: Double
    private var frames: Int = 0
    private let start: Double
    public init(step: Double = 1.0 / 60.0, start: Double = 0) { self.step = step; self.start = start; now = start }
    // Multiplying rather than accumulating keeps frame N at exactly start + N·step.
    public func advance() { frames += 1; now = start + Double(frames) * step }
    /// Jumps to an absolute time (headless render at `--time`).
    public func set(_ t: Double) { now = t; frames = Int((t - start) / step) }
    /// Jumps ahead to the last step at or before `t` (never back): the steps in between are
    /// skipped in one go, each still at exactly start + N·step.
    public func skip(toStepAtOrBefore t: Double) {
        guard t.isFinite else { return }
        var k = Int(((t - start) / step).rounded(.down))
        while k > frames, start + Double(k) * step > t { k -= 1 }
        guard k > frames else { return }
        frames = k
        now = start + Double(k) * step
    }
}

/// Real monotonic time (CLOCK_MONOTONIC) since creation.
public final class WallClock: Clock {
    private let origin: Double
    public init() { origin = WallClock.monotonicSeconds() }
    public var now: Double { WallClock.monotonicSeconds() - origin }
    public func advance() {}

    public static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

#if canImport(Glibc)
import Glibc
#endif
