/// The selected screen's own glass elements (`glass`) as they are drawn now: each member of
/// each node shown (materialized and not leaving, not faded under a panel or sheet, not folded
/// or folding into its stack),
/// where its stack places it, labelled by its text, icon or id. Only interactive glass takes
/// presses from what is behind it.
extension CustomGlassComponent {
    func elements(into tree: inout ElementTreeBuilder) {
        // Glass leaving (dematerializing, or folding into its stack's toggle) is not there for
        // a tester any more: it takes no press, whatever its spring's last swing draws.
        guard !isDematerializing else { return }
        for node in shownNodes() {
            let folding = collapsedMembers(node: node.index)
            for place in node.placed where node.members.indices.contains(place.member) && place.progress > 0.001 && !folding.contains(place.member) {
                let member = node.members[place.member]
                tree.add(UIElement(.glass, member.text ?? member.icon ?? member.id ?? "", id: member.id, frame: place.rect),
                         covers: member.interactive)
            }
        }
    }
}
