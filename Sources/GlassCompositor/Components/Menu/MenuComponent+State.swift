extension MenuComponent {
    /// The open menu's or popover's morph (`menu.<button id>`, 0 the button … 1 the panel) and
    /// the highlighted row (`menu.<button id>.highlighted`, −1 for none), and how far rows that
    /// do not fit have scrolled (`menu.<button id>.offset`, points).
    func reportState(into snapshot: inout StateSnapshot) {
        guard let m = presentation else { return }
        let name = "menu.\(m.buttonID.isEmpty ? "button" : m.buttonID)"
        snapshot.set(name, m.progress.value(at: ui.time))
        snapshot.set("\(name).highlighted", Double(m.highlightedRow(at: ui.time) ?? -1))
        if m.scroll != nil { snapshot.set("\(name).offset", m.offset(at: ui.time)) }
    }
}
