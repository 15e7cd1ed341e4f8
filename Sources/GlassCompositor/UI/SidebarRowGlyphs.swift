/// The content of the sidebar's rows that move while the list rearranges (rows making room
/// for a dragged one, rows sliding into Edit mode's places, a dropped row settling): each
/// painted once, alone, into a surface its size (premultiplied BGRA, sRGB) and drawn as an
/// overlay over the sidebar's still painting of the rows that do not move, so a frame of
/// the motion only places a few small surfaces instead of painting the whole sidebar again.
final class SidebarRowGlyphs {
    /// What one row's painting depends on: the row at its own origin (points), the sidebar's
    /// appearance with no rows, and its header colour (section headers).
    struct Key: Equatable {
        var row: SidebarLayout.Row
        var sidebar: SidebarGlyphs.Key
        var header: Color?
    }

    private var painted: [SidebarLayout.Item: (key: Key, surface: Surface, version: Int)] = [:]
    private var nextVersion = 0

    /// The painting of each of `rows` (window points) with `sidebar`'s colours, its header
    /// colour for a section header (`headers`, by item), and a version that changes when it is
    /// painted again. Paintings of rows not asked for are let go.
    func surfaces(for rows: [SidebarLayout.Row], sidebar: SidebarGlyphs.Key,
                  headers: [SidebarLayout.Item: Color]) -> [(row: SidebarLayout.Row, surface: Surface, version: Int)] {
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
            let key = Key(row: local, sidebar: base, header: headers[row.item])
            if let old = painted[row.item], old.key == key {
                kept[row.item] = old
                out.append((row, old.surface, old.version))
                continue
            }
            var k = base
            if let header = key.header { k.headers = [header] }
            guard let s = SidebarLiftGlyphs.paint(local, key: k, section: 0) else { continue }
            nextVersion += 1
            kept[row.item] = (key, s, nextVersion)
            out.append((row, s, nextVersion))
        }
        painted = kept
        return out
    }
}
