/// The sidebar as elements: the panel, its toggle (`button`, id `toggle-sidebar`) and a
/// `sidebar-row` per tab (selected or not) and section action; or, while the tab bar shows,
/// the floating button that brings the sidebar back.
extension SidebarComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        if let button = showButton {
            tree.add(UIElement(.button, "Show Sidebar", id: SidebarLayout.toggleButtonID, frame: button))
        }
        guard isShown else { return }
        let layout = self.layout
        tree.group(UIElement(.sidebar, layout.title ?? "", frame: layout.frame)) { tree in
            tree.add(UIElement(.button, "Hide Sidebar", id: SidebarLayout.toggleButtonID, frame: layout.toggle))
            for row in layout.rows {
                switch row.item {
                case .tab(let i):
                    let id = ui.scene.tabs.indices.contains(i) ? ui.scene.tabs[i].id : nil
                    tree.add(UIElement(.sidebarRow, row.title, id: id, frame: row.frame, state: .init(selected: i == ui.selectedTab)))
                case .action:
                    tree.add(UIElement(.button, row.title, frame: row.frame))
                case .section, .toggle:
                    continue
                }
            }
        }
    }
}
