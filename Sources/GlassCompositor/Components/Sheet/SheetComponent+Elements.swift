/// A presented sheet as an element (`sheet`, its title), where it is now; a sheet that dims
/// the window behind it takes every press there.
extension SheetComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard isPresented, let frame, let current else { return }
        if dimsBackdrop { tree.cover(tree.window) }
        tree.add(UIElement(.sheet, current.sheet.title ?? current.sheet.id ?? "", id: current.sheet.id, frame: frame))
    }
}
