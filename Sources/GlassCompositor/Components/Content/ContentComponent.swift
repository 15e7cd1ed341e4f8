/// The scrolling content of every tab (V3): the pages (a tab's own screen and every screen
/// pushed on its stack, each a `Page` owning its scroll, layouts and tiled layer, kept in
/// `store`), made on first use and dropped when popped for good; `PagesComponent` draws them. A tab switch shows the new tab's page at once, as iOS does:
/// no cross-fade of two pages.
/// The backmost component: a press nothing in front took starts a drag-to-scroll here.
///
/// Geometry: offsets in content points (0 shows the top); layers in pixels.
final class ContentComponent: Component, PageSource, PageKeeper, PageScroller {
    unowned let ui: UIContext
    /// The sideways rows over the pages (what the page looks like includes them); set by the session.
    var rows: CarouselRows!
    /// Every live page: the top page of every tab, the pages under a pushed one (kept for the
    /// way back), a page a pop is taking away, and pages drawn ahead. A page without a scroll
    /// yet is at rest at its top (`scroll(of:)`); the first gesture on it keeps one.
    let store = PageStore()
    /// The pointer went down on content and drives a drag-to-scroll.
    var dragging = false
    /// When the last smooth-scroll delta arrived (XInput2 has no "gesture ended" event, so a
    /// pause of `smoothScrollEndDelay` ends the gesture and lets it fling).
    private(set) var lastSmoothScroll: Double?
    static let smoothScrollEndDelay = 0.06

    /// What a page's layer is drawn for now: a relayout keeps the layers of pages whose shape
    /// did not change (a search filtering one page leaves the others' tiles alone).
    private func shape(of page: ContentPage) -> Page.LayerShape {
        Page.LayerShape(layout: layout(page: page), scale: ui.scale, pixelWidth: ui.pixelWidth, viewportHeight: ui.viewport.height)
    }
    /// The layer of each tab's top page, made so far.
    var layers: [TabID: TiledLayer] {
        Dictionary(uniqueKeysWithValues: ui.scene.tabs.compactMap { tab in store.existing(page(tab: tab.tabID))?.layer.map { (tab.tabID, $0) } })
    }
    /// The search tab's pages, made once per query (`screen(of:)` is asked every frame).
    private let searchScreens = SearchTabScreens()

    init(ui: UIContext) {
        self.ui = ui
    }

    /// Builds every tab's scroll; called once the other components exist (insets ask them).
    func start() {
        for tab in ui.scene.tabs { store[page(tab: tab.tabID)].scroll = makeScrollPhysics(tab: tab.tabID) }
    }

    // MARK: Geometry

    /// The page `tab` shows: its root, or the top of its navigation stack.
    func page(tab: TabID) -> ContentPage { ui.stacks?.topPage(tab: tab) ?? .root(tab) }

    /// The page the selected tab shows (nil for a scene without tabs).
    var selectedPage: ContentPage? { ui.selectedTabID.map { page(tab: $0) } }

    /// The screen a page shows (an empty one for a screen the scene no longer has), filtered
    /// by what its search field holds.
    func screen(of page: ContentPage) -> Screen {
        let screen = page.screenID.map { ui.scene.screen(id: $0) ?? Screen() } ?? ui.tab(page.tab)?.screen ?? Screen()
        let query = ui.searchQueries?.query(of: page) ?? ""
        // The search tab's own page: suggestions, then what the query finds in the scene (T5).
        if page.depth == 0, let tab = ui.tab(page.tab), tab.role == .search {
            return searchScreens.screen(for: tab, in: ui.scene, sceneVersion: ui.sceneVersion, query: query)
        }
        guard !query.isEmpty else { return screen }
        let kept = store[page]
        if let f = kept.filtered, f.query == query, f.sceneVersion == ui.sceneVersion { return f.screen }
        let filtered = SearchFilter.filtered(screen, query: query)
        kept.filtered = (query, ui.sceneVersion, filtered)
        return filtered
    }

    func layout(tab: TabID) -> ContentLayout { layout(page: page(tab: tab)) }

    /// The layout of the tab at `index` of the scene's list (an empty screen's past its end).
    func layout(tab index: Int) -> ContentLayout {
        guard let id = ui.tabID(at: index) else { return layout(page: .root(TabID(""))) }
        return layout(tab: id)
    }

    func layout(page: ContentPage) -> ContentLayout {
        let insets = ui.contentInsets
        // Layouts measure text, so each is computed once per page, width and insets.
        let kept = store[page]
        let key = Page.LayoutKey(width: ui.viewport.width, insets: [insets.leading, insets.trailing],
                                 query: ui.searchQueries?.query(of: page) ?? "")
        if let cached = kept.layouts[key] { return cached }
        let hasAccessory = ui.scene.tabBar.accessory != nil
        let layout = ContentLayout(screen: screen(of: page),
                                   width: ui.viewport.width, bottomInset: TabBarLayout.contentBottomInset(hasAccessory: hasAccessory),
                                   leadingInset: insets.leading, trailingInset: insets.trailing)
        kept.layouts[key] = layout
        return layout
    }

    /// The furthest `tab`'s content scrolls, in points.
    func maxScroll(tab: TabID) -> Double { max(0, layout(tab: tab).height - ui.viewport.height) }

    /// The scroll offset of `tab` (the selected one by default) at `t` (the state's time by
    /// default), in points; negative or past the end while rubber-banded.
    func offset(tab: TabID? = nil, at t: Double? = nil) -> Double {
        guard let id = tab ?? ui.selectedTabID, let s = store.existing(page(tab: id))?.scroll else { return 0 }
        return s.offset(at: t ?? ui.time)
    }

    /// `page`'s scroll offset at the state's time, in points (0 for a page never scrolled).
    func offset(of page: ContentPage) -> Double { store.existing(page)?.scroll?.offset(at: ui.time) ?? 0 }

    /// `page`'s scroll: the one it keeps, or at rest at its top for a page never scrolled.
    func scroll(of page: ContentPage) -> ScrollPhysics { store.existing(page)?.scroll ?? makeScrollPhysics(page: page) }

    /// The scroll of the page `tab` shows on top.
    func scroll(tab: TabID) -> ScrollPhysics { scroll(of: page(tab: tab)) }

    /// Whether the selected tab's page moves on its own at `t` (a fling, a wheel's spring, a
    /// bounce): a press then only stops it.
    func isMoving(at t: Double) -> Bool {
        selectedPage.flatMap { store.existing($0)?.scroll }?.isAnimating(at: t) ?? false
    }

    /// The selected tab's offset in whole pixels, as the layer is placed.
    var offsetPixels: Int { Int((offset() * ui.scale).rounded()) }

    private func makeScrollPhysics(tab: TabID, offset: Double = 0) -> ScrollPhysics {
        makeScrollPhysics(page: page(tab: tab), offset: offset)
    }

    /// A scroll for `page` at rest at `offset` (points), fitted to its layout.
    func makeScrollPhysics(page: ContentPage, offset: Double = 0) -> ScrollPhysics {
        ScrollPhysics(viewportLength: ui.viewport.height, contentLength: layout(page: page).height, offset: offset)
    }

    /// The tiled layer of `tab`'s page, made on first use (its tiles draw on demand).
    func layer(tab: TabID) -> TiledLayer { layer(page: page(tab: tab)) }

    /// The tiled layer of `page`, made on first use.
    /// Tile width of a pushed screen's layer, in pixels (square tiles, as tall as a row's).
    static let pushedPageTileWidth = 256

    func layer(page: ContentPage) -> TiledLayer {
        let kept = store[page]
        if let l = kept.layer { return l }
        let layout = layout(page: page)
        var painter = ContentPainter(layout: layout, palette: Palette.system(ui.scene.appearance),
                                     title: screen(of: page).title)
        if let bg = ui.scene.background { painter.palette.background = bg }
        let scale = ui.scale
        let height = max(layout.height, ui.viewport.height)
        // A pushed screen slides in from the trailing edge, so its first frames show a strip
        // of its leading side: in columns, those frames rasterize only the columns they show
        // (whole rows cost one frame several times the budget). A tab's own screen scrolls
        // only vertically and keeps rows as wide as the window.
        let columns = page.depth > 0 ? Self.pushedPageTileWidth : nil
        // The painter fills what a tile shows with the page colour first: when that is opaque
        // and spans the tile (columns are painted wider than they are), every pixel is set.
        let covers = painter.palette.background.a >= 1 && (columns != nil || layout.width * scale >= Double(ui.pixelWidth) - 1.0 / 512)
        let layer = TiledLayer(pixelWidth: ui.pixelWidth, pixelHeight: Int((height * scale).rounded(.up)), scale: scale,
                               tileWidth: columns, isOpaque: true, paintsEveryPixel: covers) { canvas in
            let top = canvas.origin.y
            let width = Double(canvas.surface.width) / scale
            // What the tile shows, so items beside a column are skipped as items above and
            // below a row are; widened by the painter's item margin, since a carousel painted
            // in place picks its tiles by this rectangle alone and their shadows spill.
            let height = Double(canvas.surface.height) / scale
            let visible = columns == nil ? Rect(x: 0, y: top, width: layout.width, height: height)
                : Rect(x: canvas.origin.x - 24, y: top, width: width + 48, height: height)
            painter.paint(on: canvas, visible: visible)
        }
        kept.layer = layer
        kept.layerShape = shape(of: page)
        return layer
    }

    /// Drops the pages no longer on a stack or shown (a screen popped off, a pop's transition
    /// ended), keeping every tab's own screen. `layersOf` are pages not on a stack yet whose
    /// layers hold tiles drawn ahead (one a press would push): they live on with their tiles,
    /// but without a scroll, so a page pushed starts at its top.
    func forgetPages(keeping pages: Set<ContentPage>, layersOf ahead: Set<ContentPage>) {
        store.removeAll { !pages.contains($0.key) && !ahead.contains($0.key) && $0.key.depth > 0 }
        for p in store.all where p.key.depth > 0 && !pages.contains(p.key) { p.scroll = nil }
    }

    /// Mean luminance of what the content shows under `rect` (window pixels) at the state's
    /// time: the page and the rows scrolled over it. The defined source adaptation samples.
    func luminance(under rect: PixelRect) -> Float {
        // The More list covers the page with its plain background.
        if ui.more?.showsList == true { return ui.pageColor.luminance }
        guard let tab = ui.selectedTabID else { return 1 }
        return rows.contentLuminance(under: rect, page: shownLayer(tab: tab), offsetY: offsetPixels)
    }

    /// `tab`'s layer with the tiles the window shows drawn: the samples read some of them, and
    /// one missing there (a page laid out again by a keystroke) is drawn with the others the
    /// frame needs, side by side over the cores, not alone on the session's thread first.
    private func shownLayer(tab: TabID) -> TiledLayer {
        let layer = layer(tab: tab)
        layer.prepare(rows: offsetPixels, offsetPixels + ui.pixelHeight)
        return layer
    }

    /// Mean colour (straight sRGB) of what the content shows under `rect` (window pixels),
    /// sampled where `luminance(under:)` samples: what vibrant labels on glass measure against.
    func color(under rect: PixelRect) -> Color {
        if ui.more?.showsList == true { return ui.pageColor }
        guard let tab = ui.selectedTabID else { return .white }
        return rows.contentColor(under: rect, page: shownLayer(tab: tab), offsetY: offsetPixels)
    }

    /// Mean luminance of `page` under `rect` (pixels, the page's left edge at 0) scrolled by
    /// `offsetPixels`: the top page with its rows as `luminance(under:)` sees it, another page
    /// as its layer shows (its rows are the top page's).
    func luminance(under rect: PixelRect, page: ContentPage, offsetPixels: Int) -> Float {
        if page == selectedPage { return luminance(under: rect) }
        return layer(page: page).meanLuminance(under: rect, offsetY: offsetPixels)
    }

    // MARK: Component

    func handle(_ event: InputEvent) -> Bool {
        let t = event.time
        guard let tab = ui.selectedTabID else { return false }
        switch event.kind {
        case .wheel(_, let dy):
            guard dy != 0 else { return false }
            selectedScroll.wheel(steps: dy, at: t)
            ui.emit("scroll", t, [("tab", .string(tab.rawValue)), ("source", .string("wheel")),
                                  ("steps", .number(dy)), ("target", .number(selectedScroll.restingOffset))])
            return true
        case .smoothScroll(_, let dy):
            guard dy != 0 else { return false }
            selectedScroll.scroll(by: dy, at: t)
            lastSmoothScroll = t
            return true
        case .down(let button) where button == 1:
            ui.emitPress(at: event.position, target: "content", t)
            dragging = true
            selectedScroll.beginDrag(pointer: event.position.y, at: t)
            ui.gestures.claim(self, at: t)
            return true
        case .move:
            guard dragging else { return false }
            selectedScroll.drag(pointer: event.position.y, at: t)
            return true
        case .up(let button) where button == 1:
            guard dragging else { return false }
            ui.emitRelease(at: event.position, t)
            selectedScroll.endDrag(at: t)
            ui.emit("scroll", t, [("tab", .string(tab.rawValue)), ("source", .string("drag")),
                                  ("velocity", .number(selectedScroll.velocity(at: t))),
                                  ("target", .number(selectedScroll.restingOffset))])
            dragging = false
            return true
        case .key(let name, _):
            let step = ScrollPhysics.Configuration().wheelStepDistance
            switch name {
            case "Down": scrollBy(step, at: t)
            case "Up": scrollBy(-step, at: t)
            case "Page_Down", "space": scrollBy(ui.viewport.height * 0.8, at: t)
            case "Page_Up": scrollBy(-ui.viewport.height * 0.8, at: t)
            case "Home": scrollTo(0, at: t)
            case "End": scrollTo(maxScroll(tab: tab), at: t)
            default: return false
            }
            return true
        default:
            return false
        }
    }


    private func scrollBy(_ delta: Double, at t: Double) {
        scrollTo(selectedScroll.restingOffset + delta, at: t)
    }

    func scrollTo(_ offset: Double, at t: Double) {
        guard ui.selectedTabID != nil else { return }
        selectedScroll.scroll(to: offset, at: t, animated: true)
        ui.invalidated = true
    }

    /// The selected tab's scroll, which the gestures that hold the page or take a drag over
    /// from something else drive (a still, empty one for a scene without tabs).
    var selectedScroll: ScrollPhysics {
        get { selectedPage.map { scroll(of: $0) } ?? ScrollPhysics(viewportLength: 1, contentLength: 1) }
        set { if let page = selectedPage { store[page].scroll = newValue } }
    }

    func advance(to t: Double) {
        // A paused touchpad gesture ends (and flings) at its own time, whenever this runs.
        if let last = lastSmoothScroll, t - last >= Self.smoothScrollEndDelay, let tab = ui.selectedTabID {
            selectedScroll.endScroll(at: last + Self.smoothScrollEndDelay)
            ui.emit("scroll", last + Self.smoothScrollEndDelay, [("tab", .string(tab.rawValue)), ("source", .string("smooth")),
                                                                 ("target", .number(selectedScroll.restingOffset))])
            lastSmoothScroll = nil
        }
    }

    var isAnimating: Bool {
        let t = ui.time
        // The pages on top move on their own; one under a pushed page waits, and a page a pop
        // takes away moves with the transition.
        return lastSmoothScroll != nil || ui.scene.tabs.contains { store.existing(page(tab: $0.tabID))?.scroll?.isAnimating(at: t) == true }
    }

    /// The pages are drawn by `PagesComponent`, from this component's layers and scroll.
    func plan() -> [RenderCommand] { [] }

    /// The tab whose page is shown: the selected one; for a scene without tabs an empty page.
    var shownTab: TabID { ui.selectedTabID ?? TabID("") }

    func sceneDidChange(from old: Scene) {
        let t = ui.time
        // A tab that left the scene takes its pages with it; every other page keeps its offset,
        // at rest, fitted to its new layout; navigation then drops the pages its stacks no
        // longer hold (`forgetPages`).
        let tabs = Set(ui.scene.tabs.map(\.tabID))
        store.removeAll { !tabs.contains($0.key.tab) }
        let pages = store.all
        let offsets = pages.map { $0.scroll?.offset(at: t) }
        for p in pages {
            p.dropLayer()
            p.layouts.removeAll()
        }
        dragging = false
        lastSmoothScroll = nil
        for (p, offset) in zip(pages, offsets) { p.scroll = offset.map { makeScrollPhysics(page: p.key, offset: $0) } }
        for tab in tabs where store.existing(.root(tab))?.scroll == nil { store[.root(tab)].scroll = makeScrollPhysics(page: .root(tab)) }
    }

    /// The room beside the content changed: every page is laid out again (before the
    /// components after it in the list hear of it).
    func contentDidRelayout() { relayout() }

    func viewportDidChange() {
        dragging = false
        relayout()
    }

    func appearanceDidChange() {
        for p in store.all { p.dropLayer() }
    }

    /// Lays every tab's content out again (the room beside it or the window changed), keeping
    /// scroll offsets.
    func relayout() {
        let t = ui.time
        let tops = Set(ui.scene.tabs.map { page(tab: $0.tabID) })
        let pages = store.all
        // A layout is a function of its key (the scene's changes drop every page): what was
        // laid out for today's width, insets and query is still right, so a keystroke in one
        // page's field lays out that page alone.
        let insets = [ui.contentInsets.leading, ui.contentInsets.trailing], width = ui.viewport.width
        for p in pages {
            let query = ui.searchQueries?.query(of: p.key) ?? ""
            p.layouts = p.layouts.filter { key, _ in key.width == width && key.insets == insets && key.query == query }
        }
        for p in pages where p.layer != nil && p.layerShape != shape(of: p.key) { p.dropLayer() }
        // A page on top comes to rest at its offset; one under it (at rest since it was
        // covered, or still settling) keeps its motion, fitted to its new length.
        for p in pages {
            guard let s = p.scroll else { continue }
            if tops.contains(p.key) {
                p.scroll = makeScrollPhysics(page: p.key, offset: s.offset(at: t))
            } else {
                var refitted = s
                refitted.setLengths(viewport: ui.viewport.height, content: layout(page: p.key).height, at: t)
                p.scroll = refitted
            }
        }
    }

    // MARK: Prefetch

    /// Queues background rasterization of the content a viewport above and below the visible
    /// rows, and of the first screen of the likeliest next tabs, so scrolling and tab switches
    /// find their tiles drawn. Caches only: no state a frame depends on.
    ///
    /// While something moves, what is further away (screens a tap would push, other tabs) waits
    /// until the visible tab's neighbourhood is drawn, so a fling's next rows are not queued
    /// behind it. At rest it is all queued at once, behind that neighbourhood (the queue keeps
    /// order): no frame follows a frame at rest to queue the rest.
    func prefetch(atRest: Bool = false) {
        let tab = shownTab
        let offset = offsetPixels
        let velocity = store.existing(page(tab: tab))?.scroll?.velocity(at: ui.time) ?? 0
        let pixelHeight = ui.pixelHeight
        // Further ahead in the direction of travel; the visible tab's neighbourhood first,
        // other tabs' first screens only once nothing nearer is missing.
        let ahead = 2 * pixelHeight, behind = pixelHeight / 2
        // Memory stays bounded (peak ≤ 200 MB at 1080p): the visible tab keeps what prefetch
        // asks for in either direction, the likeliest next tabs (`warmTabs`) their first
        // screen, and other tabs nothing. At 1080p@2 a screen of tiles is 8 MB; the tv scene,
        // keeping every tab's first screen, peaked at 245 MB.
        layer(tab: tab).evict(keepingRows: offset - ahead, offset + pixelHeight + ahead)
        let warm = warmTabs
        // A tab keeps its scroll offset while another is shown, so the screen it comes back
        // to is the one at that offset.
        let tops = Dictionary(ui.scene.tabs.map { (page(tab: $0.tabID), $0.tabID) }, uniquingKeysWith: { a, _ in a })
        let likely = ui.stacks?.likelyPushes() ?? []
        for kept in store.all where kept.key != self.page(tab: tab) {
            guard let layer = kept.layer else { continue }
            let page = kept.key
            // Other tabs keep the screen they show when warm (or fading out); a page under a
            // pushed one keeps the screen it shows, for the way back, and one a tap would push
            // its first (N7).
            let kept = ui.stacks?.keptRows(of: page) ?? 0..<0
            if !kept.isEmpty { layer.evict(keepingRows: kept.lowerBound, kept.upperBound); continue }
            if let other = tops[page], warm.contains(other) {
                let rows = screenRows(tab: other)
                layer.evict(keepingRows: rows.lowerBound, rows.upperBound)
                continue
            }
            layer.evict(keepingRows: 0, likely.contains(page) ? pixelHeight : 0)
        }
        let missing = velocity >= 0
            ? layer(tab: tab).prefetch(rows: offset - behind, offset + pixelHeight + ahead)
            : layer(tab: tab).prefetch(rows: offset - ahead, offset + pixelHeight + behind)
        rows.prefetch(around: offset)
        if let searchTab = ui.tab(tab), searchTab.role == .search { warmSearchArtwork(searchTab) }
        guard missing == 0 || atRest else { return }
        ui.stacks?.prefetch()
        for page in likely { ui.stacks?.prefetchFirstScreen(of: page) }
        // In the bar's order.
        for other in warm.sorted(by: { (ui.index(of: $0) ?? 0) < (ui.index(of: $1) ?? 0) }) {
            let rows = screenRows(tab: other)
            layer(tab: other).prefetch(rows: rows.lowerBound, rows.upperBound)
        }
    }

    /// While the search tab shows, the thumbnails its results can show are painted ahead.
    private func warmSearchArtwork(_ searchTab: Tab) {
        let insets = ui.contentInsets
        searchScreens.artwork.warm(searchTab, in: ui.scene, sceneVersion: ui.sceneVersion,
                                   entries: searchScreens.entries(for: searchTab, in: ui.scene, sceneVersion: ui.sceneVersion),
                                   width: ui.viewport.width, insets: insets,
                                   bottomInset: TabBarLayout.contentBottomInset(hasAccessory: ui.scene.tabBar.accessory != nil),
                                   scale: ui.scale)
    }

    /// The rows of `tab`'s layer that its screen shows at its scroll offset now (layer pixels).
    private func screenRows(tab: TabID) -> Range<Int> {
        let top = Int((offset(tab: tab) * ui.scale).rounded())
        return top..<(top + ui.pixelHeight)
    }

    /// Tabs whose first screen is drawn ahead and kept: the selected tab's neighbours in the
    /// bar, the one selected before it, the one a press or pill drag on the bar is over, and
    /// the search tab (its own button at the bar's end, one tap from every tab), the likeliest
    /// next switches. A tap on the search button otherwise laid its page out and drew its
    /// first screen on the frame path (music-search's slowest frame, 6.6 ms of layout at 1080p).
    var warmTabs: Set<TabID> {
        guard let tab = ui.selectedTabID else { return [] }
        let index = ui.selectedTab
        let pending = ui.tabBar?.tabAboutToBeSelected.flatMap { ui.tabID(at: $0) }
        let neighbours = [index - 1, index + 1].compactMap { ui.tabID(at: $0) }
        let search = ui.scene.tabs.first { $0.role == .search }?.tabID
        return Set((neighbours + [ui.previousTabID, pending, search].compactMap { $0 }).filter { $0 != tab && ui.tab($0) != nil })
    }
}

/// The page's scroll in the gesture arena: it joins every press on the page as a candidate
/// (catching its fling), and claims a drag that locks vertically past the slop and that the
/// holder (a row, a button, a control) did not claim first.
extension ContentComponent: GestureRecognizer {
    func gestureShouldClaim(_ press: GestureArena.Press, pointer p: Point, at t: Double) -> Bool {
        ui.selectedTabID != nil && GestureArena.locksVertically(press, p)
    }

    func gestureBegan(_ press: GestureArena.Press) {
        guard ui.selectedTabID != nil else { return }
        selectedScroll.beginDrag(pointer: press.down.y, at: press.time)
    }

    /// The drag continues as the page's from where it began: the page catches up with the
    /// pointer at once and follows it 1:1 from here.
    func gestureClaimed(_ press: GestureArena.Press, pointer p: Point, at t: Double) {
        guard ui.selectedTabID != nil else { return }
        dragging = true
        selectedScroll.drag(pointer: p.y, at: t)
    }

    /// A candidate lets go as a release would (it was held still: it rests); a drag taken
    /// away mid-way (a push covers the page) stops where it is, with no fling under the cover.
    func gestureCancelled(at t: Double) {
        guard ui.selectedTabID != nil else { return }
        if dragging {
            dragging = false
            selectedScroll.fling(velocity: 0, at: t)
        } else {
            selectedScroll.endDrag(at: t)
        }
    }
}
