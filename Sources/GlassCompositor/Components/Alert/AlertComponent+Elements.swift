/// A shown alert or action sheet as elements: the panel (`alert`, its title) over a modal
/// scrim, and each button (`alert-button`). One still appearing is there too (it is modal
/// from the moment it is presented); one waiting to follow the one leaving covers the window
/// and shows nothing yet.
extension AlertComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard isPresented else { return }
        tree.cover(tree.window)
        guard let current else { return }
        let content = current.action.content
        let layout = current.layout
        tree.group(UIElement(.alert, content.title ?? content.message ?? "", id: current.id, frame: layout.panel)) { tree in
            for button in layout.buttons where content.buttons.indices.contains(button.index) {
                let b = content.buttons[button.index]
                tree.add(UIElement(.alertButton, b.title, frame: button.frame))
            }
        }
    }
}
