/// The inspector (T10): a trailing floating glass panel hosting the selected screen's
/// detail controls, on regular layouts wide enough to keep a content column beside it. The
/// `i` key (or the toolbar's `inspect` button) shows and hides it: the panel slides in from
/// the trailing edge and back out on a spring, while the content takes its new width at once
/// (laying the content out every frame of the slide would cost a relayout a frame).
final class InspectorComponent: Component {
    unowned let ui: UIContext
    /// The inspector shown or hidden, as the person chose; nil follows the scene.
    private(set) var choice: Bool?
    /// The pointer went down on the panel: it keeps the gesture to its end.
    private var captured = false
    let glyphs = PanelGlyphs()
    /// A toolbar button with this id shows and hides the inspector.
    static let buttonID = "inspect"
    /// How far the panel is in (1) or out (0) while it slides; nil until first toggled (the
    /// panel then simply is where the scene puts it).
    private var slide: SpringAnimation<Double>?
    /// The slide: as quick as a sheet, without bounce (a panel, not a button).
    static let slideSpring = Spring(duration: 0.35, bounce: 0)

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
        guard let inspector = sceneInspector, choice ?? inspector.presented else { return nil }
        return placed(inspector)
    }

    /// `inspector`'s panel where it goes at this width, or nil when it cannot show here.
    private func placed(_ inspector: Inspector) -> (inspector: Inspector, layout: InspectorLayout)? {
        guard ui.isRegularWidth else { return nil }
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
        var spring = slide ?? SpringAnimation(value: show ? 0 : 1, spring: Self.slideSpring)
        if ui.reduceMotion { spring.jump(to: show ? 1 : 0) } else { spring.setTarget(show ? 1 : 0, at: ui.time) }
        slide = spring
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

    var isAnimating: Bool { slide.map { !$0.isSettled(at: ui.time) } ?? false }

    /// The panel as drawn now and how far in it is (0 … 1): shown, or sliding out.
    private var drawn: (inspector: Inspector, layout: InspectorLayout, fraction: Double)? {
        let fraction = slide.map { min(1, max(0, $0.value(at: ui.time))) }
        if let (inspector, layout) = shown { return (inspector, layout, fraction ?? 1) }
        guard let fraction, fraction > 0, let inspector = sceneInspector, let (_, layout) = placed(inspector) else { return nil }
        return (inspector, layout, fraction)
    }

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
        guard let (inspector, placed, fraction) = drawn else { return [] }
        var layout = placed
        // Sliding, the panel is off by the rest of its width, its shadow clear of the edge.
        layout.frame = layout.frame.offsetBy(dx: (1 - fraction) * (layout.frame.width + 2 * InspectorLayout.inset), dy: 0)
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
                                 glyphVersion: glyphs.version, planUse: isAnimating ? .moving : .still))]
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
