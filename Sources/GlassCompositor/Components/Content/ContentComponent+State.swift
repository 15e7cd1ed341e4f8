extension ContentComponent {
    /// Each tab's vertical scroll offset in points, by tab id (`scroll.<id>`).
    func reportState(into snapshot: inout StateSnapshot) {
        for tab in ui.scene.tabs {
            snapshot.set("scroll.\(tab.id)", offset(tab: tab.tabID))
        }
    }
}
