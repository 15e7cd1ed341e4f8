/// The hit tests of one pointer event outside a press (a hover's move, a wheel, a touchpad
/// scroll), each taken at most once for the event: what the gesture arena does for a press
/// (`GestureArena.begin`), for the events that have no arena. Components still ask
/// `UIContext.somethingIsInFront` and `chromeCovers`; while an event is offered, the answers
/// come from here, so a menu's source, a control's lens, custom glass, the search results and
/// the navigation rows do not each ask every component again.
///
/// Answers are taken lazily (only the components a question needs, in the order it needs
/// them) and kept until the event has been offered to every component that wanted it; the
/// state a hit test reads does not change while one event is offered. Window points.
final class PointerHits {
    /// The event's point while it is offered (nil between events).
    private(set) var point: Point?
    private var components: [Component] = []
    /// Whether each component (by its place in the session's list) is hit at `point`, once asked.
    private var hits: [Bool?] = []
    /// Whether any component's glass covers a rect, once asked.
    private var covers: [Rect: Bool] = [:]

    /// An event at `p` is about to be offered to `components` (back to front).
    func begin(at p: Point, components: [Component]) {
        point = p
        self.components = components
        hits = Array(repeating: nil, count: components.count)
        covers = [:]
    }

    /// The event has been offered: nothing is kept for the next one.
    func end() {
        point = nil
        components = []
        hits = []
        covers = [:]
    }

    /// Whether a component after the one at `index` of the session's list is hit at `p`, when
    /// `p` is the event's point (nil outside an event or at another point).
    func hitInFront(of index: Int, at p: Point) -> Bool? {
        guard let point, point == p else { return nil }
        for j in (index + 1)..<components.count {
            if let hit = hits[j] { if hit { return true } else { continue } }
            let hit = components[j].hitTest(p)
            hits[j] = hit
            if hit { return true }
        }
        return false
    }

    /// Whether any component's glass covers `rect`, asked of every component once per event
    /// (nil outside an event).
    func covered(_ rect: Rect) -> Bool? {
        guard point != nil else { return nil }
        if let known = covers[rect] { return known }
        let answer = components.contains { $0.covers(rect) }
        covers[rect] = answer
        return answer
    }
}
