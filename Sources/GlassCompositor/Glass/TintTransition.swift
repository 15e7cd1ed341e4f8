/// A glass element's tint changing (an edited scene reloaded, a state that recolours a button):
/// the old colour flows into the new one over a short ease instead of jumping (G7).
struct TintTransition: Sendable {
    static let duration = 0.35

    private(set) var from: Color?
    private(set) var to: Color?
    private(set) var start: Double

    /// At rest on `tint`.
    init(resting tint: Color?) {
        from = tint; to = tint; start = -.infinity
    }

    /// Heads for `tint` from now, starting from the colour shown at `t` when it was already
    /// moving (its target; the remaining step is short).
    mutating func retarget(_ tint: Color?, at t: Double) {
        guard tint != to else { return }
        from = to
        to = tint
        start = t
    }

    /// 0 at the change ... 1 done, eased in and out.
    func progress(at t: Double) -> Double {
        let x = min(max((t - start) / Self.duration, 0), 1)
        return x * x * (3 - 2 * x)
    }

    func isAnimating(at t: Double) -> Bool { t < start + Self.duration }
}
