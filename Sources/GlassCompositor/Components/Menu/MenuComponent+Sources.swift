/// The buttons a menu or popover grows out of (P1): toolbar buttons, and glass buttons in
/// the selected screen's content (C1), both as placed buttons in window points.
extension MenuComponent {
    /// The button under `p` that opens something, if any: a toolbar button, else a content
    /// button that no chrome covers there.
    func presentingButton(at p: Point) -> ToolbarComponent.PlacedButton? {
        if let b = ui.barButtons.placedButton(at: p) {
            return b.button.menu.isEmpty && b.button.popover == nil ? nil : b
        }
        guard !ui.chromeCovers(Rect(x: p.x, y: p.y, width: 1, height: 1)) else { return nil }
        return contentButtons.first { $0.frame.contains(p) }
    }

    /// The button `id` opens from, wherever it is now.
    func presentingButton(id: String) -> ToolbarComponent.PlacedButton? {
        if let b = ui.barButtons.placedButton(id: id) { return b.button.menu.isEmpty && b.button.popover == nil ? nil : b }
        return contentButtons.first { $0.button.id == id }
    }

    /// The selected screen's content buttons with a menu or popover, where they are on screen
    /// now (the content's scroll offset applied). A content button opens upward in the lower
    /// half of the window.
    var contentButtons: [ToolbarComponent.PlacedButton] {
        guard ui.scene.tabs.indices.contains(ui.selectedTab) else { return [] }
        let layout = ui.pages.layout(tab: ui.selectedTab)
        let offset = ui.pages.offset()
        var out: [ToolbarComponent.PlacedButton] = []
        for placed in layout.items {
            guard case .controls(let group) = placed.item else { continue }
            for (control, r) in zip(group.controls, ContentPainter.controlRects(group, in: placed.frame)) {
                guard case .button(let b) = control, !(b.menu.isEmpty && b.popover == nil) else { continue }
                var button = ToolbarButton()
                button.id = b.id
                button.icon = b.icon
                button.title = b.icon == nil ? b.title : nil
                button.tint = b.style == .prominentGlass ? nil : b.tint
                button.menu = b.menu
                button.popover = b.popover
                let frame = Rect(x: r.minX, y: r.minY - offset, width: r.width, height: r.height)
                out.append(ToolbarComponent.PlacedButton(button: button, frame: frame, groupFrame: frame, alone: true,
                                                         inBottomBar: frame.midY > ui.viewport.height / 2,
                                                         prominent: b.style == .prominentGlass))
            }
        }
        return out
    }
}
