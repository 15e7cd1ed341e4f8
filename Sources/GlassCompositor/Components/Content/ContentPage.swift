/// One page of scrolling content: a tab's root screen (depth 0) or a screen pushed onto the
/// tab's navigation stack (N7) at a depth. Layouts and tile layers are kept per page, so
/// a pushed screen has its own, and the screen under it keeps its tiles for the way back.
struct ContentPage: Hashable, Sendable {
    /// The tab whose stack it is on.
    var tab: TabID
    /// 0 for the tab's own screen, n for the n-th screen pushed over it.
    var depth: Int
    /// The pushed screen's id (nil at depth 0, where the tab's screen is meant).
    var screenID: String?

    static func root(_ tab: TabID) -> ContentPage { ContentPage(tab: tab, depth: 0, screenID: nil) }
}
