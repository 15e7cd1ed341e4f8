/// The inspector (T10): a trailing floating glass panel hosting the selected screen's
/// detail controls, on regular layouts wide enough to keep a content column beside it. The
/// `i` key (or the toolbar's `inspect` button) shows and hides it.
final class InspectorComponent: Component {
    unowned let ui: UIContext
    /// The inspector shown or hidden, as the person chose; nil follows the scene.
    private(set) var choice: Bool?
    /// The pointer went down on the panel: it keeps the gesture to its end.
    private var captured = false
    let glyphs = PanelGlyphs()
    /// A toolbar button with this id shows and hides the inspector.
    static let buttonID = "inspect"

    init(ui: UIContext) { self.ui = ui }

    /// The inspector to show: the selected screen's, else the first screen's that has one, so
    /// the panel (and the content's trailing inset) stays put across tabs.
    var sceneInspector: Inspector? {
        if let own = ui.screen?.inspector { return own }
        return ui.scene.tabs.lazy.compactMap(\.screen.inspector).first
    }

    /// The inspector and its layout when it shows: presented (or shown by the person), regular
    /// layout, and room for it.
    var shown: (inspector: Inspector, layout: InspectorLayout)? {
        guard ui.isRegularWidth, let inspector = sceneInspector, choice ?? inspector.presented else { return nil }
        let hasToolbar = ui.scene.tabs.contains { $0.screen.toolbar != nil }
        let top = hasToolbar ? ToolbarLayout.topInset + ToolbarLayout.barHeight + 8 : InspectorLayout.inset
        let layout = InspectorLayout(inspector: inspector, viewport: ui.viewport, top: top, displayRadius: ui.scene.device.cornerRadius)
        let leading = ui.sidebar.contentInsets.leading
        return layout.fits(viewportWidth: ui.viewport.width, leadingInset: leading) ? (inspector, layout) : nil
    }

    /// Whether the scene has an inspector that can show at this width.
    var isAvailable: Bool { sceneInspector != nil && ui.isRegularWidth }

    /// Shows or hides the inspector; the content is laid out again for its new width.
    func set(shown show: Bool) {
        guard show != (shown != nil) else { return }
        choice = show
        ui.relayoutContent()
        ui.emit("inspector.shown", ui.time, [("shown", .bool(show))])
    }

    // MARK: Component

    var contentInsets: (leading: Double, trailing: Double) {
        (0, shown.map { $0.layout.contentInset(viewportWidth: ui.viewport.width) } ?? 0)
    }
    func covers(_ rect: Rect) -> Bool { shown?.layout.frame.intersects(rect) ?? false }
    func hitTest(_ p: Point) -> Bool { shown?.layout.frame.contains(p) ?? false }
    func sceneDidChange(from old: Scene) { captured = false }

    func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .key("i", let modifiers) where modifiers.isEmpty:
            guard isAvailable else { return false }
            set(shown: shown == nil)
            return true
        case .down(let button) where button == 1:
            guard hitTest(event.position) else { return false }
            captured = true
            return true
        case .move:
            return captured
        case .up(let button) where button == 1:
            guard captured else { return false }
            captured = false
            return true
        case .wheel, .smoothScroll:
            return hitTest(event.position)
        default:
            return false
        }
    }

    func plan() -> [RenderCommand] {
        guard let (inspector, layout) = shown else { return [] }
        let dark = ui.dark, scale = ui.scale
        var style = GlassStyle.regular(dark: dark).sized(for: layout.frame.size)
        style.frost *= 1.4
        style = style.applying(ui.scene.settings)
        let tint = ui.screen?.tint ?? ui.scene.accent
        let key = PanelGlyphs.Key(frame: layout.frame, title: inspector.title, items: inspector.items, grabber: false, dark: dark,
                                  tint: tint, opacity: 0, scale: scale)
        let surface = glyphs.surface(for: key)
        let field = GlassField(.roundedRect(layout.frame.scaled(by: scale), radius: layout.cornerRadius * scale))
        return [.glass(GlassItem(field: field, style: style, glyphs: surface?.surface, glyphOrigin: surface?.origin ?? (0, 0),
                                 glyphVersion: glyphs.version, planUse: .still))]
    }
}

/// An `inspect` button shows or hides the inspector (T10) where it can show.
extension InspectorComponent: ActionHandler {
    func perform(_ action: UIAction, at t: Double) -> Bool {
        guard action == .button(id: InspectorComponent.buttonID), isAvailable else { return false }
        set(shown: shown == nil)
        return true
    }
}
