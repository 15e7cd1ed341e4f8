/// Where the floating glass sidebar of regular layouts goes and what it lists (T6, T8),
/// in window points.
///
/// The sidebar floats inset from the window's top, leading and bottom edges with corners
/// concentric to the display's. Its header holds the title and a toggle button (switch to the
/// tab bar); below come the search tab, the ungrouped tabs, then each tab section: a header,
/// its visible tabs and its action button ("New Station").
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
    }

    struct Row: Equatable, Sendable {
        var item: Item
        var frame: Rect
        var title: String
        var icon: String?
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
    var rows: [Row]

    init(scene: Scene, viewport: Size) {
        let inset = SidebarLayout.inset
        let width = min(max(scene.sidebar?.width ?? SidebarLayout.defaultWidth, SidebarLayout.widthRange.lowerBound),
                        SidebarLayout.widthRange.upperBound, max(0, viewport.width * 0.45))
        frame = Rect(x: inset, y: inset, width: width, height: max(0, viewport.height - 2 * inset))
        // Concentric with the display's corner (C5), never tighter than the minimum.
        cornerRadius = max(SidebarLayout.minimumCornerRadius, scene.device.cornerRadius - inset)
        title = scene.sidebar?.title
        titleFrame = Rect(x: frame.minX + 22, y: frame.minY + 18, width: frame.width - 84, height: 26)
        toggle = Rect(x: frame.maxX - 14 - 36, y: frame.minY + 13, width: 36, height: 36)
        var rows: [Row] = []
        var y = frame.minY + SidebarLayout.headerHeight
        let x = frame.minX + 10, w = frame.width - 20
        func add(_ item: Item, _ title: String, _ icon: String?, height: Double = SidebarLayout.rowHeight) {
            rows.append(Row(item: item, frame: Rect(x: x, y: y, width: w, height: height), title: title, icon: icon))
            y += height
        }
        let tabs = scene.tabs
        for (i, tab) in tabs.enumerated() where tab.role == .search && !tab.hidden { add(.tab(i), tab.title, tab.icon) }
        let sectionIDs = Set(scene.tabSections.map(\.id))
        for (i, tab) in tabs.enumerated() where tab.role != .search && !tab.hidden && !(tab.section.map(sectionIDs.contains) ?? false) {
            add(.tab(i), tab.title, tab.icon)
        }
        for (s, section) in scene.tabSections.enumerated() {
            y += 10
            add(.section(s), section.title, nil, height: SidebarLayout.sectionHeaderHeight)
            for (i, tab) in tabs.enumerated() where tab.section == section.id && tab.role != .search && !tab.hidden {
                add(.tab(i), tab.title, tab.icon)
            }
            if let action = section.action { add(.action(s), action.title, action.icon ?? "list-add-symbolic") }
        }
        // Rows that do not fit are left out rather than drawn past the glass.
        let bottom = frame.maxY - 8
        self.rows = rows.filter { $0.frame.maxY <= bottom }
    }

    /// The sidebar's room on the leading side: content starts right of it.
    var contentInset: Double { frame.maxX }

    /// What the sidebar has under `p`: the toggle, a row, or nil (outside, or empty glass).
    func item(at p: Point) -> Item? {
        guard frame.contains(p) else { return nil }
        if toggle.insetBy(dx: -4, dy: -4).contains(p) { return .toggle }
        return rows.first { $0.frame.contains(p) }?.item
    }

    /// The row of tab `index`, if the sidebar lists it.
    func row(forTab index: Int) -> Row? { rows.first { $0.item == .tab(index) } }
}
