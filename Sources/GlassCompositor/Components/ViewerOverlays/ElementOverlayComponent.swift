/// The element overlay (F8), a browser inspector for the window: while it is on, the element
/// under the pointer (`ElementTree.element(at:)`: the frontmost one a press there would
/// reach) is outlined and named in a label beside it: role, label, id, frame in points and its
/// state. The viewer's own chrome: drawn over the finished frame like the HUD, never part of a
/// screenshot, and with it off the frame is the same bits. It watches the pointer without
/// taking any event but its key.
final class ElementOverlayComponent: Component {
    unowned let ui: UIContext
    /// On or off (F8).
    private(set) var isShown = false
    /// Where the pointer was last seen, window points.
    private var pointer: Point?
    /// The session's element tree now; set by the session.
    var tree: () -> ElementTree = { ElementTree(elements: []) }
    private let label = ElementOverlayLabel()

    init(ui: UIContext) { self.ui = ui }

    func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .key("F8", _):
            isShown.toggle()
            ui.invalidated = true
            ui.emit("overlay", event.time, [("elements", .bool(isShown))])
            return true
        case .move, .down, .up:
            if pointer != event.position {
                pointer = event.position
                if isShown { ui.invalidated = true }
            }
            return false
        default:
            return false
        }
    }

    var repaintsEveryFrame: Bool { isShown }

    func plan() -> [RenderCommand] {
        guard isShown, let p = pointer, let element = tree().element(at: p),
              let drawn = label.surface(for: element, viewport: ui.viewport, scale: ui.scale, accent: ui.scene.accent) else { return [] }
        return [.overlay(drawn.surface, x: drawn.x, y: drawn.y, version: 0)]
    }
}
