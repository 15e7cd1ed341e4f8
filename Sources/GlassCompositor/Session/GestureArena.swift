import Foundation

/// Who a press belongs to, from the button going down to its release: one place that hit-tests
/// the press, records who holds it, hands it over when the drag turns out to be someone
/// else's, and tells every recognizer that loses.
///
/// A press goes to the components front to back, as every event does; the first that takes
/// the `down` holds the press. Its moves and release go front to back too, so what watches a
/// press without taking it (the touch overlay, a sheet's source under the page's drag) still
/// sees them, and the holder gets them because nothing in front of it took the down. A holder
/// on the page (a glass button, a carousel row, a tap that pushes) is provisional: it asks the
/// recognizers that may want the drag to join as candidates (the page's scroll, which catches
/// its fling and holds still; the swipe back on a pushed page).
///
/// Free competition: every move goes first to the holder, which may claim the gesture by its
/// own rule (a row scrolled sideways, a control dragged, the pill dragged along the bar, the
/// sheet dragged); if it did not, the arena offers the move to every candidate, narrowest rule
/// first (`Role` order: the swipe back before the page's scroll), and the first whose axis
/// locks past its slop claims (`gestureShouldClaim`). The arena then tells the losers
/// (`gestureCancelled`: a button emits `button.cancelled`, a row lets go), gives the winner the
/// gesture from where the press began (`gestureClaimed`) and makes it the holder. A release
/// before anyone claims is a tap: the holder calls `endUndecided`, which lets the candidates
/// go before it acts. A holder whose rule knows better than the candidates' (a row at its
/// start hands a rightward drag to the swipe back whatever its slant) may still `yield` to a
/// role.
///
/// A long press competes with the drags: a recognizer arms it (`armLongPress`); if the pointer
/// moves past `slop` before the hold's deadline, the long press drops out and the drag goes on
/// as it would have; if the deadline comes first (`advance(to:)`, from the session's clock
/// only) the long press claims the gesture at the deadline's time, whoever held it or waited
/// is cancelled, and its recognizer holds the press to its release. The deadline is a timed
/// change (`nextTimedChange`), so an idle window wakes for it and a replay meets it at the
/// same time.
///
/// Hit tests: the press's are taken once, front to back, when it goes down (`hits`); "is
/// something in front of me here" is answered from them for the press's point.
///
/// Used from the session's thread only, like the components.
final class GestureArena {
    /// What a drag may turn out to be, for a holder that yields it or a candidate that joins:
    /// in the order candidates are offered a move (the narrower rule first).
    enum Role: Int, Hashable, Comparable, Sendable {
        case swipeBack, pageScroll
        static func < (a: Role, b: Role) -> Bool { a.rawValue < b.rawValue }
    }

    /// The press being contested: where and when the button went down (window points, seconds).
    struct Press: Equatable, Sendable {
        var down: Point
        var time: Double
    }

    /// The press from its down to its release (nil between presses).
    private(set) var press: Press?
    /// Who holds the press (took its down, or won it by a yield).
    private(set) weak var holder: Component?
    /// Recognizers that joined the press and wait to hear whether they won, in `Role` order.
    private var candidates: [any GestureRecognizer] = []
    /// Whether a recognizer has claimed the gesture (no more handing over).
    private(set) var isClaimed = false
    private var roles: [Role: any GestureRecognizer] = [:]
    /// The components under the press, by their place in the session's list (back to front).
    private var hitIndices: [Int] = []

    /// How far (points) the pointer may wander from where it went down and still be a press:
    /// a tap, or a hold that becomes a long press (a content button's slop too).
    static let slop = 10.0
    /// Whether a drag from `press` to `p` has locked vertically past the slop: the page's
    /// scroll claims it (a sideways wander stays with a button, a row, a control).
    static func locksVertically(_ press: Press, _ p: Point) -> Bool {
        let dx = p.x - press.down.x, dy = p.y - press.down.y
        return abs(dy) >= slop && abs(dy) > abs(dx)
    }

    /// How long (seconds) a press is held still before it is a long press (iOS's default).
    static let longPressDuration = 0.5

    /// The long press armed for the press in progress: who recognizes it and when (seconds).
    private var longPress: (recognizer: any GestureRecognizer, deadline: Double)?
    /// Where the pointer is now (window points), for the long press's claim.
    private var pointer = Point.zero

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
        longPress = nil
        pointer = p
        hitIndices = components.indices.filter { components[$0].hitTest(p) }
    }

    /// `component` took the press's down: it holds the press.
    func taken(by component: Component) {
        guard press != nil, holder == nil else { return }
        holder = component
    }

    /// The press was released at `t` (after its holder saw the release): a candidate still
    /// waiting (its holder gave up the tap and nobody claimed) lets go, and the arena is empty
    /// again.
    func end(at t: Double) {
        cancelCandidates(except: nil, at: t)
        press = nil
        holder = nil
        candidates = []
        isClaimed = false
        longPress = nil
        hitIndices = []
    }

    /// The pointer moved to `p` at `t` while the press is down (before anyone sees the move):
    /// past the slop before its deadline, an armed long press drops out (the drag is someone
    /// else's: a scroll, a swipe); its recognizer hears it was cancelled unless it holds the
    /// press, which sees the move itself.
    func moved(to p: Point, at t: Double) {
        guard let press else { return }
        pointer = p
        guard let (r, _) = longPress, hypot(p.x - press.down.x, p.y - press.down.y) > GestureArena.slop else { return }
        longPress = nil
        if holder !== r { r.gestureCancelled(at: t) }
    }

    /// Time reached `t` (the session's clock, before the components advance): a long press
    /// whose hold is complete by then claims the gesture at its deadline, not at `t`, so the
    /// frames between do not change when it happened.
    func advance(to t: Double) {
        guard let press, let (r, deadline) = longPress, !isClaimed, t >= deadline else { return }
        longPress = nil
        isClaimed = true
        cancelCandidates(except: r, at: deadline)
        if let h = holder as? any GestureRecognizer, h !== r { h.gestureCancelled(at: deadline) }
        holder = r
        r.gestureClaimed(press, pointer: pointer, at: deadline)
    }

    /// When an armed long press will claim the press (seconds of scene time), nil when none
    /// is armed: the host wakes then even if nothing else moves.
    var nextTimedChange: Double? { isClaimed ? nil : longPress?.deadline }

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
        guard let press, !isClaimed, let r = roles[role], !candidates.contains(where: { $0 === r }) else { return }
        let before = candidates.firstIndex { c in roles.contains { $0.value === c && role < $0.key } } ?? candidates.endIndex
        candidates.insert(r, at: before)
        r.gestureBegan(press)
    }

    /// The pointer moved to `p` at `t` and every component has seen the move (the holder
    /// first, with its own rule): if nobody has claimed the gesture, each candidate in `Role`
    /// order is asked whether its axis has locked past its slop; the first that says so wins
    /// it from where the press began, and the holder and the other candidates are cancelled.
    func offerMove(to p: Point, at t: Double) {
        guard let press, !isClaimed else { return }
        for r in candidates where r.gestureShouldClaim(press, pointer: p, at: t) {
            award(r, press, pointer: p, at: t)
            return
        }
    }

    /// `recognizer` arms a long press for the press in progress: held within the slop for
    /// `duration` seconds from the press, it claims the gesture (`gestureClaimed` at the
    /// deadline); a move past the slop or another claim first disarms it.
    func armLongPress(_ recognizer: any GestureRecognizer, duration: Double = GestureArena.longPressDuration) {
        guard let press, !isClaimed else { return }
        longPress = (recognizer, press.time + duration)
    }

    /// `recognizer` (the holder) claims the gesture at `t`: every candidate lets go, and so
    /// does a long press armed by another.
    func claim(_ recognizer: any GestureRecognizer, at t: Double) {
        isClaimed = true
        disarmLongPress(unless: recognizer, at: t)
        cancelCandidates(except: recognizer, at: t)
    }

    private func disarmLongPress(unless winner: (any GestureRecognizer)?, at t: Double) {
        guard let (r, _) = longPress else { return }
        longPress = nil
        if r !== winner, r !== holder { r.gestureCancelled(at: t) }
    }

    /// The holder gives the gesture up at pointer `p`, `t` to the recognizer of `role`, which
    /// takes it over from where the press began and holds it to its release.
    func yield(to role: Role, pointer p: Point, at t: Double) {
        guard let press, let winner = roles[role] else { return }
        award(winner, press, pointer: p, at: t)
    }

    /// `winner` takes the gesture over at pointer `p`, `t`: the holder (if another) and every
    /// other candidate are cancelled, and the winner holds the press to its release.
    private func award(_ winner: any GestureRecognizer, _ press: Press, pointer p: Point, at t: Double) {
        if let h = holder as? any GestureRecognizer, h !== winner { h.gestureCancelled(at: t) }
        disarmLongPress(unless: winner, at: t)
        cancelCandidates(except: winner, at: t)
        holder = winner
        isClaimed = true
        winner.gestureClaimed(press, pointer: p, at: t)
    }

    /// The release came before anyone claimed the gesture (a tap): the candidates let go, and
    /// the holder acts on the tap.
    func endUndecided(at t: Double) {
        longPress = nil
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
    /// Offered a move of `press` it joined as a candidate, nobody having claimed the gesture:
    /// true when its axis has locked past its slop and it claims the gesture now.
    func gestureShouldClaim(_ press: GestureArena.Press, pointer p: Point, at t: Double) -> Bool
}

extension GestureRecognizer {
    func gestureBegan(_ press: GestureArena.Press) {}
    func gestureClaimed(_ press: GestureArena.Press, pointer p: Point, at t: Double) {}
    func gestureCancelled(at t: Double) {}
    func gestureShouldClaim(_ press: GestureArena.Press, pointer p: Point, at t: Double) -> Bool { false }
}
