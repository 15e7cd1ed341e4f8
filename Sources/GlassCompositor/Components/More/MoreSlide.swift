/// The slide between the More list and a tab opened from it (compact tab bars): a push when
/// a row opens its tab (the tab's page comes in from the trailing edge over the list), a pop
/// when its "More" back button brings the list back. The same spring, parallax and veil as a
/// navigation push (`NavigationTransition`), evaluated at the frame's time.
struct MoreSlide {
    /// 1: the page off the trailing edge (the list shows) … 0: the page in place.
    var position: SpringAnimation<Double>

    /// A slide toward the page (`opening`) or toward the list from `t`, starting where
    /// `previous` was at `now` when one was running.
    init(opening: Bool, at t: Double, from previous: MoreSlide?, now: Double) {
        let start = previous.map { min(1, max(0, $0.position.value(at: now))) } ?? (opening ? 1 : 0)
        position = SpringAnimation(value: start, spring: NavigationTransition.slideSpring)
        position.setTarget(opening ? 0 : 1, at: t)
    }

    func isSettled(at t: Double) -> Bool { position.isSettled(at: t) }

    /// How far toward the page it is (0 the list … 1 the page), clamped.
    func progress(at t: Double) -> Double { 1 - min(1, max(0, position.value(at: t))) }

    /// Where the page's (upper) and the list's (lower) left edges are at `t`, in pixels.
    func placement(at t: Double, width: Int) -> (upper: Int, lower: Int) {
        let x = min(1, max(0, position.value(at: t))), w = Double(width)
        return (Int((x * w).rounded()), -Int(((1 - x) * NavigationTransition.parallax * w).rounded()))
    }
}
