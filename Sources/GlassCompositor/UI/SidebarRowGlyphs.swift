/// The content of the sidebar's rows that move while the list rearranges (rows making room
/// for a dragged one, rows sliding into Edit mode's places, a dropped row settling): each
/// painted once, alone, into a surface its size (premultiplied BGRA, sRGB) and drawn as an
/// overlay over the sidebar's still painting of the rows that do not move, so a frame of
/// the motion only places a few small surfaces instead of painting the whole sidebar again.
/// A row cut by a scrolling list's edge is painted with only its part inside the list (again
/// as it moves: one row, not the sidebar).
final class SidebarRowGlyphs {
    /// What one row's painting depends on: the row at its own origin (points), the sidebar's
    /// appearance with no rows, and its header colour (section headers).
    struct Key: Equatable {
        var row: SidebarLayout.Row
        var sidebar: SidebarGlyphs.Key
        var header: Color?
        /// The part of the row inside the list (row points, its origin at 0), when it is cut.
        var visible: Rect?
    }

    private var painted: [SidebarLayout.Item: (key: Key, surface: Surface, version: Int)] = [:]
    private var nextVersion = 0

    /// The painting of each of `rows` (window points) with `sidebar`'s colours, its header
    /// colour for a section header (`headers`, by item), and a version that changes when it is
    /// painted again; a row reaching past `list` (window points) shows only its part inside it.
    /// Paintings of rows not asked for are let go.
    func surfaces(for rows: [SidebarLayout.Row], sidebar: SidebarGlyphs.Key, headers: [SidebarLayout.Item: Color],
                  list: Rect) -> [(row: SidebarLayout.Row, surface: Surface, version: Int)] {
        var base = sidebar
        base.lifted = nil
        base.pressed = nil
        base.layout.rows = []
        base.headers = []
        var kept: [SidebarLayout.Item: (key: Key, surface: Surface, version: Int)] = [:]
        var out: [(row: SidebarLayout.Row, surface: Surface, version: Int)] = []
        for row in rows {
            var local = row
            local.frame.origin = .zero
            var visible: Rect?
            if row.frame.minY < list.minY || row.frame.maxY > list.maxY {
                let top = max(row.frame.minY, list.minY), bottom = min(row.frame.maxY, list.maxY)
                visible = Rect(x: 0, y: top - row.frame.minY, width: row.frame.width, height: max(0, bottom - top))
            }
            let key = Key(row: local, sidebar: base, header: headers[row.item], visible: visible)
            if let old = painted[row.item], old.key == key {
                kept[row.item] = old
                out.append((row, old.surface, old.version))
                continue
            }
            var k = base
            if let header = key.header { k.headers = [header] }
            guard let s = SidebarLiftGlyphs.paint(local, key: k, section: 0, clip: visible) else { continue }
            nextVersion += 1
            kept[row.item] = (key, s, nextVersion)
            out.append((row, s, nextVersion))
        }
        painted = kept
        return out
    }
}
