/// Navigation stacks (N7): a row, grid tile, card or button with a `destination` pushes that
/// screen over the tab's current one; the back button, a swipe back from anywhere in the
/// content, Escape or Alt+Left pop it. Sits just in front of the content: presses the
/// carousels and controls did not take come here first, and those it does not need go on to
/// the content as a drag-to-scroll.
///
/// State: each tab's stack (the ids of the screens pushed over its own), the press in
/// progress and the transition in progress. Every page (`Page`, in the content's
/// `PageStore`) keeps its own scroll, so a page under a pushed one keeps its offset for the
/// way back, and the page on top scrolls, draws and lays out exactly as a tab's screen does;
/// the grey of the row that pushed a page is kept on the page beneath it.
///
/// Drawing: `PagesComponent` draws the pages where `placement(_:at:)` puts them; this
/// component draws on them only the grey of a held or pushing row (`PageFeature`); its shadow
/// and the lower page's flying title cover are placed by `PagesComponent`.
/// Geometry in window points; commands in pixels.
final class NavigationComponent: Component, StackSource {
    unowned let ui: UIContext
    /// Keeps the pages' scrolls and layers; told which pages left every stack.
    private unowned let pageKeeper: PageKeeper
    /// The screens pushed over each tab's own, bottom first, by tab index.
    private(set) var stacks: [TabID: [String]] = [:]
    var transition: NavigationTransition?
    var gesture: NavigationGesture?
    let shadow = NavigationShadow()
    let highlights = RowHighlightSurfaces()

    /// The deepest a stack goes: a screen may push itself, and each page keeps a scroll.
    static let maximumDepth = 64
    /// The back button's id in the toolbar it is added to.
    static let backButtonID = ToolbarLayout.backButtonID

    init(ui: UIContext, pageKeeper: PageKeeper) {
        self.ui = ui
        self.pageKeeper = pageKeeper
    }

    // MARK: Facts

    /// How many screens are pushed on `tab`.
    func depth(tab: TabID) -> Int { stacks[tab]?.count ?? 0 }

    /// How many screens are pushed on the tab at `index` of the scene's list.
    func depth(tab index: Int) -> Int { ui.tabID(at: index).map { depth(tab: $0) } ?? 0 }

    /// The page at `depth` of `tab`'s stack (0 is the tab's own screen).
    func page(tab: TabID, depth: Int) -> ContentPage {
        guard depth > 0, let stack = stacks[tab], depth <= stack.count else { return .root(tab) }
        return ContentPage(tab: tab, depth: depth, screenID: stack[depth - 1])
    }

    /// The page `tab` shows on top.
    func topPage(tab: TabID) -> ContentPage { page(tab: tab, depth: depth(tab: tab)) }

    /// The page the tab at `index` of the scene's list shows on top.
    func topPage(tab index: Int) -> ContentPage { topPage(tab: ui.tabID(at: index) ?? ui.pages.shownTab) }

    /// Whether this component draws the selected tab's pages now (a transition shows): what
    /// rides on a page (its glass buttons, the top page's live controls) is then drawn with it
    /// here, so the upper page covers the lower page's, or they fade with their page.
    var drawsPages: Bool { transition.map { $0.tab == ui.selectedTabID } ?? false }

    /// How far the top page is shifted sideways now, in pixels (the controls' overlays follow it).
    var topShiftPixels: Int {
        guard let tr = transition, tr.tab == ui.selectedTabID, !tr.crossfade else { return 0 }
        let x = placement(tr, at: ui.time)
        return tr.upperIsTop ? x.upper : x.lower
    }

    /// The top screen's toolbar with a back button leading it when something is pushed
    /// (nil when neither exists; `toolbar(for:)`).
    func toolbarForTopScreen() -> Toolbar? { ui.selectedTabID.flatMap { toolbar(for: topPage(tab: $0)) } }

    /// Rows of a page's layer to keep drawn (layer pixels): the screen of each page a
    /// transition shows, and of the page under the selected tab's top one (a swipe back
    /// reveals it at once). Empty for any other page.
    func keptRows(of page: ContentPage) -> Range<Int> {
        let shown: Bool
        if let tr = transition, tr.tab == page.tab, tr.upper == page || tr.lower == page { shown = true }
        else if let target = gesture?.target, gesture?.swiping == false, page == pushedPage(for: target) { return 0..<ui.pixelHeight }
        else { shown = page.tab == ui.selectedTabID && page.depth == depth(tab: page.tab) - 1 && page == self.page(tab: page.tab, depth: page.depth) }
        guard shown else { return 0..<0 }
        let y = offsetPixels(of: page)
        return y..<(y + ui.pixelHeight)
    }

    /// The page a tap on `target` would push on the selected tab (nil when it would not push).
    func pushedPage(for target: NavigationGesture.Target) -> ContentPage? {
        guard let tab = ui.selectedTabID, ui.scene.screen(id: target.destination) != nil,
              depth(tab: tab) < Self.maximumDepth else { return nil }
        return ContentPage(tab: tab, depth: depth(tab: tab) + 1, screenID: target.destination)
    }

    /// Queues the first screen of a page about to slide in (it starts at its top) on the
    /// background queue, leading column first: the order the slide uncovers it. A press on a
    /// destination asks before the tap is known, so a window's idle time between the press and
    /// the release draws it; whatever is left the slide's frames draw as they uncover it.
    func prefetchFirstScreen(of page: ContentPage) {
        ui.pages.layer(page: page).prefetch(PixelRect(x: 0, y: 0, width: ui.pixelWidth, height: ui.pixelHeight), columnMajor: true)
    }

    /// Screens one tap away whose first screen is drawn ahead and kept, at most.
    static let likelyPushLimit = 2

    /// The pages a tap on the top page would most likely push now: the distinct screens the
    /// destinations in view lead to (rows, cards, buttons, tiles), at most `likelyPushLimit`.
    /// Their first screen is drawn ahead while the viewer is idle and kept, so a push slides in
    /// a page already drawn (a quick click leaves no time between press and release; the first
    /// frame of a push used to wait about 18 ms for the message's tiles at 1080p).
    func likelyPushes() -> [ContentPage] {
        guard let tab = ui.selectedTabID, transition == nil, depth(tab: tab) < Self.maximumDepth else { return [] }
        let top = ui.pages.offset(), bottom = top + ui.viewport.height
        var ids: [String] = []
        func add(_ id: String?) {
            guard let id, ids.count < Self.likelyPushLimit, !ids.contains(id), ui.scene.screen(id: id) != nil else { return }
            ids.append(id)
        }
        for placed in ui.pages.layout(tab: tab).items where placed.frame.maxY > top && placed.frame.minY < bottom {
            switch placed.item {
            case .row(let r): add(r.destination)
            case .card(let c): add(c.destination)
            case .controls(let g): for case .button(let b) in g.controls { add(b.destination) }
            case .carousel(let c): for t in c.tiles { add(t.destination) }
            case .grid(let g): for t in g.tiles { add(t.destination) }
            default: break
            }
        }
        return ids.map { ContentPage(tab: tab, depth: depth(tab: tab) + 1, screenID: $0) }
    }

    /// Queues the tiles of the pages `keptRows` keeps, once the top page has what it needs.
    func prefetch() {
        guard let tab = ui.selectedTabID else { return }
        var pages: [ContentPage] = []
        if let tr = transition, tr.tab == tab { pages = [tr.upper, tr.lower] }
        else if depth(tab: tab) > 0 { pages = [page(tab: tab, depth: depth(tab: tab) - 1)] }
        for p in pages where p != topPage(tab: tab) {
            let rows = keptRows(of: p)
            ui.pages.layer(page: p).prefetch(rows: rows.lowerBound, rows.upperBound)
        }
    }

    /// A page's scroll offset now, in points (the content keeps every page's).
    func offset(of page: ContentPage) -> Double { ui.pages.offset(of: page) }

    func offsetPixels(of page: ContentPage) -> Int { Int((offset(of: page) * ui.scale).rounded()) }

    /// Where the two pages of a transition are at `t`: their left edges, in pixels.
    func placement(_ tr: NavigationTransition, at t: Double) -> (upper: Int, lower: Int) {
        guard !tr.crossfade else { return (0, 0) }
        return NavigationTransition.placement(position: tr.progress(at: t), width: ui.pixelWidth)
    }

    var isAnimating: Bool { transition.map { !$0.isSettled(at: ui.time) } ?? false }

    // MARK: Push and pop

    /// Pushes the screen `id` over the selected tab's top one at `t`; `source` names what was
    /// tapped. A transition in progress ends where it was heading first.
    func push(_ id: String, source: String, highlight: RowHighlight? = nil, at t: Double) {
        guard let tab = ui.selectedTabID, ui.scene.screen(id: id) != nil,
              depth(tab: tab) < Self.maximumDepth else { return }
        finishTransition(keeping: ContentPage(tab: tab, depth: depth(tab: tab) + 1, screenID: id))
        let below = topPage(tab: tab)
        // A drag of the page below ends with it covered.
        ui.gestures.cancel(.pageScroll, at: t)
        ui.pages.store[below].rowHighlight = highlight
        stacks[tab, default: []].append(id)
        let top = topPage(tab: tab)
        let crossfade = ui.reduceMotion
        var position = SpringAnimation(value: 1.0, spring: crossfade ? NavigationTransition.fadeSpring : NavigationTransition.slideSpring)
        position.setTarget(0, at: t)
        transition = NavigationTransition(tab: tab, upper: top, lower: below, upperIsTop: true, position: position, crossfade: crossfade)
        prefetchFirstScreen(of: top)
        ui.emit("navigation.push", t, [("destination", .string(id)), ("source", .string(source)),
                                       ("tab", .string(tab.rawValue)), ("depth", .integer(depth(tab: tab)))])
        ui.stackChanged()
    }

    /// How a pop was asked for (the `how` of `navigation.pop`).
    enum PopCause: String { case backButton, swipe, key }

    /// Pops the selected tab's top screen at `t`. A push still sliding in turns around from
    /// where it is; a pop still sliding out ends first. `velocity` (fractions of the width per
    /// second) carries a swipe's release into the spring.
    func pop(_ how: PopCause, at t: Double, velocity: Double? = nil) {
        guard let tab = ui.selectedTabID, depth(tab: tab) > 0 else { return }
        let departing = topPage(tab: tab)
        var position: SpringAnimation<Double>
        let crossfade: Bool
        if let tr = transition, tr.tab == tab, tr.upperIsTop, tr.upper == departing {
            // The page on top is still moving (pushed, swiped or settling back): it turns
            // around from where it is, at the speed it has.
            position = tr.position
            crossfade = tr.crossfade
            if tr.dragging { position.jump(to: tr.progress(at: t)) }
        } else {
            finishTransition()
            crossfade = ui.reduceMotion && how != .swipe
            position = SpringAnimation(value: 0.0)
        }
        let spring = crossfade ? NavigationTransition.fadeSpring : (how == .swipe ? NavigationTransition.settleSpring : NavigationTransition.slideSpring)
        position.setTarget(1, at: t, spring: spring, velocity: velocity)
        gesture = nil
        ui.gestures.cancel(.pageScroll, at: t)
        stacks[tab]?.removeLast()
        if stacks[tab]?.isEmpty == true { stacks[tab] = nil }
        let top = topPage(tab: tab)
        transition = NavigationTransition(tab: tab, upper: departing, lower: top, upperIsTop: false, position: position,
                                          crossfade: crossfade, revealing: true)
        ui.emit("navigation.pop", t, [("how", .string(how.rawValue)), ("from", .string(departing.screenID ?? "")),
                                      ("to", .string(ui.pages.screen(of: top).id ?? tab.rawValue)),
                                      ("tab", .string(tab.rawValue)), ("depth", .integer(depth(tab: tab)))])
        ui.stackChanged()
    }

    /// Ends the transition in progress where it was heading, at once (a new push or pop, a
    /// tab switch, a reload or resize): never a page left half way.
    /// `keeping` is a page about to be pushed, whose layer may hold tiles drawn ahead.
    func finishTransition(keeping: ContentPage? = nil) {
        guard var tr = transition else { return }
        if tr.dragging {
            // A finger still on it: it goes back to where it started.
            tr.position.jump(to: 0)
            gesture = nil
        }
        transition = nil
        forgetPagesOffStack(keeping: keeping)
        ui.invalidated = true
    }

    /// How strongly the row that pushed the page above `page` is greyed at `t` (0...1): fully
    /// while covered or being covered, fading as a pop or swipe reveals the page.
    func highlightAmount(of page: ContentPage, at t: Double) -> Double {
        guard ui.pages.store.existing(page)?.rowHighlight != nil else { return 0 }
        guard let tr = transition, tr.lower == page else { return 1 }
        return tr.revealing ? 1 - tr.progress(at: t) : 1
    }

    /// Drops layers and scrolls of pages on no stack any more.
    private func forgetPagesOffStack(keeping: ContentPage? = nil) {
        var shown = pagesOnStacks
        if let tr = transition { shown.insert(tr.upper); shown.insert(tr.lower) }
        // The page a held press would push keeps what was drawn ahead for it.
        var ahead = Set<ContentPage>()
        if let target = gesture?.target, let pressed = pushedPage(for: target) { ahead.insert(pressed) }
        if let keeping { ahead.insert(keeping) }
        // So does a page a tap on the new top page would push: a pop ends with the page it
        // took off a likely push again (every row of a list leading to one screen), whose
        // drawn screen would otherwise be dropped and drawn again for the next push.
        ahead.formUnion(likelyPushes())
        // A top page no transition shows has been revealed: its row is deselected.
        let covered = Set(stacks.flatMap { tab, stack in (0..<stack.count).map { page(tab: tab, depth: $0) } })
        for p in ui.pages.store.all where p.rowHighlight != nil && !covered.contains(p.key) && transition?.lower != p.key {
            p.rowHighlight = nil
        }
        pageKeeper.forgetPages(keeping: shown, layersOf: ahead)
    }

    /// Every page on a stack, each tab's own screen included.
    private var pagesOnStacks: Set<ContentPage> {
        var pages = Set<ContentPage>()
        for (tab, stack) in stacks { for d in 0...stack.count { pages.insert(page(tab: tab, depth: d)) } }
        return pages
    }

    // MARK: Time

    func advance(to t: Double) {
        guard let tr = transition, tr.isSettled(at: t) else { return }
        transition = nil
        forgetPagesOffStack()
    }

    // MARK: Lifecycle

    func tabDidChange(from old: TabID?) {
        finishTransition()
        gesture = nil
    }

    func viewportDidChange() {
        finishTransition()
        gesture = nil
    }

    /// A new scene: each tab (by id) keeps its stack up to the first screen that no longer
    /// exists; the pages kept keep their scrolls (the content refitted them by page), and a
    /// transition ends where it was heading.
    func sceneDidChange(from old: Scene) {
        transition = nil
        gesture = nil
        let oldStacks = stacks
        stacks = [:]
        for p in ui.pages.store.all { p.rowHighlight = nil }
        for tab in ui.scene.tabs.map(\.tabID) {
            guard let stack = oldStacks[tab] else { continue }
            let kept = Array(stack.prefix { ui.scene.screen(id: $0) != nil })
            if !kept.isEmpty { stacks[tab] = kept }
        }
        pageKeeper.forgetPages(keeping: pagesOnStacks, layersOf: [])
    }
}

/// A push is navigation's to carry out, whoever was tapped.
extension NavigationComponent: ActionHandler {
    func perform(_ action: UIAction, at t: Double) -> Bool {
        guard case .push(let destination, let source, let highlight) = action else { return false }
        push(destination, source: source, highlight: highlight, at: t)
        return true
    }
}
