/// Toolbars and navigation titles (SPEC N1–N6): glass groups floating over the content, a
/// scroll-edge fade under the top bar, and an inline title once the large title has scrolled
/// under the bar.
extension ViewerSession {
    var currentToolbar: Toolbar? {
        scene.tabs.indices.contains(selectedTab) ? scene.tabs[selectedTab].screen.toolbar : nil
    }

    func toolbarLayout(_ toolbar: Toolbar) -> ToolbarLayout {
        var toolbar = toolbar
        let sidebar = showsSidebar
        if sidebar {
            // The sidebar's header hosts its own toggle, and the bar's items start beside it.
            toolbar.leading.removeAll { item in
                if case .button(let b) = item { return b.id == SidebarLayout.toggleButtonID }
                return false
            }
        }
        return ToolbarLayout(toolbar: toolbar, viewport: viewport, bottomBar: !showsTabBar,
                             leadingInset: sidebar ? sidebarLayout.contentInset : 0) { title in
            TextMeasurer.shared.size(title, style: TextStyle(size: 16, weight: 600), width: 1000, maxLines: 1).width
        }
    }

    /// Commands for the selected screen's toolbar, given the content's scroll offset (points).
    func toolbarCommands(offset: Double) -> [RenderCommand] {
        guard let toolbar = currentToolbar else { return [] }
        var commands: [RenderCommand] = []
        if toolbar.scrollEdge != .none, let edge = scrollEdge.surface(width: pixelWidth, scale: scale, color: pageColor, hard: toolbar.scrollEdge == .hard) {
            commands.append(.overlay(edge, x: 0, y: 0, version: scrollEdge.version))
        }
        let screen = scene.tabs[selectedTab].screen
        let layout = toolbarLayout(toolbar)
        if let title = screen.title, let titleFrame = contentLayout(tab: selectedTab).titleFrame,
           offset > titleFrame.maxY - ToolbarLayout.topInset - ToolbarLayout.barHeight {
            // The large title has gone under the bar: the bar shows it inline (N5), centred in
            // the window when the gap between the bar's groups allows, else in that gap.
            let span = layout.topTitleSpan(viewportWidth: viewport.width)
            let half = min(viewport.width / 2 - span.lowerBound, span.upperBound - viewport.width / 2)
            let box = half >= 60 ? Rect(x: viewport.width / 2 - half, y: 0, width: 2 * half, height: ToolbarLayout.barHeight)
                                 : Rect(x: span.lowerBound, y: 0, width: span.upperBound - span.lowerBound, height: ToolbarLayout.barHeight)
            if box.width > 40, let s = inlineTitle.surface(title: title, subtitle: screen.subtitle, box: box, width: viewport.width, scale: scale,
                                                           color: Palette.system(scene.appearance).primaryText) {
                commands.append(.overlay(s, x: 0, y: Int((ToolbarLayout.topInset * scale).rounded()), version: inlineTitle.version))
            }
        }
        let dark = scene.appearance == .dark
        for (i, group) in layout.groups.enumerated() {
            let key = ToolbarGlyphs.Key(frame: group.frame, buttons: group.buttons.map(\.button), buttonFrames: group.buttons.map(\.frame),
                                        lightness: dark ? 24 : 0, prominent: group.prominent, accent: scene.accent, scale: scale,
                                        search: group.search)
            let glyph = toolbarGlyphs.surface(slot: i, for: key)
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
                                             glyphs: glyph?.0, glyphOrigin: (gpx.x0, gpx.y0), signature: h.finalize())))
        }
        return commands
    }
}
