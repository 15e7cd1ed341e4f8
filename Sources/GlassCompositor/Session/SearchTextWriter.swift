/// Puts text in the top screen's search field as if typed (a search tab's suggestion chosen,
/// T5). The search field answers it (`SearchFieldComponent`).
protocol SearchTextWriter: AnyObject {
    /// Replaces the top screen's field's text with `text` at `t`; the page shows what it finds.
    func search(for text: String, at t: Double)
}

/// Scrolls the selected tab's page (a search result revealed in its tab, T5). The content
/// answers it (`ContentComponent`).
protocol PageScroller: AnyObject {
    /// Scrolls the selected tab's page to `offset` (points from its top, clamped) at `t`, animated.
    func scrollTo(_ offset: Double, at t: Double)
}
