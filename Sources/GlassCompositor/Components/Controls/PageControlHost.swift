/// The selected tab's top page as a host of live controls: its layout's controls, scrolled
/// with the page; chrome over a control keeps it from taking presses.
final class PageControlHost: ControlHost {
    unowned let ui: UIContext
    /// The component that takes the page's presses (what stands in front of it is asked).
    unowned let owner: Component
    /// The live controls of the last layout asked about (a reload or resize gives a new one).
    private var cache: (tab: TabID, layout: ContentLayout, controls: [ControlsState.Live])?

    init(ui: UIContext, owner: Component) {
        self.ui = ui
        self.owner = owner
    }

    var hostName: String { "page" }

    /// The selected screen's sliders, switches and segmented controls with their rects.
    func hostedControls() -> [ControlsState.Live] {
        guard let tab = ui.selectedTabID else { return [] }
        let layout = ui.pages.layout(tab: tab)
        if let cache, cache.tab == tab, cache.layout == layout { return cache.controls }
        let live = ControlsState.live(in: layout, fallbackPrefix: tab.rawValue)
        cache = (tab, layout, live)
        return live
    }

    /// Presses are taken where the page is at rest sideways: only the scroll applies.
    func hostPoint(_ p: Point) -> Point { Point(p.x, p.y + ui.pages.offset()) }
    var windowOrigin: Point { Point(ui.stacks?.topShiftPoints ?? 0, -ui.pages.offset()) }
    var visibleRect: Rect {
        Rect(x: 0, y: Double(ui.pages.offsetPixels) / ui.scale, width: ui.viewport.width, height: ui.viewport.height)
    }

    func controlPainter() -> ContentPainter {
        var palette = Palette.system(ui.scene.appearance)
        if let bg = ui.scene.background { palette.background = bg }
        return ContentPainter(layout: ui.pages.layout(tab: ui.pages.shownTab), palette: palette, title: nil)
    }

    func reaches(_ p: Point, hit: Rect) -> Bool {
        !ui.somethingIsInFront(of: owner, at: p) && !ui.chromeCovers(hit)
    }

    func showsLens(_ lens: Rect) -> Bool {
        !ui.chromeCovers(lens.offsetBy(dx: 0, dy: -Double(ui.pages.offsetPixels) / ui.scale))
    }

    var scrolls: Bool { true }
}
