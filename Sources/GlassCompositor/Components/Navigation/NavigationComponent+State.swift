extension NavigationComponent {
    /// The selected tab's stack depth (`navigation.depth`, 0 at its own screen) and, while a
    /// push, pop or swipe shows, how far the upper page has moved toward the trailing edge
    /// (`navigation.position`, 0 covering … 1 off screen).
    func reportState(into snapshot: inout StateSnapshot) {
        snapshot.set("navigation.depth", Double(ui.selectedTabID.map { depth(tab: $0) } ?? 0))
        if let transition { snapshot.set("navigation.position", transition.progress(at: ui.time)) }
    }
}
