/// The tabs as the person has them: which one is selected and which was before it, by
/// identity, the order they are shown in, which are hidden and the order of the sidebar's
/// sections, kept apart from the scene's list. A reload that reorders the file's tabs moves no
/// selection; the sidebar's customization (T7, T8) reorders and hides here (`setOrder`,
/// `setHidden`, `setSectionOrder`) without touching the scene, and `customization` is what is
/// saved between launches. Until the person changes something the order and the hidden tabs
/// are the scene's, so a designer who edits the file sees the edit.
///
/// Positions (`index(of:)`) are derived when something needs one: the tab bar's slots, the
/// number keys, the hosts' public index.
struct TabHost: Equatable, Sendable {
    /// Every tab of the scene, in the order the person sees them.
    private(set) var order: [TabID] = []
    /// The person's own order, once they have made one (nil: the scene's).
    private(set) var customOrder: [TabID]?
    /// Tabs hidden from the bar and sidebar: the scene's `hidden` ones until the person shows
    /// or hides one (T7, only tabs whose customization is `optional`).
    private(set) var hidden: Set<TabID> = []
    /// The person changed what is hidden: a reload keeps their choice.
    private var hiddenByPerson = false

    /// The person's order of the sidebar's sections, by section id (nil: the scene's).
    private(set) var customSectionOrder: [String]?

    /// The tabs shown, in the person's order.
    var visible: [TabID] { order.filter { !hidden.contains($0) } }
    /// The selected tab; nil only for a scene without tabs.
    private(set) var selected: TabID?
    /// The tab selected before it (kept warm for a switch back).
    private(set) var previous: TabID?

    /// The tabs of `scene`, selecting its `tabBar.selected` tab, else the first.
    init(scene: Scene) {
        order = scene.tabs.map(\.tabID)
        hidden = Set(scene.tabs.filter { $0.hidden && $0.customization == .optional }.map(\.tabID))
        let preferred = scene.tabBar.selected.map(TabID.init)
        selected = preferred.flatMap { order.contains($0) ? $0 : nil } ?? order.first
    }

    /// Where `id` is in the scene's list (nil when the scene has no such tab).
    func index(of id: TabID, in scene: Scene) -> Int? { scene.tabs.firstIndex { $0.id == id.rawValue } }

    /// Selects `id`; false when it is already selected or is no tab of the host.
    mutating func select(_ id: TabID) -> Bool {
        guard order.contains(id), id != selected else { return false }
        previous = selected
        selected = id
        return true
    }

    /// Moves tab `id` to `place` in the person's order (clamped); from then on the order is
    /// theirs and a reload keeps it (tabs the scene adds come in beside their scene neighbour).
    mutating func move(_ id: TabID, to place: Int) {
        guard let from = order.firstIndex(of: id) else { return }
        var moved = order
        moved.remove(at: from)
        moved.insert(id, at: min(max(0, place), moved.count))
        order = moved
        customOrder = moved
    }

    /// Puts the tabs in `ids`' order (a permutation of some of them: those keep the places
    /// the group had, in the new order; a move inside one sidebar group); false when nothing
    /// changed.
    @discardableResult
    mutating func setOrder(_ ids: [TabID]) -> Bool {
        let group = Set(ids)
        guard group.count == ids.count, group.isSubset(of: Set(order)) else { return false }
        var next = ids.makeIterator()
        let moved = order.map { group.contains($0) ? next.next()! : $0 }
        guard moved != order else { return false }
        order = moved
        customOrder = moved
        return true
    }

    /// The sidebar's sections in the person's order: `sectionOrder(in:)` of the scene's ids.
    func sectionOrder(in scene: Scene) -> [String] {
        let ids = scene.tabSections.map(\.id)
        guard let custom = customSectionOrder else { return ids }
        let kept = custom.filter(ids.contains)
        return kept + ids.filter { !kept.contains($0) }
    }

    /// Puts the sidebar's sections in the order of `ids` (section ids); false when nothing changed.
    @discardableResult
    mutating func setSectionOrder(_ ids: [String], in scene: Scene) -> Bool {
        guard Set(ids) == Set(scene.tabSections.map(\.id)), ids.count == scene.tabSections.count,
              ids != sectionOrder(in: scene) else { return false }
        customSectionOrder = ids
        return true
    }

    /// What the person changed, to keep between launches (ids, never positions).
    var customization: TabCustomization {
        TabCustomization(order: customOrder?.map(\.rawValue), hidden: hiddenByPerson ? hidden.map(\.rawValue).sorted() : nil,
                         sections: customSectionOrder)
    }

    /// Takes back what the person saved (ids the scene no longer has are dropped, new ones
    /// come in where the scene has them; only optional tabs stay hidden, never the selected one).
    mutating func apply(_ saved: TabCustomization, in scene: Scene) {
        let ids = scene.tabs.map(\.tabID)
        if let order = saved.order {
            customOrder = order.map(TabID.init).filter(ids.contains)
        }
        if let hidden = saved.hidden {
            self.hidden = Set(hidden.map(TabID.init))
            hiddenByPerson = true
        }
        customSectionOrder = saved.sections
        sceneDidChangeKeepingSelection(to: scene)
        if let s = selected, self.hidden.contains(s) { self.hidden.remove(s) }
    }

    /// Back to the scene's order, hidden tabs and sections; the selection stays.
    mutating func reset(to scene: Scene) {
        customOrder = nil
        customSectionOrder = nil
        hiddenByPerson = false
        sceneDidChangeKeepingSelection(to: scene)
        if let s = selected, hidden.contains(s) { hidden.remove(s) }
    }

    private mutating func sceneDidChangeKeepingSelection(to scene: Scene) {
        let previous = self.previous
        sceneDidChange(to: scene)
        self.previous = previous
    }

    /// Hides or shows tab `id` (only a tab the scene lets the person hide, `optional`); false
    /// when nothing changed. The selected tab is never hidden.
    @discardableResult
    mutating func setHidden(_ id: TabID, _ hide: Bool, in scene: Scene) -> Bool {
        guard let tab = scene.tabs.first(where: { $0.id == id.rawValue }), tab.customization == .optional,
              hidden.contains(id) != hide, !(hide && id == selected) else { return false }
        if hide { hidden.insert(id) } else { hidden.remove(id) }
        hiddenByPerson = true
        return true
    }

    /// The scene changed: tabs that remain keep their place in the person's order, new ones
    /// come in where the scene has them, and the selection stays on its tab when the tab is
    /// still there (else the scene's first).
    mutating func sceneDidChange(to scene: Scene) {
        let ids = scene.tabs.map(\.tabID)
        if var kept = customOrder?.filter({ ids.contains($0) }) {
            for (i, id) in ids.enumerated() where !kept.contains(id) {
                // After the tab the scene puts before it, or first.
                let after = ids[..<i].last { kept.contains($0) }
                kept.insert(id, at: after.flatMap { kept.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
            }
            customOrder = kept
            order = kept
        } else {
            order = ids
        }
        let optional = Set(scene.tabs.filter { $0.customization == .optional }.map(\.tabID))
        hidden = hiddenByPerson ? hidden.intersection(optional)
                                : Set(scene.tabs.filter { $0.hidden && $0.customization == .optional }.map(\.tabID))
        if let s = selected, !ids.contains(s) { selected = ids.first }
        if selected == nil { selected = ids.first }
        previous = nil
    }
}
