extension CarouselsComponent {
    /// Each carousel row's horizontal offset in points, by row key (`carousel.<key>`), rows
    /// that were scrolled at least once (the others are at 0).
    func reportState(into snapshot: inout StateSnapshot) {
        for key in state.scroll.keys.sorted() {
            snapshot.set("carousel.\(key)", state.scroll[key]!.offset(at: ui.time))
        }
    }
}
