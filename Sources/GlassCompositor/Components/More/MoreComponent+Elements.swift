/// The More list as elements: a page titled "More" that covers the tab's page under it (it is
/// opaque, so nothing behind it can be pressed), and one `row` per tab it lists, labelled by
/// the tab's title with the tab's id, so a flow taps `{"role":"row","label":"Movies"}`.
extension MoreComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard showsList, !isAnimating else { return }
        tree.cover(tree.window)
        let l = layout
        tree.group(UIElement(.page, TabBarSlots.moreTitle, id: "more", frame: tree.window)) { tree in
            for row in l.rows {
                let id = ui.scene.tabs.indices.contains(row.tab) ? ui.scene.tabs[row.tab].tabID.rawValue : nil
                tree.add(UIElement(.row, row.title, id: id, frame: row.frame))
            }
        }
    }
}
