/// What a feature may ask about the pages, read-only: which page a tab shows, its screen and
/// layout, how far it is scrolled and whether it moves, its tiled pixels and what they look
/// like under a rect. The content answers it (`ContentComponent`, which keeps every page's
/// scroll, layout and layer); a feature that rides on a page, a bar that reads the page under
/// it or a search that filters it asks this, never the component that scrolls.
///
/// Offsets in content points unless named pixels; rects in window pixels.
protocol PageSource: AnyObject {
    /// Every live page, each keeping its own state and that of the features riding on it.
    var store: PageStore { get }
    /// The tab whose page is shown: the selected one; for a scene without tabs an empty page.
    var shownTab: TabID { get }
    /// The page the selected tab shows (nil for a scene without tabs).
    var selectedPage: ContentPage? { get }
    /// The page `tab` shows: its root, or the top of its navigation stack.
    func page(tab: TabID) -> ContentPage
    /// The screen a page shows (an empty one for a screen the scene no longer has).
    func screen(of page: ContentPage) -> Screen
    func layout(tab: TabID) -> ContentLayout
    /// The layout of the tab at `index` of the scene's list.
    func layout(tab index: Int) -> ContentLayout
    func layout(page: ContentPage) -> ContentLayout
    /// The furthest `tab`'s content scrolls, in points.
    func maxScroll(tab: TabID) -> Double
    /// The scroll offset of `tab` (nil: the selected one) at `t` (nil: the state's time).
    func offset(tab: TabID?, at t: Double?) -> Double
    /// `page`'s scroll offset at the state's time (0 for a page never scrolled).
    func offset(of page: ContentPage) -> Double
    /// The selected tab's offset in whole pixels, as the layer is placed.
    var offsetPixels: Int { get }
    /// The selected tab's scroll (a copy: a feature reads it, the page's own recognizer drives it).
    var selectedScroll: ScrollPhysics { get }
    /// Whether the selected page moves on its own at `t` (a fling, a spring, a bounce).
    func isMoving(at t: Double) -> Bool
    /// Whether any tab's top page moves on its own now, or a touchpad scroll is in progress.
    var isAnimating: Bool { get }
    /// A drag is scrolling the page now.
    var dragging: Bool { get }
    /// When the last touchpad delta arrived, while a touchpad scroll is in progress.
    var lastSmoothScroll: Double? { get }
    /// The tiled layer of `tab`'s page, made on first use.
    func layer(tab: TabID) -> TiledLayer
    /// The tiled layer of `page`, made on first use.
    func layer(page: ContentPage) -> TiledLayer
    /// The layer of each tab's top page, made so far.
    var layers: [TabID: TiledLayer] { get }
    /// Tabs whose first screen is drawn ahead and kept (the likeliest next switches).
    var warmTabs: Set<TabID> { get }
    /// Mean luminance (0...1) of what the selected page shows under `rect` now.
    func luminance(under rect: PixelRect) -> Float
    /// Mean colour (straight sRGB) of what the selected page shows under `rect` now.
    func color(under rect: PixelRect) -> Color
    /// Mean luminance of `page` under `rect` (its left edge at 0) scrolled by `offsetPixels`.
    func luminance(under rect: PixelRect, page: ContentPage, offsetPixels: Int) -> Float
}

extension PageSource {
    /// The selected tab's scroll offset at the state's time.
    func offset() -> Double { offset(tab: nil, at: nil) }
    func offset(tab: TabID) -> Double { offset(tab: tab, at: nil) }
    func offset(at t: Double) -> Double { offset(tab: nil, at: t) }
}
