/// The profiling HUD (F1, SPEC V7): frame times of the recent frames against the budget. It
/// shows measured wall time, so it is the one thing on screen that is not a function of
/// input and time; off by default, and never in headless renders unless asked for.
final class HUDComponent: Component {
    unowned let ui: UIContext
    var isShown = false { didSet { if isShown != oldValue { ui.invalidated = true } } }
    /// The frames it reports on and the budget line, set by the session.
    var history: () -> FrameHistory = { FrameHistory() }
    var budget: () -> Double = { 1.0 / 60 }
    /// The host's word on its clock (paused, slow factor, scene time, frame), if any.
    var status: () -> String? = { nil }
    private var hud: HUD?

    init(ui: UIContext) { self.ui = ui }

    var repaintsEveryFrame: Bool { isShown }

    func handle(_ event: InputEvent) -> Bool {
        guard case .key("F1", _) = event.kind else { return false }
        isShown.toggle()
        return true
    }

    /// The HUD redrawn with the latest history (a cache of its surface: the one overlay whose
    /// pixels come from measurements rather than state).
    func plan() -> [RenderCommand] {
        guard isShown else { return [] }
        let h = hud ?? HUD(scale: ui.scale, budget: budget())
        hud = h
        let history = history()
        h.draw(history: history, status: status())
        let r = h.frameRect
        return [.overlay(h.surface, x: r.x0, y: r.y0, version: history.last.map { Int($0.start * 1e6) } ?? 0)]
    }
}
