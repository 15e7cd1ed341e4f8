/// The tabs as the person has them: which one is selected and which was before it, by
/// identity, the order they are shown in and which are hidden, kept apart from the scene's
/// list. A reload that
/// reorders the file's tabs moves no selection; a customization (the sidebar's, T7) will
/// reorder and hide here (`move`, `setHidden`) without touching the scene; the sidebar's
/// customization (T7, T8) is their first user. Until then the order and the hidden tabs are
/// the scene's, so a designer who edits the file sees the edit.
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
