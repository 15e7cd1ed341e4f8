/// Whether the More tab's list covers the page, and whether the selected tab was opened from
/// it, read-only: the toolbar then shows no bar over the list, and a "More" back button on the
/// tab opened from it. The More page answers it (`MoreComponent`).
protocol MorePresence: AnyObject {
    /// The More list shows in place of the selected tab's page.
    var showsList: Bool { get }
    /// The selected tab was opened from the More list (its bar leads with a back button).
    var openedFromMore: Bool { get }
    /// Where the opened tab's page's left edge is while it slides over the list or off it
    /// (pixels, 0 at rest): the pages are drawn there.
    var pageShiftPixels: Int { get }
}
