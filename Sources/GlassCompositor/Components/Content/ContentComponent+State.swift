extension ContentComponent {
    /// Each tab's vertical scroll offset in points, by tab id (`scroll.<id>`).
    func reportState(into snapshot: inout StateSnapshot) {
        for (i, tab) in ui.scene.tabs.enumerated() where scroll.indices.contains(i) {
            snapshot.set("scroll.\(tab.id)", scroll[i].offset(at: ui.time))
        }
    }
}
