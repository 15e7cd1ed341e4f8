extension SheetComponent {
    /// The shown sheet's height in points (`sheet.height`) and its detent.
    func reportState(into snapshot: inout StateSnapshot) {
        guard let drag else { return }
        snapshot.set("sheet.height", drag.height(at: ui.time))
        snapshot.set("sheet.detent", Double(drag.detent))
    }
}
