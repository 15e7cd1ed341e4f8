/// The content on the sidebar's glass (T6, T8): title, toggle button, section headers,
/// the selection pill, each tab's icon and title and the sections' action buttons, rasterized
/// into one transparent surface the size of the sidebar and redrawn only when its inputs change.
final class SidebarGlyphs {
    struct Key: Equatable {
        var layout: SidebarLayout
        var selectedTab: Int
        /// The row held down, drawn with a lighter highlight.
        var pressed: SidebarLayout.Item?
        var dark: Bool
        var accent: Color
        var scale: Double
    }

    private(set) var surface: Surface?
    private var key: Key?
    private(set) var version = 0

    /// The glyphs for `key` and where their top-left pixel goes.
    func surface(for key: Key) -> (surface: Surface, origin: (x: Int, y: Int))? {
        let px = PixelRect(covering: key.layout.frame.scaled(by: key.scale))
        if let surface, key == self.key { return (surface, (px.x0, px.y0)) }
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let layout = key.layout
        let primary = key.dark ? Color(white: 1, a: 0.94) : Color(white: 0.05, a: 0.9)
        let secondary = key.dark ? Color(white: 1, a: 0.55) : Color(white: 0.1, a: 0.5)
        let accent = key.accent
        if let title = layout.title {
            c.drawText(title, in: layout.titleFrame, style: TextStyle(size: 22, weight: 700), color: primary)
        }
        if key.pressed == .toggle {
            c.fill(layout.toggle, color: key.dark ? Color(white: 1, a: 0.16) : Color(white: 0, a: 0.08), radius: layout.toggle.height / 2)
        }
        IconTheme.shared.draw("sidebar-show-symbolic", in: Rect(x: layout.toggle.midX - 10, y: layout.toggle.midY - 10, width: 20, height: 20),
                              color: primary, on: c)
        for row in layout.rows {
            let f = row.frame
            let selected = row.item == .tab(key.selectedTab)
            if selected {
                c.fill(f, color: key.dark ? Color(white: 1, a: 0.17) : Color(white: 0, a: 0.075), radius: f.height / 2)
            } else if key.pressed == row.item {
                c.fill(f, color: key.dark ? Color(white: 1, a: 0.09) : Color(white: 0, a: 0.045), radius: f.height / 2)
            }
            switch row.item {
            case .section:
                c.drawText(row.title, in: Rect(x: f.minX + 12, y: f.maxY - 24, width: f.width - 24, height: 20),
                           style: TextStyle(size: 15, weight: 700), color: secondary)
            case .action:
                if let icon = row.icon {
                    IconTheme.shared.draw(icon, in: Rect(x: f.minX + 14, y: f.midY - 10, width: 20, height: 20), color: accent, on: c)
                }
                c.drawText(row.title, in: Rect(x: f.minX + 46, y: f.midY - 10, width: f.width - 58, height: 20),
                           style: TextStyle(size: 16, weight: 500), color: accent)
            case .tab, .toggle:
                if let icon = row.icon {
                    IconTheme.shared.draw(icon, in: Rect(x: f.minX + 14, y: f.midY - 10, width: 20, height: 20),
                                          color: selected ? accent : primary, on: c)
                }
                c.drawText(row.title, in: Rect(x: f.minX + 46, y: f.midY - 10, width: f.width - 58, height: 20),
                           style: TextStyle(size: 16, weight: selected ? 600 : 500), color: primary)
            }
        }
        c.flush()
        surface = s
        self.key = key
        version += 1
        return (s, (px.x0, px.y0))
    }
}
