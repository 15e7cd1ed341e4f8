/// The selected screen's own glass elements (`glass`), each member of each node that shows
/// (not folded into another), labelled by its text, icon or id, where it is now.
extension CustomGlassComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        guard ui.scene.tabs.indices.contains(ui.selectedTab) else { return }
        for (index, node) in (ui.screen?.glass ?? []).enumerated() {
            let hidden = collapsedMembers(node: index)
            for (m, member) in node.members.enumerated() where !hidden.contains(m) {
                let frame = member.frame.rect(in: ui.viewport).offsetBy(dx: pageShift, dy: 0)
                tree.add(UIElement(.glass, member.text ?? member.icon ?? member.id ?? "", id: member.id, frame: frame),
                         covers: member.interactive)
            }
        }
    }
}
