extension ContentComponent {
    /// Each tab's vertical scroll offset in points, by tab id (`scroll.<id>`).
    func reportState(into snapshot: inout StateSnapshot) {
        for tab in ui.scene.tabs {
            guard let s = scroll[tab.tabID] else { continue }
            snapshot.set("scroll.\(tab.id)", s.offset(at: ui.time))
        }
    }
}
