#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIScrollView's deceleration: velocity shrinks by the factor `rate` every millisecond.
///
/// In closed form, for a motion launched with velocity v₀ (units per second):
///
///     v(t) = v₀ · r^(1000t)
///     x(t) = x₀ + v₀ · (r^(1000t) − 1) / D,    D = 1000 · ln r  (negative)
///
/// so the motion approaches x₀ − v₀/D and never quite arrives; `stopTime` says when it is slow
/// enough to call finished.
///
/// Two formulas for the total travel are in use. The continuous integral above gives −v₀/D.
/// UIKit's documented "projection" applies the rate once per millisecond step and sums
/// v₀·r^n·(1/1000) over n ≥ 1, giving v₀·r/(1 − r)/1000. They differ by about 0.1 % at
/// r = 0.998 and 0.5 % at r = 0.99 (−1/ln r ≈ r/(1 − r) + 1/2), well below anything visible;
/// we animate with the continuous form, and `projectedDistance` gives UIKit's number for
/// code that wants to predict where a fling lands the way UIKit does.
struct Decay: Hashable, Sendable {
    /// Velocity factor per millisecond, in (0, 1).
    let rate: Double

    /// `UIScrollView.DecelerationRate.normal`.
    static let normal = Decay(rate: 0.998)
    /// `UIScrollView.DecelerationRate.fast`.
    static let fast = Decay(rate: 0.99)

    /// - Parameter rate: Velocity factor per millisecond, in (0, 1).
    init(rate: Double) {
        precondition(rate > 0 && rate < 1, "Decay rate must be in (0, 1)")
        self.rate = rate
    }

    /// D = 1000 · ln r, per second (negative).
    var coefficient: Double { 1000 * log(rate) }

    /// Velocity `t` seconds after launch with `v0`.
    func velocity<V: AnimatableVector>(at t: Double, initialVelocity v0: V) -> V {
        v0 * exp(coefficient * max(t, 0))
    }

    /// Distance travelled `t` seconds after launch with `v0`: v₀ · (r^(1000t) − 1)/D.
    func offset<V: AnimatableVector>(at t: Double, initialVelocity v0: V) -> V {
        let d = coefficient
        return v0 * (expm1(d * max(t, 0)) / d)
    }

    /// Distance the motion approaches as t → ∞: −v₀/D.
    func totalDistance<V: AnimatableVector>(initialVelocity v0: V) -> V {
        v0 * (-1 / coefficient)
    }

    /// UIKit's projection of where a fling ends: v₀ · r/(1 − r)/1000.
    func projectedDistance<V: AnimatableVector>(initialVelocity v0: V) -> V {
        v0 * (rate / (1 - rate) / 1000)
    }

    /// Seconds after launch at which the motion has travelled `distance` along its path.
    ///
    /// - Returns: nil when the motion never gets that far (at or beyond `totalDistance`, or
    ///   in the opposite direction); 0 for a distance of 0.
    func time(toTravel distance: Double, initialVelocity v0: Double) -> Double? {
        if distance == 0 { return 0 }
        guard v0 != 0, (distance > 0) == (v0 > 0) else { return nil }
        let d = coefficient
        let remaining = 1 + distance * d / v0          // r^(1000t) at arrival
        guard remaining > 0 else { return nil }
        return log1p(distance * d / v0) / d
    }

    /// Seconds after launch at which the speed drops to `threshold` (0 if it starts below).
    ///
    /// - Parameters:
    ///   - v0: Launch speed, units per second.
    ///   - threshold: Speed treated as stopped, units per second (positive).
    func stopTime(initialVelocity v0: Double, threshold: Double) -> Double {
        let speed = abs(v0)
        guard speed > threshold, threshold > 0 else { return speed > threshold ? .infinity : 0 }
        return log(threshold / speed) / coefficient
    }
}
