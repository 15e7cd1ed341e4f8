/// The profiling HUD (F1, V7; `HUD` draws it): frame times of the recent frames against
/// the budget. It shows measured wall time, so it is the one thing on screen that is not a
/// function of input and time; off by default, and never in headless renders unless asked for.
///
/// It is a component so that it takes clicks: a press on a bar of its graph shows that frame's
/// stage breakdown (a press elsewhere on the panel goes back to the last frame's), and a press
/// anywhere on the panel goes no further. While time is paused the graph holds still.
final class HUDComponent: Component {
    unowned let ui: UIContext
    var isShown = false { didSet { if isShown != oldValue { ui.invalidated = true } } }
    /// The frames it reports on and the budget line, set by the session.
    var history: () -> FrameHistory = { FrameHistory() }
    var budget: () -> Double = { 1.0 / 60 }
    /// The host's word on its clock (paused, slow factor, scene time, frame), if any.
    var status: () -> String? = { nil }
    /// Resident memory of the process in bytes, as the host last measured it.
    var residentBytes: Int? { didSet { if residentBytes != oldValue, isShown { ui.invalidated = true } } }
    /// The history as it was when time was paused: the graph shows it until time runs again.
    private(set) var frozen: FrameHistory?
    /// The start time of the frame whose bar was clicked, if one was.
    private(set) var selected: Double?
    private(set) var hud: HUD?
    /// Times the HUD's surface was drawn: its overlay's version (one surface, drawn over).
    private var draws = 0

    init(ui: UIContext) { self.ui = ui }

    var repaintsEveryFrame: Bool { isShown }

    /// Holds the graph (time paused) or lets it run again.
    func freeze(_ paused: Bool) {
        frozen = paused ? history() : nil
        if isShown { ui.invalidated = true }
    }

    /// The frames the graph shows now.
    var shownHistory: FrameHistory { frozen ?? history() }

    func hitTest(_ p: Point) -> Bool { isShown && HUD.pointRect.contains(p) }

    func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .key("F1", _):
            isShown.toggle()
            return true
        case .down(button: 1) where hitTest(event.position):
            select(at: Point(event.position.x - HUD.pointRect.minX, event.position.y - HUD.pointRect.minY))
            return true
        default:
            return false
        }
    }

    /// A press at `p` (HUD points): the bar there is selected, or none.
    func select(at p: Point) {
        let frames = Array(shownHistory.ordered.suffix(HUD.graphFrames))
        selected = HUD.bar(at: p, count: frames.count).map { frames[$0].start }
        ui.invalidated = true
    }

    /// The HUD redrawn with the latest history (a cache of its surface: the one overlay whose
    /// pixels come from measurements rather than state).
    func plan() -> [RenderCommand] {
        guard isShown else { return [] }
        let h = hud ?? HUD(scale: ui.scale, budget: budget())
        hud = h
        h.budget = budget()
        let history = shownHistory
        h.draw(history: history, readings: HUD.Readings(residentBytes: residentBytes, status: status(), selected: selected,
                                                          frozen: frozen != nil))
        draws += 1
        let r = h.frameRect
        return [.overlay(h.surface, x: r.x0, y: r.y0, version: draws)]
    }
}
