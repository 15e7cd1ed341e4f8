/// The content of the one sidebar row lifted off the list while it is dragged in Edit mode
/// (T7): its icon, title and controls, painted once per row and appearance into a surface the
/// size of the row (premultiplied BGRA, sRGB) and reused while it follows the pointer.
final class SidebarLiftGlyphs {
    struct Key: Equatable {
        /// The row, placed at its own origin (points), so moving it paints nothing.
        var row: SidebarLayout.Row
        var sidebar: SidebarGlyphs.Key
    }

    private(set) var surface: Surface?
    private var key: Key?
    private(set) var version = 0

    /// The painting of `row` (frame in window points) with the sidebar's colours in `sidebar`.
    func surface(for row: SidebarLayout.Row, sidebar: SidebarGlyphs.Key) -> Surface? {
        var local = row
        local.frame.origin = .zero
        var base = sidebar
        base.lifted = nil
        base.pressed = nil
        base.layout.rows = []
        let key = Key(row: local, sidebar: base)
        if let surface, key == self.key { return surface }
        var section = 0
        if case .section(let i) = row.item { section = sectionSlot(i, in: sidebar.layout) }
        guard let s = SidebarLiftGlyphs.paint(local, key: base, section: section) else { return nil }
        surface = s
        self.key = key
        version += 1
        return s
    }

    /// One row (`row.frame` at the origin) painted alone into a surface its size, with the
    /// colours of `key` (header colour slot `section`), only inside `clip` (row points) if given.
    static func paint(_ row: SidebarLayout.Row, key: SidebarGlyphs.Key, section: Int, clip: Rect? = nil) -> Surface? {
        let scale = key.scale
        guard let s = Surface(width: max(1, Int((row.frame.width * scale).rounded(.up))),
                              height: max(1, Int((row.frame.height * scale).rounded(.up)))) else { return nil }
        let c = Canvas(surface: s, scale: scale, origin: .zero)
        if let clip { c.clip(clip) }
        var slot = section
        SidebarGlyphs.drawRow(row, key: key, section: &slot, on: c)
        c.flush()
        s.markCoverage()
        return s
    }

    /// Which header colour belongs to section `index` (headers are coloured in list order).
    private func sectionSlot(_ index: Int, in layout: SidebarLayout) -> Int {
        var slot = 0
        for row in layout.rows {
            guard case .section(let i) = row.item else { continue }
            if i == index { return slot }
            slot += 1
        }
        return slot
    }
}
