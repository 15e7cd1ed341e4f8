/// What the sidebar lists and how, beyond the scene (T7, T8): the person's order of tabs and
/// sections, the tabs they hid, how far each section is open while it collapses or expands,
/// and whether the sidebar is in Edit mode. The default is the scene's own arrangement.
struct SidebarArrangement: Equatable, Sendable {
    /// Every tab in the person's order (nil: the scene's).
    var order: [TabID]?
    /// The tabs hidden (nil: the scene's `hidden` ones).
    var hidden: Set<TabID>?
    /// Section ids in the person's order (nil: the scene's).
    var sections: [String]?
    /// How far each section is open, 1 open … 0 collapsed, by section id (missing: open).
    var openness: [String: Double] = [:]
    /// Edit mode: every tab is listed, hidden ones too, with a control to show or hide the
    /// optional ones and a grip on what can move; a Done button and a reset row.
    var editing = false
    /// The scene lets the person customize the sidebar: its header has an Edit button.
    var customizable = false

    /// How far section `id` is open (1 unless it collapses).
    func openness(of id: String) -> Double { openness[id] ?? 1 }
}
