/// The inspector (SPEC T10): a trailing floating glass panel hosting the selected screen's
/// detail controls, on regular layouts wide enough to keep a content column beside it.
extension ViewerSession {
    /// The inspector to show: the selected screen's, else the first screen's that has one, so
    /// the panel (and the content's trailing inset) stays put across tabs.
    var sceneInspector: Inspector? {
        if scene.tabs.indices.contains(selectedTab), let own = scene.tabs[selectedTab].screen.inspector { return own }
        return scene.tabs.lazy.compactMap(\.screen.inspector).first
    }

    /// The inspector and its layout when it shows: presented (or shown by the person), regular
    /// layout, and room for it.
    var shownInspector: (inspector: Inspector, layout: InspectorLayout)? {
        guard isRegularWidth, let inspector = sceneInspector, chrome.inspectorChoice ?? inspector.presented else { return nil }
        let hasToolbar = scene.tabs.contains { $0.screen.toolbar != nil }
        let top = hasToolbar ? ToolbarLayout.topInset + ToolbarLayout.barHeight + 8 : InspectorLayout.inset
        let layout = InspectorLayout(inspector: inspector, viewport: viewport, top: top, displayRadius: scene.device.cornerRadius)
        let leading = showsSidebar ? sidebarLayout.contentInset : 0
        return layout.fits(viewportWidth: viewport.width, leadingInset: leading) ? (inspector, layout) : nil
    }

    /// Shows or hides the inspector; the content is laid out again for its new width.
    func setInspector(shown: Bool) {
        guard shown != (shownInspector != nil) else { return }
        chrome.inspectorChoice = shown
        chromeLayoutChanged()
        emit("inspector.shown", clock.now, [("shown", .bool(shown))])
    }

    func inspectorCommand(_ inspector: Inspector, layout: InspectorLayout) -> RenderCommand {
        let dark = scene.appearance == .dark
        var style = GlassStyle.regular(dark: dark).sized(for: layout.frame.size)
        style.frost *= 1.4
        style = style.applying(scene.settings)
        let tint = scene.tabs.indices.contains(selectedTab) ? (scene.tabs[selectedTab].screen.tint ?? scene.accent) : scene.accent
        let key = PanelGlyphs.Key(frame: layout.frame, title: inspector.title, items: inspector.items, grabber: false, dark: dark,
                                  tint: tint, opacity: 0, scale: scale)
        let glyphs = chrome.inspectorGlyphs.surface(for: key)
        let field = GlassField(.roundedRect(layout.frame.scaled(by: scale), radius: layout.cornerRadius * scale))
        var h = Hasher()
        h.combine("inspector"); h.combine(field); h.combine(style); h.combine(chrome.inspectorGlyphs.version)
        return .glass(GlassItem(field: field, style: style, glyphs: glyphs?.surface, glyphOrigin: glyphs?.origin ?? (0, 0), signature: h.finalize()))
    }
}
