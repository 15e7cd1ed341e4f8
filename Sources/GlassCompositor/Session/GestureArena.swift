/// Who a press belongs to, from the button going down to its release: one place that hit-tests
/// the press, records who holds it, hands it over when the drag turns out to be someone
/// else's, and tells every recognizer that loses.
///
/// A press goes to the components front to back, as every event does; the first that takes
/// the `down` holds the press. Its moves and release go front to back too, so what watches a
/// press without taking it (the touch overlay, a sheet's source under the page's drag) still
/// sees them, and the holder gets them because nothing in front of it took the down. A holder
/// on the page (a glass button, a carousel row, a tap that pushes) is provisional: it asks the
/// page's scroll to join as a candidate (the page catches its fling and holds still), and when
/// the drag passes its slop it either claims the gesture (a row scrolled sideways, a swipe
/// back) or yields it to the recognizer of the role the drag turned out to have
/// (`.pageScroll` for a vertical drag, `.swipeBack` for a rightward drag over a row at its
/// start). The arena then tells the losers (`gestureCancelled`), gives the winner the gesture
/// from where the press began (`gestureClaimed`) and makes it the holder. A release before
/// anyone claims is a tap: the holder calls `endUndecided`, which lets the candidates go
/// before it acts.
///
/// Hit tests: the press's are taken once, front to back, when it goes down (`hits`); "is
/// something in front of me here" is answered from them for the press's point.
///
/// Used from the session's thread only, like the components.
final class GestureArena {
    /// What a drag may turn out to be, for a holder that yields it.
    enum Role: Hashable, Sendable { case pageScroll, swipeBack }

    /// The press being contested: where and when the button went down (window points, seconds).
    struct Press: Equatable, Sendable {
        var down: Point
        var time: Double
    }

    /// The press from its down to its release (nil between presses).
    private(set) var press: Press?
    /// Who holds the press (took its down, or won it by a yield).
    private(set) weak var holder: Component?
    /// Recognizers that joined the press and wait to hear whether they won.
    private var candidates: [any GestureRecognizer] = []
    /// Whether a recognizer has claimed the gesture (no more handing over).
    private(set) var isClaimed = false
    private var roles: [Role: any GestureRecognizer] = [:]
    /// The components under the press, by their place in the session's list (back to front).
    private var hitIndices: [Int] = []

    /// Makes `recognizer` the one that takes drags of `role` handed over by a holder.
    func register(_ recognizer: any GestureRecognizer, for role: Role) {
        roles[role] = recognizer
    }

    // MARK: The session's side

    /// A press went down at `p`, `t`: its hit tests are taken once, over `components` (back
    /// to front); nobody holds it yet.
    func begin(at p: Point, time t: Double, components: [Component]) {
        press = Press(down: p, time: t)
        holder = nil
        candidates = []
        isClaimed = false
        hitIndices = components.indices.filter { components[$0].hitTest(p) }
    }

    /// `component` took the press's down: it holds the press.
    func taken(by component: Component) {
        guard press != nil, holder == nil else { return }
        holder = component
    }

    /// The press was released (after its holder saw the release): the arena is empty again.
    func end() {
        press = nil
        holder = nil
        candidates = []
        isClaimed = false
        hitIndices = []
    }

    /// Whether a component after the one at `index` of the session's list is hit at `p`, when
    /// `p` is the press's point (nil when the arena did not hit-test there).
    func hitInFront(of index: Int, at p: Point) -> Bool? {
        guard let press, press.down == p else { return nil }
        return hitIndices.contains { $0 > index }
    }

    // MARK: The recognizers' side

    /// The recognizer of `role` joins the press as a candidate (the page catches its motion
    /// and holds still until the gesture is decided).
    func join(_ role: Role) {
        guard let press, let r = roles[role], !candidates.contains(where: { $0 === r }) else { return }
        candidates.append(r)
        r.gestureBegan(press)
    }

    /// `recognizer` (the holder) claims the gesture at `t`: every candidate lets go.
    func claim(_ recognizer: any GestureRecognizer, at t: Double) {
        isClaimed = true
        cancelCandidates(except: recognizer, at: t)
    }

    /// The holder gives the gesture up at pointer `p`, `t` to the recognizer of `role`, which
    /// takes it over from where the press began and holds it to its release.
    func yield(to role: Role, pointer p: Point, at t: Double) {
        guard let press, let winner = roles[role] else { return }
        if let h = holder as? any GestureRecognizer, h !== winner { h.gestureCancelled(at: t) }
        cancelCandidates(except: winner, at: t)
        holder = winner
        isClaimed = true
        winner.gestureClaimed(press, pointer: p, at: t)
    }

    /// The release came before anyone claimed the gesture (a tap): the candidates let go, and
    /// the holder acts on the tap.
    func endUndecided(at t: Double) {
        cancelCandidates(except: nil, at: t)
    }

    /// The recognizer of `role` lets go of the press at `t`, whether it waits as a candidate
    /// or holds it (the page a push covers or a pop takes away stops its drag); the press's
    /// later moves go to whoever takes them.
    func cancel(_ role: Role, at t: Double) {
        guard let r = roles[role] else { return }
        let wasCandidate = candidates.contains { $0 === r }, wasHolder = holder === r
        guard wasCandidate || wasHolder else { return }
        candidates.removeAll { $0 === r }
        if wasHolder { holder = nil }
        r.gestureCancelled(at: t)
    }

    private func cancelCandidates(except winner: (any GestureRecognizer)?, at t: Double) {
        let losers = candidates.filter { $0 !== winner }
        candidates = []
        for r in losers { r.gestureCancelled(at: t) }
    }
}

/// Something a press can turn out to be (a scroll of the page, a swipe back, a row's scroll,
/// a button's press), as the gesture arena sees it.
protocol GestureRecognizer: Component {
    /// Joined `press` as a candidate: catch any motion and hold still until it is decided.
    func gestureBegan(_ press: GestureArena.Press)
    /// The gesture is this recognizer's from pointer `p` at `t` on, handed over by the holder
    /// of `press`: continue it from where the press began.
    func gestureClaimed(_ press: GestureArena.Press, pointer p: Point, at t: Double)
    /// Another recognizer took the gesture, or it ended as a tap: let go of what was held.
    func gestureCancelled(at t: Double)
}

extension GestureRecognizer {
    func gestureBegan(_ press: GestureArena.Press) {}
    func gestureClaimed(_ press: GestureArena.Press, pointer p: Point, at t: Double) {}
    func gestureCancelled(at t: Double) {}
}
