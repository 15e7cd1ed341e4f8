/// Toolbars and navigation titles (SPEC N1–N6): glass groups floating over the content, a
/// scroll-edge fade under the top bar, and an inline title once the large title has scrolled
/// under the bar. Its `toggle-sidebar` and `inspect` buttons show and hide those panels.
final class ToolbarComponent: Component {
    unowned let ui: UIContext
    let glyphs = ToolbarGlyphs()
    let scrollEdge = ScrollEdgeFade()
    let bottomScrollEdge = ScrollEdgeFade(edge: .bottom)
    let inlineTitle = InlineTitle()
    /// The id of the panel button the pointer went down on, while it is held.
    private var pressedButton: String?

    init(ui: UIContext) { self.ui = ui }

    /// The id of the toolbar button under `p` that shows or hides a panel here, if any.
    private func panelButton(at p: Point) -> String? {
        guard let toolbar = currentToolbar else { return nil }
        for group in layout(toolbar).groups {
            for (b, f) in group.buttons where f.contains(p) {
                if b.id == SidebarLayout.toggleButtonID, ui.sidebar.isAvailable { return b.id }
                if b.id == InspectorComponent.buttonID, ui.inspector.isAvailable { return b.id }
            }
        }
        return nil
    }

    func hitTest(_ p: Point) -> Bool { panelButton(at: p) != nil }
    func sceneDidChange(from old: Scene) { pressedButton = nil }

    func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .down(let button) where button == 1:
            guard let id = panelButton(at: event.position) else { return false }
            pressedButton = id
            return true
        case .move:
            return pressedButton != nil
        case .up(let button) where button == 1:
            guard let id = pressedButton else { return false }
            pressedButton = nil
            guard panelButton(at: event.position) == id else { return true }
            if id == SidebarLayout.toggleButtonID { ui.sidebar.set(shown: !ui.sidebar.isShown) }
            if id == InspectorComponent.buttonID { ui.inspector.set(shown: ui.inspector.shown == nil) }
            return true
        default:
            return false
        }
    }


    /// The top screen's toolbar, led by a back button when a screen is pushed (SPEC N7).
    var currentToolbar: Toolbar? { ui.navigation?.toolbarForTopScreen() ?? ui.screen?.toolbar }

    /// Where the button `id` of the current toolbar is, window points.
    func frame(ofButton id: String) -> Rect? {
        guard let toolbar = currentToolbar else { return nil }
        for group in layout(toolbar).groups {
            for (b, f) in group.buttons where b.id == id { return group.buttons.count == 1 ? group.frame : f }
        }
        return nil
    }

    func layout(_ toolbar: Toolbar) -> ToolbarLayout {
        var toolbar = toolbar
        let sidebar = ui.sidebar.isShown
        if sidebar {
            // The sidebar's header hosts its own toggle, and the bar's items start beside it.
            toolbar.leading.removeAll { item in
                if case .button(let b) = item { return b.id == SidebarLayout.toggleButtonID }
                return false
            }
        }
        return ToolbarLayout(toolbar: toolbar, viewport: ui.viewport, bottomBar: !ui.showsTabBar,
                             leadingInset: sidebar ? ui.sidebar.layout.contentInset : 0) { title in
            TextMeasurer.shared.size(title, style: TextStyle(size: 16, weight: 600), width: 1000, maxLines: 1).width
        }
    }

    /// Commands for the selected screen's toolbar at the content's scroll offset.
    func plan() -> [RenderCommand] {
        guard let toolbar = currentToolbar else { return [] }
        let offset = ui.content.offset()
        let (scale, pixelWidth, viewport, scene, selectedTab) = (ui.scale, ui.pixelWidth, ui.viewport, ui.scene, ui.selectedTab)
        var commands: [RenderCommand] = []
        if toolbar.scrollEdge != .none, let edge = scrollEdge.surface(width: pixelWidth, scale: scale, color: ui.pageColor, hard: toolbar.scrollEdge == .hard) {
            commands.append(.overlay(edge, x: 0, y: 0, version: scrollEdge.version))
        }
        if toolbar.scrollEdge != .none, !ui.showsTabBar, !toolbar.bottom.isEmpty,
           let edge = bottomScrollEdge.surface(width: pixelWidth, scale: scale, color: ui.pageColor, hard: toolbar.scrollEdge == .hard) {
            commands.append(.overlay(edge, x: 0, y: ui.pixelHeight - edge.height, version: bottomScrollEdge.version))
        }
        let screen = ui.screen ?? scene.tabs[selectedTab].screen
        let layout = layout(toolbar)
        let titleFrame = ui.content.layout(tab: selectedTab).titleFrame
        if let title = screen.title, !title.isEmpty,
           screen.titleDisplay == .inline || titleFrame.map({ offset > $0.maxY - ToolbarLayout.topInset - ToolbarLayout.barHeight }) == true {
            // The large title has gone under the bar: the bar shows it inline (N5), centred in
            // the window when the gap between the bar's groups allows, else in that gap.
            let span = layout.topTitleSpan(viewportWidth: viewport.width)
            let half = min(viewport.width / 2 - span.lowerBound, span.upperBound - viewport.width / 2)
            let box = half >= 60 ? Rect(x: viewport.width / 2 - half, y: 0, width: 2 * half, height: ToolbarLayout.barHeight)
                                 : Rect(x: span.lowerBound, y: 0, width: span.upperBound - span.lowerBound, height: ToolbarLayout.barHeight)
            if box.width > 40, let s = inlineTitle.surface(title: title, subtitle: screen.subtitle, box: box, width: viewport.width, scale: scale,
                                                           color: Palette.system(scene.appearance).primaryText) {
                // The title moves with its screen while a navigation transition slides it (N7).
                commands.append(.overlay(s, x: ui.navigation?.topShiftPixels ?? 0, y: Int((ToolbarLayout.topInset * scale).rounded()),
                                         version: inlineTitle.version))
            }
        }
        let dark = scene.appearance == .dark
        for (i, group) in layout.groups.enumerated() {
            let key = ToolbarGlyphs.Key(frame: group.frame, buttons: group.buttons.map(\.button), buttonFrames: group.buttons.map(\.frame),
                                        lightness: dark ? 24 : 0, prominent: group.prominent, accent: scene.accent, scale: scale,
                                        search: group.search)
            let glyph = glyphs.surface(slot: i, for: key)
            let gpx = PixelRect(covering: group.frame.insetBy(dx: -8, dy: -8).scaled(by: scale))
            guard group.hasGlass else {
                if let glyph { commands.append(.overlay(glyph.0, x: gpx.x0, y: gpx.y0, version: glyph.version)) }
                continue
            }
            var style = GlassStyle.regular(dark: dark).sized(for: group.frame.size).applying(scene.settings)
            if group.prominent { style.tint = scene.accent; style.tintAmount = 0.85 }
            var h = Hasher()
            h.combine(group.frame); h.combine(style); h.combine(glyph?.version ?? 0)
            commands.append(.glass(GlassItem(field: GlassField(.capsule(group.frame.scaled(by: scale))), style: style,
                                             glyphs: glyph?.0, glyphOrigin: (gpx.x0, gpx.y0), signature: h.finalize(), planUse: .still)))
        }
        return commands
    }
}
