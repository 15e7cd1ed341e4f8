/// The keyboard shortcuts panel (`?`, closed by `?` or Escape): one floating glass panel with
/// the list on it. It is the topmost glass and nothing else is drawn on it (never glass on glass).
final class ShortcutsComponent: Component {
    unowned let ui: UIContext
    /// The panel is open.
    var isShown = false { didSet { if isShown != oldValue { ui.invalidated = true } } }
    let panel = ShortcutsPanel()

    init(ui: UIContext) { self.ui = ui }

    func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .key("question", _):
            isShown.toggle()
            return true
        case .key("Escape", _) where isShown:
            isShown = false
            return true
        default:
            return false
        }
    }

    /// Glass under the open panel steps aside (glass is never drawn on glass).
    func covers(_ rect: Rect) -> Bool { isShown && ShortcutsPanel.frame(in: room).0.intersects(rect) }

    /// The window less the bars' glass above and below: the panel stays between them.
    var room: Rect {
        let v = ui.viewport
        var top = 0.0, bottom = v.height
        if let toolbar = ui.screen?.toolbar {
            if !toolbar.leading.isEmpty || !toolbar.trailing.isEmpty { top = ToolbarLayout.topInset + ToolbarLayout.barHeight }
            if !ui.showsTabBar, !toolbar.bottom.isEmpty { bottom = v.height - ToolbarLayout.bottomInset - ToolbarLayout.barHeight }
        }
        if ui.showsTabBar, !ui.scene.tabs.isEmpty {
            let bar = ui.tabBar.layout
            bottom = min(bottom, bar.accessory?.minY ?? bar.bar.minY, bar.bar.minY)
        }
        return Rect(x: 0, y: top, width: v.width, height: max(0, bottom - top))
    }

    func plan() -> [RenderCommand] {
        guard isShown else { return [] }
        let (frame, layout) = ShortcutsPanel.frame(in: room)
        let dark = ui.dark, scale = ui.scale
        var style = GlassStyle.regular(dark: dark).sized(for: frame.size)
        // A panel of text wants more frost and a denser fill than a bar does, so the list stays
        // legible over any content (like Reduce Transparency, for this panel only).
        style.frost *= 2.2
        style.fill = dark ? Color(white: 0.08, a: 0.62) : Color(white: 1, a: 0.66)
        let px = PixelRect(covering: frame.scaled(by: scale))
        return [.glass(GlassItem(field: GlassField(.roundedRect(frame.scaled(by: scale), radius: 28 * scale)), style: style,
                                 glyphs: panel.glyphs(frame: frame, layout: layout, scale: scale, dark: dark),
                                 glyphOrigin: (px.x0, px.y0), planUse: .still))]
    }
}
