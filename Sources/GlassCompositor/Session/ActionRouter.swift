/// What a tap on a button, row, tile or menu entry asks the UI to do, by what the scene names.
enum UIAction: Equatable {
    /// An alert or action sheet (P3), anchored to `source` (window points) when it is an
    /// action sheet from a button; `element` names it in events when its content has no id.
    case present(ButtonAction, source: Rect?, element: String?)
    /// Pushes the screen `destination` on the selected tab (N7); `source` names what was
    /// tapped, `highlight` the row that stays grey under the pushed screen.
    case push(destination: String, source: String, highlight: RowHighlight?)
    /// A button the viewer knows by its id (`toggle-sidebar`, `inspect`): whoever answers to
    /// that id carries it out.
    case button(id: String)
}

/// One place that carries out what taps ask for. Whoever presents something or answers to a
/// button registers as a handler; a button, row or menu entry only says what it asks for, so a
/// new presentation (a search, a sheet kind) is one handler more and no button changes.
/// Handlers are asked in the order they registered until one takes the action.
final class ActionRouter {
    private var handlers: [any ActionHandler] = []

    func register(_ handler: any ActionHandler) { handlers.append(handler) }

    /// Carries out `action` at `t`; false when no handler took it.
    @discardableResult
    func perform(_ action: UIAction, at t: Double) -> Bool {
        handlers.contains { $0.perform(action, at: t) }
    }

    /// A press that may end in `action` began: what it would show can be drawn ahead (the tap
    /// comes a tenth of a second or more later).
    func prepare(_ action: UIAction) {
        for h in handlers { h.prepare(action) }
    }
}

/// Something that carries out actions (`ActionRouter`).
protocol ActionHandler: AnyObject {
    /// Carries out `action` at `t` if it is this handler's; true when it did.
    func perform(_ action: UIAction, at t: Double) -> Bool
    /// Draws ahead what `action` would show, if it is this handler's.
    func prepare(_ action: UIAction)
}

extension ActionHandler {
    func prepare(_ action: UIAction) {}
}
