/// One thing on screen a person can see and press (a tab, a toolbar button, a row, a switch, a
/// menu item ...) as a tester names it: its role, its label, the scene's id where it has one,
/// where it is and what state it shows. Frames are in window points (top-left origin), the
/// same space as input events; nothing here is in pixels.
///
/// Elements are what scripts address (`"on": ...`), what `glass-viewer inspect` prints and
/// what element expectations check; they are read from the layouts a frame is planned from,
/// so they are where the frame draws them.
public struct UIElement: Equatable, Sendable {
    /// What kind of thing it is, as a tester calls it.
    public enum Role: String, Equatable, Sendable, CaseIterable {
        case tabBar = "tab-bar", tab, accessory
        case toolbar, barButton = "bar-button", backButton = "back-button", searchField = "search-field"
        case page, row, card, tile, header, carousel
        case button, `switch`, slider, segmented, segment
        case menu, menuItem = "menu-item"
        case alert, alertButton = "alert-button"
        case sheet, sidebar, sidebarRow = "sidebar-row", inspector
        case glass
    }

    /// What an element shows; nil where the role has no such state.
    public struct State: Equatable, Sendable {
        /// A tab, segment, sidebar row or bar button that is the selected one.
        public var selected: Bool?
        /// A switch that is on.
        public var on: Bool?
        /// A slider's value in its own range; a segmented control's selected index.
        public var value: Double?
        /// A text field that has the keyboard focus.
        public var focused: Bool?
        /// What a text field holds.
        public var text: String?
        public init(selected: Bool? = nil, on: Bool? = nil, value: Double? = nil, focused: Bool? = nil, text: String? = nil) {
            self.selected = selected; self.on = on; self.value = value; self.focused = focused; self.text = text
        }
        public var isEmpty: Bool { selected == nil && on == nil && value == nil && focused == nil && text == nil }
    }

    public var role: Role
    /// What a person reads on it (a title, an icon's name when it has no title).
    public var label: String
    /// The scene's id for it, where the scene gives one (a tab's id, a button's id ...).
    public var id: String?
    /// Where it is, window points.
    var frame: Rect
    public var state: State
    /// False when something in front takes a press at its hit point (a modal's scrim, a bar over
    /// a row): it shows but a tap there reaches something else.
    public internal(set) var hittable = true
    /// What covers its hit point when it is not hittable, as `name` says it ("alert \"Delete?\""),
    /// when an element says so (glass that only covers has no name here).
    public internal(set) var coveredBy: String?
    /// How deep it sits in the tree (0 for a top-level element such as the tab bar).
    public internal(set) var depth = 0
    /// The index in the tree of the element it is inside, nil at the top.
    public internal(set) var parent: Int?
    /// The session component that contributed it (front-to-back order of the tree).
    var layer = 0

    init(_ role: Role, _ label: String, id: String? = nil, frame: Rect, state: State = State()) {
        self.role = role; self.label = label; self.id = id; self.frame = frame; self.state = state
    }

    /// The frame's left, top, width and height in window points.
    public var x: Double { frame.minX }
    public var y: Double { frame.minY }
    public var width: Double { frame.width }
    public var height: Double { frame.height }

    /// Where a script's tap on it lands: the centre of the part of its frame inside the
    /// window (`visibleFrame`), window points.
    public var hitPoint: Point { visibleFrame.center }
    /// The part of its frame inside the window, set when the tree is built (window points).
    var visibleFrame: Rect = .zero

    /// "tab \"Radio\" #radio", the way errors and the inspector name it.
    public var name: String {
        var s = role.rawValue
        if !label.isEmpty { s += " " + EchoedValue.quoted(label) }
        if let id { s += " #" + id }
        return s
    }
}
