/// The tab bar's elements: the bar, each slot's tab (or More; selected or not), the search
/// tab's circle (or, beside its open field, the circle of the tab to go back to) and the
/// accessory.
extension TabBarComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard ui.showsTabBar, !ui.scene.tabs.isEmpty else { return }
        let layout = self.layout
        let shown = shownTabs
        tree.group(UIElement(.tabBar, "", frame: layout.bar)) { tree in
            if layout.isCollapsed {
                // Minimized, the bar shows the selected tab alone; beside the open search
                // field, the tab a tap goes back to.
                let slot = searchTabSelected ? returnSlot : selectedSlot
                if shown.indices.contains(slot) {
                    tree.add(UIElement(.tab, shown[slot].title, id: shown[slot].id, frame: layout.bar,
                                       state: .init(selected: !searchTabSelected)))
                }
                return
            }
            let selected = highlightedSlot
            for (slot, frame) in layout.slots.enumerated() where shown.indices.contains(slot) {
                tree.add(UIElement(.tab, shown[slot].title, id: shown[slot].id, frame: frame, state: .init(selected: slot == selected)))
            }
        }
        if let circle = layout.search, let i = ui.searchTabApart, !layout.showsSearchField {
            let tab = ui.scene.tabs[i]
            tree.add(UIElement(.tab, tab.title, id: tab.id, frame: circle, state: .init(selected: searchTabSelected)))
        }
        if let frame = layout.accessory, let accessory = ui.scene.tabBar.accessory {
            tree.add(UIElement(.accessory, accessory.title, frame: frame))
        }
    }
}
