/// The tab bar's behaviour (T1–T6).
struct TabBarSettings: Equatable, Sendable {
    /// When the floating tab bar collapses to a compact capsule (T2).
    enum MinimizeBehavior: String, Equatable, Sendable, CaseIterable {
        case never, onScrollDown, onScrollUp, automatic
    }
    /// How tabs are presented.
    enum Style: String, Equatable, Sendable, CaseIterable {
        /// Always a tab bar.
        case tabBar
        /// A tab bar on compact layouts, a sidebar on regular ones, switchable (T6).
        case sidebarAdaptable
    }

    /// False for apps without a tab bar (mail, maps): the screen's bottom toolbar or sheet
    /// takes the bottom edge, and the first tab is the only screen.
    var visible: Bool = true
    var minimizeBehavior: MinimizeBehavior = .never
    var style: Style = .tabBar
    /// The id of the tab selected when the scene opens; nil selects the first.
    var selected: String?
    /// A glass view above the tab bar, e.g. a mini player (T3).
    var accessory: TabAccessory?

    init() {}
}
