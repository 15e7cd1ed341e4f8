/// The floating glass sidebar (T6, T8) that replaces the tab bar on regular layouts, and
/// the floating button that brings it back.
///
/// Switching between sidebar and tab bar (T6): the `s` key, the toggle button in the
/// sidebar's header, a floating "show sidebar" button at the top leading corner while the tab
/// bar shows (or the toolbar's `toggle-sidebar` button, when the screen has one).
final class SidebarComponent: Component, SidebarPresence {
    unowned let ui: UIContext
    /// Sidebar or tab bar on regular widths, as the person chose; nil follows the scene.
    private(set) var choice: Bool?
    /// What the pointer went down on while it is held: a sidebar item (nil for none) or the
    /// floating button; the gesture stays here to its end.
    private enum Capture: Equatable { case sidebar(SidebarLayout.Item?), button }
    private var capture: Capture?
    /// Where the pointer is while captured (a pressed row highlights while it is under it).
    private var pointer = Point.zero
    let glyphs = SidebarGlyphs()
    let buttonGlyphs = GlassLabelGlyphs()

    init(ui: UIContext) { self.ui = ui }

    /// The scene can show its tabs as a sidebar here: it asks for one (`sidebarAdaptable` or a
    /// `sidebar`) and the layout is regular. Compact widths keep the tab bar.
    var isAvailable: Bool {
        !ui.scene.tabs.isEmpty && (ui.scene.tabBar.style == .sidebarAdaptable || ui.scene.sidebar != nil) && ui.isRegularWidth
    }

    /// The sidebar shows (and the tab bar does not): available, and not switched off.
    var isShown: Bool { isAvailable && (choice ?? ui.scene.sidebar?.visible ?? true) }

    var layout: SidebarLayout { SidebarLayout(scene: ui.scene, viewport: ui.viewport) }

    /// Shows the sidebar or the tab bar (T6); the content is laid out again for its new width.
    func set(shown: Bool) {
        guard shown != isShown else { return }
        choice = shown
        ui.relayoutContent()
        ui.emit("sidebar.shown", ui.time, [("shown", .bool(shown))])
    }

    /// The floating button that shows the sidebar again while the tab bar is up, unless the
    /// screen's toolbar has its own sidebar button.
    var showButton: Rect? {
        guard isAvailable, !isShown else { return nil }
        let toolbarHasToggle = ui.screen?.toolbar?.allItems.contains { item in
            if case .button(let b) = item { return b.id == SidebarLayout.toggleButtonID }
            return false
        } ?? false
        return toolbarHasToggle ? nil : Rect(x: 16, y: 14, width: 44, height: 44)
    }

    var showButtonFrame: Rect? { showButton }

    // MARK: Component

    var contentInsets: (leading: Double, trailing: Double) { (isShown ? layout.contentInset : 0, 0) }
    func covers(_ rect: Rect) -> Bool { isShown && layout.frame.intersects(rect) }

    func hitTest(_ p: Point) -> Bool {
        if isShown { return layout.frame.contains(p) }
        return showButton?.contains(p) ?? false
    }

    func sceneDidChange(from old: Scene) { capture = nil }
    func viewportDidChange() { capture = nil }

    func handle(_ event: InputEvent) -> Bool {
        let p = event.position, t = event.time
        switch event.kind {
        case .key("s", let modifiers) where modifiers.isEmpty:
            guard isAvailable else { return false }
            set(shown: !isShown)
            return true
        case .down(let button) where button == 1:
            if isShown, layout.frame.contains(p) {
                capture = .sidebar(layout.item(at: p))
            } else if let b = showButton, b.contains(p) {
                capture = .button
            } else {
                return false
            }
            pointer = p
            ui.invalidated = true
            return true
        case .move:
            guard capture != nil else { return false }
            pointer = p
            return true
        case .up(let button) where button == 1:
            guard let captured = capture else { return false }
            capture = nil
            pointer = p
            switch captured {
            case .sidebar(let item?) where isShown && layout.item(at: p) == item:
                switch item {
                case .tab(let index): ui.select(tab: index, at: t)
                case .toggle: set(shown: false)
                case .section, .action: break
                }
            case .button where showButton?.contains(p) == true:
                set(shown: true)
            default:
                break
            }
            return true
        case .wheel, .smoothScroll:
            // Scrolling over the sidebar does not scroll the content under it.
            return isShown && layout.frame.contains(p)
        default:
            return false
        }
    }

    func plan() -> [RenderCommand] {
        if isShown { return [sidebarCommand()] }
        if let button = showButton { return [showButtonCommand(button)] }
        return []
    }

    private func sidebarCommand() -> RenderCommand {
        let layout = layout
        let dark = ui.dark
        var style = GlassStyle.regular(dark: dark).sized(for: layout.frame.size)
        // A panel of text: more frost than a bar, so rows stay legible over busy artwork.
        style.frost *= 1.4
        style = style.applying(ui.scene.settings)
        var pressed: SidebarLayout.Item?
        if case .sidebar(let item?)? = capture, layout.item(at: pointer) == item { pressed = item }
        let key = SidebarGlyphs.Key(layout: layout, selectedTab: ui.selectedTab, pressed: pressed, dark: dark, accent: ui.readableAccent, scale: ui.scale,
                                    headers: headerColors(layout, style: style, dark: dark))
        let surface = glyphs.surface(for: key)
        let field = GlassField(.roundedRect(layout.frame.scaled(by: ui.scale), radius: layout.cornerRadius * ui.scale))
        return .glass(GlassItem(field: field, style: style, glyphs: surface?.surface, glyphOrigin: surface?.origin ?? (0, 0),
                                glyphVersion: glyphs.version, planUse: .still))
    }

    /// The section headers' colours (G6): the secondary label, moved toward a darker or lighter
    /// variant until it reads at `Contrast.plannedMinimum` over the content under the header (its mean
    /// over the blur's reach) seen through the sidebar's glass (`GlassStyle.body(over:)`). The
    /// headers are the quietest text on the panel: over artwork in light mode they faded.
    private func headerColors(_ layout: SidebarLayout, style: GlassStyle, dark: Bool) -> [Color] {
        let secondary = SidebarGlyphs.secondary(dark: dark), reach = style.frost * 2, scale = ui.scale
        return layout.rows.compactMap { row in
            guard case .section = row.item else { return nil }
            let under = SidebarGlyphs.headerFrame(row.frame).insetBy(dx: -reach, dy: -reach)
            return Contrast.readable(secondary, over: style.body(over: ui.pages.color(under: PixelRect(covering: under.scaled(by: scale)))),
                                     minimum: Contrast.plannedMinimum)
        }
    }

    private func showButtonCommand(_ rect: Rect) -> RenderCommand {
        let dark = ui.dark, scale = ui.scale
        let style = GlassStyle.regular(dark: dark).sized(for: rect.size).applying(ui.scene.settings)
        let key = GlassLabelGlyphs.Key(rect: rect, icon: "sidebar-show-symbolic", text: nil, lightness: dark ? 24 : 0, tint: nil,
                                       scale: scale, light: nil, shape: .circle)
        let glyphs = buttonGlyphs.surface(slot: 0, for: key)
        let px = PixelRect(covering: rect.scaled(by: scale))
        let field = GlassField(.circle(rect.scaled(by: scale)))
        return .glass(GlassItem(field: field, style: style, glyphs: glyphs?.surface,
                                glyphOrigin: (px.x0 + (glyphs?.offsetX ?? 0), px.y0 + (glyphs?.offsetY ?? 0)),
                                glyphVersion: glyphs?.version ?? 0, planUse: .still))
    }
}

/// A `toggle-sidebar` button shows the sidebar or the tab bar (T6) where a sidebar is available.
extension SidebarComponent: ActionHandler {
    func perform(_ action: UIAction, at t: Double) -> Bool {
        guard action == .button(id: SidebarLayout.toggleButtonID), isAvailable else { return false }
        set(shown: !isShown)
        return true
    }
}
