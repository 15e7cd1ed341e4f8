/// Taps on the search tab's page (T5): a suggestion searches for its text; a result opens
/// what it found: its tab is selected (the search field morphs back into its circle) and the
/// page there scrolls to the item, or the result's screen is pushed on that tab. A press that
/// moves past the slop is the page's scroll, as on any list. Logs `search.suggestion` and
/// `search.opened`. Geometry in window points.
final class SearchResultsComponent: Component {
    unowned let ui: UIContext
    private let writer: SearchTextWriter
    private let scroller: PageScroller
    /// The press on a row (its id): a tap until it moves past the slop.
    private var pressed: TapPress<String>?

    init(ui: UIContext, writer: SearchTextWriter, scroller: PageScroller) {
        self.ui = ui
        self.writer = writer
        self.scroller = scroller
    }

    /// The search tab, when it is selected and shows its own page (not a pushed screen).
    private var searchTab: Tab? {
        guard let id = ui.selectedTabID, let tab = ui.tab(id), tab.role == .search,
              ui.pages.page(tab: id).depth == 0 else { return nil }
        return tab
    }

    /// The id of the suggestion or result row under window point `p`, unless something in
    /// front of the page is there.
    private func rowID(at p: Point) -> String? {
        guard let tab = searchTab, !ui.somethingIsInFront(of: self, at: p),
              !ui.chromeCovers(Rect(x: p.x, y: p.y, width: 1, height: 1)) else { return nil }
        let q = Point(p.x, p.y + ui.pages.offset(tab: tab.tabID))
        for placed in ui.pages.layout(tab: tab.tabID).items where placed.frame.contains(q) {
            if case .row(let row) = placed.item, let id = row.id,
               id.hasPrefix(SearchTabPage.suggestionPrefix) || id.hasPrefix(SearchTabPage.resultPrefix) { return id }
        }
        return nil
    }

    func handle(_ event: InputEvent) -> Bool {
        let t = event.time, p = event.position
        switch event.kind {
        case .down(let button) where button == 1:
            guard !ui.pages.isMoving(at: t), let id = rowID(at: p) else { return false }
            ui.emitPress(at: p, target: "search.row", t)
            // The page holds still and takes the drag if it turns out to be a scroll.
            ui.gestures.join(.pageScroll)
            pressed = TapPress(id, at: p, slop: NavigationGesture.slop)
            return true
        case .move:
            guard pressed != nil else { return false }
            // Past the slop the row is not chosen; a vertical drag is the page's, which claims
            // it when the arena offers it the move.
            _ = pressed?.move(to: p)
            return true
        case .up(let button) where button == 1:
            guard let press = pressed else { return false }
            pressed = nil
            ui.emitRelease(at: p, t)
            ui.gestures.endUndecided(at: t)
            if let id = press.tapped { choose(id, at: t) }
            return true
        default:
            return false
        }
    }

    /// Carries out the row `id`'s choice on the page as it is now.
    func choose(_ id: String, at t: Double) {
        guard let tab = searchTab else { return }
        let query = ui.searchQueries?.query(of: ui.pages.page(tab: tab.tabID)) ?? ""
        switch SearchTabPage.choice(rowID: id, for: tab, in: ui.scene, query: query) {
        case .suggestion(let text):
            ui.emit("search.suggestion", t, [("text", .string(text))])
            writer.search(for: text, at: t)
        case .result(let entry):
            ui.emit("search.opened", t, [("title", .string(entry.title)), ("query", .string(query)),
                                         ("tab", .string(entry.tab ?? "")),
                                         ("destination", .string(entry.destination ?? ""))])
            open(entry, at: t)
        case nil:
            break
        }
    }

    /// Opens `entry` where it lives: its tab, then its screen pushed there or the page scrolled
    /// to the first item with its title.
    private func open(_ entry: SearchTabPage.Entry, at t: Double) {
        guard let target = entry.tab.map(TabID.init), ui.index(of: target) != nil else { return }
        if target != ui.selectedTabID { ui.select(target, at: t) }
        if let screen = entry.destination {
            ui.actions.perform(.push(destination: screen, source: "search", highlight: nil), at: t)
            return
        }
        guard let y = SearchResultsComponent.position(of: entry.title, in: ui.pages.layout(tab: target)) else { return }
        // The item comes to rest just under the bar, as a list scrolled to it on iOS.
        scroller.scrollTo(y - ContentLayout.topInset - 8, at: t)
    }

    /// The top (content points) of the first row, card or tile titled `title` in `layout`.
    static func position(of title: String, in layout: ContentLayout) -> Double? {
        for placed in layout.items {
            switch placed.item {
            case .row(let r) where r.title == title: return placed.frame.minY
            case .card(let c) where c.title == title: return placed.frame.minY
            case .grid(let g) where g.tiles.contains { $0.title == title }: return placed.frame.minY
            case .carousel(let c) where c.tiles.contains { $0.title == title }: return placed.frame.minY
            default: continue
            }
        }
        return nil
    }

    /// The rows are the page's: this component draws nothing of its own.
    func plan() -> [RenderCommand] { [] }

    func viewportDidChange() { pressed = nil }
    func sceneDidChange(from old: Scene) { pressed = nil }
    func tabDidChange(from old: TabID?) { pressed = nil }
}

/// A row's press in the gesture arena: it holds the press while it may be a tap; the page's
/// scroll claims a vertical drag, and the row lets go.
extension SearchResultsComponent: GestureRecognizer {
    func gestureCancelled(at t: Double) { pressed = nil }
}
