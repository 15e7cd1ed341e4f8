#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator `m·x'' + c·x' + k·x = 0`, described the way SwiftUI does.
///
/// `x` is the displacement from the target (value − target), so the target is always at zero.
/// Every query is a closed-form function of the time since the spring was started with a
/// displacement `x0` and velocity `v0`: no integration steps, so results do not depend on the
/// frame rate and a replay is exact.
///
/// SwiftUI's parameters map as ω₀ = 2π/response, ζ = dampingFraction, mass 1,
/// stiffness = ω₀², damping = 2ζω₀. `init(duration:bounce:)` takes ζ = 1 − bounce for
/// bounce ≥ 0 and ζ = 1/(1 + bounce) below. Units: seconds, and whatever unit the value is in
/// (points for positions, 0…1 for progress).
struct Spring: Hashable, Sendable {
    /// Mass (SwiftUI springs use 1).
    let mass: Double
    /// Spring constant k, in force per unit displacement.
    let stiffness: Double
    /// Damping coefficient c, in force per unit velocity.
    let damping: Double

    /// A spring from physical parameters.
    ///
    /// - Parameters:
    ///   - mass: Positive mass.
    ///   - stiffness: Positive spring constant.
    ///   - damping: Non-negative damping coefficient (0 never settles).
    init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0, "Spring needs mass > 0, stiffness > 0, damping ≥ 0")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// SwiftUI's `Spring(response:dampingFraction:)`.
    ///
    /// - Parameters:
    ///   - response: Period of the undamped oscillation in seconds: ω₀ = 2π/response.
    ///   - dampingFraction: ζ; below 1 it overshoots, 1 is critical, above 1 is overdamped.
    init(response: Double, dampingFraction: Double) {
        precondition(response > 0, "Spring response must be positive")
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingFraction * omega)
    }

    /// SwiftUI's `Spring(duration:bounce:)`.
    ///
    /// - Parameters:
    ///   - duration: Perceptual duration in seconds; used as the response.
    ///   - bounce: 0 is critically damped, up to 1 bouncier (ζ = 1 − bounce); negative values
    ///     are overdamped (ζ = 1/(1 + bounce)), down to but excluding −1.
    init(duration: Double = 0.5, bounce: Double = 0) {
        precondition(bounce > -1, "Spring bounce must be greater than -1")
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingFraction: zeta)
    }

    /// Undamped angular frequency ω₀ = √(k/m), in radians per second.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(km)).
    var dampingFraction: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// 2π/ω₀, in seconds.
    var response: Double { 2 * Double.pi / naturalFrequency }
    /// SwiftUI's perceptual duration (equal to `response`).
    var duration: Double { response }
    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped.
    var bounce: Double {
        let zeta = dampingFraction
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Displacement from the target at `t` seconds after starting from `x0` with velocity `v0`.
    ///
    /// - Parameters:
    ///   - t: Seconds since the start; negative times count as 0.
    ///   - x0: Displacement from the target at the start (value − target).
    ///   - v0: Velocity at the start, in units per second.
    /// - Returns: value − target at `t`.
    func value<V: AnimatableVector>(at t: Double, initialDisplacement x0: V, initialVelocity v0: V) -> V {
        let b = basis(at: t)
        return x0 * b.c + (v0 + x0 * b.decay) * b.s
    }

    /// Velocity at `t` seconds after starting from `x0` with velocity `v0`, in units per second.
    func velocity<V: AnimatableVector>(at t: Double, initialDisplacement x0: V, initialVelocity v0: V) -> V {
        let b = basis(at: t)
        let w2 = stiffness / mass
        return v0 * b.c - (v0 * b.decay + x0 * w2) * b.s
    }

    /// The two solutions every damping regime is written with.
    ///
    /// With a = ζω₀ (`decay`), x(t) = x0·C(t) + (v0 + a·x0)·S(t) and
    /// v(t) = v0·C(t) − (a·v0 + ω₀²·x0)·S(t), where
    /// - underdamped (ω = ω₀√(1 − ζ²)): C = e^(−at)·cos ωt, S = e^(−at)·sin(ωt)/ω;
    /// - critical: C = e^(−at), S = e^(−at)·t;
    /// - overdamped (ω = ω₀√(ζ² − 1)): C = e^(−at)·cosh ωt, S = e^(−at)·sinh(ωt)/ω.
    /// The overdamped terms are written as e^((ω−a)t)·(1 + e^(−2ωt))/2 and
    /// e^((ω−a)t)·(−expm1(−2ωt))/(2ω) so they neither overflow at large t nor lose precision
    /// as ζ → 1; both regimes tend to the critical one continuously.
    func basis(at t: Double) -> (c: Double, s: Double, decay: Double) {
        let t = max(t, 0)
        let w0 = naturalFrequency
        let zeta = dampingFraction
        let a = zeta * w0
        if zeta < 1 {
            let w = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-a * t)
            let s = w > 0 ? sin(w * t) / w : t
            return (e * cos(w * t), e * s, a)
        } else if zeta == 1 {
            let e = exp(-a * t)
            return (e, e * t, a)
        } else {
            let w = w0 * (zeta * zeta - 1).squareRoot()
            let slow = exp((w - a) * t)
            let fast = exp(-2 * w * t)
            let s = w > 0 ? -expm1(-2 * w * t) / (2 * w) : t
            return (slow * (1 + fast) / 2, slow * s, a)
        }
    }
}
