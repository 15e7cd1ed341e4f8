/// The sidebar as elements: the panel, its toggle (`button`, id `toggle-sidebar`) and a
/// `sidebar-row` per tab (selected or not; in Edit mode `on` says whether it is shown in the
/// tab bar), a `header` per section (`on`: expanded), a `button` per section action, the
/// Edit/Done button (id `sidebar.edit`) and Edit mode's reset row (id `sidebar.reset`); or,
/// while the tab bar shows, the floating button that brings the sidebar back.
extension SidebarComponent {
    /// The Edit/Done button's element id (scripts tap it by `{"id":"sidebar.edit"}`).
    static let editButtonElementID = "sidebar.edit"

    func elements(into tree: inout ElementTreeBuilder) {
        if let button = showButton {
            tree.add(UIElement(.button, "Show Sidebar", id: SidebarLayout.toggleButtonID, frame: button))
        }
        guard isShown else { return }
        let layout = self.layout
        tree.group(UIElement(.sidebar, layout.title ?? "", frame: layout.frame)) { tree in
            tree.add(UIElement(.button, "Hide Sidebar", id: SidebarLayout.toggleButtonID, frame: layout.toggle))
            // The header's Edit/Done button is not a row: the layout keeps it beside the toggle.
            if let edit = layout.editButton {
                tree.add(UIElement(.button, layout.editing ? "Done" : "Edit", id: SidebarComponent.editButtonElementID, frame: edit))
            }
            for row in layout.rows {
                switch row.item {
                case .tab(let i):
                    let id = ui.scene.tabs.indices.contains(i) ? ui.scene.tabs[i].id : nil
                    var state = UIElement.State(selected: i == ui.selectedTab)
                    if layout.editing, let id { state.on = !ui.tabs.hidden.contains(TabID(id)) }
                    tree.add(UIElement(.sidebarRow, row.title, id: id, frame: row.frame, state: state))
                case .section(let i):
                    let id = ui.scene.tabSections.indices.contains(i) ? ui.scene.tabSections[i].id : nil
                    var state = UIElement.State()
                    if let open = row.disclosure { state.on = open >= 0.5 }
                    tree.add(UIElement(.header, row.title, id: id, frame: row.frame, state: state))
                case .action:
                    tree.add(UIElement(.button, row.title, frame: row.frame))
                case .reset:
                    tree.add(UIElement(.button, row.title, id: "sidebar.reset", frame: row.frame))
                case .toggle, .edit:
                    continue
                }
            }
        }
    }
}
