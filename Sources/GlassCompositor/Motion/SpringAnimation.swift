/// A value that springs toward a target and can be retargeted at any time.
///
/// The animation is a segment: at `startTime` it had displacement `x0` from the target and
/// velocity `v0`, and everything later is the spring's closed form at `t − startTime`.
/// `setTarget` starts a new segment from the current position and velocity at that time, so
/// the value and its velocity stay continuous when the target moves mid-flight (as SwiftUI
/// does). Results depend only on the times passed in, never on how often they are queried.
///
/// Once settled (see `Spring+Settling`) the value is exactly the target and the velocity zero,
/// so a finished animation produces no further change (and no damage). Times before the
/// current segment's start report the state at its start.
///
/// Value semantics; not shared between threads while being mutated.
struct SpringAnimation<Value: AnimatableVector>: Equatable, Sendable {
    /// Where the value is heading.
    private(set) var target: Value
    /// The spring of the current segment.
    private(set) var spring: Spring
    /// When the current segment started, in clock seconds.
    private(set) var startTime: Double
    /// Clock time from which the value is exactly `target` (−∞ when at rest from the start).
    private(set) var settleTime: Double
    private var x0: Value
    private var v0: Value

    /// A value at rest.
    ///
    /// - Parameters:
    ///   - value: The initial value, also the target.
    ///   - spring: The spring used by `setTarget` when it is not given one.
    init(value: Value, spring: Spring = .default) {
        target = value
        self.spring = spring
        startTime = -.infinity
        settleTime = -.infinity
        x0 = .zero
        v0 = .zero
    }

    /// The value at clock time `t`.
    func value(at t: Double) -> Value {
        if t >= settleTime { return target }
        return target + spring.value(at: t - startTime, initialDisplacement: x0, initialVelocity: v0)
    }

    /// The velocity at clock time `t`, in units per second.
    func velocity(at t: Double) -> Value {
        if t >= settleTime { return .zero }
        return spring.velocity(at: t - startTime, initialDisplacement: x0, initialVelocity: v0)
    }

    /// Whether the value has reached its target and stays there from `t` on.
    func isSettled(at t: Double) -> Bool { t >= settleTime }

    /// Springs toward `target` from the state at time `t`.
    ///
    /// - Parameters:
    ///   - target: The new target.
    ///   - t: Clock time of the change; position and velocity at `t` seed the new segment.
    ///   - spring: The spring from now on; nil keeps the current one.
    ///   - velocity: Overrides the velocity at `t` (e.g. a gesture's release velocity);
    ///     nil keeps the current velocity, which makes the motion continuous.
    mutating func setTarget(_ target: Value, at t: Double, spring: Spring? = nil, velocity: Value? = nil) {
        let position = value(at: t)
        let currentVelocity = velocity ?? self.velocity(at: t)
        if let spring { self.spring = spring }
        self.target = target
        startTime = t
        x0 = position - target
        v0 = currentVelocity
        settleTime = t + self.spring.settlingTime(initialDisplacement: x0, initialVelocity: v0)
    }

    /// Puts the value at `value` at rest, with no animation.
    mutating func jump(to value: Value) {
        target = value
        startTime = -.infinity
        settleTime = -.infinity
        x0 = .zero
        v0 = .zero
    }
}
