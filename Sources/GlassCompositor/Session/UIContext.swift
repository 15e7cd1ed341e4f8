/// What every component of a session may read, and the few things they share: the scene,
/// the window's size, the time the state has advanced to, the selected tab, the Reduce Motion
/// switch and the semantic event log. Owned by the session; components keep an unowned
/// reference. Geometry in points; `scale` pixels per point.
///
/// The sources (`pages`, `stacks`, `barButtons`, `sidebar`, `tabBar`) are read-only
/// protocols for the facts one feature needs of another (where the page is scrolled, which
/// page a tab shows, where a bar button is, whether a sidebar replaces the tab bar): no
/// component reaches another through the context. Questions every component may answer
/// (does your glass cover this rect, how much room do you take beside the content) go
/// through `components`, what a tap asks for (an alert, a push, a panel's toggle) through
/// `actions`, and who takes a press through `gestures`, so a new component takes part
/// without another component changing.
final class UIContext {
    /// Seconds between two samples of the sampling grid (`Component.sample(at:)`): the rate
    /// at which adaptation measures its backdrop and minimize-on-scroll its direction.
    static let samplingStep = 1.0 / 60.0

    var scene: Scene { didSet { sceneVersion &+= 1 } }
    /// Counts changes to `scene` (a reload, an appearance or settings change): caches of
    /// what is derived from the scene are keyed by it.
    private(set) var sceneVersion = 0
    private(set) var pixelWidth: Int
    private(set) var pixelHeight: Int
    /// Device pixels per point; changes only with `rescale` (the desktop's scale changed).
    private(set) var scale: Double
    /// The time, in seconds of scene time, that the state has advanced to.
    var time = 0.0
    /// Reduce Motion (A4): no bounce, stretch or overshoot; motion becomes short and unbouncy.
    var reduceMotion = false
    /// The tabs as the person has them: the selected one and the one before it, by identity.
    private(set) var tabs: TabHost
    /// The selected tab's place in the scene's list (0 for a scene without tabs), for what
    /// needs a position (the tab bar's slots, number keys, indexing `scene.tabs`); state is
    /// kept by `TabID`, never by this.
    private(set) var selectedTab = 0
    /// The selected tab (nil only for a scene without tabs).
    var selectedTabID: TabID? { tabs.selected }
    /// The tab selected before it (kept warm for a switch back).
    var previousTabID: TabID? { tabs.previous }
    /// Receives every semantic event (`--log`).
    var onSemanticEvent: ((SemanticEvent) -> Void)?
    /// Who takes keys and typed text first (a focused field).
    let focus = FocusChain()
    /// Where a field's copy and paste go: the host's X selections (`ViewerSession.onClipboard`);
    /// headless, nowhere (a script's paste is a `text` event).
    var onClipboard: ((ClipboardRequest) -> Void)?
    /// Carries out what taps ask for (an alert, a push, a panel's toggle), by what they name.
    let actions = ActionRouter()
    /// Who holds the press in progress, and how it passes to whoever the drag turns out to be.
    let gestures = GestureArena()
    /// The hit tests of the pointer event being offered outside a press, each taken once.
    let pointerHits = PointerHits()
    /// Set when a component changed something that waits to be drawn.
    var invalidated = true
    /// Set when the layout changed under every command (a new scene, size, appearance or
    /// content width): the next frame redraws everything.
    var layoutChanged = false

    /// Every component, back to front (the session's list).
    var components: [Component] = []
    // What features ask of each other, read-only; set once by the session.
    /// The pages: which page a tab shows, its layout, scroll and pixels.
    var pages: PageSource!
    /// The navigation stacks and the push, pop or swipe showing.
    var stacks: StackSource!
    /// Where the bars' buttons are (what menus, popovers and sheets grow from).
    var barButtons: BarButtonSource!
    /// Whether a sidebar is shown, and the room it takes.
    var sidebar: SidebarPresence!
    /// Where the tab bar is, and the tab a press on it is about to select.
    var tabBar: TabBarPresence!
    /// Whether the More tab's list shows, or the selected tab was opened from it.
    var more: MorePresence?
    /// Whether the inspector can show here (the toolbar's `inspect` button goes where it cannot).
    var inspector: InspectorPresence?
    /// Each page's search text, which filters its content (nil: no field anywhere).
    var searchQueries: SearchFieldSource?

    init(scene: Scene, pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.scene = scene
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        self.scale = scale
        tabs = TabHost(scene: scene)
        selectedTab = tabs.selected.flatMap { tabs.index(of: $0, in: scene) } ?? 0
    }

    /// The id of the tab at `index` of the scene's list (nil past its end).
    func tabID(at index: Int) -> TabID? { scene.tabs.indices.contains(index) ? scene.tabs[index].tabID : nil }

    /// Where tab `id` is in the scene's list.
    func index(of id: TabID) -> Int? { tabs.index(of: id, in: scene) }

    /// The scene's tab `id`.
    func tab(_ id: TabID) -> Tab? { index(of: id).map { scene.tabs[$0] } }

    // MARK: Facts

    /// The window size in points.
    var viewport: Size { Size(Double(pixelWidth) / scale, Double(pixelHeight) / scale) }
    var dark: Bool { scene.appearance == .dark }
    var pageColor: Color { scene.background ?? Palette.system(scene.appearance).background }
    /// The selected tab's screen, if the scene has tabs: the top of its navigation stack.
    var screen: Screen? {
        guard let tab = selectedTabID, scene.tabs.indices.contains(selectedTab) else { return nil }
        if let id = stacks?.topPage(tab: tab).screenID { return scene.screen(id: id) ?? Screen() }
        return scene.tabs[selectedTab].screen
    }

    /// The layout the window shows now: compact below `ToolbarLayout.regularWidth` points,
    /// regular from there, unless the scene forces one (`device.layout`).
    var sizeClass: SizeClass { SizeClass(width: viewport.width, layout: scene.device.layout) }

    /// The tab bar's slots now: the visible tabs in the person's order, at most five on a
    /// compact width (the rest under More).
    var tabSlots: TabBarSlots {
        let key = TabSlotsKey(sceneVersion: sceneVersion, visible: tabs.visible, sizeClass: sizeClass)
        if let cached = tabSlotsCache, cached.key == key { return cached.slots }
        let slots = TabBarSlots(scene: scene, visible: tabs.visible, sizeClass: sizeClass, apart: searchTabApart)
        tabSlotsCache = (key, slots)
        return slots
    }
    /// What the tab bar's slots depend on: the scene, the person's order and hidden tabs, and
    /// the size class (the search tab's circle follows from those three).
    private struct TabSlotsKey: Equatable { var sceneVersion: Int; var visible: [TabID]; var sizeClass: SizeClass }
    private var tabSlotsCache: (key: TabSlotsKey, slots: TabBarSlots)?

    /// The search tab's index when the tab bar shows it apart, as its own circle (T5): the
    /// scene's last tab has the search role, is visible, and the bar floats at the bottom (a bar
    /// at the top holds it as a slot).
    var searchTabApart: Int? {
        guard let i = scene.tabs.indices.last, scene.tabs[i].role == .search,
              TabBarLayout.placement(scene: scene, sizeClass: sizeClass) == .bottom,
              tabs.visible.contains(scene.tabs[i].tabID) else { return nil }
        return i
    }

    /// Whether the layout is regular (tablet, desktop): the scene's hint, or the width.
    var isRegularWidth: Bool { sizeClass.isRegular }

    /// The scene's accent as this appearance can show it (`Palette.readableAccent`): tv's
    /// white, made for dark mode, is the label colour in light mode.
    var readableAccent: Color { Palette.system(scene.appearance).readableAccent(scene.accent) }
    /// Whether the floating tab bar is shown (a sidebar can replace it on wide layouts).
    var showsTabBar: Bool { scene.tabBar.visible && !sidebar.hidesTabBar }

    /// Room the content leaves on each side for floating panels, in points.
    var contentInsets: (leading: Double, trailing: Double) {
        components.reduce((0.0, 0.0)) { sum, c in
            let i = c.contentInsets
            return (sum.0 + i.leading, sum.1 + i.trailing)
        }
    }

    /// Whether a component in front of `component` takes a press at `p` there (window points):
    /// the bar, a panel or glass over a content row or control.
    func somethingIsInFront(of component: Component, at p: Point) -> Bool {
        guard let i = components.firstIndex(where: { $0 === component }) else { return false }
        // A press's hit tests were taken once, when it went down; another pointer event's
        // once per event.
        if let inFront = gestures.hitInFront(of: i, at: p) ?? pointerHits.hitInFront(of: i, at: p) { return inFront }
        return components[(i + 1)...].contains { $0.hitTest(p) }
    }

    /// Whether any component's glass covers `rect` (window points).
    func chromeCovers(_ rect: Rect) -> Bool { pointerHits.covered(rect) ?? components.contains { $0.covers(rect) } }
    /// How near glass that moves under the hand comes to `rect` (points), nil when there is none.
    func chromeGap(to rect: Rect) -> Double? { components.compactMap { $0.gap(to: rect) }.min() }

    /// A spring for motion that bounces, or Reduce Motion's short unbouncy replacement.
    func spring(_ normal: Spring) -> Spring { reduceMotion ? UIContext.reducedMotionSpring : normal }
    static let reducedMotionSpring = Spring(response: 0.2, dampingFraction: 1)

    // MARK: Changes every component hears of

    /// Selects the tab at `index` of the scene's list at time `t`; every component hears of it.
    func select(tab index: Int, at t: Double) {
        guard let id = tabID(at: index) else { return }
        select(id, at: t)
    }

    /// Selects tab `id` at time `t`; every component hears of it.
    func select(_ id: TabID, at t: Double) {
        let previous = selectedTab, previousID = tabs.selected
        guard let index = index(of: id), tabs.select(id) else { return }
        selectedTab = index
        for c in components { c.tabDidChange(from: previousID) }
        emit("tab.selected", t, [("index", .integer(index)), ("id", .string(id.rawValue)),
                                 ("title", .string(scene.tabs[index].title)), ("previous", .integer(previous))])
        invalidated = true
    }

    /// Changes the person's order or hidden tabs (the sidebar's customization, T7): the
    /// selection stays on its tab; true when `change` changed something.
    @discardableResult
    func customizeTabs(_ change: (inout TabHost) -> Bool) -> Bool {
        guard change(&tabs) else { return false }
        selectedTab = tabs.selected.flatMap { tabs.index(of: $0, in: scene) } ?? 0
        invalidated = true
        return true
    }

    /// The selected tab's navigation stack changed its top screen; every component hears of it.
    func stackChanged() {
        for c in components { c.stackDidChange() }
        invalidated = true
    }

    /// A new scene: the selected tab is the same tab wherever the scene put it; every
    /// component hears of it.
    func replaceScene(_ newScene: Scene) {
        let old = scene
        scene = newScene
        tabs.sceneDidChange(to: newScene)
        selectedTab = tabs.selected.flatMap { tabs.index(of: $0, in: newScene) } ?? 0
        for c in components { c.sceneDidChange(from: old) }
        invalidated = true
        layoutChanged = true
    }

    /// The window's new size in pixels.
    func resize(width: Int, height: Int) {
        guard width > 0, height > 0, width != pixelWidth || height != pixelHeight else { return }
        pixelWidth = width
        pixelHeight = height
        for c in components { c.viewportDidChange() }
        invalidated = true
        layoutChanged = true
    }

    /// The desktop's scale changed and the window with it (`width` × `height` pixels now).
    /// Nothing a component keeps in pixels holds any more, so each hears what it would for a
    /// new size and a new palette, the two hooks after which it keeps no pixels (a new scene
    /// would also forget what the person did); tabs, stacks, scroll offsets and the tab bar's
    /// minimize, all in points, stay (`RescaleParityTests`).
    func rescale(_ newScale: Double, width: Int, height: Int) {
        guard newScale > 0, newScale.isFinite, width > 0, height > 0,
              newScale != scale || width != pixelWidth || height != pixelHeight else { return }
        scale = newScale
        pixelWidth = width
        pixelHeight = height
        for c in components {
            c.viewportDidChange()
            c.appearanceDidChange()
        }
        invalidated = true
        layoutChanged = true
    }

    /// The room beside the content changed: every tab's content is laid out again.
    func relayoutContent() {
        // The content relayouts first and the carousels refit their rows next (the list's order).
        for c in components { c.contentDidRelayout() }
        invalidated = true
        layoutChanged = true
    }

    /// Appearance or glass settings changed.
    func appearanceChanged() {
        for c in components { c.appearanceDidChange() }
        invalidated = true
        layoutChanged = true
    }

    /// A press at window point `p` that `target` took (the `press` event every component logs).
    func emitPress(at p: Point, target: String, _ t: Double) {
        emit("press", t, [("x", .number(p.x)), ("y", .number(p.y)), ("target", .string(target))])
    }

    /// The release of the press a component holds, at window point `p`.
    func emitRelease(at p: Point, _ t: Double) {
        emit("release", t, [("x", .number(p.x)), ("y", .number(p.y))])
    }

    func emit(_ name: String, _ t: Double, _ fields: [(String, SemanticEvent.FieldValue)] = []) {
        onSemanticEvent?(SemanticEvent(name, time: t, fields))
    }
}
