/// When a spring counts as finished.
///
/// A spring is settled once √(|x|² + (|v|/ω₀)²) ≤ ε, which implies |x| ≤ ε and |v| ≤ ε·ω₀
/// (the velocity bound is the same threshold expressed per radian of the natural period, so
/// stiff and soft springs are judged alike). The left side is √(2E/k) for the oscillator's
/// energy E, which damping never lets grow: once settled, a spring stays settled, so the
/// settling time is a single crossing that bisection finds exactly.
///
/// ε is `relativeTolerance` (default 0.001) of the distance the spring moves, taken as
/// max(|x0|, |v0|/ω₀) so a pure velocity kick has a scale too, and never below
/// `absoluteTolerance` (default 1e-4 units).
extension Spring {
    /// Default fraction of the distance moved below which a spring is settled.
    static let defaultRelativeTolerance = 0.001
    /// Default floor of the settling threshold, in the value's units.
    static let defaultAbsoluteTolerance = 1e-4

    /// The settling threshold ε for a motion starting at `x0` with velocity `v0`.
    ///
    /// - Returns: max(relativeTolerance · max(|x0|, |v0|/ω₀), absoluteTolerance).
    func settlingThreshold<V: AnimatableVector>(
        initialDisplacement x0: V, initialVelocity v0: V,
        relativeTolerance: Double = Spring.defaultRelativeTolerance,
        absoluteTolerance: Double = Spring.defaultAbsoluteTolerance
    ) -> Double {
        let scale = max(x0.magnitude, v0.magnitude / naturalFrequency)
        return max(relativeTolerance * scale, absoluteTolerance)
    }

    /// √(|x|² + (|v|/ω₀)²) at `t`: the oscillator's energy expressed as a distance.
    func restDistance<V: AnimatableVector>(at t: Double, initialDisplacement x0: V, initialVelocity v0: V) -> Double {
        let x = value(at: t, initialDisplacement: x0, initialVelocity: v0).magnitude
        let v = velocity(at: t, initialDisplacement: x0, initialVelocity: v0).magnitude / naturalFrequency
        return (x * x + v * v).squareRoot()
    }

    /// Whether the motion is settled at `t` (and so for ever after).
    ///
    /// - Parameter threshold: ε; nil uses `settlingThreshold(initialDisplacement:initialVelocity:)`.
    func isSettled<V: AnimatableVector>(
        at t: Double, initialDisplacement x0: V, initialVelocity v0: V, threshold: Double? = nil
    ) -> Bool {
        let eps = threshold ?? settlingThreshold(initialDisplacement: x0, initialVelocity: v0)
        return restDistance(at: t, initialDisplacement: x0, initialVelocity: v0) <= eps
    }

    /// Seconds after the start at which the motion becomes settled.
    ///
    /// - Parameter threshold: ε; nil uses `settlingThreshold(initialDisplacement:initialVelocity:)`.
    /// - Returns: 0 if already settled, `.infinity` for an undamped spring that is not.
    /// - Complexity: about 80 closed-form evaluations (doubling, then bisection to 1 µs).
    func settlingTime<V: AnimatableVector>(
        initialDisplacement x0: V, initialVelocity v0: V, threshold: Double? = nil
    ) -> Double {
        let eps = threshold ?? settlingThreshold(initialDisplacement: x0, initialVelocity: v0)
        func settled(_ t: Double) -> Bool { restDistance(at: t, initialDisplacement: x0, initialVelocity: v0) <= eps }
        if settled(0) { return 0 }
        if damping == 0 { return .infinity }
        var lo = 0.0
        var hi = response / 4
        while !settled(hi) {
            lo = hi
            hi *= 2
            if hi > 1e7 { return .infinity }
        }
        while hi - lo > 1e-6 {
            let mid = (lo + hi) / 2
            if settled(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
