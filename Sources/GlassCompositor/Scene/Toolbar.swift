/// The navigation bar and bottom toolbar of a screen (N1–N6, S1, S2). Bars have no
/// background; their items sit on glass, grouped automatically (N2).
struct Toolbar: Equatable, Sendable {
    /// How content scrolling under a bar is treated (N6).
    enum ScrollEdge: String, Equatable, Sendable, CaseIterable {
        /// Progressive blur and fade toward the edge.
        case soft
        /// A near-opaque backing, for dense layouts.
        case hard
        case none
    }
    /// Where a navigation-bar search field sits on wide layouts (S2).
    enum SearchPlacement: String, Equatable, Sendable, CaseIterable { case trailing, centered, bottom }

    var leading: [ToolbarItem] = []
    var trailing: [ToolbarItem] = []
    /// The bottom toolbar (phone); may hold a search field (S1).
    var bottom: [ToolbarItem] = []
    var scrollEdge: ScrollEdge = .soft
    var searchPlacement: SearchPlacement = .trailing

    init() {}

    /// Every item, leading, trailing then bottom.
    var allItems: [ToolbarItem] { leading + trailing + bottom }
}

/// One toolbar item: a button, a spacer or a search field.
enum ToolbarItem: Equatable, Sendable {
    case button(ToolbarButton)
    /// A fixed spacer splits a glass group; a flexible one separates groups, unless it shares
    /// the background (N2).
    case spacer(flexible: Bool, sharesBackground: Bool)
    case search(ToolbarSearch)
}

/// A toolbar button (N2–N4, P1).
struct ToolbarButton: Equatable, Sendable {
    /// Semantic roles: Done/Close get their own glass; prominent ones are tinted.
    enum Role: String, Equatable, Sendable, CaseIterable { case plain, done, close, cancel, confirm, destructive }
    enum Badge: Equatable, Sendable { case count(Int), dot }

    var id: String?
    var icon: String?
    var title: String?
    /// What an icon-only button is called (its accessibility label): the element tree's label
    /// and its entry in a "more" menu (`readableLabel`).
    var label: String?
    var role: Role = .plain
    /// Tinted glass (the accent, or `tint`) instead of tinted symbol (N3).
    var prominent: Bool = false
    /// Colours the symbol (or the glass, when prominent).
    var tint: Color?
    var badge: Badge?
    /// Opts out of any glass background (N2).
    var hidesBackground: Bool = false
    /// A menu that morphs out of the button (P1).
    var menu: [MenuItem] = []
    /// A panel of content that morphs out of the button (P1); a `menu` wins over it.
    var popover: Popover?
    /// An alert or action sheet a tap presents (P3).
    var action: ButtonAction?

    init() {}
}

/// A search field in a toolbar; collapses to a button with too little room (S1).
struct ToolbarSearch: Equatable, Sendable {
    var prompt: String = "Search"
    /// Start collapsed into a button.
    var collapsed: Bool = false
    init() {}
}

/// One entry of a menu (P1): a title with an optional icon, red when destructive; an
/// entry with a `submenu` opens that menu instead of being chosen.
struct MenuItem: Equatable, Sendable {
    /// What choosing the entry does to the person's data: destructive entries are red.
    enum Role: String, Equatable, Sendable, CaseIterable { case plain, destructive }

    var id: String?
    var title: String
    var icon: String?
    var destructive: Bool = false
    /// Starts a new group: a separator is drawn above it.
    var startsSection: Bool = false
    var submenu: [MenuItem] = []
    /// What choosing the entry does besides `menu.selected`: what a bar button folded into
    /// the toolbar's "more" menu did (`ToolbarLayout.overflowButton`). Scenes never set it.
    var tap: Tap?
    init(title: String, icon: String? = nil) { self.title = title; self.icon = icon }

    /// A folded bar button's tap: its id's handler (`toggle-sidebar`, `inspect`) and its alert.
    struct Tap: Equatable, Sendable {
        var buttonID: String?
        var action: ButtonAction?
    }
}
