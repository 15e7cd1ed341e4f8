/// Something that rides on a page and is drawn with it: a carousel's rows, live controls,
/// glass buttons, the grey of a held or selected row, a screen's custom glass. `PagesComponent`
/// draws each page it shows (one at rest, two while a push, pop or swipe shows) and asks every
/// feature, in order, for that page's commands where the page is now, so a feature never
/// needs to know about navigation and no component draws another's commands.
///
/// Both calls are pure, as `Component.plan()` is (they may fill caches).
protocol PageFeature: AnyObject {
    /// Commands drawn with the page's own pixels, before anything rides on it (a carousel's
    /// rows): for a page shown in its colours (not under a transition's veil), clipped to
    /// `clip`, blended at `opacity` (0...255) when the page fades.
    func contentCommands(for page: ContentPage, at placement: PagePlacement, clip: PixelRect, opacity: UInt32?) -> [RenderCommand]
    /// Commands drawn over the page (glass buttons, live controls, a held row's grey).
    func ridingCommands(for page: ContentPage, at placement: PagePlacement) -> [RenderCommand]
}

extension PageFeature {
    func contentCommands(for page: ContentPage, at placement: PagePlacement, clip: PixelRect, opacity: UInt32?) -> [RenderCommand] { [] }
    func ridingCommands(for page: ContentPage, at placement: PagePlacement) -> [RenderCommand] { [] }
}

/// Where a page is drawn this frame (pixels) and in what part.
struct PagePlacement: Equatable {
    /// The page's left edge in the frame: 0 at rest; a push slides the page in, the page under
    /// it moves by the parallax.
    var shiftX: Int
    /// How far the page is scrolled (its scroll offset in pixels).
    var offsetY: Int
    /// Whether it is its tab's top page: live parts (controls, a held press) show only there.
    var isTop: Bool
    /// How much of its glass shows (0...1): below 1 while it cross-fades under Reduce Motion.
    var visibility: Double = 1
    /// The page is the lower one of a sliding transition (its glass goes under the upper page).
    var isUnderSlide = false
}
