/// Where the tab bar is and the tab a press or pill drag on it is over, read-only: panels stay
/// above it, and the content draws that tab's first screen ahead. The tab bar answers it
/// (`TabBarComponent`).
protocol TabBarPresence: AnyObject {
    /// The bar's frames now, in points.
    var layout: TabBarLayout { get }
    /// The index of the tab a press or pill drag is over, before it is selected.
    var tabAboutToBeSelected: Int? { get }
    /// The search tab's field while it shows one (the search tab selected), in points.
    var searchFieldFrame: Rect? { get }
}
