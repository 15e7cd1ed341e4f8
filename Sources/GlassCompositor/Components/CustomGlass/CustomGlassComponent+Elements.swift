/// The selected screen's own glass elements (`glass`) as they are drawn now: each member of
/// each node shown (materialized, not faded under a panel or sheet, not folded into its stack),
/// where its stack places it, labelled by its text, icon or id. Only interactive glass takes
/// presses from what is behind it.
extension CustomGlassComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        for node in shownNodes() {
            for place in node.placed where node.members.indices.contains(place.member) && place.progress > 0.001 {
                let member = node.members[place.member]
                tree.add(UIElement(.glass, member.text ?? member.icon ?? member.id ?? "", id: member.id, frame: place.rect),
                         covers: member.interactive)
            }
        }
    }
}
