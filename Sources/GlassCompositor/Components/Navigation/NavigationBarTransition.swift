/// The navigation bar during a push, pop or swipe back: which two screens' bars show and how
/// far along the change is. Everything the bar draws then is a function of this value (the
/// transition's `position` and the stack), so a swipe scrubs it and a cancel returns it.
///
/// `position` is the transition's: 0 the upper page covers the window (its bar shows), 1 it
/// is off screen (the lower page's bar shows). The upper page's items are seen at
/// `1 - position`, the lower page's at `position`.
struct NavigationBarTransition: Equatable {
    /// The page sliding over (pushed, or departing in a pop).
    var upper: ContentPage
    /// The page under it.
    var lower: ContentPage
    var position: Double
    /// Reduce Motion: everything cross-fades in place.
    var crossfade: Bool
    /// The upper page is the stack's top (a push or a swipe); false during a pop.
    var upperIsTop: Bool

    /// How much of the upper page's bar shows (0...1).
    var upperVisibility: Double { 1 - position }
    /// How much of the lower page's bar shows (0...1).
    var lowerVisibility: Double { position }
    /// How much of the top page's bar shows.
    var topVisibility: Double { upperIsTop ? upperVisibility : lowerVisibility }

    /// How far an inline title travels as it slides in or out with its page, as a fraction
    /// of the window's width: it arrives from the trailing side without crossing the bar.
    static let inlineTitleTravel = 0.3
}

extension NavigationComponent {
    /// The selected tab's bar transition now, if a push, pop or swipe shows.
    var barTransition: NavigationBarTransition? {
        guard let tr = transition, tr.tab == ui.selectedTabID else { return nil }
        return NavigationBarTransition(upper: tr.upper, lower: tr.lower, position: tr.progress(at: ui.time),
                                       crossfade: tr.crossfade, upperIsTop: tr.upperIsTop)
    }

    /// How far the top page is shifted sideways now, in points (its custom glass follows).
    var topShiftPoints: Double { Double(topShiftPixels) / ui.scale }

    /// How much of the top page shows now (0...1): below 1 only while a Reduce Motion
    /// cross-fade runs (a slide moves the page instead).
    var topPageVisibility: Double {
        guard let b = barTransition, b.crossfade else { return 1 }
        return b.topVisibility
    }

    /// `page`'s toolbar with a back button leading it when it is a pushed screen (nil when
    /// neither exists). The label is the title of the screen under it, or "Back" when the
    /// button would take more than 40 % of the window's width (room is left for the title).
    func toolbar(for page: ContentPage) -> Toolbar? {
        guard ui.tab(page.tab) != nil else { return nil }
        let screen = ui.pages.screen(of: page)
        guard page.depth > 0 else { return screen.toolbar }
        var toolbar = screen.toolbar ?? Toolbar()
        var back = ToolbarButton()
        back.id = Self.backButtonID
        back.icon = "go-previous-symbolic"
        var label = ui.pages.screen(of: self.page(tab: page.tab, depth: page.depth - 1)).title ?? "Back"
        let width = TextMeasurer.shared.size(label, style: TextStyle(size: 16, weight: 600), width: 1000, maxLines: 1).width
        if label.isEmpty || width + ToolbarLayout.iconSlot + 14 > ui.viewport.width * 0.4 { label = "Back" }
        back.title = label
        toolbar.leading.insert(.button(back), at: 0)
        return toolbar
    }

    /// Whether `page`'s bar shows its title inline now: an inline title, or a large one the
    /// page has scrolled under the bar.
    func showsInlineTitle(_ page: ContentPage) -> Bool {
        let screen = ui.pages.screen(of: page)
        guard let title = screen.title, !title.isEmpty else { return false }
        if screen.titleDisplay == .inline { return true }
        guard let f = ui.pages.layout(page: page).titleFrame else { return false }
        return offset(of: page) > f.maxY - ToolbarLayout.topInset - ToolbarLayout.barHeight
    }

    /// The large title of the lower page, in window points as its page shows it at rest, when
    /// a slide flies it into the back button (nil under Reduce Motion, for an inline title or
    /// none).
    func flyingLargeTitle(_ b: NavigationBarTransition) -> (title: String, frame: Rect)? {
        guard !b.crossfade, !showsInlineTitle(b.lower), let title = ui.pages.screen(of: b.lower).title, !title.isEmpty,
              let f = ui.pages.layout(page: b.lower).titleFrame else { return nil }
        return (title, f.offsetBy(dx: 0, dy: -offset(of: b.lower)))
    }

    /// Covers the lower page's large title where its page draws it (it flies as the bar's own
    /// text instead): page colour under the same veil as the page, pixels.
    func flyingTitleCover(lowerX: Int, veil: UInt32, clip: PixelRect) -> [RenderCommand] {
        guard let b = barTransition, let (_, frame) = flyingLargeTitle(b) else { return [] }
        let px = PixelRect(covering: frame.scaled(by: ui.scale))
        let rect = PixelRect(x0: px.x0 + lowerX, y0: px.y0, x1: px.x1 + lowerX, y1: px.y1).intersection(clip)
        guard !rect.isEmpty else { return [] }
        let f = Float(veil) / 255, c = ui.pageColor
        return [.fill(Color(r: c.r * f, g: c.g * f, b: c.b * f, a: 1).pixel, bounds: rect)]
    }
}
