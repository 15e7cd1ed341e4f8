/// The keyboard help (V4): a glass panel listing every shortcut, opened with `?` and
/// closed with `?` or Escape. Its text is rasterized once per size.
final class ShortcutsPanel {
    /// Every shortcut the window understands, in the order shown.
    static let shortcuts: [(keys: String, action: String)] = [
        ("1 – 9", "select a tab"),
        ("Ctrl+Tab / Ctrl+Shift+Tab", "next / previous tab"),
        ("Wheel, ↑ ↓, Page Up / Down", "scroll (Shift+wheel: a row)"),
        ("Home / End", "scroll to the top / bottom"),
        ("Drag content", "scroll, fling; sideways: a row, or back"),
        ("Drag the selected tab", "move the selection, release to pick"),
        ("[ / ]", "previous / next scene in the folder"),
        ("A", "light / dark appearance"),
        ("T", "Reduce Transparency"),
        ("C", "Increase Contrast"),
        ("G", "glass: default / clear / tinted"),
        ("M", "materialize / dematerialize custom glass"),
        ("E", "expand / collapse glass stacks"),
        ("R", "Reduce Motion"),
        ("S", "sidebar / tab bar (wide layouts)"),
        ("I", "inspector (wide layouts)"),
        ("F1", "profiling HUD (click a bar: its stages)"),
        ("F2 / F3 / F4", "overlay: redrawn / glass bounds / SDF"),
        ("F5 / F6 / F7", "overlay: refraction / tiles / touches"),
        ("F8", "elements: name the one under the pointer"),
        ("F11  F12", "fullscreen; screenshot (no HUD, overlays)"),
        ("X", "slow animations: 1× / 2× / 5× / 10×"),
        ("P  .  ,", "pause; a frame forward / back"),
        ("B  W", "bug report; trace of the last 10 s"),
        ("?", "this help"),
        ("Escape, Alt+←", "close menus, sheets, panels; back from a pushed screen"),
        ("Return / Escape", "alert: default / cancel button"),
    ]

    /// Width of one column of the list, and the row height it is laid out for (points).
    static let columnWidth = 540.0, rowHeight = 26.0, headerHeight = 64.0
    /// The narrowest a column may be when the list goes to two columns.
    static let minimumColumnWidth = 380.0

    /// How the list is laid out in a frame: its columns and the height of a row.
    struct Layout: Equatable {
        var columns: Int
        var rowHeight: Double
        /// Type shrinks with the rows, down to two thirds.
        var textScale: Double { rowHeight / ShortcutsPanel.rowHeight }
        var rowsPerColumn: Int { (ShortcutsPanel.shortcuts.count + columns - 1) / columns }
    }

    private(set) var surface: Surface?
    private var key: (Rect, Double, Bool)?

    /// The panel's rect (points): centred in the room between `room`'s edges (the window less
    /// the bars' glass, which it must not cover: glass is never drawn on glass), with the
    /// layout that fits the list in it: one column when the rows fit at 20 pt or more, else
    /// two when the room is wide enough, else rows as short as 17 pt (type at two thirds).
    static func frame(in room: Rect) -> (Rect, Layout) {
        let count = Double(shortcuts.count)
        let maxHeight = max(120, room.height - 24)
        func height(_ columns: Int, _ row: Double) -> Double { headerHeight + (count / Double(columns)).rounded(.up) * row }
        var layout = Layout(columns: 1, rowHeight: rowHeight)
        if height(1, rowHeight) > maxHeight {
            let oneColumn = (maxHeight - headerHeight) / count
            if oneColumn < 20, room.width - 24 >= 2 * minimumColumnWidth {
                layout = Layout(columns: 2, rowHeight: min(rowHeight, max(17, (maxHeight - headerHeight) / (count / 2).rounded(.up))))
            } else {
                layout = Layout(columns: 1, rowHeight: max(17, oneColumn))
            }
        }
        let w = min(Double(layout.columns) * columnWidth, room.width - 24)   // two columns share what there is
        let h = min(height(layout.columns, layout.rowHeight), maxHeight)
        return (Rect(x: (room.midX - w / 2).rounded(), y: (room.midY - h / 2).rounded(), width: w, height: h), layout)
    }

    func glyphs(frame: Rect, layout: Layout, scale: Double, dark: Bool) -> Surface? {
        if let surface, let key, key == (frame, scale, dark) { return surface }
        let px = PixelRect(covering: frame.scaled(by: scale))
        guard let s = Surface(width: px.width, height: px.height) else { return nil }
        let c = Canvas(surface: s, scale: scale, origin: Point(Double(px.x0) / scale, Double(px.y0) / scale))
        let primary = dark ? Color(white: 1, a: 0.95) : Color(white: 0.05, a: 0.9)
        let secondary = dark ? Color(white: 1, a: 0.7) : Color(white: 0.1, a: 0.68)
        c.drawText("Keyboard Shortcuts", in: Rect(x: frame.minX + 22, y: frame.minY + 20, width: frame.width - 44, height: 26),
                   style: .headline, color: primary)
        let k = layout.textScale
        let columnWidth = frame.width / Double(layout.columns)
        // One keys column per column of the list, as wide as its widest keys need, within 45 %.
        let keysStyle = TextStyle(size: 14 * k, weight: 600)
        var keysWidths: [Double] = []
        for column in 0..<layout.columns {
            let rows = ShortcutsPanel.shortcuts.dropFirst(column * layout.rowsPerColumn).prefix(layout.rowsPerColumn)
            let widest = rows.map { c.measureText($0.keys, style: keysStyle).width }.max() ?? 0
            keysWidths.append(min(columnWidth * 0.45, widest + 16))
        }
        for (i, (keys, action)) in ShortcutsPanel.shortcuts.enumerated() {
            let column = Double(i / layout.rowsPerColumn), row = Double(i % layout.rowsPerColumn)
            let keysWidth = keysWidths[i / layout.rowsPerColumn]
            let x = frame.minX + column * columnWidth, y = frame.minY + 56 + row * layout.rowHeight
            c.drawText(keys, in: Rect(x: x + 22, y: y, width: keysWidth - 10, height: 20 * k),
                       style: keysStyle, color: primary)
            c.drawText(action, in: Rect(x: x + 22 + keysWidth, y: y, width: columnWidth - 44 - keysWidth, height: 20 * k),
                       style: TextStyle(size: 15 * k), color: secondary)
        }
        c.flush()
        surface = s
        key = (frame, scale, dark)
        return s
    }
}
