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

    /// Where the page is at `t`: 0 in place … 1 off the trailing edge, clamped.
    func pagePosition(at t: Double) -> Double { min(1, max(0, position.value(at: t))) }

    /// Where the page's (upper) and the list's (lower) left edges are at `t`, in pixels.
    func placement(at t: Double, width: Int) -> (upper: Int, lower: Int) {
        NavigationTransition.placement(position: pagePosition(at: t), width: width)
    }
}
