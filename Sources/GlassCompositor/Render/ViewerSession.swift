/// One open scene in a viewer: its UI state, clock, renderer and profiler. The hosts (X11
/// window, headless render, bench) only feed it events and presenters.
///
/// A frame: input already applied → motion evaluated at `clock.now` → layout → render plan
/// (commands) → damage against the previous plan → draw `damage ∪ stale` → present.
/// Thread-safety: use from one thread; the renderer fans out over row bands internally.
public final class ViewerSession {
    public let clock: Clock
    public private(set) var scene: Scene
    public private(set) var pixelWidth: Int
    public private(set) var pixelHeight: Int
    /// Device pixels per point.
    public let scale: Double
    /// The target frame interval in seconds (the HUD's budget line).
    public var frameInterval: Double = 1.0 / 60.0
    public var showsHUD = false { didSet { if showsHUD != oldValue { invalidated = true } } }
    /// Reduce Motion (SPEC A4): no bounce, stretch or overshoot; motion becomes short and
    /// unbouncy. Toggled with R.
    public var reduceMotion = false { didSet { if reduceMotion != oldValue { invalidated = true } } }
    /// The keyboard shortcuts panel is open (`?`).
    public var showsShortcuts = false { didSet { if showsShortcuts != oldValue { invalidated = true } } }
    public var sceneName: String { scene.name }
    /// Recent frame timings (HUD, tests).
    public private(set) var history = FrameHistory()
    /// Called with every finished frame's timing (bench, trace).
    public var onFrame: ((FrameTiming) -> Void)?
    /// Called when the user asks for the previous (−1) or next (+1) scene of the folder
    /// (`[` and `]`); the host loads it and calls `reload`.
    public var onNavigateScenes: ((Int) -> Void)?
    /// Called with every input event as it is handled (`--record`).
    public var onInput: ((InputEvent) -> Void)?
    /// Called with every semantic event (`--log`).
    public var onSemanticEvent: ((SemanticEvent) -> Void)?

    func emit(_ name: String, _ t: Double, _ fields: [(String, SemanticEvent.FieldValue)] = []) {
        onSemanticEvent?(SemanticEvent(name, time: t, fields))
    }

    /// The selected tab's index.
    public private(set) var selectedTab = 0
    /// The tab selected before the current one (kept warm for a switch back).
    private(set) var previousTab: Int?
    /// Each tab's vertical scroll.
    var scroll: [ScrollPhysics]
    private(set) var pill: SpringAnimation<Double>
    /// Minimize on scroll (SPEC T2): when to collapse, and the collapse animation (0 ... 1).
    private var minimize = MinimizeTracker(behavior: .never)
    private var collapse = SpringAnimation(value: 0.0, spring: .smooth)
    let accessoryGlyphs = AccessoryGlyphs()
    /// Light/dark adaptation of the tab bar to what is behind it (SPEC G4, G6).
    var barAdaptation = GlassAdaptation()
    /// Adaptation of each custom glass node (a container shares one, SPEC G9), by node index.
    var glassAdaptations: [Int: GlassAdaptation] = [:]
    /// Tint changes in flight, by element id (kept across reloads, so an edited tint animates).
    var tintTransitions: [String: TintTransition] = [:]
    /// Materialize progress of the screen's custom glass (SPEC G2): 1 shown, 0 gone.
    var materialized = SpringAnimation(value: 1.0, spring: .bouncy)
    private var pressedSlot: Int?
    /// Interactive glass being pressed or still bouncing, by glass slot (`tabBarSlot` for the bar).
    var glassPresses: [Int: GlassPress] = [:]
    /// The slot of the glass the pointer went down on, while it is held.
    private var heldGlass: Int?
    /// The selection pill follows the pointer (pressed on the selected tab, then dragged).
    private(set) var draggingPill = false
    static let tabBarSlot = -1
    /// The pointer went down on content and drives a drag-to-scroll.
    var draggingContent = false
    /// When the last smooth-scroll delta arrived (XInput2 has no "gesture ended" event, so a
    /// pause of `smoothScrollEndDelay` ends the gesture and lets it fling).
    private(set) var lastSmoothScroll: Double?
    static let smoothScrollEndDelay = 0.06
    private var invalidated = true

    private let renderer: FrameRenderer
    private var damage = DamageTracker()
    private(set) var contentLayers: [Int: TiledLayer] = [:]
    /// Layouts measure text, so each is computed once per tab, width and insets.
    private struct ContentLayoutKey: Hashable { var tab: Int; var width: Double; var insets: [Double] }
    private var contentLayouts: [ContentLayoutKey: ContentLayout] = [:]
    let glyphs = TabBarGlyphs()
    let labelGlyphs = GlassLabelGlyphs()
    /// The tab being switched away from and when (its content fades out).
    private var tabTransition: (from: Int, start: Double)?
    /// The floating chrome's state (sidebar, inspector, sheet).
    let chrome = ChromeState()
    /// Expand/collapse of each custom glass stack (SPEC G10) by screen and node: 0 expanded, 1 collapsed.
    var glassStacks: [GlassStackKey: SpringAnimation<Double>] = [:]
    let controls = ControlsState()
    /// Carousels' own horizontal scrolling (SPEC V3's nested rows).
    let carousels = CarouselState()
    let errorBanner = ErrorBanner()
    /// When the selected tab's content last moved (the scroll indicator shows, then fades).
    private var lastScrollMovement: Double?
    /// The selected tab's offset at the last frame time (movement detection).
    private var lastDrawnOffset: Double?
    private var indicatorSurfaces: [Int: Surface] = [:]
    let shortcutsPanel = ShortcutsPanel()
    let toolbarGlyphs = ToolbarGlyphs()
    let scrollEdge = ScrollEdgeFade()
    let inlineTitle = InlineTitle()
    private var hud: HUD?
    /// Where the last frame's overlays (banner, HUD) were: one that goes away leaves pixels to redraw.
    private var lastOverlayBounds: [PixelRect] = []
    private let timer = StageTimer()
    private var pendingInputTime = 0.0

    /// Distance of one wheel step in points (about three lines of body text).
    public static var wheelStep: Double { ScrollPhysics.Configuration().wheelStepDistance }
    static let pillSpring = Spring.snappy
    /// Reduce Motion's replacement for every bouncy or stretchy spring: short, no overshoot.
    static let reducedMotionSpring = Spring(response: 0.2, dampingFraction: 1)


    /// `options`: the pipeline's switches (`RenderOptions`); the defaults are the viewer's.
    public init(scene: Scene, pixelWidth: Int, pixelHeight: Int, scale: Double, clock: Clock,
                options: RenderOptions = RenderOptions()) {
        renderer = FrameRenderer(options: options)
        self.scene = scene
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        self.scale = scale
        self.clock = clock
        scroll = []
        pill = SpringAnimation(value: 0.0, spring: ViewerSession.pillSpring)
        scroll = (0..<max(1, scene.tabs.count)).map { makeScrollPhysics(tab: $0) }
        minimize = MinimizeTracker(behavior: scene.tabBar.minimizeBehavior)
        if let id = scene.tabBar.selected, let index = scene.tabs.firstIndex(where: { $0.id == id }) {
            selectedTab = index
            pill.jump(to: Double(index))
        }
    }

    // MARK: Geometry

    /// The window size in points.
    public var viewport: Size { Size(Double(pixelWidth) / scale, Double(pixelHeight) / scale) }
    var tabBarLayout: TabBarLayout {
        TabBarLayout(tabCount: scene.tabs.count, viewport: viewport, collapse: collapse.value(at: clock.now),
                     hasAccessory: scene.tabBar.accessory != nil)
    }

    func contentLayout(tab: Int) -> ContentLayout {
        let key = ContentLayoutKey(tab: tab, width: viewport.width, insets: [contentInsets.leading, contentInsets.trailing])
        if let cached = contentLayouts[key] { return cached }
        let layout = makeContentLayout(tab: tab)
        contentLayouts[key] = layout
        return layout
    }

    private func makeContentLayout(tab: Int) -> ContentLayout {
        ContentLayout(screen: scene.tabs.indices.contains(tab) ? scene.tabs[tab].screen : Screen(),
                      width: viewport.width, bottomInset: TabBarLayout.contentBottomInset(hasAccessory: scene.tabBar.accessory != nil),
                      leadingInset: contentInsets.leading, trailingInset: contentInsets.trailing)
    }

    /// The furthest the selected tab's content scrolls, in points.
    public func maxScroll(tab: Int) -> Double { max(0, contentLayout(tab: tab).height - viewport.height) }

    /// The scroll offset of `tab` at the clock's time, in points (negative or past the end
    /// while rubber-banded).
    public func scrollOffset(tab: Int? = nil) -> Double {
        scroll[tab ?? selectedTab].offset(at: clock.now)
    }

    private func makeScrollPhysics(tab: Int, offset: Double = 0) -> ScrollPhysics {
        ScrollPhysics(viewportLength: viewport.height, contentLength: contentLayout(tab: tab).height, offset: offset)
    }

    // MARK: Reload

    /// Problems of the last load attempt; shown in a banner over the last good scene (SPEC V5).
    public private(set) var sceneErrors: [SceneDiagnostic] = []

    /// Replaces the scene, keeping what the user did for tabs whose ids still exist: the
    /// selected tab and every tab's scroll offset. Clears any error banner.
    public func reload(_ newScene: Scene) {
        let t = clock.now
        let oldIDs = scene.tabs.map(\.id)
        let offsets = Dictionary(zip(oldIDs, scroll.map { $0.offset(at: t) }), uniquingKeysWith: { a, _ in a })
        let selectedID = scene.tabs.indices.contains(selectedTab) ? scene.tabs[selectedTab].id : nil
        scene = newScene
        contentLayers.removeAll()
        contentLayouts.removeAll()
        damage.reset()
        draggingContent = false
        carousels.cancelGestures(at: t)
        pressedSlot = nil
        lastSmoothScroll = nil
        scroll = (0..<max(1, scene.tabs.count)).map { i in
            let id = scene.tabs.indices.contains(i) ? scene.tabs[i].id : ""
            return makeScrollPhysics(tab: i, offset: offsets[id] ?? 0)
        }
        selectedTab = selectedID.flatMap { id in scene.tabs.firstIndex { $0.id == id } } ?? 0
        pill.jump(to: Double(selectedTab))
        sceneErrors = []
        tabTransition = nil
        minimize = MinimizeTracker(behavior: scene.tabBar.minimizeBehavior)
        collapse.jump(to: 0)
        invalidated = true
        emit("scene.loaded", t, [("scene", .string(scene.name)), ("tabs", .integer(scene.tabs.count))])
    }

    /// Lays every tab's content out again (the room beside it changed), keeping scroll offsets.
    func relayoutContent() {
        let t = clock.now
        let offsets = scroll.map { $0.offset(at: t) }
        contentLayers.removeAll()
        contentLayouts.removeAll()
        damage.reset()
        scroll = offsets.enumerated().map { makeScrollPhysics(tab: $0.offset, offset: $0.element) }
        invalidated = true
    }

    /// Shows `diagnostics` over the current (last good) scene until the next good reload.
    public func showSceneErrors(_ diagnostics: [SceneDiagnostic]) {
        sceneErrors = diagnostics
        invalidated = true
        emit("scene.error", clock.now, [("count", .integer(diagnostics.count)),
                                        ("first", .string(diagnostics.first?.description ?? ""))])
    }

    // MARK: Settings

    /// Light or dark appearance (SPEC A1); content is redrawn in the other palette.
    public func setAppearance(_ appearance: Appearance) {
        guard appearance != scene.appearance else { return }
        scene.appearance = appearance
        contentLayers.removeAll()
        glassAdaptations.removeAll()
        barAdaptation = GlassAdaptation()
        damage.reset()
        invalidated = true
        emit("appearance", clock.now, [("appearance", .string(appearance.rawValue))])
    }

    /// Changes the accessibility glass settings (SPEC A2, A3, A5) for every glass element.
    public func updateSettings(_ change: (inout GlassSettings) -> Void) {
        var settings = scene.settings
        change(&settings)
        guard settings != scene.settings else { return }
        scene.settings = settings
        invalidated = true
        emit("settings", clock.now, [("reduceTransparency", .bool(settings.reduceTransparency)),
                                     ("increaseContrast", .bool(settings.increaseContrast)),
                                     ("glassPreference", .string(settings.glassPreference?.rawValue ?? "default"))])
    }

    // MARK: Input

    /// Applies one input event at its time.
    public func handle(_ event: InputEvent) {
        onInput?(event)
        let start = WallClock.monotonicSeconds()
        defer { pendingInputTime += WallClock.monotonicSeconds() - start }
        if handleChromeInput(event) { invalidated = true; return }
        if handleControlInput(event) { invalidated = true; return }
        if handleCarouselInput(event) { invalidated = true; return }
        let t = event.time
        switch event.kind {
        case .wheel(_, let dy):
            guard !scene.tabs.isEmpty, dy != 0 else { return }
            scroll[selectedTab].wheel(steps: dy, at: t)
            emit("scroll", t, [("tab", .string(scene.tabs[selectedTab].id)), ("source", .string("wheel")),
                               ("steps", .number(dy)), ("target", .number(scroll[selectedTab].restingOffset))])
            invalidated = true
        case .smoothScroll(_, let dy):
            guard !scene.tabs.isEmpty, dy != 0 else { return }
            scroll[selectedTab].scroll(by: dy, at: t)
            lastSmoothScroll = t
            invalidated = true
        case .down(let button) where button == 1:
            let glassSlot = interactiveGlass(at: event.position)
            let onBar = showsTabBar && !scene.tabs.isEmpty && tabBarLayout.bar.contains(event.position)
            emit("press", t, [("x", .number(event.position.x)), ("y", .number(event.position.y)),
                              ("target", .string(glassSlot.map { "glass.\($0)" } ?? (onBar ? "tabbar" : "content")))])
            if let glassSlot {
                heldGlass = glassSlot
                if !reduceMotion { glassPresses[glassSlot, default: GlassPress()].press(at: event.position, time: t) }
                invalidated = true
            } else if onBar && tabBarLayout.isCollapsed {
                // A tap on the minimized bar brings it back.
                minimize.expand()
                collapse.setTarget(0, at: t)
                emit("tabbar.minimized", t, [("minimized", .bool(false))])
                invalidated = true
            } else if onBar {
                pressedSlot = tabBarLayout.slot(at: event.position)
                heldGlass = ViewerSession.tabBarSlot
                if !reduceMotion { glassPresses[ViewerSession.tabBarSlot, default: GlassPress()].press(at: event.position, time: t) }
                draggingPill = pressedSlot == selectedTab
                invalidated = true
            } else if !scene.tabs.isEmpty {
                draggingContent = true
                scroll[selectedTab].beginDrag(pointer: event.position.y, at: t)
                invalidated = true
            }
        case .move:
            if let held = heldGlass {
                glassPresses[held]?.move(to: event.position, time: t)
                if draggingPill, let first = tabBarLayout.slots.first {
                    // The pill follows the pointer across the bar (SPEC T4).
                    let position = (event.position.x - first.minX) / first.width - 0.5
                    pill.jump(to: min(max(0, position), Double(scene.tabs.count - 1)))
                }
                invalidated = true
            }
            if draggingContent {
                scroll[selectedTab].drag(pointer: event.position.y, at: t)
                invalidated = true
            }
        case .up(let button) where button == 1:
            emit("release", t, [("x", .number(event.position.x)), ("y", .number(event.position.y))])
            if draggingContent {
                scroll[selectedTab].endDrag(at: t)
                emit("scroll", t, [("tab", .string(scene.tabs[selectedTab].id)), ("source", .string("drag")),
                                   ("velocity", .number(scroll[selectedTab].velocity(at: t))),
                                   ("target", .number(scroll[selectedTab].restingOffset))])
                draggingContent = false
                invalidated = true
            }
            if let held = heldGlass {
                glassPresses[held]?.release(time: t)
                // A tap (released over the glass it pressed) may toggle a stack (SPEC G10).
                if held >= 0, interactiveGlass(at: event.position) == held { customGlassTapped(slot: held, at: t) }
                heldGlass = nil
                invalidated = true
            }
            if draggingPill {
                // Released mid-drag: settle on the tab under the pill.
                let target = Int(pill.value(at: t).rounded())
                draggingPill = false
                if target != selectedTab { select(tab: target, at: t) } else { pill.setTarget(Double(target), at: t) }
            } else if let slot = pressedSlot, tabBarLayout.slot(at: event.position) == slot {
                select(tab: slot, at: t)
            }
            pressedSlot = nil
        case .key(let name, let modifiers):
            handleKey(name, modifiers, at: t)
        case .resize(let w, let h):
            resize(width: w, height: h)
        default:
            break
        }
    }

    private func handleKey(_ name: String, _ modifiers: KeyModifiers, at t: Double) {
        switch name {
        case "F1": showsHUD.toggle()
        case "question": showsShortcuts.toggle()
        case "a": setAppearance(scene.appearance == .dark ? .light : .dark)
        case "t": updateSettings { $0.reduceTransparency.toggle() }
        case "r":
            reduceMotion.toggle()
            emit("settings", t, [("reduceMotion", .bool(reduceMotion))])
        case "c": updateSettings { $0.increaseContrast.toggle() }
        case "g":
            updateSettings { s in
                switch s.glassPreference {
                case nil: s.glassPreference = .clear
                case .clear?: s.glassPreference = .tinted
                case .tinted?: s.glassPreference = nil
                }
            }
        case "m":
            // Materialize / dematerialize the screen's custom glass (SPEC G2).
            materialized.setTarget(materialized.target > 0.5 ? 0 : 1, at: t, spring: reduceMotion ? ViewerSession.reducedMotionSpring : .bouncy)
            emit("glass.materialize", t, [("shown", .bool(materialized.target > 0.5))])
            invalidated = true
        case "e": if toggleGlassStacks(at: t) { invalidated = true }
        case "Escape": showsShortcuts = false
        case "bracketleft": onNavigateScenes?(-1)
        case "bracketright": onNavigateScenes?(1)
        case "Tab" where modifiers.contains(.control), "ISO_Left_Tab" where modifiers.contains(.control):
            let n = scene.tabs.count
            guard n > 0 else { return }
            select(tab: (selectedTab + (modifiers.contains(.shift) ? n - 1 : 1)) % n, at: t)
        case "Down", "Page_Down", "space": scrollBy(name == "Down" ? ViewerSession.wheelStep : viewport.height * 0.8, at: t)
        case "Up", "Page_Up": scrollBy(name == "Up" ? -ViewerSession.wheelStep : -viewport.height * 0.8, at: t)
        case "Home": scrollTo(0, at: t)
        case "End": scrollTo(maxScroll(tab: selectedTab), at: t)
        default:
            if let digit = Int(name), digit >= 1, digit <= scene.tabs.count { select(tab: digit - 1, at: t) }
        }
    }

    /// Selects a tab; the selection pill travels there on a spring (SPEC T4).
    public func select(tab: Int, at t: Double) {
        guard scene.tabs.indices.contains(tab), tab != selectedTab else { return }
        let previous = selectedTab
        tabTransition = (previous, t)
        previousTab = previous
        selectedTab = tab
        // The new tab's own offset is a jump, not a scroll: measure direction from there.
        minimize = MinimizeTracker(behavior: scene.tabBar.minimizeBehavior)
        collapse.setTarget(0, at: t)
        pill.setTarget(Double(tab), at: t, spring: reduceMotion ? ViewerSession.reducedMotionSpring : ViewerSession.pillSpring)
        emit("tab.selected", t, [("index", .integer(tab)), ("id", .string(scene.tabs[tab].id)),
                                 ("title", .string(scene.tabs[tab].title)), ("previous", .integer(previous))])
        invalidated = true
    }

    private func scrollBy(_ delta: Double, at t: Double) {
        guard !scene.tabs.isEmpty else { return }
        scrollTo(scroll[selectedTab].restingOffset + delta, at: t)
    }

    private func scrollTo(_ offset: Double, at t: Double) {
        guard !scene.tabs.isEmpty else { return }
        scroll[selectedTab].scroll(to: offset, at: t, animated: true)
        invalidated = true
    }

    private func resize(width: Int, height: Int) {
        guard width > 0, height > 0, width != pixelWidth || height != pixelHeight else { return }
        pixelWidth = width
        pixelHeight = height
        contentLayers.removeAll()
        damage.reset()
        let t = clock.now
        for i in scroll.indices { scroll[i] = makeScrollPhysics(tab: i, offset: scroll[i].offset(at: t)) }
        draggingContent = false
        carousels.cancelGestures(at: t)
        invalidated = true
    }

    // MARK: Frames

    /// Applies the state changes that follow from time alone up to `t`: a paused touchpad
    /// gesture ends and flings; the scroll direction is sampled for minimize-on-scroll. Every
    /// frame calls it; headless hosts call it at each frame time they skip drawing, so their
    /// result matches the window's.
    public func update(to t: Double) {
        updateCarousels(to: t)
        if let last = lastSmoothScroll, t - last >= ViewerSession.smoothScrollEndDelay, !scene.tabs.isEmpty {
            scroll[selectedTab].endScroll(at: last + ViewerSession.smoothScrollEndDelay)
            emit("scroll", last + ViewerSession.smoothScrollEndDelay, [("tab", .string(scene.tabs[selectedTab].id)), ("source", .string("smooth")),
                                                                      ("target", .number(scroll[selectedTab].restingOffset))])
            lastSmoothScroll = nil
        }
        guard !scene.tabs.isEmpty else { return }
        let offset = scroll[selectedTab].offset(at: t)
        if let last = lastDrawnOffset, abs(last - offset) > 0.01 { lastScrollMovement = t }
        lastDrawnOffset = offset
        if let collapsed = minimize.update(offset: scroll[selectedTab].offset(at: t), compact: viewport.width < ContentLayout.compactWidthLimit) {
            collapse.setTarget(collapsed ? 1 : 0, at: t)
            emit("tabbar.minimized", t, [("minimized", .bool(collapsed))])
        }
    }

    /// True while anything animates or a change waits to be drawn; false means the host may sleep.
    public var needsFrame: Bool {
        let t = clock.now
        return invalidated || lastSmoothScroll != nil || !pill.isSettled(at: t) || barAdaptation.isAnimating(at: t)
            || glassAdaptations.values.contains { $0.isAnimating(at: t) } || !materialized.isSettled(at: t) || chromeNeedsFrame || controlsNeedFrame
            || tabTransition.map { t - $0.start < ViewerSession.tabTransitionDuration } == true
            || ScrollIndicator.opacity(at: t, lastMovement: lastScrollMovement) > 0
            || scroll.contains { $0.isAnimating(at: t) } || glassPresses.values.contains { $0.isAnimating(at: t) }
            || !collapse.isSettled(at: t) || glassStacksNeedFrame || carouselsNeedFrame
            || tintTransitions.values.contains { $0.isAnimating(at: t) }
    }

    /// Draws the frame for `clock.now` into the presenter's next buffer and presents it.
    /// Returns false when the presenter had no free buffer (nothing was drawn).
    @discardableResult
    public func renderFrame(to presenter: Presenter) -> Bool {
        guard let (surface, stale) = presenter.acquire() else { return false }
        timer.beginFrame()
        timer.add(pendingInputTime, to: .input)
        pendingInputTime = 0
        if surface.width != pixelWidth || surface.height != pixelHeight { resize(width: surface.width, height: surface.height) }

        let t = clock.now
        update(to: t)
        let offset = scroll[selectedTab].offset(at: t)
        let pillPosition = pill.value(at: t)
        timer.end(.motion)

        let commands = plan(offset: offset, pillPosition: pillPosition)
        let bounds = commands.map { (signature: $0.signature, bounds: $0.bounds(renderer: renderer.glass, scale: scale)) }
        let influence = commands.compactMap { c -> PixelRect? in
            if case .glass(let g) = c { return renderer.glass.influenceRect(of: g.field, style: g.style, scale: scale) }
            return nil
        }
        // What changed since the last presented frame goes to the screen; the buffer's stale
        // part is redrawn too but not sent, since the screen already shows it.
        var changed = damage.damage(for: bounds, glassInfluence: influence, frame: surface.bounds)
        var region = changed.union(stale)
        region.grow(by: influence, within: surface.bounds)
        timer.end(.layout)

        // Overlays change every frame they are on (the HUD shows the previous frame's numbers),
        // so their bounds join the damage, grown like any damage that may touch glass.
        var overlays: [RenderCommand] = []
        if let banner = errorBannerCommand() { overlays.append(banner) }
        if showsHUD { overlays.append(hudCommand()) }
        let overlayBounds = overlays.map { $0.bounds(renderer: renderer.glass, scale: scale) }
        if !overlayBounds.isEmpty || !lastOverlayBounds.isEmpty {
            for b in overlayBounds + lastOverlayBounds { changed.formUnion(b) }
            changed.grow(by: influence, within: surface.bounds)
            region.formUnion(changed)
            region.grow(by: influence, within: surface.bounds)
        }
        lastOverlayBounds = overlayBounds
        renderer.execute(commands + overlays, into: surface, region: region, scale: scale, timer: timer)
        timer.setRedrawnPixels(region.area)
        presenter.present(damage: changed)
        timer.end(.present)

        prefetchContent(around: Int((offset * scale).rounded()), velocity: scene.tabs.isEmpty ? 0 : scroll[selectedTab].velocity(at: t))
        prefetchCarousels(around: Int((offset * scale).rounded()))
        // Presses that have come to rest are forgotten.
        glassPresses = glassPresses.filter { $0.value.isPressed || $0.value.isAnimating(at: t) }
        invalidated = false
        history.append(timer.timing)
        onFrame?(timer.timing)
        clock.advance()
        return true
    }

    /// Queues background rasterization of the content a viewport above and below the visible
    /// rows, and of the first screen of every other tab, so scrolling and tab switches find
    /// their tiles drawn.
    private func prefetchContent(around offset: Int, velocity: Double) {
        // Further ahead in the direction of travel; the visible tab's neighbourhood first,
        // other tabs' first screens only once nothing nearer is missing.
        let ahead = 2 * pixelHeight, behind = pixelHeight / 2
        // Memory stays bounded (DESIGN §5: peak ≤ 200 MB at 1080p): the visible tab keeps what
        // prefetch asks for in either direction, the likeliest next tabs (`warmTabs`) their
        // first screen, and other tabs nothing. At 1080p@2 a screen of tiles is 8 MB; the tv
        // scene, keeping every tab's first screen, peaked at 245 MB.
        contentLayer(tab: selectedTab).evict(keepingRows: offset - ahead, offset + pixelHeight + ahead)
        let warm = warmTabs
        for tab in scene.tabs.indices where tab != selectedTab {
            contentLayers[tab]?.evict(keepingRows: 0, warm.contains(tab) ? pixelHeight : 0)
        }
        let missing = velocity >= 0
            ? contentLayer(tab: selectedTab).prefetch(rows: offset - behind, offset + pixelHeight + ahead)
            : contentLayer(tab: selectedTab).prefetch(rows: offset - ahead, offset + pixelHeight + behind)
        guard missing == 0 else { return }
        for tab in warm.sorted() {
            contentLayer(tab: tab).prefetch(rows: 0, pixelHeight)
        }
    }

    /// Tabs whose first screen is drawn ahead and kept: the selected tab's neighbours in the
    /// bar and the one selected before it, the likeliest next switches.
    var warmTabs: Set<Int> {
        Set([selectedTab - 1, selectedTab + 1, previousTab ?? -1].filter { scene.tabs.indices.contains($0) && $0 != selectedTab })
    }

    /// The HUD, redrawn with the latest history.
    private func hudCommand() -> RenderCommand {
        let h = hud ?? HUD(scale: scale, budget: frameInterval)
        hud = h
        h.draw(history: history)
        let r = h.frameRect
        return .overlay(h.surface, x: r.x0, y: r.y0, version: history.last.map { Int($0.start * 1e6) } ?? 0)
    }

    /// The render commands of the frame: content, custom glass, the tab bar's glass with its
    /// glyphs, then panels.
    private func plan(offset: Double, pillPosition: Double) -> [RenderCommand] {
        sceneCommands(offset: offset, pillPosition: pillPosition) + (showsShortcuts ? [shortcutsCommand()] : [])
    }

    private func sceneCommands(offset: Double, pillPosition: Double) -> [RenderCommand] {
        let frameRect = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let layer = contentLayer(tab: selectedTab)
        let offsetY = Int((offset * scale).rounded())
        var commands: [RenderCommand] = []
        // Rubber-banded past an edge, the page colour shows where the content ends.
        let covered = PixelRect(x: 0, y: -offsetY, width: pixelWidth, height: layer.pixelHeight).intersection(frameRect)
        if covered != frameRect {
            commands.append(.fill(pageColor.pixel, bounds: frameRect))
        }
        commands.append(.layer(layer, offsetX: 0, offsetY: offsetY, bounds: covered.isEmpty ? frameRect : covered))
        commands += carouselCommands(tab: selectedTab, page: layer, pageOffsetY: offsetY, within: covered)
        commands += tabTransitionCommands(frameRect: frameRect)
        guard !scene.tabs.isEmpty else { return commands }
        commands += controlCommands(layer: layer, offsetY: offsetY)
        if let indicator = scrollIndicatorCommand(offset: offset) { commands.append(indicator) }
        commands += toolbarCommands(offset: offset)
        commands += chromeCommands(offset: offset)
        commands += customGlassCommands(layer: layer, offsetY: offsetY)
        guard showsTabBar else { return commands }
        return commands + tabBarCommands(layer: layer, offsetY: offsetY, pillPosition: pillPosition)
    }

    /// The scroll indicator while content moves and for a moment after (SPEC V3): a capsule
    /// drawn once per length and opacity step, then moved.
    private func scrollIndicatorCommand(offset: Double) -> RenderCommand? {
        let opacity = ScrollIndicator.opacity(at: clock.now, lastMovement: lastScrollMovement)
        guard opacity > 0, !scene.tabs.isEmpty else { return nil }
        let toolbarTop = currentToolbar == nil ? 0.0 : ToolbarLayout.topInset + ToolbarLayout.barHeight
        let bottom = showsTabBar ? TabBarLayout.height + TabBarLayout.edgeInset : 21
        guard let rect = ScrollIndicator.frame(offset: offset, contentLength: contentLayout(tab: selectedTab).height,
                                               viewport: viewport, top: toolbarTop + 6, bottom: bottom + 6) else { return nil }
        let px = PixelRect(covering: rect.scaled(by: scale))
        let step = Int((opacity * 8).rounded())
        guard step > 0 else { return nil }
        let key = px.height * 16 + step
        let surface: Surface
        if let cached = indicatorSurfaces[key] { surface = cached } else {
            guard let s = Surface(width: px.width, height: px.height) else { return nil }
            let c = Canvas(surface: s, scale: scale, origin: Point(Double(px.x0) / scale, Double(px.y0) / scale))
            // Dark on light content, light on dark: a grey that reads on both, like UIKit's.
            let grey = scene.appearance == .dark ? Color(white: 1, a: 0.55) : Color(white: 0, a: 0.42)
            c.fill(rect, color: grey.withAlpha(grey.a * Float(step) / 8), radius: rect.width / 2)
            c.flush()
            if indicatorSurfaces.count > 64 { indicatorSurfaces.removeAll() }
            indicatorSurfaces[key] = s
            surface = s
        }
        return .overlay(surface, x: px.x0, y: px.y0, version: key)
    }

    /// The shortcuts panel: one floating glass panel with the list on it (never glass on glass:
    /// it is the topmost glass and nothing else is drawn on it).
    private func shortcutsCommand() -> RenderCommand {
        let frame = ShortcutsPanel.frame(in: viewport)
        let dark = scene.appearance == .dark
        var style = GlassStyle.regular(dark: dark).sized(for: frame.size)
        // A panel of text wants more frost and a denser fill than a bar does, so the list stays
        // legible over any content (like Reduce Transparency, for this panel only).
        style.frost *= 2.2
        style.fill = dark ? Color(white: 0.08, a: 0.62) : Color(white: 1, a: 0.66)
        let px = PixelRect(covering: frame.scaled(by: scale))
        var h = Hasher()
        h.combine(frame); h.combine(dark); h.combine("shortcuts")
        return .glass(GlassItem(field: GlassField(.roundedRect(frame.scaled(by: scale), radius: 28 * scale)), style: style,
                                glyphs: shortcutsPanel.glyphs(frame: frame, scale: scale, dark: dark),
                                glyphOrigin: (px.x0, px.y0), signature: h.finalize()))
    }

    /// How long the previous tab's content takes to fade out after a switch.
    static let tabTransitionDuration = 0.2

    /// The previous tab's content (with its carousels) fading out over the new one (a short
    /// crossfade, which is also what Reduce Motion asks for); none when no switch is in progress.
    private func tabTransitionCommands(frameRect: PixelRect) -> [RenderCommand] {
        guard let (from, start) = tabTransition, scene.tabs.indices.contains(from), from != selectedTab else { return [] }
        let p = (clock.now - start) / ViewerSession.tabTransitionDuration
        guard p < 1 else { return [] }
        let opacity = UInt32(((1 - max(0, p)) * 255).rounded())
        let offset = Int((scroll[from].offset(at: clock.now) * scale).rounded())
        let page = contentLayer(tab: from)
        return [.fadingLayer(page, offsetX: 0, offsetY: offset, bounds: frameRect, opacity: opacity)]
            + carouselCommands(tab: from, page: page, pageOffsetY: offset, within: frameRect, opacity: opacity)
    }

    /// The selection pill's position (in tabs) now; for tests.
    var pillPositionForTesting: Double { pill.value(at: clock.now) }

    var pageColor: Color { scene.background ?? Palette.system(scene.appearance).background }

    func contentLayer(tab: Int) -> TiledLayer {
        if let l = contentLayers[tab] { return l }
        let layout = contentLayout(tab: tab)
        let palette = Palette.system(scene.appearance)
        var painter = ContentPainter(layout: layout, palette: palette, title: scene.tabs.indices.contains(tab) ? scene.tabs[tab].screen.title : nil)
        if let bg = scene.background { painter.palette.background = bg }
        let scale = self.scale
        let height = max(layout.height, viewport.height)
        let layer = TiledLayer(pixelWidth: pixelWidth, pixelHeight: Int((height * scale).rounded(.up)), scale: scale, isOpaque: true) { canvas in
            let top = canvas.origin.y
            painter.paint(on: canvas, visible: Rect(x: 0, y: top, width: layout.width, height: Double(canvas.surface.height) / scale))
        }
        contentLayers[tab] = layer
        return layer
    }
}
