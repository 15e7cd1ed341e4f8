/// The inspector panel as an element (`inspector`, its title) while it shows.
extension InspectorComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard let shown else { return }
        tree.add(UIElement(.inspector, shown.inspector.title ?? "", frame: shown.layout.frame))
    }
}
