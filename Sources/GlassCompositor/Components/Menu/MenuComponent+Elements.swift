/// An open menu as elements: the panel (`menu`, labelled by its button) over a scrim that
/// takes every press outside it, and each entry (`menu-item`, the back entry of a submenu
/// included) where its rows are scrolled now, inside the panel. A popover is its panel alone.
extension MenuComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard let p = presentation, !p.closing else { return }
        // Open, a tap anywhere outside the panel closes it and reaches nothing else.
        tree.cover(tree.window)
        let b = p.source.button
        let label = p.isPopover ? "popover" : (b.title ?? b.icon ?? b.id ?? "")
        let panel = p.layout.frame
        tree.group(UIElement(.menu, label, id: b.id, frame: panel)) { tree in
            let dy = -p.offset(at: ui.time)
            let rowsShown = p.layout.visibleRows
            for (entry, row) in zip(p.layout.entries, p.layout.rows) {
                switch entry {
                case .back(let title):
                    tree.add(UIElement(.menuItem, title, frame: row.offsetBy(dx: 0, dy: dy)), clip: rowsShown)
                case .item(let item):
                    tree.add(UIElement(.menuItem, item.title, id: item.id, frame: row.offsetBy(dx: 0, dy: dy)), clip: rowsShown)
                }
            }
        }
    }
}
