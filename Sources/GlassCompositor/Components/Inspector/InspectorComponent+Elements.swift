/// The inspector panel as an element (`inspector`, its title) while it shows, holding its
/// live controls (switches, sliders, segmented controls) with their values.
extension InspectorComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard let shown else { return }
        tree.group(UIElement(.inspector, shown.inspector.title ?? "", frame: shown.layout.frame)) { tree in
            controls.elements(of: self, into: &tree)
        }
    }
}
