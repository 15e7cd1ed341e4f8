/// What sits on a menu's glass (P1): its rows (icon, title, a chevron on entries with a
/// submenu, destructive ones in red, separators, the rounded highlight under the pointer),
/// and the symbol of the button it grows out of, which fades as the morph begins. Surfaces
/// cover their rectangle in window pixels; a few recent paintings are kept, each a function
/// of its key alone.
final class MenuGlyphs {
    struct RowsKey: Equatable {
        var layout: MenuLayout
        var highlighted: Int?
        var dark: Bool
        var scale: Double
    }

    struct ButtonKey: Equatable {
        var frame: Rect
        var icon: String?
        var title: String?
        var tint: Color?
        var dark: Bool
        var scale: Double
    }

    static let rowTitle = TextStyle(size: 17)
    static let backTitle = TextStyle(size: 17, weight: 600)
    static let destructive = Color(hex: "#ff3b30")!

    private var rows: [(key: RowsKey, surface: Surface)] = []
    private var buttons: [(key: ButtonKey, surface: Surface)] = []
    private static let kept = 6

    /// The rows of `key.layout`, covering its frame, or all its rows (`MenuGlyphs.content`)
    /// when they scroll: the panel then only moves and clips one painting.
    func rows(for key: RowsKey) -> (surface: Surface, origin: (x: Int, y: Int))? {
        let px = PixelRect(covering: MenuGlyphs.content(key.layout).scaled(by: key.scale))
        if let i = rows.firstIndex(where: { $0.key == key }) {
            let e = rows.remove(at: i); rows.append(e)
            return (e.surface, (px.x0, px.y0))
        }
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        MenuGlyphs.paintRows(key, on: c)
        c.flush()
        rows.append((key, s))
        if rows.count > MenuGlyphs.kept { rows.removeFirst() }
        return (s, (px.x0, px.y0))
    }

    /// The button's own symbol (or title), as the toolbar draws it, covering `key.frame`.
    func button(for key: ButtonKey) -> (surface: Surface, origin: (x: Int, y: Int))? {
        let px = PixelRect(covering: key.frame.scaled(by: key.scale))
        if let e = buttons.first(where: { $0.key == key }) { return (e.surface, (px.x0, px.y0)) }
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let f = key.frame
        let color = key.tint ?? MenuGlyphs.label(dark: key.dark)
        switch (key.icon, key.title) {
        case (let icon?, _):
            _ = IconTheme.shared.draw(icon, in: Rect(x: f.midX - 10, y: f.midY - 10, width: 20, height: 20), color: color, on: c)
        case (nil, let title?):
            c.drawText(title, in: Rect(x: f.minX, y: f.midY - 10, width: f.width, height: 20), style: TextStyle(size: 16, weight: 500),
                       color: color, alignment: .center)
        case (nil, nil):
            break
        }
        c.flush()
        buttons.append((key, s))
        if buttons.count > 2 { buttons.removeFirst() }
        return (s, (px.x0, px.y0))
    }

    /// What the rows' painting covers (window points, at scroll offset 0).
    static func content(_ layout: MenuLayout) -> Rect {
        Rect(x: layout.frame.minX, y: layout.frame.minY, width: layout.frame.width, height: max(layout.frame.height, layout.contentHeight))
    }

    static func label(dark: Bool) -> Color { dark ? Color(white: 1, a: 0.95) : Color(white: 0.05, a: 0.92) }

    private static func paintRows(_ key: RowsKey, on c: Canvas) {
        let layout = key.layout
        let label = MenuGlyphs.label(dark: key.dark)
        let secondary = label.withAlpha(label.a * 0.55)
        c.save()
        // Rows that scroll are clipped by the panel as they move; the painting is square-cornered.
        c.clip(MenuGlyphs.content(layout), radius: layout.scrolls ? 0 : layout.radius)
        for y in layout.separators {
            c.fill(Rect(x: layout.frame.minX, y: y - 1.5, width: layout.frame.width, height: 3),
                   color: key.dark ? Color(white: 0, a: 0.22) : Color(white: 0, a: 0.06))
        }
        for (i, (entry, r)) in zip(layout.entries, layout.rows).enumerated() {
            if i == key.highlighted {
                // A rounded highlight inside the panel, clear of its edges, as iOS draws it.
                c.fill(r.insetBy(dx: 6, dy: 1), color: key.dark ? Color(white: 1, a: 0.14) : Color(white: 0, a: 0.08), radius: 14)
            }
            let icon = Rect(x: r.minX + iconInset, y: r.midY - iconSize / 2, width: iconSize, height: iconSize)
            var chevron = 0.0
            if case .item(let item) = entry, !item.submenu.isEmpty { chevron = MenuLayout.chevronWidth }
            let title = Rect(x: r.minX + titleInset, y: r.midY - 11, width: max(0, r.width - titleInset - MenuLayout.trailingInset - chevron + 8), height: 22)
            switch entry {
            case .back(let t):
                _ = IconTheme.shared.draw("go-previous-symbolic", in: icon, color: label, on: c)
                c.drawText(t, in: title, style: backTitle, color: label)
            case .item(let item):
                let color = item.destructive ? destructive : label
                if let name = item.icon { _ = IconTheme.shared.draw(name, in: icon, color: color, on: c) }
                c.drawText(item.title, in: title, style: rowTitle, color: color)
                if !item.submenu.isEmpty {
                    _ = IconTheme.shared.draw("go-next-symbolic", in: Rect(x: r.maxX - 32, y: r.midY - 8, width: 16, height: 16),
                                              color: secondary, on: c)
                }
            }
        }
        c.restore()
    }

    private static var iconInset: Double { MenuLayout.iconInset }
    private static var iconSize: Double { MenuLayout.iconSize }
    private static var titleInset: Double { MenuLayout.titleInset }
}
