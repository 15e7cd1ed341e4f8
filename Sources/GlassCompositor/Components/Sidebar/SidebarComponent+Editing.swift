/// The sidebar's customization (T7, T8), as iPadOS's sidebar does it:
/// - **Edit mode**: the header's Edit button, or a long press on a row (the gesture arena's:
///   held 0.5 s within its slop), which also lifts the row under the finger. Every tab is
///   listed, hidden ones dimmed; optional tabs have a check (shown) or an empty ring (hidden) that
///   a tap flips; what can move has a grip; a last row resets to the scene's arrangement; Done
///   (or Escape) leaves.
/// - **Reordering**: a movable row dragged in Edit mode lifts as glass under the pointer and
///   the rows of its group (a section's tabs, the ungrouped tabs, or the sections) make room on
///   a spring; pinned rows keep their places. The tab bar shows the new order too (`TabHost`).
/// - **Sections** collapse and expand by their header (`collapsible`, default true), their rows
///   shrinking and fading; a section's action fires `sidebar.action` and pushes its
///   `destination`, when it has one.
/// - What the person changed is saved in the host's `CustomizationStore` (none headless).
extension SidebarComponent: GestureRecognizer {
    var isCustomizable: Bool { ui.scene.sidebar?.customizable ?? false }

    func isTab(_ item: SidebarLayout.Item) -> Bool { if case .tab = item { return true } else { return false } }

    /// Whether `item` can be dragged to another place: a movable tab or section in a
    /// customizable sidebar.
    func canDrag(_ item: SidebarLayout.Item) -> Bool {
        guard isCustomizable else { return false }
        switch item {
        case .tab(let i): return ui.scene.tabs.indices.contains(i) && ui.scene.tabs[i].customization != .pinned && group(ofTab: i).count > 1
        case .section(let s): return ui.scene.tabSections.indices.contains(s) && ui.scene.tabSections[s].customization != .pinned
            && ui.scene.tabSections.count > 1
        default: return false
        }
    }

    /// The tabs tab `i` is ordered among (its section's, or the ungrouped ones), in the
    /// person's order, by id.
    func group(ofTab i: Int) -> [TabID] {
        let tabs = ui.scene.tabs, tab = tabs[i]
        let sections = Set(ui.scene.tabSections.map(\.id))
        let key = tab.role == .search ? "\u{0}search" : tab.section.flatMap { sections.contains($0) ? $0 : nil } ?? ""
        return ui.tabs.order.filter { id in
            guard let t = ui.tab(id) else { return false }
            let k = t.role == .search ? "\u{0}search" : t.section.flatMap { sections.contains($0) ? $0 : nil } ?? ""
            return k == key
        }
    }

    func isPinned(_ id: TabID) -> Bool { ui.tab(id)?.customization == .pinned }
    func isPinnedSection(_ id: String) -> Bool { ui.scene.tabSections.first { $0.id == id }?.customization == .pinned }

    /// The arrangement with a dragged row at the place it would drop now.
    var provisionalArrangement: SidebarArrangement {
        var a = arrangement
        guard let drag else { return a }
        switch drag.item {
        case .tab(let i):
            let id = ui.scene.tabs[i].tabID
            let group = drag.group.map(TabID.init)
            let moved = SidebarReorder.reordered(group, moving: id, to: drag.place, pinned: isPinned)
            var host = ui.tabs
            host.setOrder(moved)
            a.order = host.order
        case .section:
            let id = ui.scene.tabSections[sectionIndex(drag.item)!].id
            a.sections = SidebarReorder.reordered(drag.group, moving: id, to: drag.place, pinned: isPinnedSection)
        default:
            break
        }
        return a
    }

    private func sectionIndex(_ item: SidebarLayout.Item) -> Int? { if case .section(let s) = item { return s } else { return nil } }

    // MARK: Edit mode

    func beginEditing(via: String, at t: Double) {
        guard isCustomizable, !editing else { return }
        let old = motion.placed(restLayout, at: t)
        editing = true
        motion.retarget(from: old, to: restLayout, at: t, reduceMotion: ui.reduceMotion)
        ui.invalidated = true
        ui.emit("sidebar.edit.began", t, [("via", .string(via))])
    }

    func endEditing(at t: Double) {
        guard editing else { return }
        if drag != nil { drop(at: t) }
        let old = motion.placed(restLayout, at: t)
        editing = false
        motion.retarget(from: old, to: restLayout, at: t, reduceMotion: ui.reduceMotion)
        ui.invalidated = true
        ui.emit("sidebar.edit.ended", t)
    }

    // MARK: The long press (the gesture arena)

    /// The hold completed on a row before the pointer left the slop: Edit mode, and a movable
    /// row lifts under the pointer at once.
    func gestureClaimed(_ press: GestureArena.Press, pointer p: Point, at t: Double) {
        guard case .sidebar(let item?)? = capture else { return }
        beginEditing(via: "longPress", at: t)
        pointer = p
        if canDrag(item) { beginDrag(item, pointer: p, at: t) }
    }

    // MARK: Dragging

    func beginDrag(_ item: SidebarLayout.Item, pointer p: Point, at t: Double) {
        // The other rows' places in the list's own coordinates (scroll 0): rows scrolled out of
        // sight are places too, reached by the auto-scroll.
        let rest = restLayout, offset = scrollOffset
        guard let row = layout.rows.first(where: { $0.item == item }) else { return }
        let groupIDs: [String]
        let others: [SidebarLayout.Item]
        switch item {
        case .tab(let i):
            let group = group(ofTab: i)
            groupIDs = group.map(\.rawValue)
            others = group.filter { !isPinned($0) && $0 != ui.scene.tabs[i].tabID }.compactMap { ui.index(of: $0) }.map { .tab($0) }
        case .section(let s):
            groupIDs = ui.tabs.sectionOrder(in: ui.scene)
            others = groupIDs.filter { !isPinnedSection($0) && $0 != ui.scene.tabSections[s].id }
                .compactMap { id in ui.scene.tabSections.firstIndex { $0.id == id } }.map { .section($0) }
        default:
            return
        }
        let centres = others.compactMap { o in rest.rows.first { $0.item == o }?.frame.midY }
        let place = SidebarReorder.place(forCentre: row.frame.midY + offset, among: centres)
        // Held where the press went down on the row (the drag began a slop later), but never
        // off it (a long press lifts the row under the finger even when Edit mode moved it).
        let grabY = min(max(pressedAt.y - row.frame.minY, 6), row.frame.height - 6)
        var moving = Set(others + [item])
        if case .section = item, let first = rest.rows.firstIndex(where: { if case .section = $0.item { return true } else { return false } }) {
            moving = Set(rest.rows[first...].map(\.item).filter { $0 != .reset })
        }
        drag = SidebarDrag(item: item, grabY: grabY, pointer: p, origin: row.frame, centres: centres, place: place, group: groupIDs,
                           moving: moving)
        settling = nil
        ui.invalidated = true
        ui.emit("sidebar.drag.began", t, dragFields(item))
    }

    func moveDrag(to p: Point, at t: Double) {
        guard var d = drag else { return }
        d.pointer = p
        let place = SidebarReorder.place(forCentre: d.frame.midY + scrollOffset, among: d.centres)
        if place != d.place {
            let old = motion.placed(restLayout, at: t)
            d.place = place
            drag = d
            motion.retarget(from: old, to: restLayout, at: t, reduceMotion: ui.reduceMotion)
        } else {
            drag = d
        }
        ui.invalidated = true
    }

    /// The dragged row is let go: the order is the person's from now on, the row settles into
    /// its place from where it was let go.
    func drop(at t: Double) {
        guard let d = drag else { return }
        scroll?.stopAuto(at: t)
        // The rows that made room are still drawn on their own while they settle.
        settling = d.moving
        let before = restLayout
        let visibleBefore = ui.tabs.visible
        drag = nil
        switch d.item {
        case .tab(let i):
            let id = ui.scene.tabs[i].tabID
            let moved = SidebarReorder.reordered(d.group.map(TabID.init), moving: id, to: d.place, pinned: isPinned)
            if ui.customizeTabs({ $0.setOrder(moved) }) {
                ui.emit("tab.moved", t, [("id", .string(id.rawValue)),
                                         ("from", .integer(visibleBefore.firstIndex(of: id) ?? -1)),
                                         ("to", .integer(ui.tabs.visible.firstIndex(of: id) ?? -1))])
                save(at: t)
            }
        case .section(let s):
            let id = ui.scene.tabSections[s].id
            let from = ui.tabs.sectionOrder(in: ui.scene).firstIndex(of: id) ?? -1
            let moved = SidebarReorder.reordered(d.group, moving: id, to: d.place, pinned: isPinnedSection)
            if ui.customizeTabs({ $0.setSectionOrder(moved, in: ui.scene) }) {
                ui.emit("section.moved", t, [("id", .string(id)), ("from", .integer(from)), ("to", .integer(moved.firstIndex(of: id) ?? -1))])
                save(at: t)
            }
        default:
            break
        }
        motion.retarget(from: before, to: restLayout, at: t, reduceMotion: ui.reduceMotion, from: [d.item: d.frame.minY + scrollOffset])
        ui.invalidated = true
        ui.emit("sidebar.drag.ended", t, dragFields(d.item))
    }

    private func dragFields(_ item: SidebarLayout.Item) -> [(String, SemanticEvent.FieldValue)] {
        switch item {
        case .tab(let i): return [("tab", .string(ui.scene.tabs[i].id))]
        case .section(let s): return [("section", .string(ui.scene.tabSections[s].id))]
        default: return []
        }
    }

    // MARK: Taps

    func tap(_ item: SidebarLayout.Item, at t: Double) {
        switch item {
        case .tab(let index):
            if editing, ui.scene.tabs[index].customization == .optional {
                toggleHidden(index, at: t)
            } else {
                ui.select(tab: index, at: t)
            }
        case .toggle:
            set(shown: false)
        case .edit:
            if editing { endEditing(at: t) } else { beginEditing(via: "button", at: t) }
        case .reset:
            reset(at: t)
        case .section(let s):
            toggleCollapse(s, at: t)
        case .action(let s):
            let section = ui.scene.tabSections[s]
            guard let action = section.action else { return }
            ui.emit("sidebar.action", t, [("section", .string(section.id)), ("title", .string(action.title))])
            if let destination = action.destination {
                ui.actions.perform(.push(destination: destination, source: "sidebar.\(section.id)", highlight: nil), at: t)
            }
        }
    }

    /// Edit mode's check on an optional tab: hides or shows it. Hiding the selected tab
    /// selects the first tab still shown.
    func toggleHidden(_ index: Int, at t: Double) {
        let tab = ui.scene.tabs[index], id = tab.tabID
        guard tab.customization == .optional else { return }
        let hide = !ui.tabs.hidden.contains(id)
        if hide, ui.selectedTabID == id, let other = ui.tabs.visible.first(where: { $0 != id }) { ui.select(other, at: t) }
        guard ui.customizeTabs({ $0.setHidden(id, hide, in: ui.scene) }) else { return }
        ui.emit(hide ? "tab.hidden" : "tab.shown", t, [("id", .string(id.rawValue)), ("title", .string(tab.title))])
        save(at: t)
    }

    /// A collapsible section's header: its rows fold into it, or unfold.
    func toggleCollapse(_ s: Int, at t: Double) {
        let section = ui.scene.tabSections[s]
        guard section.collapsible else { return }
        let old = motion.placed(restLayout, at: t)
        var spring = collapse[section.id] ?? SpringAnimation(value: 1, spring: SidebarRowMotion.spring)
        let closing = spring.target >= 1
        if ui.reduceMotion { spring.jump(to: closing ? 0 : 1) } else { spring.setTarget(closing ? 0 : 1, at: t) }
        collapse[section.id] = spring
        // The rows below follow the section's height, so only the other rows' springs stop.
        motion.retarget(from: old, to: old, at: t, reduceMotion: true)
        ui.invalidated = true
        ui.emit(closing ? "section.collapsed" : "section.expanded", t, [("id", .string(section.id))])
        save(at: t)
    }

    /// Back to the scene's order, hidden tabs, sections, every section open.
    func reset(at t: Double) {
        let old = motion.placed(restLayout, at: t)
        ui.customizeTabs { host in
            host.reset(to: ui.scene)
            return true
        }
        collapse = [:]
        motion.retarget(from: old, to: restLayout, at: t, reduceMotion: ui.reduceMotion)
        ui.emit("sidebar.customization.reset", t)
        save(at: t)
    }

    // MARK: Kept between launches

    /// The sections collapsed by the person (at rest or on their way closed).
    var collapsedSections: [String] { collapse.filter { $0.value.target < 1 }.keys.sorted() }

    /// Saves what the person changed, if the host keeps it; a failure is an event, not a stop.
    func save(at t: Double) {
        guard let store else { return }
        var c = ui.tabs.customization
        c.collapsed = collapsedSections.isEmpty ? nil : collapsedSections
        do {
            try store.save(c, for: ui.scene)
        } catch {
            ui.emit("customization.failed", t, [("message", .string("\(error)"))])
        }
    }

    /// Uses `store` from now on and takes back what it saved for this scene; throws (with the
    /// file's name) when the saved file cannot be used, which then is left alone.
    func use(_ store: CustomizationStore) throws {
        self.store = store
        guard let saved = try store.load(for: ui.scene) else { return }
        apply(saved)
    }

    /// Starts from `saved` (the store's, or a recording's): the tabs' order and visibility,
    /// the sections' order and which are collapsed. Kept as `startedWith` for recordings.
    func apply(_ saved: TabCustomization) {
        startedWith = saved
        ui.customizeTabs { host in
            host.apply(saved, in: ui.scene)
            return true
        }
        for id in saved.collapsed ?? [] where ui.scene.tabSections.contains(where: { $0.id == id && $0.collapsible }) {
            collapse[id] = SpringAnimation(value: 0, spring: SidebarRowMotion.spring)
        }
    }
}
