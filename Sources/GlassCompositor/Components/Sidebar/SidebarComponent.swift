import Foundation

/// The floating glass sidebar (T6, T8) that replaces the tab bar on regular layouts, and
/// the floating button that brings it back.
///
/// Switching between sidebar and tab bar (T6): the `s` key, the toggle button in the
/// sidebar's header, a floating "show sidebar" button at the top leading corner while the tab
/// bar shows (or the toolbar's `toggle-sidebar` button, when the screen has one). The switch
/// animates (`SidebarMorph`): the sidebar's glass grows out of the tab bar toward the leading
/// edge and its rows fade in, and shrinks back into the bar; the content takes its new width
/// at once, as beside the inspector.
///
/// Customization (T7, T8, `SidebarComponent+Editing`): Edit mode, dragging rows and sections,
/// hiding optional tabs, collapsing sections, a section's action, kept between launches in a
/// `CustomizationStore` when the host gives one.
final class SidebarComponent: Component, SidebarPresence {
    unowned let ui: UIContext
    /// Sidebar or tab bar on regular widths, as the person chose; nil follows the scene.
    private(set) var choice: Bool?
    /// What the pointer went down on while it is held: a sidebar item (nil for none) or the
    /// floating button; the gesture stays here to its end.
    enum Capture: Equatable { case sidebar(SidebarLayout.Item?), button }
    var capture: Capture?
    /// Where the pointer is while captured (a pressed row highlights while it is under it).
    var pointer = Point.zero
    /// Where the press went down (window points).
    var pressedAt = Point.zero
    let glyphs = SidebarGlyphs()
    let liftGlyphs = SidebarLiftGlyphs()
    let rowGlyphs = SidebarRowGlyphs()
    /// The customization the session started from (the saved one, or a recording's), which a
    /// recording made now carries so that its replay starts from the same arrangement.
    var startedWith: TabCustomization?
    /// The tabs' titles in flight while the sidebar and the top tab bar morph.
    let morphLabels = SidebarMorphLabels()
    let buttonGlyphs = GlassLabelGlyphs()

    // Customization state (`SidebarComponent+Editing`).
    /// Edit mode (T7).
    var editing = false
    /// The row lifted and dragged in Edit mode.
    var drag: SidebarDrag?
    /// Rows making room.
    var motion = SidebarRowMotion()
    /// The rows a dropped row's drag moved, drawn on their own until they are all at rest.
    var settling: Set<SidebarLayout.Item>?
    /// Each collapsible section's openness (1 open, 0 collapsed) while it animates or stays
    /// collapsed, by section id.
    var collapse: [String: SpringAnimation<Double>] = [:]
    /// Where the person's customization is kept (the window's); nil headless.
    var store: CustomizationStore?
    /// The sidebar's glass growing out of the tab bar and back (T6).
    var morph = SidebarMorph()
    /// The rows' scroll while they are taller than the list (`SidebarComponent+Scroll`).
    var scroll: ListScroll?
    /// The press in progress drags the list (it locked vertically, or caught it moving).
    var scrolling = false
    /// When the rows last moved: their scroll indicator shows while they move and fades after,
    /// as the page's does.
    var rowsMovement = ScrollMovement()
    let scrollIndicator = ScrollIndicatorSurfaces()

    init(ui: UIContext) { self.ui = ui }

    /// The scene can show its tabs as a sidebar here: it asks for one (`sidebarAdaptable` or a
    /// `sidebar`) and the layout is regular. Compact widths keep the tab bar.
    var isAvailable: Bool {
        !ui.scene.tabs.isEmpty && (ui.scene.tabBar.style == .sidebarAdaptable || ui.scene.sidebar != nil) && ui.isRegularWidth
    }

    /// The sidebar shows (and the tab bar does not): available, and not switched off.
    var isShown: Bool { isAvailable && (choice ?? ui.scene.sidebar?.visible ?? true) }

    var presence: Double { isAvailable ? morph.presence(shown: isShown, at: ui.time) : 0 }
    /// The tab bar gives way once the morph has left its shape (`SidebarMorph.handover`).
    var hidesTabBar: Bool {
        guard isAvailable else { return false }
        if morph.isMorphing(at: ui.time) { return presence > SidebarMorph.handover }
        return isShown
    }

    /// What the sidebar lists at `ui.time`: the person's order and hidden tabs, sections
    /// opening or closing, Edit mode.
    var arrangement: SidebarArrangement {
        var a = SidebarArrangement()
        a.order = ui.tabs.order
        a.hidden = ui.tabs.hidden
        a.sections = ui.tabs.sectionOrder(in: ui.scene)
        for (id, spring) in collapse { a.openness[id] = min(1, max(0, spring.value(at: ui.time))) }
        a.customizable = ui.scene.sidebar?.customizable ?? false
        a.editing = editing
        return a
    }

    /// The rows at rest (where they go), with a dragged row at the place it would drop, in the
    /// list's own coordinates (scroll 0, every row).
    var restLayout: SidebarLayout { SidebarLayout(scene: ui.scene, viewport: ui.viewport, arrangement: provisionalArrangement) }

    /// The rows at rest as they show at `ui.time`: scrolled, only those in the list.
    var layout: SidebarLayout { restLayout.scrolled(by: scrollOffset) }

    /// Shows the sidebar or the tab bar (T6); the content is laid out again for its new width.
    func set(shown: Bool) {
        guard shown != isShown else { return }
        if !shown, editing { endEditing(at: ui.time) }
        morph.start(shown: shown, from: presence, at: ui.time, reduceMotion: ui.reduceMotion)
        choice = shown
        ui.relayoutContent()
        ui.emit("sidebar.shown", ui.time, [("shown", .bool(shown))])
    }

    /// The floating button that shows the sidebar again while the tab bar is up, unless the
    /// screen's toolbar has its own sidebar button.
    var showButton: Rect? {
        guard isAvailable, !isShown else { return nil }
        let toolbarHasToggle = ui.screen?.toolbar?.allItems.contains { item in
            if case .button(let b) = item { return b.id == SidebarLayout.toggleButtonID }
            return false
        } ?? false
        return toolbarHasToggle ? nil : Rect(x: 16, y: 14, width: 44, height: 44)
    }

    var showButtonFrame: Rect? { showButton }

    // MARK: Component

    var contentInsets: (leading: Double, trailing: Double) { (isShown ? layout.contentInset : 0, 0) }
    func covers(_ rect: Rect) -> Bool { isShown && layout.frame.intersects(rect) }

    func hitTest(_ p: Point) -> Bool {
        if isShown { return layout.frame.contains(p) }
        return showButton?.contains(p) ?? false
    }

    func sceneDidChange(from old: Scene) {
        capture = nil
        drag = nil
        motion.stop()
        scroll = nil
        scrolling = false
        // Another scene ([ and ]): its own saved customization, if any.
        if let store, CustomizationStore.key(for: old) != CustomizationStore.key(for: ui.scene) {
            collapse = [:]
            ui.customizeTabs { host in
                host.reset(to: ui.scene)
                return true
            }
            do { try use(store) } catch { ui.emit("customization.failed", ui.time, [("message", .string("\(error)"))]) }
        }
    }
    func viewportDidChange() {
        capture = nil
        drag = nil
        motion.stop()
        scrolling = false
        fitScroll(at: ui.time)
    }

    var isAnimating: Bool {
        motion.isMoving(at: ui.time) || collapse.values.contains { !$0.isSettled(at: ui.time) } || morph.isMorphing(at: ui.time)
            || (scroll?.isAnimating(at: ui.time) ?? false) || (scroll != nil && rowsMovement.isFading(at: ui.time))
    }

    var nextTimedChange: Double? { scroll == nil ? nil : rowsMovement.fadeStart(at: ui.time) }

    func sample(at t: Double) {
        // The list's height follows sections opening and closing; a dragged row's place follows
        // the auto-scroll. Both on the sampling grid, so no frame's time changes them.
        fitScroll(at: t)
        followAutoScroll(at: t)
        noteRowsMoved(at: t)
    }

    func advance(to t: Double) {
        endSmoothScroll(at: t)
        motion.forgetSettled(at: t)
        if drag == nil, !motion.isMoving(at: t) { settling = nil }
        // An open section at rest needs no spring.
        collapse = collapse.filter { !($0.value.isSettled(at: t) && $0.value.target >= 1) }
    }

    func handle(_ event: InputEvent) -> Bool {
        let p = event.position, t = event.time
        fitScroll(at: t)
        switch event.kind {
        case .key("s", let modifiers) where modifiers.isEmpty:
            guard isAvailable else { return false }
            set(shown: !isShown)
            return true
        case .key("Escape", _) where editing && isShown:
            endEditing(at: t)
            return true
        case .down(let button) where button == 1:
            if isShown, layout.frame.contains(p) {
                if catchScroll(pointer: p, at: t) {
                    // A press on a moving list stops it and chooses nothing.
                    capture = .sidebar(nil)
                } else {
                    let item = layout.item(at: p)
                    capture = .sidebar(item)
                    if let item, canDrag(item) || (!editing && isCustomizable && isTab(item)) { ui.gestures.armLongPress(self) }
                }
            } else if let b = showButton, b.contains(p) {
                capture = .button
            } else {
                return false
            }
            pointer = p
            pressedAt = p
            ui.invalidated = true
            return true
        case .move:
            guard capture != nil else { return false }
            pointer = p
            if drag != nil {
                moveDrag(to: p, at: t)
                followAutoScroll(at: t)
            } else if scrolling {
                scroll?.physics.drag(pointer: p.y, at: t)
            } else if editing, case .sidebar(let item?)? = capture, canDrag(item),
                      hypot(p.x - pressedAt.x, p.y - pressedAt.y) > GestureArena.slop {
                // In Edit mode a movable row follows a drag at once (its grip), no hold needed.
                ui.gestures.claim(self, at: t)
                beginDrag(item, pointer: p, at: t)
            } else if case .sidebar? = capture, beginScrollDrag(pointer: p, at: t) {
                ui.gestures.claim(self, at: t)
            }
            return true
        case .up(let button) where button == 1:
            guard let captured = capture else { return false }
            capture = nil
            pointer = p
            if drag != nil {
                drop(at: t)
                return true
            }
            if scrolling {
                endScrollDrag(at: t)
                return true
            }
            switch captured {
            case .sidebar(let item?) where isShown && layout.item(at: p) == item:
                tap(item, at: t)
            case .button where showButton?.contains(p) == true:
                set(shown: true)
            default:
                break
            }
            return true
        case .wheel(_, let dy):
            // Scrolling over the sidebar does not scroll the content under it.
            guard isShown, layout.frame.contains(p) else { return false }
            wheel(steps: dy, at: t)
            return true
        case .smoothScroll(_, let dy):
            guard isShown, layout.frame.contains(p) else { return false }
            smoothScroll(by: dy, at: t)
            return true
        default:
            return false
        }
    }

    func plan() -> [RenderCommand] {
        if isAvailable, morph.isMorphing(at: ui.time) { return presence > SidebarMorph.handover ? morphCommands() : [] }
        if isShown { return sidebarCommands() + liftedCommand() }
        if let button = showButton { return [showButtonCommand(button)] }
        return []
    }

    /// The glyphs' key for the sidebar as drawn now (rows where they are on their way).
    func glyphKey(_ drawn: SidebarLayout, style: GlassStyle) -> SidebarGlyphs.Key {
        var pressed: SidebarLayout.Item?
        if case .sidebar(let item?)? = capture, drag == nil, drawn.item(at: pointer) == item { pressed = item }
        var key = SidebarGlyphs.Key(layout: drawn, selectedTab: ui.selectedTab, pressed: pressed, dark: ui.dark, accent: ui.readableAccent,
                                    scale: ui.scale, headers: headerColors(drawn, style: style, dark: ui.dark))
        key.lifted = drag?.item
        return key
    }

    /// The sidebar's glass and what is on it, `frame` its glass (the rest frame but while it morphs).
    func sidebarStyle(_ frame: Rect) -> GlassStyle {
        var style = GlassStyle.regular(dark: ui.dark).sized(for: frame.size)
        // A panel of text: more frost than a bar, so rows stay legible over busy artwork.
        style.frost *= 1.4
        return style.applying(ui.scene.settings)
    }

    /// The sidebar's glass with the painting of its rows; while rows move under a drag or
    /// into Edit mode's places, the painting is of the rows that stay still (made once) and the
    /// moving rows follow as overlays of their own paintings.
    private func sidebarCommands() -> [RenderCommand] {
        let drawn = motion.placed(restLayout, at: ui.time).scrolled(by: scrollOffset)
        let style = sidebarStyle(drawn.frame), scale = ui.scale
        let moving = movingRows(in: drawn)
        var still = drawn
        if let moving { still.rows.removeAll { moving.contains($0.item) } }
        // Tabs are chosen from a sidebar at rest: only then are the other selections painted ahead.
        var key = glyphKey(still, style: style)
        // The lifted row is out of the still painting already: the same painting before and after the drop.
        if moving != nil { key.lifted = nil }
        let atRest = !isAnimating && drag == nil && !editing
        let surface = glyphs.surface(for: key, prefetch: atRest)
        if atRest, isCustomizable { glyphs.warm(whileShowing: key) { editModeKey(like: key) } }
        let field = GlassField(.roundedRect(drawn.frame.scaled(by: scale), radius: drawn.cornerRadius * scale))
        var commands: [RenderCommand] = [.glass(GlassItem(field: field, style: style, glyphs: surface?.surface, glyphOrigin: surface?.origin ?? (0, 0),
                                                          glyphVersion: glyphs.version, planUse: isAnimating ? .moving : .still))]
        // Over the rows, whether they move on their own or not.
        let indicator = scrollIndicatorCommand(drawn).map { [$0] } ?? []
        guard let moving else { return commands + indicator }
        var own = drawn
        own.rows.removeAll { !moving.contains($0.item) || $0.item == drag?.item }
        let sections = own.rows.filter { if case .section = $0.item { return true } else { return false } }.map(\.item)
        let headers = Dictionary(uniqueKeysWithValues: zip(sections, headerColors(own, style: style, dark: ui.dark)))
        let list = drawn.scrolls ? drawn.list : drawn.frame
        for (row, s, version) in rowGlyphs.surfaces(for: own.rows, sidebar: key, headers: headers, list: list) {
            // On the nearest pixel: a row at rest (its spring within a hair of its place) lands
            // where the whole painting puts it.
            let x = Int((row.frame.minX * scale).rounded()), y = Int((row.frame.minY * scale).rounded())
            commands.append(.overlay(s, x: x, y: y, version: version))
        }
        return commands + indicator
    }

    /// The rows drawn on their own this frame (the lifted one included, which is left out of
    /// both paintings), or nil to paint every row together: at rest, or while sections open or
    /// close (rows change size and fade). The glass morphing draws its own way (`plan`).
    private func movingRows(in drawn: SidebarLayout) -> Set<SidebarLayout.Item>? {
        var rows = motion.moving(at: ui.time)
        if let drag { rows.formUnion(drag.moving) } else if !rows.isEmpty, let settling { rows.formUnion(settling) }
        guard !rows.isEmpty, !collapse.values.contains(where: { !$0.isSettled(at: ui.time) }) else { return nil }
        return rows
    }

    /// `key` with the sidebar in Edit mode at rest: what Edit mode's first frame draws.
    private func editModeKey(like key: SidebarGlyphs.Key) -> SidebarGlyphs.Key {
        var a = arrangement
        a.editing = true
        var k = key
        k.layout = SidebarLayout(scene: ui.scene, viewport: ui.viewport, arrangement: a).scrolled(by: scrollOffset)
        k.pressed = nil
        // Edit mode shows no selection: a tab switch does not paint it again.
        k.selectedTab = 0
        return k
    }

    /// The dragged row as its own glass, lifted over the sidebar under the pointer.
    private func liftedCommand() -> [RenderCommand] {
        guard let drag else { return [] }
        let drawn = layout
        // The lifted row's content, wherever its place in the list is scrolled to.
        guard var row = restLayout.rows.first(where: { $0.item == drag.item }) else { return [] }
        // Lifted, the row grows a little, as iOS's lifted cells do.
        let frame = drag.frame.insetBy(dx: -4, dy: -2)
        row.frame = frame
        let scale = ui.scale
        var style = GlassStyle.regular(dark: ui.dark).sized(for: frame.size).applying(ui.scene.settings)
        style.frost *= 1.4
        let key = glyphKey(drawn, style: sidebarStyle(drawn.frame))
        let surface = liftGlyphs.surface(for: row, sidebar: key)
        let px = PixelRect(covering: frame.scaled(by: scale))
        let field = GlassField(.roundedRect(frame.scaled(by: scale), radius: frame.height / 2 * scale))
        return [.glass(GlassItem(field: field, style: style, glyphs: surface, glyphOrigin: (px.x0, px.y0),
                                 glyphVersion: liftGlyphs.version, planUse: .moving))]
    }

    /// The section headers' colours (G6): the secondary label, moved toward a darker or lighter
    /// variant until it reads at `Contrast.plannedMinimum` over the content under the header (its mean
    /// over the blur's reach) seen through the sidebar's glass (`GlassStyle.body(over:)`). The
    /// headers are the quietest text on the panel: over artwork in light mode they faded.
    private func headerColors(_ layout: SidebarLayout, style: GlassStyle, dark: Bool) -> [Color] {
        let secondary = SidebarGlyphs.secondary(dark: dark), reach = style.frost * 2, scale = ui.scale
        return layout.rows.compactMap { row in
            guard case .section = row.item else { return nil }
            let under = SidebarGlyphs.headerFrame(row.frame).insetBy(dx: -reach, dy: -reach)
            return Contrast.readable(secondary, over: style.body(over: ui.pages.color(under: PixelRect(covering: under.scaled(by: scale)))),
                                     minimum: Contrast.plannedMinimum)
        }
    }

    private func showButtonCommand(_ rect: Rect) -> RenderCommand {
        let dark = ui.dark, scale = ui.scale
        let style = GlassStyle.regular(dark: dark).sized(for: rect.size).applying(ui.scene.settings)
        let key = GlassLabelGlyphs.Key(rect: rect, icon: "sidebar-show-symbolic", text: nil, lightness: dark ? 24 : 0, tint: nil,
                                       scale: scale, light: nil, shape: .circle)
        let glyphs = buttonGlyphs.surface(slot: 0, for: key)
        let field = GlassField(.circle(rect.scaled(by: scale)))
        return .glass(GlassItem(field: field, style: style, glyphs: glyphs?.surface,
                                glyphOrigin: (glyphs?.x ?? 0, glyphs?.y ?? 0),
                                glyphVersion: glyphs?.version ?? 0, planUse: .still))
    }
}

/// A `toggle-sidebar` button shows the sidebar or the tab bar (T6) where a sidebar is available.
extension SidebarComponent: ActionHandler {
    func perform(_ action: UIAction, at t: Double) -> Bool {
        guard action == .button(id: SidebarLayout.toggleButtonID), isAvailable else { return false }
        set(shown: !isShown)
        return true
    }
}
