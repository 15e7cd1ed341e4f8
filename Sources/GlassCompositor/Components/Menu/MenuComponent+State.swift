extension MenuComponent {
    /// The open menu's or popover's morph (`menu.<button id>`, 0 the button … 1 the panel) and
    /// the highlighted row (`menu.<button id>.highlighted`, −1 for none).
    func reportState(into snapshot: inout StateSnapshot) {
        guard let m = presentation else { return }
        let name = "menu.\(m.buttonID.isEmpty ? "button" : m.buttonID)"
        snapshot.set(name, m.progress.value(at: ui.time))
        snapshot.set("\(name).highlighted", Double(m.highlighted ?? -1))
    }
}
