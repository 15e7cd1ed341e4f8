/// The inspector (T10): a trailing floating glass panel hosting the selected screen's
/// detail controls, on regular layouts wide enough to keep a content column beside it. The
/// `i` key (or the toolbar's `inspect` button) shows and hides it: the panel slides in from
/// the trailing edge and back out on a spring, while the content takes its new width at once
/// (laying the content out every frame of the slide would cost a relayout a frame). Its
/// sliders, switches and segmented controls are live, as the page's are: the panel is their
/// `ControlHost`, and `HostedControls` keeps their values, takes their presses and draws
/// their moving parts and lenses over the panel's glass.
final class InspectorComponent: Component {
    unowned let ui: UIContext
    let controls: HostedControls
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
    /// The panel's items laid out, and their live controls, for the key they were made for.
    private var content: (key: ContentKey, layout: ContentLayout, offset: Point, itemsTop: Double, controls: [ControlsState.Live])?

    init(ui: UIContext, controls: HostedControls) {
        self.ui = ui
        self.controls = controls
        controls.add(self)
    }

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

    /// Whether the scene has an inspector that can show here: a regular width with room for
    /// it beside the content (beside the sidebar, when one shows).
    var isAvailable: Bool { sceneInspector.flatMap(placed) != nil }

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

    /// The panel as drawn now (its frame where the slide has it) and how far in it is (0 … 1):
    /// shown, or sliding out.
    var drawn: (inspector: Inspector, layout: InspectorLayout, fraction: Double)? {
        let fraction = slide.map { min(1, max(0, $0.value(at: ui.time))) }
        let panel: (Inspector, InspectorLayout, Double)
        if let (inspector, layout) = shown {
            panel = (inspector, layout, fraction ?? 1)
        } else {
            guard let fraction, fraction > 0, let inspector = sceneInspector, let (_, layout) = placed(inspector) else { return nil }
            panel = (inspector, layout, fraction)
        }
        var layout = panel.1
        // Sliding, the panel is off by the rest of its width, its shadow clear of the edge.
        layout.frame = layout.frame.offsetBy(dx: (1 - panel.2) * (layout.frame.width + 2 * InspectorLayout.inset), dy: 0)
        return (panel.0, layout, panel.2)
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
            // A press on one of the panel's controls is the control's to its release.
            _ = controls.handle(event, in: self)
            return true
        case .move:
            guard captured else { return false }
            _ = controls.handle(event, in: self)
            return true
        case .up(let button) where button == 1:
            guard captured else { return false }
            captured = false
            _ = controls.handle(event, in: self)
            return true
        case .wheel, .smoothScroll:
            return hitTest(event.position)
        default:
            return false
        }
    }

    /// The tint the panel's content is drawn in.
    private var tint: Color { ui.screen?.tint ?? ui.scene.accent }

    func plan() -> [RenderCommand] {
        guard let (inspector, layout, fraction) = drawn else { return [] }
        let dark = ui.dark, scale = ui.scale
        var style = GlassStyle.regular(dark: dark).sized(for: layout.frame.size)
        style.frost *= 1.4
        style = style.applying(ui.scene.settings)
        var key = PanelGlyphs.Key(frame: layout.frame, title: inspector.title, items: inspector.items, grabber: false, dark: dark,
                                  tint: tint, opacity: 0, scale: scale)
        key.controlsAreLive = true
        let surface = glyphs.surface(for: key)
        let field = GlassField(.roundedRect(layout.frame.scaled(by: scale), radius: layout.cornerRadius * scale))
        let panel = RenderCommand.glass(GlassItem(field: field, style: style, glyphs: surface?.surface, glyphOrigin: surface?.origin ?? (0, 0),
                                                  glyphVersion: glyphs.version, planUse: isAnimating ? .moving : .still))
        let origin = windowOrigin
        let moving = controls.commands(in: self, origin: (Int((origin.x * scale).rounded()), Int((origin.y * scale).rounded())),
                                       lensAllowed: fraction >= 1)
        guard !moving.lenses.isEmpty else { return [panel] + moving.overlays }
        // A held control's lens is glass over the panel's glass: it must see the panel and the
        // control under it, so it starts a run of its own (glass in one run all sample what
        // was drawn before the run).
        return [panel] + moving.overlays + [Self.runBreak] + moving.lenses
    }

    /// A command that draws nothing and ends a run of glass (an empty fill).
    static var runBreak: RenderCommand { .fill(0, bounds: PixelRect(x: 0, y: 0, width: 0, height: 0)) }
}

/// The panel hosts its items' live controls: the items laid out as `PanelGlyphs` paints them,
/// where the panel is drawn now.
extension InspectorComponent: ControlHost {
    struct ContentKey: Equatable {
        var items: [ContentItem]
        var title: String?
        var width: Double
        var tint: Color
    }

    var hostName: String { "inspector" }

    /// The panel's content now: its layout, the layout's origin relative to the panel's frame
    /// (points) and its live controls.
    private func panelContent() -> (layout: ContentLayout, offset: Point, itemsTop: Double, controls: [ControlsState.Live])? {
        guard let (inspector, layout, _) = drawn else { return nil }
        let key = ContentKey(items: inspector.items, title: inspector.title, width: layout.frame.width, tint: tint)
        if let content, content.key == key { return (content.layout, content.offset, content.itemsTop, content.controls) }
        let placed = PanelGlyphs.content(frame: Rect(x: 0, y: 0, width: key.width, height: 0), title: key.title, items: key.items, tint: key.tint)
        let live = ControlsState.live(in: placed.layout, fallbackPrefix: hostName)
        content = (key, placed.layout, placed.origin, placed.itemsTop, live)
        return (placed.layout, placed.origin, placed.itemsTop, live)
    }

    func hostedControls() -> [ControlsState.Live] { panelContent()?.controls ?? [] }

    var windowOrigin: Point {
        guard let frame = drawn?.layout.frame, let offset = panelContent()?.offset else { return .zero }
        return Point(frame.minX + offset.x, frame.minY + offset.y)
    }

    func hostPoint(_ p: Point) -> Point {
        let o = windowOrigin
        return Point(p.x - o.x, p.y - o.y)
    }

    /// The panel's items part, below its title, to its bottom edge.
    var visibleRect: Rect {
        guard let frame = drawn?.layout.frame, let content = panelContent() else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: 0, y: content.itemsTop - content.offset.y, width: frame.width, height: max(0, frame.height - content.itemsTop))
    }

    func controlPainter() -> ContentPainter {
        let layout = panelContent()?.layout ?? ContentLayout(screen: Screen(items: []), width: 0, bottomInset: 0)
        return ContentPainter(layout: layout, palette: PanelGlyphs.palette(dark: ui.dark, opacity: 0), title: nil)
    }

    /// Only a panel at rest, fully in, takes presses on its controls, and nothing in front of it.
    func reaches(_ p: Point, hit: Rect) -> Bool {
        guard let (_, layout, fraction) = drawn, fraction >= 1 else { return false }
        return layout.frame.contains(p) && !ui.somethingIsInFront(of: self, at: p)
    }

    func showsLens(_ lens: Rect) -> Bool { true }
    var scrolls: Bool { false }
}

/// An `inspect` button shows or hides the inspector (T10) where it can show.
extension InspectorComponent: ActionHandler {
    func perform(_ action: UIAction, at t: Double) -> Bool {
        guard action == .button(id: InspectorComponent.buttonID), isAvailable else { return false }
        set(shown: shown == nil)
        return true
    }
}

extension InspectorComponent: InspectorPresence {}
