/// Where the floating glass sidebar of regular layouts goes and what it lists (T6, T8),
/// in window points.
///
/// The sidebar floats inset from the window's top, leading and bottom edges with corners
/// concentric to the display's. Its header holds the title and a toggle button (switch to the
/// tab bar); below come the search tab, the ungrouped tabs, then each tab section: a header,
/// its visible tabs and its action button ("New Station"). Rows taller than the list's room
/// (`list`) scroll under the fixed header: the layout is made at scroll 0 (`contentHeight`
/// says how tall the rows are) and `scrolled(by:)` moves the rows and leaves out those outside
/// the list.
struct SidebarLayout: Equatable, Sendable {
    /// What a row of the sidebar is.
    enum Item: Hashable, Sendable {
        /// The header's button that switches to the tab bar.
        case toggle
        /// A tab, by index into `Scene.tabs`.
        case tab(Int)
        /// A section header, by index into `Scene.tabSections`.
        case section(Int)
        /// A section's action button, by index into `Scene.tabSections`.
        case action(Int)
        /// The header's Edit button (Done in Edit mode), when the sidebar is customizable.
        case edit
        /// Edit mode's last row: back to the scene's order and hidden tabs.
        case reset
    }

    /// What a row shows in Edit mode besides its title.
    enum EditControl: Equatable, Sendable {
        /// Nothing: a pinned tab, a header that cannot move, a button.
        case none
        /// A tab or section that can be dragged (a grip at the trailing end).
        case grip
        /// An optional tab: a check (shown) or an empty ring (hidden) at the leading end, and a grip.
        case visibility(shown: Bool)
    }

    struct Row: Equatable, Sendable {
        var item: Item
        var frame: Rect
        var title: String
        var icon: String?
        /// How opaque the row's content is (a section collapsing fades its rows out).
        var opacity = 1.0
        /// Edit mode's control on the row.
        var control = EditControl.none
        /// A section header that collapses and expands, and how far open its section is.
        var disclosure: Double?
    }

    /// Gap between the sidebar and the window's edges.
    static let inset = 10.0
    static let defaultWidth = 300.0
    static let widthRange = 240.0...360.0
    /// Smallest corner radius, when the display's radius less the inset is smaller.
    static let minimumCornerRadius = 24.0
    static let rowHeight = 40.0
    static let sectionHeaderHeight = 34.0
    static let headerHeight = 60.0
    /// A toolbar button with this id toggles the sidebar; the sidebar's header hosts it while shown.
    static let toggleButtonID = "toggle-sidebar"

    var frame: Rect
    var cornerRadius: Double
    var title: String?
    var titleFrame: Rect
    var toggle: Rect
    /// The Edit (Done) button in the header; nil when the sidebar is not customizable.
    var editButton: Rect?
    var editing: Bool
    var rows: [Row]
    /// Where rows show (window points): below the header, above a small margin at the bottom.
    var list: Rect
    /// The rows' height from the list's top to the last row's bottom (points), at scroll 0.
    var contentHeight: Double
    /// How far the rows are scrolled up (points; 0 at rest at the top).
    private(set) var scroll = 0.0

    init(scene: Scene, viewport: Size, arrangement: SidebarArrangement = SidebarArrangement()) {
        let inset = SidebarLayout.inset
        let width = min(max(scene.sidebar?.width ?? SidebarLayout.defaultWidth, SidebarLayout.widthRange.lowerBound),
                        SidebarLayout.widthRange.upperBound, max(0, viewport.width * 0.45))
        frame = Rect(x: inset, y: inset, width: width, height: max(0, viewport.height - 2 * inset))
        // Concentric with the display's corner (C5), never tighter than the minimum.
        cornerRadius = max(SidebarLayout.minimumCornerRadius, scene.device.cornerRadius - inset)
        title = scene.sidebar?.title
        titleFrame = Rect(x: frame.minX + 22, y: frame.minY + 18, width: frame.width - 84, height: 26)
        toggle = Rect(x: frame.maxX - 14 - 36, y: frame.minY + 13, width: 36, height: 36)
        editButton = arrangement.customizable ? Rect(x: toggle.minX - 6 - 64, y: toggle.minY, width: 64, height: 36) : nil
        if editButton != nil { titleFrame.size.width = max(0, frame.width - 84 - 70) }
        let editing = arrangement.editing && arrangement.customizable
        self.editing = editing
        var rows: [Row] = []
        var y = frame.minY + SidebarLayout.headerHeight
        let x = frame.minX + 10, w = frame.width - 20
        func add(_ item: Item, _ title: String, _ icon: String?, height: Double = SidebarLayout.rowHeight, opacity: Double = 1,
                 control: EditControl = .none, disclosure: Double? = nil) {
            rows.append(Row(item: item, frame: Rect(x: x, y: y, width: w, height: height), title: title, icon: icon, opacity: opacity,
                            control: control, disclosure: disclosure))
            y += height
        }
        let tabs = scene.tabs
        let hidden = arrangement.hidden ?? Set(tabs.filter { $0.hidden && $0.customization == .optional }.map(\.tabID))
        // The person's order: scene indices in the order they see them.
        let ordered: [Int] = arrangement.order.map { order in
            let known = order.compactMap { id in tabs.firstIndex { $0.tabID == id } }
            return known + tabs.indices.filter { !known.contains($0) }
        } ?? Array(tabs.indices)
        func control(_ tab: Tab) -> EditControl {
            guard editing else { return .none }
            switch tab.customization {
            case .pinned: return .none
            case .movable: return .grip
            case .optional: return .visibility(shown: !hidden.contains(tab.tabID))
            }
        }
        func listed(_ i: Int) -> Bool { editing || !hidden.contains(tabs[i].tabID) }
        for i in ordered where tabs[i].role == .search && listed(i) { add(.tab(i), tabs[i].title, tabs[i].icon, control: control(tabs[i])) }
        let sectionIDs = Set(scene.tabSections.map(\.id))
        for i in ordered where tabs[i].role != .search && listed(i) && !(tabs[i].section.map(sectionIDs.contains) ?? false) {
            add(.tab(i), tabs[i].title, tabs[i].icon, control: control(tabs[i]))
        }
        let sectionOrder: [Int] = arrangement.sections.map { ids in
            let known = ids.compactMap { id in scene.tabSections.firstIndex { $0.id == id } }
            return known + scene.tabSections.indices.filter { !known.contains($0) }
        } ?? Array(scene.tabSections.indices)
        for s in sectionOrder {
            let section = scene.tabSections[s]
            y += 10
            let open = section.collapsible ? min(1, max(0, arrangement.openness(of: section.id))) : 1
            add(.section(s), section.title, nil, height: SidebarLayout.sectionHeaderHeight,
                control: editing && section.customization != .pinned ? .grip : .none, disclosure: section.collapsible ? open : nil)
            // A collapsing section's rows shrink toward its header and fade out over the first
            // half of the way, so the rows below slide up without text overlapping.
            let fade = max(0, open * 2 - 1)
            var members: [(Item, String, String?, EditControl)] = []
            for i in ordered where tabs[i].section == section.id && tabs[i].role != .search && listed(i) {
                members.append((.tab(i), tabs[i].title, tabs[i].icon, control(tabs[i])))
            }
            if let action = section.action, !editing { members.append((.action(s), action.title, action.icon ?? "list-add-symbolic", .none)) }
            guard open > 0 else { continue }
            for (item, title, icon, control) in members {
                add(item, title, icon, height: SidebarLayout.rowHeight * open, opacity: fade, control: control)
            }
        }
        if editing {
            y += 10
            add(.reset, "Reset to Defaults", "edit-undo-symbolic")
        }
        let top = frame.minY + SidebarLayout.headerHeight
        list = Rect(x: frame.minX, y: top, width: frame.width, height: max(0, frame.maxY - SidebarLayout.bottomMargin - top))
        contentHeight = max(0, y - top)
        self.rows = rows
    }

    /// Room kept under the last row shown, inside the glass.
    static let bottomMargin = 8.0

    /// Whether the rows are taller than the list's room, so they scroll.
    var scrolls: Bool { contentHeight > list.height + 0.5 }

    /// The layout with its rows moved up by `offset` points (negative: down, a rubber band past
    /// the top), keeping only the rows that show in the list, at least in part.
    func scrolled(by offset: Double) -> SidebarLayout {
        var moved = self
        moved.scroll = offset
        moved.rows = rows.compactMap { row in
            var r = row
            r.frame.origin.y -= offset
            return r.frame.maxY > list.minY + 0.01 && r.frame.minY < list.maxY - 0.01 ? r : nil
        }
        return moved
    }

    /// The sidebar's room on the leading side: content starts right of it.
    var contentInset: Double { frame.maxX }

    /// What the sidebar has under `p`: the toggle, a row, or nil (outside, or empty glass).
    func item(at p: Point) -> Item? {
        guard frame.contains(p) else { return nil }
        if toggle.insetBy(dx: -4, dy: -4).contains(p) { return .toggle }
        if let e = editButton, e.contains(p) { return .edit }
        guard list.contains(p) else { return nil }
        return rows.first { $0.frame.contains(p) && $0.opacity > 0 }?.item
    }

    /// The row of tab `index`, if the sidebar lists it.
    func row(forTab index: Int) -> Row? { rows.first { $0.item == .tab(index) } }
}
