/// One thing a navigation bar shows while a push, pop or swipe back moves it: a button's
/// symbol or label, a search field, an inline title or the title flying into the back button.
/// Where it is drawn (window points) and how opaque its text or symbol is (0...1). The toolbar
/// plans its commands from these same values (`ToolbarComponent.transition(_:)`), so what a
/// test reads here is what the frame shows.
struct ShownBarItem: Equatable {
    /// The button's id, "search", "title" or "flight" (for messages).
    var name: String
    /// Where it is drawn now, window points.
    var frame: Rect
    /// How opaque its text or symbol is now (0...1).
    var opacity: Double
    /// On the upper page's bar (the page pushed, or leaving in a pop); false for the lower page's.
    var upper: Bool
}
