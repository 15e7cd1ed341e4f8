/// What a feature may ask about the navigation stacks, read-only: each tab's top page and
/// depth, the push, pop or swipe showing now and where its pages are, the bar each page shows,
/// the row a pushed page came from. Navigation answers it (`NavigationComponent`); the bars,
/// the page features and the content ask this, and a pop is asked for through the action
/// router or by navigation's own back button, never by reaching the component.
///
/// Positions in pixels unless named points.
protocol StackSource: AnyObject {
    /// The page on top of `tab`'s stack (its own screen when nothing is pushed).
    func topPage(tab: TabID) -> ContentPage
    /// How many screens are pushed on `tab`.
    func depth(tab: TabID) -> Int
    /// `page`'s scroll offset in whole pixels, as its layer is placed.
    func offsetPixels(of page: ContentPage) -> Int
    /// The push, pop or swipe in progress on any tab.
    var transition: NavigationTransition? { get }
    /// A transition of the selected tab shows: its two pages are drawn sliding.
    var drawsPages: Bool { get }
    /// The selected tab's bar transition now, if a push, pop or swipe shows.
    var barTransition: NavigationBarTransition? { get }
    /// Where the upper and lower page's left edges are at `t` (pixels).
    func placement(_ tr: NavigationTransition, at t: Double) -> (upper: Int, lower: Int)
    /// How far the top page is shifted sideways now, in points.
    var topShiftPoints: Double { get }
    /// How much of the top page shows now (0...1): below 1 while a Reduce Motion cross-fade runs.
    var topPageVisibility: Double { get }
    /// The selected tab's top screen's toolbar, with its back button when pushed.
    func toolbarForTopScreen() -> Toolbar?
    /// `page`'s toolbar with a back button leading it when it is a pushed screen.
    func toolbar(for page: ContentPage) -> Toolbar?
    /// Whether `page`'s bar shows its title inline.
    func showsInlineTitle(_ page: ContentPage) -> Bool
    /// The large title flying into the back button during `b`, and where it is now (points).
    func flyingLargeTitle(_ b: NavigationBarTransition) -> (title: String, frame: Rect)?
    /// The grey drawings of held and selected rows (a cache shared by what draws a row's grey).
    var highlights: RowHighlightSurfaces { get }
    /// The rows of `page`'s layer kept for the way back (layer pixels; empty for none).
    func keptRows(of page: ContentPage) -> Range<Int>
    /// The pages a tap is likeliest to push next.
    func likelyPushes() -> [ContentPage]
    /// Draws ahead what a push would show (caches only).
    func prefetch()
    /// Draws ahead the first screen of `page` (caches only).
    func prefetchFirstScreen(of page: ContentPage)
}
