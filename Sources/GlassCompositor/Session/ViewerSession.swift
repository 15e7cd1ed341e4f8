import Foundation

/// One open scene in a viewer: its UI as an ordered list of components, the renderer, the
/// damage tracker and the profiler. The hosts (X11 window, headless render, replay, bench)
/// own time: they feed it input events, advance it to each frame's time and hand it
/// presenters to draw into.
///
/// A frame, for a time t the host read once:
/// `advance(to: t)` (every sampling-grid time up to t, then t itself) → `plan()` of every
/// component, back to front (pure) → damage against the previous frame's commands →
/// draw `damage ∪ stale` in row bands → present. Nothing in a frame reads a clock, and
/// planning changes no state, so the frame for a scene, size, input and time is the same
/// however many frames were drawn before it.
///
/// Thread-safety: use from one thread; the renderer fans out over row bands internally.
public final class ViewerSession {
    let ui: UIContext
    /// Back to front: drawing goes in this order, input in the reverse.
    let components: [Component]

    let content: ContentComponent
    let pages: PagesComponent
    let navigation: NavigationComponent
    let carousels: CarouselsComponent
    let controls: ControlsComponent
    let scrollIndicator: ScrollIndicatorComponent
    let toolbar: ToolbarComponent
    let more: MoreComponent
    let searchField: SearchFieldComponent
    let backButton: BackButtonComponent
    let sidebar: SidebarComponent
    let inspector: InspectorComponent
    let sheet: SheetComponent
    let customGlass: CustomGlassComponent
    let sheetSource: SheetSourceComponent
    let tabBar: TabBarComponent
    let menu: MenuComponent
    let alerts: AlertComponent
    let contentButtons: ContentButtonsComponent
    let shortcuts: ShortcutsComponent
    let errorBanner: ErrorBannerComponent
    let hud: HUDComponent
    let debugOverlays: DebugOverlaysComponent
    let toast: ToastComponent
    let elementOverlay: ElementOverlayComponent
    let searchResults: SearchResultsComponent

    /// The index of the next sampling-grid time (`k · UIContext.samplingStep`).
    private var nextSample = 0
    /// Input arrived since the last sample: the next samples may see something new.
    private var inputSinceSample = true

    let renderer: FrameRenderer
    private var damage = DamageTracker()
    private let timer = StageTimer()
    /// Where the last frame's overlays (banner, HUD, the profiling overlays) were: one that goes
    /// away leaves pixels to redraw.
    private var lastOverlayBounds: [PixelRect] = []
    private var pendingInputTime = 0.0
    /// The rectangles the profiling overlays drew over the last frame (tests).
    private(set) var debugMarks: [PixelRect] = []
    /// The overlays shown in the last frame.
    private var lastDrawnOverlays = OverlayOptions()

    private var pendingInputSpans: [FrameTiming.Span] = []

    /// Whether parallel loops record their slices for the trace (`WorkerTrace`). Process-wide,
    /// since every session's loops run on the same threads; the hosts set it for `--trace`
    /// and the window's trace of the last seconds.
    public static var tracesWorkerThreads: Bool {
        get { WorkerTrace.enabled.load(ordering: .relaxed) }
        set { WorkerTrace.enabled.store(newValue, ordering: .relaxed) }
    }

    /// Waits until the work frames queued in the background (tiles, sheet, alert and sidebar
    /// paintings drawn ahead, font maps loaded) is done. Pixels never depend on it; only how
    /// long the next frames take does.
    public static func waitForBackgroundWork() {
        TiledLayer.waitForPrefetch()
        PanelGlyphs.waitForPrefetch()
        SurfaceReserve.waitForReserves()
        AlertGlyphs.waitForPrefetch()
        SidebarGlyphs.waitForPrefetch()
        SearchArtworkWarmer.waitForWarming()
        BarTextLooksAhead.waitForPrefetch()
        SurfacePool.waitForStock()
        // Last: the paintings above may have met styles the pool then warms.
        FontMapPool.shared.waitForWarming()
    }

    /// Device pixels per point.
    public var scale: Double { ui.scale }
    public var scene: Scene { ui.scene }
    public var pixelWidth: Int { ui.pixelWidth }
    public var pixelHeight: Int { ui.pixelHeight }
    public var sceneName: String { ui.scene.name }
    /// The window size in points.
    public var viewport: Size { ui.viewport }
    /// The time (seconds of scene time) the session has advanced to: what the next frame shows.
    public var time: Double { ui.time }
    /// The selected tab's index.
    public var selectedTab: Int { ui.selectedTab }
    /// The target frame interval in seconds (the HUD's budget line).
    public var frameInterval: Double = 1.0 / 60.0
    /// Recent frame timings (HUD, tests).
    private(set) var history = FrameHistory()
    /// Called with every finished frame's timing (bench, trace).
    public var onFrame: ((FrameTiming) -> Void)?
    /// Called when the user asks for the previous (−1) or next (+1) scene of the folder
    /// (`[` and `]`); the host loads it and calls `reload`.
    public var onNavigateScenes: ((Int) -> Void)?
    /// Called when the user asks for a time control (`x`, `p`, `.`); the host owns time and
    /// carries it out.
    public var onTimeControl: ((TimeControl) -> Void)?
    /// Called when the user asks for a QA tool the host holds (`b` bug report, `w` trace).
    public var onHostRequest: ((HostRequest) -> Void)?
    /// What the host says of its clock (scene time, frame, paused, slow factor); the HUD shows it.
    public var timeStatus: String? {
        didSet { if timeStatus != oldValue, hud.isShown { ui.invalidated = true } }
    }
    /// The host's clock is paused: the HUD's graph holds still until it runs again.
    public var timeIsPaused = false {
        didSet { if timeIsPaused != oldValue { hud.freeze(timeIsPaused) } }
    }
    /// The process's resident memory in bytes, measured by the host (the library reads no
    /// files for it); the HUD shows it.
    public var residentMemoryBytes: Int? {
        get { hud.residentBytes }
        set { hud.residentBytes = newValue }
    }
    /// Whether a change waits to be drawn (input, a setting): a paused host draws only then.
    public var hasChangesToDraw: Bool { ui.invalidated }
    /// Asks for a frame even though nothing changed (a paused host stepped its clock).
    public func setNeedsFrame() { ui.invalidated = true }
    /// Called when the user asks for a screenshot (F12); the host names and writes the file
    /// (`screenshot()`) and may say where (`showToast`).
    public var onScreenshot: (() -> Void)?
    /// Called when the user asks for fullscreen or back (F11); the window manager sizes the
    /// window, so the host asks it, and the new size arrives as a resize like any other.
    public var onToggleFullscreen: (() -> Void)?
    /// Called when a focused field copies or pastes; the host owns the X selections and
    /// answers a paste with a `.text` event.
    public var onClipboard: ((ClipboardRequest) -> Void)? {
        get { ui.onClipboard }
        set { ui.onClipboard = newValue }
    }

    /// Keep, each frame, the pixels the overlays draw over (`pixelsUnderOverlays`): the window
    /// does, so a bug report's screenshot is the frame on screen without them.
    public var keepsPixelsUnderOverlays = false
    /// The last frame's pixels under its overlays, while `keepsPixelsUnderOverlays`.
    public let pixelsUnderOverlays = PixelsUnderOverlays()

    /// Asks for the next frame to be drawn whole: something else drew into the presenter's
    /// buffers meanwhile (a frame of the past, shown by step back).
    public func setNeedsFullRedraw() {
        damage.reset()
        ui.invalidated = true
    }
    /// Called with every input event as it is handled (`--record`).
    public var onInput: ((InputEvent) -> Void)?
    /// Called with every semantic event (`--log`).
    public var onSemanticEvent: ((SemanticEvent) -> Void)? {
        get { ui.onSemanticEvent }
        set { ui.onSemanticEvent = newValue }
    }

    /// The profiling overlays drawn over each frame (`--overlay`, F2–F7).
    public var overlays: OverlayOptions {
        get { debugOverlays.options }
        set { debugOverlays.options = newValue }
    }

    public var showsHUD: Bool {
        get { hud.isShown }
        set { hud.isShown = newValue }
    }
    /// The keyboard shortcuts panel is open (`?`).
    public var showsShortcuts: Bool {
        get { shortcuts.isShown }
        set { shortcuts.isShown = newValue }
    }
    /// Reduce Motion (A4): no bounce, stretch or overshoot. Toggled with R.
    public var reduceMotion: Bool {
        get { ui.reduceMotion }
        set { if newValue != ui.reduceMotion { ui.reduceMotion = newValue; ui.invalidated = true } }
    }

    /// Distance of one wheel step in points (about three lines of body text).
    public static var wheelStep: Double { ScrollPhysics.Configuration().wheelStepDistance }

    /// A session at time 0 showing `scene` in a window of `pixelWidth` × `pixelHeight` pixels
    /// at `scale` pixels per point; `options` are the pipeline's switches (`RenderOptions`),
    /// the defaults the viewer's.
    public init(scene: Scene, pixelWidth: Int, pixelHeight: Int, scale: Double, options: RenderOptions = RenderOptions(),
                overlays: OverlayOptions = OverlayOptions()) {
        renderer = FrameRenderer(options: options)
        let ui = UIContext(scene: scene, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        self.ui = ui
        content = ContentComponent(ui: ui)
        navigation = NavigationComponent(ui: ui, pageKeeper: content)
        carousels = CarouselsComponent(ui: ui)
        controls = ControlsComponent(ui: ui)
        scrollIndicator = ScrollIndicatorComponent(ui: ui)
        toolbar = ToolbarComponent(ui: ui)
        more = MoreComponent(ui: ui)
        searchField = SearchFieldComponent(ui: ui, toolbar: toolbar)
        backButton = BackButtonComponent(ui: ui, toolbar: toolbar, navigation: navigation)
        sidebar = SidebarComponent(ui: ui)
        inspector = InspectorComponent(ui: ui, controls: controls)
        customGlass = CustomGlassComponent(ui: ui)
        sheet = SheetComponent(ui: ui, elementShapes: customGlass)
        sheetSource = SheetSourceComponent(ui: ui, sheet: sheet)
        tabBar = TabBarComponent(ui: ui)
        menu = MenuComponent(ui: ui)
        alerts = AlertComponent(ui: ui)
        contentButtons = ContentButtonsComponent(ui: ui)
        shortcuts = ShortcutsComponent(ui: ui)
        errorBanner = ErrorBannerComponent(ui: ui)
        hud = HUDComponent(ui: ui)
        debugOverlays = DebugOverlaysComponent(ui: ui, options: overlays)
        toast = ToastComponent(ui: ui)
        elementOverlay = ElementOverlayComponent(ui: ui)
        searchResults = SearchResultsComponent(ui: ui, writer: searchField, scroller: content)
        // What rides on a page, back to front: a row's grey, a carousel's rows and held tile,
        // live controls, glass buttons, and the lower page's custom glass while pages slide.
        pages = PagesComponent(ui: ui, content: content, navigation: navigation,
                               features: [navigation, carousels, controls, contentButtons, customGlass])
        let keys = ViewerKeysComponent()
        components = [content, pages, navigation, searchResults, carousels, controls, contentButtons, scrollIndicator, more, toolbar, searchField, backButton, sidebar,
                      inspector, sheet, customGlass, sheetSource, tabBar, menu, alerts, shortcuts, errorBanner, toast,
                      debugOverlays, hud, elementOverlay, keys]
        timer.componentNames = components.map { String(describing: type(of: $0)) }
        SurfacePool.tiles.growCapacity(forScreenBytes: pixelWidth * pixelHeight * 4)
        content.rows = carousels
        ui.pages = content
        ui.stacks = navigation
        ui.searchQueries = searchField
        ui.barButtons = toolbar
        ui.sidebar = sidebar
        ui.tabBar = tabBar
        ui.more = more
        ui.inspector = inspector
        for handler: any ActionHandler in [alerts, navigation, sidebar, inspector, searchField, more] { ui.actions.register(handler) }
        ui.gestures.register(content, for: .pageScroll)
        ui.gestures.register(navigation, for: .swipeBack)
        ui.components = components
        keys.perform = { [unowned self] action, t in self.perform(action, at: t) }
        toolbar.searchFieldContent = { [unowned searchField] page in searchField.display(of: page) }
        elementOverlay.tree = { [unowned self] in self.elementTree() }
        tabBar.searchFieldContent = { [unowned searchField] page in searchField.display(of: page) }
        hud.history = { [unowned self] in self.history }
        hud.status = { [unowned self] in self.timeStatus }
        hud.budget = { [unowned self] in self.frameInterval }
        content.start()
        sheet.start()
        customGlass.start()
        advance(to: 0)
    }

    // MARK: Geometry

    /// The furthest the content of the tab at `tab` (its index in the scene's list) scrolls,
    /// in points.
    public func maxScroll(tab: Int) -> Double { ui.tabID(at: tab).map { content.maxScroll(tab: $0) } ?? 0 }

    /// The scroll offset of the tab at `tab` (its index in the scene's list; the selected one
    /// by default) now, in points (negative or past the end while rubber-banded).
    public func scrollOffset(tab: Int? = nil) -> Double {
        guard let tab else { return content.offset() }
        return ui.tabID(at: tab).map { content.offset(tab: $0) } ?? 0
    }

    // MARK: Time

    /// Advances the state to `t` (seconds of scene time; an earlier time changes nothing):
    /// every sampling-grid time up to `t` is visited in order, each component advancing to it
    /// and sampling there, then every component advances to `t` itself. While nothing moves
    /// and no input came, the samples in between would all find the same, so they are skipped.
    public func advance(to t: Double) {
        guard t >= ui.time || nextSample == 0 else { return }
        let step = UIContext.samplingStep
        while Double(nextSample) * step <= t {
            if !inputSinceSample, nextSample > 0, !components.contains(where: { $0.isAnimating }) {
                // Nothing moves: every sample up to t would find what the last one found, up
                // to a long press's deadline, where the hold becomes one whenever frames are drawn.
                let until = min(t, ui.gestures.nextTimedChange ?? t)
                nextSample = max(nextSample, Int((until / step).rounded(.down)))
                if Double(nextSample) * step > t { break }
            }
            let g = Double(nextSample) * step
            ui.time = g
            ui.gestures.advance(to: g)
            for c in components { c.advance(to: g) }
            for c in components { c.sample(at: g) }
            nextSample += 1
            inputSinceSample = false
        }
        ui.time = t
        ui.gestures.advance(to: t)
        for c in components { c.advance(to: t) }
    }

    /// True while anything animates or a change waits to be drawn; false means the host may sleep.
    public var needsFrame: Bool { ui.invalidated || isAnimating }

    /// `needsFrame`, or a stepped change (a caret's blink) falls due by scene time `t`.
    public func needsFrame(at t: Double) -> Bool {
        needsFrame || (nextTimedChange.map { $0 <= t } ?? false)
    }

    /// The earliest scene time after the state's at which time alone changes a still frame
    /// (a caret's blink), or nil: an idle host sleeps until then, not tick by tick.
    public var nextTimedChange: Double? {
        var earliest = ui.gestures.nextTimedChange
        for c in components { if let t = c.nextTimedChange, t < earliest ?? .infinity { earliest = t } }
        return earliest
    }

    /// True while anything moves on its own (a spring, a fling, a fade): time alone changes
    /// what the next frame shows.
    public var isAnimating: Bool { components.contains { $0.isAnimating } }

    // MARK: Input

    /// Applies one input event at its time: the session first advances to that time, then
    /// offers the event to the components front to back until one consumes it.
    public func handle(_ event: InputEvent) {
        onInput?(event)
        let start = WallClock.monotonicSeconds()
        defer {
            let end = WallClock.monotonicSeconds()
            pendingInputTime += end - start
            if pendingInputSpans.count < 256 { pendingInputSpans.append(FrameTiming.Span(stage: .input, begin: start, end: end)) }
        }
        advance(to: event.time)
        inputSinceSample = true
        if case .resize(let w, let h) = event.kind {
            resize(width: w, height: h)
            return
        }
        if case .appearance(let appearance) = event.kind {
            setAppearance(appearance)
            return
        }
        if case .rescale(let scale, let w, let h) = event.kind {
            ui.rescale(scale, width: w, height: h)
            damage.reset()
            return
        }
        if routeToFocus(event) { return }
        // Only a focused field types.
        if case .text = event.kind { return }
        switch event.kind {
        case .down(1):
            ui.gestures.begin(at: event.position, time: event.time, components: components)
            if let c = offerFrontToBack(event) { ui.gestures.taken(by: c) }
        case .up(1):
            offerFrontToBack(event)
            ui.gestures.end(at: event.time)
        case .move where ui.gestures.press != nil:
            ui.gestures.moved(to: event.position, at: event.time)
            offerFrontToBack(event)
            // What the holder did not claim by its own rule goes to the candidates.
            ui.gestures.offerMove(to: event.position, at: event.time)
        case .move, .wheel, .smoothScroll:
            // No press: the hit tests at the pointer are taken once for this event.
            ui.pointerHits.begin(at: event.position, components: components)
            defer { ui.pointerHits.end() }
            offerFrontToBack(event)
        default:
            offerFrontToBack(event)
        }
    }

    /// Offers `event` to the components front to back until one consumes it; returns that one.
    @discardableResult
    private func offerFrontToBack(_ event: InputEvent) -> Component? {
        for c in components.reversed() where c.handle(event) {
            ui.invalidated = true
            return c
        }
        return nil
    }

    /// The focused field sees keys and text before anyone else; Escape leaves it before it does
    /// anything else; a press elsewhere leaves it and goes on. True when the event was used up.
    private func routeToFocus(_ event: InputEvent) -> Bool {
        guard let focused = ui.focus.focused else { return false }
        switch event.kind {
        case .key("Escape", _):
            ui.focus.resign(.escape, at: event.time)
        case .key, .text:
            guard focused.handleFocused(event) else { return false }
        case .down(let button) where button == 1 && !focused.keepsFocus(at: event.position):
            ui.focus.resign(.press, at: event.time)
            return false
        default:
            return false
        }
        ui.invalidated = true
        return true
    }

    /// Selects a tab; the selection pill travels there on a spring (T4).
    public func select(tab: Int, at t: Double) {
        advance(to: t)
        inputSinceSample = true
        ui.select(tab: tab, at: t)
    }

    private func perform(_ action: ViewerKeysComponent.Action, at t: Double) {
        switch action {
        case .toggleAppearance: setAppearance(ui.scene.appearance == .dark ? .light : .dark)
        case .toggleReduceTransparency: updateSettings { $0.reduceTransparency.toggle() }
        case .toggleIncreaseContrast: updateSettings { $0.increaseContrast.toggle() }
        case .cycleGlassPreference:
            updateSettings { s in
                switch s.glassPreference {
                case nil: s.glassPreference = .clear
                case .clear?: s.glassPreference = .tinted
                case .tinted?: s.glassPreference = nil
                }
            }
        case .toggleReduceMotion:
            reduceMotion.toggle()
            ui.emit("settings", t, [("reduceMotion", .bool(reduceMotion))])
        case .screenshot: onScreenshot?()
        case .toggleFullscreen: onToggleFullscreen?()
        case .previousScene: onNavigateScenes?(-1)
        case .nextScene: onNavigateScenes?(1)
        case .time(let control):
            onTimeControl?(control)
            ui.emit("time", t, [("control", .string("\(control)"))])
        case .host(let request):
            onHostRequest?(request)
            ui.emit("tool", t, [("request", .string("\(request)"))])
        }
    }

    private func resize(width: Int, height: Int) {
        guard width > 0, height > 0, width != ui.pixelWidth || height != ui.pixelHeight else { return }
        ui.resize(width: width, height: height)
        SurfacePool.tiles.growCapacity(forScreenBytes: width * height * 4)
        damage.reset()
    }

    // MARK: Scene and settings

    /// Problems of the last load attempt; shown in a banner over the last good scene (V5).
    public var sceneErrors: [SceneDiagnostic] { errorBanner.diagnostics }

    /// Replaces the scene, keeping what the user did for tabs whose ids still exist: the
    /// selected tab and every tab's scroll offset. Clears any error banner.
    public func reload(_ newScene: Scene) {
        inputSinceSample = true
        ui.replaceScene(newScene)
        damage.reset()
        ui.emit("scene.loaded", ui.time, [("scene", .string(newScene.name)), ("tabs", .integer(newScene.tabs.count))])
    }

    /// Shows `diagnostics` over the current (last good) scene until the next good reload.
    public func showSceneErrors(_ diagnostics: [SceneDiagnostic]) {
        errorBanner.diagnostics = diagnostics
        ui.emit("scene.error", ui.time, [("count", .integer(diagnostics.count)),
                                         ("first", .string(diagnostics.first?.description ?? ""))])
    }

    /// Light or dark appearance (A1); content is redrawn in the other palette.
    public func setAppearance(_ appearance: Appearance) {
        guard appearance != ui.scene.appearance else { return }
        inputSinceSample = true
        ui.scene.appearance = appearance
        ui.appearanceChanged()
        damage.reset()
        ui.emit("appearance", ui.time, [("appearance", .string(appearance.rawValue))])
    }

    /// Changes the accessibility glass settings (A2, A3, A5) for every glass element.
    func updateSettings(_ change: (inout GlassSettings) -> Void) {
        var settings = ui.scene.settings
        change(&settings)
        guard settings != ui.scene.settings else { return }
        inputSinceSample = true
        ui.scene.settings = settings
        ui.invalidated = true
        ui.emit("settings", ui.time, [("reduceTransparency", .bool(settings.reduceTransparency)),
                                      ("increaseContrast", .bool(settings.increaseContrast)),
                                      ("glassPreference", .string(settings.glassPreference?.rawValue ?? "default"))])
    }

    // MARK: Frames

    /// The frame at the time the session has advanced to, without the viewer's own chrome
    /// (the HUD, the profiling overlays, a toast, an error banner): the same bits as `render`
    /// of the same scene, size, input and time. Drawn whole into a new surface; the next frame
    /// is not affected.
    public func screenshot() -> Surface? {
        guard let surface = Surface(width: ui.pixelWidth, height: ui.pixelHeight) else { return nil }
        var commands: [RenderCommand] = []
        for c in components where !c.repaintsEveryFrame { commands += c.plan() }
        renderer.execute(commands, into: surface, region: DamageRegion(surface.bounds), scale: scale, timer: StageTimer())
        return surface
    }

    /// Shows `text` briefly at the bottom of the window (scene time; a screenshot's path).
    public func showToast(_ text: String) { toast.show(text, at: ui.time) }

    /// Draws the frame for the time the session has advanced to into the presenter's next
    /// buffer and presents it. Reads no clock and advances none. Returns false when the
    /// presenter had no free buffer (nothing was drawn).
    @discardableResult
    public func renderFrame(to presenter: Presenter) -> Bool {
        guard let (surface, stale) = presenter.acquire() else { return false }
        timer.beginFrame()
        timer.add(pendingInputTime, to: .input)
        timer.setInputSpans(pendingInputSpans)
        pendingInputTime = 0
        pendingInputSpans.removeAll(keepingCapacity: true)
        if surface.width != ui.pixelWidth || surface.height != ui.pixelHeight { resize(width: surface.width, height: surface.height) }
        if ui.layoutChanged {
            damage.reset()
            ui.layoutChanged = false
        }
        timer.end(.motion)

        var commands: [RenderCommand] = [], overlays: [RenderCommand] = []
        for (i, c) in components.enumerated() {
            let planned = WorkerTrace.slice(.componentPlan, i) { c.plan() }
            if c.repaintsEveryFrame { overlays += planned } else { commands += planned }
        }
        let bounds = commands.map { (signature: $0.signature, bounds: $0.bounds(renderer: renderer.glass, scale: scale)) }
        // Damage touching what a command reads around itself (glass's backdrop) redraws it whole.
        // A scroll edge band redraws whole only for a change under it (`readsOnlyBelow`).
        let (influence, below) = RenderCommand.damageReach(of: commands[...], scale: scale)
        // What changed since the last presented frame goes to the screen; the buffer's stale
        // part is redrawn too but not sent, since the screen already shows it.
        var changed = damage.damage(for: bounds, reach: influence, below: below, frame: surface.bounds)
        var region = changed.union(stale)
        region.grow(by: influence, within: surface.bounds)
        timer.end(.layout)

        // The profiling overlays are drawn over the finished frame, into pixels that this frame
        // and the next redraw, so the frame beneath them is the same with or without them.
        // When nothing beneath changed and no shown overlay moves with time, the buffer already
        // holds this frame's overlays: they are neither redrawn nor presented again (but stay
        // in the marks the next frame erases).
        debugOverlays.frameDidDraw(damage: changed)
        let overlaysHoldStill = changed.isEmpty && stale.isEmpty && overlays.isEmpty && debugOverlays.isStill
            && debugOverlays.options == lastDrawnOverlays && !self.debugMarks.isEmpty && lastOverlayBounds == self.debugMarks
        var overlayFrame: OverlayFrame? = nil, debugMarks: [PixelRect] = []
        if !debugOverlays.options.isEmpty && !overlaysHoldStill {
            let frame = OverlayFrame(commands: commands, damage: changed, frame: surface.bounds, scale: scale, time: ui.time,
                                     renderer: renderer.glass)
            debugMarks = debugOverlays.marks(for: frame)
            overlayFrame = frame
        }

        // Overlays change every frame they are on (the HUD shows the previous frame's numbers),
        // so their bounds join the damage, grown like any damage that may touch glass; one
        // that went away leaves its old bounds to redraw.
        let overlayBounds = overlays.map { $0.bounds(renderer: renderer.glass, scale: scale) } + debugMarks
        if !overlaysHoldStill && (!overlayBounds.isEmpty || !lastOverlayBounds.isEmpty) {
            for b in overlayBounds + lastOverlayBounds { changed.formUnion(b) }
            changed.grow(by: influence, within: surface.bounds)
            region.formUnion(changed)
            region.grow(by: influence, within: surface.bounds)
        }
        if !overlaysHoldStill {
            lastOverlayBounds = overlayBounds
            self.debugMarks = debugMarks
        }
        lastDrawnOverlays = debugOverlays.options
        renderer.execute(commands, into: surface, region: region, scale: scale, timer: timer)
        // The frame is finished and no overlay is on it yet. (Overlays that hold still drew
        // nothing: what was kept under them last time is still what lies there.)
        if keepsPixelsUnderOverlays && !overlaysHoldStill {
            pixelsUnderOverlays.keep(overlayBounds, of: surface)
            timer.end(.overlay)
        }
        if let overlayFrame {
            debugOverlays.draw(overlayFrame, into: surface, marks: debugMarks)
            timer.end(.overlay)
        }
        // The viewer's own overlays go over the profiling overlays: the HUD's numbers are
        // never crossed by an overlay's lines.
        renderer.drawViewerOverlays(overlays, into: surface, region: region, timer: timer)
        timer.setRedrawnPixels(region.area)
        timer.collectContentWaits()
        presenter.present(damage: changed)
        timer.end(.present)

        // A frame drawn mid-animation still owes the one where the motion has settled: the
        // animation may end between this frame and the next, and without it the last frame
        // shown would be the one just short of the target, different at every frame rate.
        let animating = components.contains { $0.isAnimating }
        content.prefetch(atRest: !animating)
        // A sheet that may anchor: a recede's memory is made before a drag needs it.
        if sheet.mayRecede { renderer.reserveRecede(width: ui.pixelWidth, height: ui.pixelHeight) }
        // An alert may follow a press: the frame kept under its dimming gets its memory before
        // the first frame that keeps it (fresh, 33 MB at 3840×2160 cost that frame 20 ms of page faults).
        if alerts.mayPresent || alerts.current != nil { renderer.reserveScrim(width: ui.pixelWidth, height: ui.pixelHeight) }
        ui.invalidated = animating
        // At rest the window waits for input: time to set the text a tap's push would need.
        if !animating { toolbar.drawAhead(pushes: navigation.likelyPushes()) }
        if Self.tracesWorkerThreads { timer.collectWorkerSlices() }
        history.append(timer.timing)
        onFrame?(timer.timing)
        return true
    }
}
