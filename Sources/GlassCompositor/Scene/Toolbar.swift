/// The navigation bar and bottom toolbar of a screen (SPEC N1–N6, S1, S2). Bars have no
/// background; their items sit on glass, grouped automatically (N2).
public struct Toolbar: Equatable, Sendable {
    /// How content scrolling under a bar is treated (SPEC N6).
    public enum ScrollEdge: String, Equatable, Sendable, CaseIterable {
        /// Progressive blur and fade toward the edge.
        case soft
        /// A near-opaque backing, for dense layouts.
        case hard
        case none
    }
    /// Where a navigation-bar search field sits on wide layouts (SPEC S2).
    public enum SearchPlacement: String, Equatable, Sendable, CaseIterable { case trailing, centered, bottom }

    public var leading: [ToolbarItem] = []
    public var trailing: [ToolbarItem] = []
    /// The bottom toolbar (phone); may hold a search field (SPEC S1).
    public var bottom: [ToolbarItem] = []
    public var scrollEdge: ScrollEdge = .soft
    public var searchPlacement: SearchPlacement = .trailing

    public init() {}

    /// Every item, leading, trailing then bottom.
    public var allItems: [ToolbarItem] { leading + trailing + bottom }
}

/// One toolbar item: a button, a spacer or a search field.
public enum ToolbarItem: Equatable, Sendable {
    case button(ToolbarButton)
    /// A fixed spacer splits a glass group; a flexible one separates groups, unless it shares
    /// the background (SPEC N2).
    case spacer(flexible: Bool, sharesBackground: Bool)
    case search(ToolbarSearch)
}

/// A toolbar button (SPEC N2–N4, P1).
public struct ToolbarButton: Equatable, Sendable {
    /// Semantic roles: Done/Close get their own glass; prominent ones are tinted.
    public enum Role: String, Equatable, Sendable, CaseIterable { case plain, done, close, cancel, confirm, destructive }
    public enum Badge: Equatable, Sendable { case count(Int), dot }

    public var id: String?
    public var icon: String?
    public var title: String?
    public var role: Role = .plain
    /// Tinted glass (the accent, or `tint`) instead of tinted symbol (SPEC N3).
    public var prominent: Bool = false
    /// Colours the symbol (or the glass, when prominent).
    public var tint: Color?
    public var badge: Badge?
    /// Opts out of any glass background (SPEC N2).
    public var hidesBackground: Bool = false
    /// A menu that morphs out of the button (SPEC P1).
    public var menu: [MenuItem] = []

    public init() {}
}

/// A search field in a toolbar; collapses to a button with too little room (SPEC S1).
public struct ToolbarSearch: Equatable, Sendable {
    public var prompt: String = "Search"
    /// Start collapsed into a button.
    public var collapsed: Bool = false
    public init() {}
}

/// One entry of a menu.
public struct MenuItem: Equatable, Sendable {
    public var title: String
    public var icon: String?
    public var destructive: Bool = false
    public init(title: String, icon: String? = nil) { self.title = title; self.icon = icon }
}
