extension CustomGlassComponent {
    /// How logs and `--state` name a member of the selected screen's glass: its scene id, else
    /// its container's, else its place (`glass.<node>` or `glass.<node>.<member>`).
    func elementName(node: Int, member: Int = 0) -> String {
        guard let screen = ui.screen, screen.glass.indices.contains(node) else { return "glass.\(node)" }
        switch screen.glass[node] {
        case .element(let e): return e.id ?? "glass.\(node)"
        case .container(let c):
            if c.members.indices.contains(member), let id = c.members[member].id { return id }
            return c.id.map { "\($0).\(member)" } ?? "glass.\(node).\(member)"
        }
    }

    /// Materialize progress (`glass.materialized`, 1 shown), each stack's collapse (0
    /// expanded … 1 collapsed), each pressed element's scale and each node's adaptation
    /// darkness, by the element's scene id (`glass.<index>` only for glass without one).
    func reportState(into snapshot: inout StateSnapshot) {
        let t = ui.time
        snapshot.set("glass.materialized", materialized.value(at: t))
        guard ui.screen != nil else { return }
        func name(_ node: Int, member: Int = 0) -> String { elementName(node: node, member: member) }
        for (key, spring) in glassStacks.sorted(by: { ($0.key.tab, $0.key.node) < ($1.key.tab, $1.key.node) })
        where key.tab == ui.selectedTabID {
            snapshot.set("stack.\(name(key.node)).collapse", spring.value(at: t))
        }
        for slot in glassPresses.keys.sorted() {
            // The press's growth depends on the glass's size: measured on the member's own frame.
            guard let member = ui.screen?.glass[safe: slot / 64]?.members[safe: slot % 64] else { continue }
            let frame = member.frame.rect(in: ui.viewport)
            guard frame.width > 0 else { continue }
            snapshot.set("press.\(name(slot / 64, member: slot % 64))", glassPresses[slot]!.apply(to: frame, at: t).width / frame.width)
        }
        for node in glassAdaptations.keys.sorted() {
            snapshot.set("darkness.\(name(node))", glassAdaptations[node]!.darkness(at: t))
        }
    }
}
