/// The tab bar's elements: the bar, each tab (selected or not) and the accessory.
extension TabBarComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard ui.showsTabBar, !ui.scene.tabs.isEmpty else { return }
        let layout = self.layout
        let tabs = ui.scene.tabs
        tree.group(UIElement(.tabBar, "", frame: layout.bar)) { tree in
            // Minimized, the bar shows the selected tab alone.
            if layout.isCollapsed {
                let i = ui.selectedTab
                if tabs.indices.contains(i) {
                    tree.add(UIElement(.tab, tabs[i].title, id: tabs[i].id, frame: layout.bar, state: .init(selected: true)))
                }
                return
            }
            for (i, slot) in layout.slots.enumerated() where tabs.indices.contains(i) {
                tree.add(UIElement(.tab, tabs[i].title, id: tabs[i].id, frame: slot, state: .init(selected: i == ui.selectedTab)))
            }
        }
        if let frame = layout.accessory, let accessory = ui.scene.tabBar.accessory {
            tree.add(UIElement(.accessory, accessory.title, frame: frame))
        }
    }
}
