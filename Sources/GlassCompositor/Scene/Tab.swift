/// One tab of the floating tab bar (or one item of the sidebar) and the screen it shows.
public struct Tab: Equatable, Sendable {
    /// What the tab is: an ordinary tab or the search tab at the trailing end (T5).
    public enum Role: String, Equatable, Sendable, CaseIterable { case normal, search }
    /// Whether a person may move or hide the tab when customizing the sidebar (T7).
    public enum Customization: String, Equatable, Sendable, CaseIterable {
        /// Can be moved, cannot be hidden.
        case movable
        /// Can be moved and hidden.
        case optional
        /// Fixed in place.
        case pinned
    }

    public var id: String
    public var title: String
    /// A freedesktop icon name, e.g. `media-playback-start-symbolic`.
    public var icon: String
    var screen: Screen
    public var role: Role = .normal
    /// A count shown on the tab's icon; nil for none.
    public var badge: Int?
    public var customization: Customization = .movable
    /// Hidden by the person's customization (only with `customization == .optional`).
    public var hidden: Bool = false
    /// The id of the tab section it belongs to, if the tabs are grouped.
    public var section: String?
    /// Search options; only for `role == .search`.
    var search: SearchOptions?

    init(id: String, title: String, icon: String, screen: Screen) {
        self.id = id; self.title = title; self.icon = icon; self.screen = screen
    }
}
