/// The selected screen's buttons in content as elements (a row with an action is the page's
/// row, added by navigation with the other rows).
extension ContentButtonsComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        let dx = ui.stacks?.topShiftPoints ?? 0, dy = -ui.pages.offset()
        for target in targets() {
            guard case .button(let b) = target.kind else { continue }
            tree.add(UIElement(.button, b.title ?? b.icon ?? b.id ?? "", id: b.id, frame: target.rect.offsetBy(dx: dx, dy: dy)))
        }
    }
}
