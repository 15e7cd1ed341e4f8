/// The floating glass sidebar (SPEC T6, T8) and the button that brings it back.
extension ViewerSession {
    /// The scene can show its tabs as a sidebar here: it asks for one (`sidebarAdaptable` or a
    /// `sidebar`) and the layout is regular. Compact widths keep the tab bar.
    var sidebarAvailable: Bool {
        !scene.tabs.isEmpty && (scene.tabBar.style == .sidebarAdaptable || scene.sidebar != nil) && isRegularWidth
    }

    /// The sidebar shows (and the tab bar does not): available, and not switched off.
    var showsSidebar: Bool { sidebarAvailable && (chrome.sidebarChoice ?? scene.sidebar?.visible ?? true) }

    var sidebarLayout: SidebarLayout { SidebarLayout(scene: scene, viewport: viewport) }

    /// Shows the sidebar or the tab bar (SPEC T6); the content is laid out again for its new width.
    func setSidebar(shown: Bool) {
        guard shown != showsSidebar else { return }
        chrome.sidebarChoice = shown
        chromeLayoutChanged()
        emit("sidebar.shown", clock.now, [("shown", .bool(shown))])
    }

    /// The floating button that shows the sidebar again while the tab bar is up, unless the
    /// screen's toolbar has its own sidebar button.
    var showSidebarButton: Rect? {
        guard sidebarAvailable, !showsSidebar else { return nil }
        let toolbarHasToggle = currentToolbar?.allItems.contains { item in
            if case .button(let b) = item { return b.id == SidebarLayout.toggleButtonID }
            return false
        } ?? false
        return toolbarHasToggle ? nil : Rect(x: 16, y: 14, width: 44, height: 44)
    }

    func sidebarCommand() -> RenderCommand {
        let layout = sidebarLayout
        let dark = scene.appearance == .dark
        var style = GlassStyle.regular(dark: dark).sized(for: layout.frame.size)
        // A panel of text: more frost than a bar, so rows stay legible over busy artwork.
        style.frost *= 1.4
        style = style.applying(scene.settings)
        let state = chrome
        var pressed: SidebarLayout.Item?
        if case .sidebar(let item?)? = state.capture, layout.item(at: state.pointer) == item { pressed = item }
        let key = SidebarGlyphs.Key(layout: layout, selectedTab: selectedTab, pressed: pressed, dark: dark, accent: scene.accent, scale: scale)
        let glyphs = state.sidebarGlyphs.surface(for: key)
        let field = GlassField(.roundedRect(layout.frame.scaled(by: scale), radius: layout.cornerRadius * scale))
        var h = Hasher()
        h.combine("sidebar"); h.combine(field); h.combine(style); h.combine(state.sidebarGlyphs.version)
        return .glass(GlassItem(field: field, style: style, glyphs: glyphs?.surface, glyphOrigin: glyphs?.origin ?? (0, 0), signature: h.finalize()))
    }

    func showSidebarButtonCommands(_ rect: Rect) -> [RenderCommand] {
        let dark = scene.appearance == .dark
        let style = GlassStyle.regular(dark: dark).sized(for: rect.size).applying(scene.settings)
        let key = GlassLabelGlyphs.Key(rect: rect, icon: "sidebar-show-symbolic", text: nil, lightness: dark ? 24 : 0, tint: nil,
                                       scale: scale, light: nil, shape: .circle)
        let glyphs = chrome.buttonGlyphs.surface(slot: 0, for: key)
        let px = PixelRect(covering: rect.scaled(by: scale))
        let field = GlassField(.circle(rect.scaled(by: scale)))
        var h = Hasher()
        h.combine("show-sidebar"); h.combine(field); h.combine(style); h.combine(glyphs?.version ?? 0)
        return [.glass(GlassItem(field: field, style: style, glyphs: glyphs?.surface,
                                 glyphOrigin: (px.x0 + (glyphs?.offsetX ?? 0), px.y0 + (glyphs?.offsetY ?? 0)),
                                 signature: h.finalize()))]
    }
}
