/// The toolbar's elements: each bar's buttons, the back button among them (the search field
/// is the search field component's), each at its glass (a button alone on its capsule is the
/// capsule). While the bars move with a push or pop they are where they come to rest.
extension ToolbarComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        for placed in placedButtons {
            let b = placed.button
            let isBack = b.id == NavigationComponent.backButtonID
            let label = b.readableLabel
            tree.add(UIElement(isBack ? .backButton : .barButton, label, id: b.id, frame: placed.alone ? placed.groupFrame : placed.frame))
        }
    }
}
