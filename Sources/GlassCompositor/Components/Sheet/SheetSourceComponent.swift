/// Presents a dismissed sheet when its source is tapped (P2). It sits in front of the
/// custom glass so that it sees a tap on a custom glass source before that glass consumes it;
/// it only watches such a tap (the glass still presses and bounces), while a tap on a toolbar
/// source, which nothing else answers, it takes for itself.
final class SheetSourceComponent: Component {
    unowned let ui: UIContext
    unowned let sheet: SheetComponent
    /// The press went down on the source; `consumed` when the source is a toolbar button.
    private var press: (down: Point, consumed: Bool)?

    init(ui: UIContext, sheet: SheetComponent) { self.ui = ui; self.sheet = sheet }

    /// The source's frame (window points) while the sheet is dismissed and the source shows.
    private var sourceFrame: (frame: Rect, toolbar: Bool)? {
        guard sheet.current != nil, !sheet.isPresented, let id = sheet.current?.sheet.source,
              let source = sheet.sourceShape() else { return nil }
        return (source.frame, ui.barButtons.placedButton(id: id) != nil)
    }

    func plan() -> [RenderCommand] { [] }
    func hitTest(_ p: Point) -> Bool { sourceFrame.map { $0.toolbar && $0.frame.contains(p) } ?? false }
    func sceneDidChange(from old: Scene) { press = nil }
    func tabDidChange(from old: TabID?) { press = nil }

    func handle(_ event: InputEvent) -> Bool {
        let p = event.position
        switch event.kind {
        case .down(let button) where button == 1:
            guard let source = sourceFrame, source.frame.contains(p) else { return false }
            press = (p, source.toolbar)
            return source.toolbar
        case .move:
            return press?.consumed ?? false
        case .up(let button) where button == 1:
            guard let (down, consumed) = press else { return false }
            press = nil
            // A tap, not a drag that happened to start there.
            if let source = sourceFrame, source.frame.contains(p), abs(p.x - down.x) + abs(p.y - down.y) < 10 {
                sheet.present(at: event.time)
            }
            return consumed
        default:
            return false
        }
    }
}
