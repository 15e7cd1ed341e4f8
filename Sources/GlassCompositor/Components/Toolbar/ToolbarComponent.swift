/// Toolbars and navigation titles (N1–N6): glass groups floating over the content, the
/// scroll edge effect under the top bar and bottom toolbar, and an inline title once the
/// large title has scrolled under the bar. Its `toggle-sidebar` and `inspect` buttons show and hide those panels.
final class ToolbarComponent: Component, BarButtonSource {
    unowned let ui: UIContext
    let glyphs = ToolbarGlyphs()
    /// Glyphs of a bar in transition: blended groups and faded items, and its moving titles.
    let blendedGlyphs = BlendedGlyphs()
    let barText = BarTextGlyphs()
    /// Presses of the bars' glass groups (G8), keyed by `pressKey(group:)`.
    private(set) var presses = GlassButtonPresses()
    /// The button the pointer went down on, while it is held.
    private var pressedButton: (button: ToolbarButton, frame: Rect, group: Int)?
    let pressLights = PressLightGlyphs()
    /// The pushes whose bars were last drawn ahead (`drawAhead(pushes:)`).
    var drawnAhead: DrawnAhead?
    /// What a page's search field holds and whether it is focused (the field's own state,
    /// `SearchFieldComponent`); nil for an empty, unfocused field.
    var searchFieldContent: (ContentPage) -> TextFieldDisplay? = { _ in nil }

    init(ui: UIContext) { self.ui = ui }

    /// The toolbar button under `p` with its frame and group index, if any.
    private func button(at p: Point) -> (button: ToolbarButton, frame: Rect, group: Int)? {
        guard let toolbar = currentToolbar else { return nil }
        for (i, group) in layout(toolbar).groups.enumerated() {
            for (b, f) in group.buttons where f.contains(p) { return (b, f, i) }
        }
        return nil
    }

    func pressKey(group: Int) -> String { "\(ui.pages.shownTab).\(group)" }

    func hitTest(_ p: Point) -> Bool { button(at: p) != nil }
    func sceneDidChange(from old: Scene) { pressedButton = nil; presses.reset() }
    func tabDidChange(from old: TabID?) { pressedButton = nil; presses.reset() }
    var isAnimating: Bool { presses.isAnimating(at: ui.time) }
    func advance(to t: Double) { presses.forgetSettled(at: t) }

    func handle(_ event: InputEvent) -> Bool {
        let t = event.time, p = event.position
        switch event.kind {
        case .down(let b) where b == 1:
            guard let hit = button(at: p), let toolbar = currentToolbar else { return false }
            pressedButton = hit
            // The whole capsule is the glass that responds (G8).
            let group = layout(toolbar).groups[hit.group]
            if group.hasGlass { presses.press(pressKey(group: hit.group), frame: group.frame, at: p, time: t) }
            if let action = hit.button.action { ui.actions.prepare(.present(action, source: hit.frame, element: hit.button.id)) }
            ui.invalidated = true
            return true
        case .move:
            guard let pressed = pressedButton else { return false }
            if presses.move(to: p, time: t) { emitCancelled(pressed.button, at: t) }
            ui.invalidated = true
            return true
        case .up(let b) where b == 1:
            guard let pressed = pressedButton else { return false }
            pressedButton = nil
            let wasCancelled = presses.held?.cancelled ?? false
            _ = presses.release(at: p, time: t)
            ui.invalidated = true
            guard !wasCancelled, button(at: p)?.frame == pressed.frame else {
                if !wasCancelled { emitCancelled(pressed.button, at: t) }
                return true
            }
            tapped(pressed.button, frame: pressed.frame, at: t)
            return true
        default:
            return false
        }
    }

    private func emitCancelled(_ b: ToolbarButton, at t: Double) {
        ui.emit("button.cancelled", t, [("id", .string(b.id ?? b.title ?? b.icon ?? "toolbar"))])
    }

    /// A completed tap on a toolbar button: whatever answers to its id (a panel's toggle), and
    /// its alert or action sheet.
    private func tapped(_ b: ToolbarButton, frame: Rect, at t: Double) {
        ui.emit("button.pressed", t, [("id", .string(b.id ?? b.title ?? b.icon ?? "toolbar"))])
        if let id = b.id { ui.actions.perform(.button(id: id), at: t) }
        if let action = b.action { ui.actions.perform(.present(action, source: frame, element: b.id), at: t) }
    }


    /// The top screen's toolbar, led by a back button when a screen is pushed (N7).
    var currentToolbar: Toolbar? { addingSearchTabField(to: toolbarWithoutSearchTabField) }

    /// The selected screen's toolbar but for the search tab's field: what the top tab bar
    /// makes room for, so selecting Search does not move the tabs (the field takes the room
    /// the bar leaves, `fieldClearOf`).
    var toolbarWithoutSearchTabField: Toolbar? {
        if ui.more?.showsList == true { return nil }
        let toolbar = ui.stacks?.toolbarForTopScreen() ?? ui.screen?.toolbar
        guard ui.more?.openedFromMore == true, let tab = ui.selectedTabID, ui.stacks?.topPage(tab: tab).depth ?? 0 == 0 else { return toolbar }
        // A tab opened from the More list: its bar leads with the way back to the list.
        var bar = toolbar ?? Toolbar()
        var back = ToolbarButton()
        back.id = TabBarSlots.moreBackID
        back.icon = "go-previous-symbolic"
        back.title = TabBarSlots.moreTitle
        bar.leading.insert(.button(back), at: 0)
        return bar
    }

    /// Where the button `id` of the current toolbar is, window points.
    func frame(ofButton id: String) -> Rect? {
        guard let toolbar = currentToolbar else { return nil }
        for group in layout(toolbar).groups {
            for (b, f) in group.buttons where b.id == id { return group.buttons.count == 1 ? group.frame : f }
        }
        return nil
    }

    /// The bar of `toolbar` now, keeping room for `title` inline between its groups (items
    /// that leave too little fold into a "more" button).
    /// - Parameter besideTabBar: keep a navigation bar's field clear of the top tab bar (false
    ///   where the tab bar itself asks where it may go).
    func layout(_ toolbar: Toolbar, title: String?, subtitle: String?, besideTabBar: Bool = true) -> ToolbarLayout {
        var toolbar = toolbar
        let sidebar = ui.sidebar.isShown
        if sidebar || !ui.sidebar.isAvailable {
            // The sidebar's header hosts its own toggle, and the bar's items start beside it;
            // where no sidebar can show (a compact width) the toggle has nothing to toggle.
            toolbar.leading.removeAll { item in
                if case .button(let b) = item { return b.id == SidebarLayout.toggleButtonID }
                return false
            }
        }
        if let inspector = ui.inspector, !inspector.isAvailable {
            // Where the inspector cannot show (a compact width, or no room beside the
            // content), its button would do nothing.
            for side in [\Toolbar.leading, \Toolbar.trailing] {
                toolbar[keyPath: side].removeAll { item in
                    if case .button(let b) = item { return b.id == InspectorComponent.buttonID }
                    return false
                }
            }
        }
        let expansion = ui.pages.selectedPage.flatMap { ui.searchQueries?.expansion(of: $0) } ?? 0
        return ToolbarLayout(toolbar: toolbar, viewport: ui.viewport, bottomBar: !ui.showsTabBar,
                             leadingInset: sidebar ? ui.sidebar.contentInsets.leading : 0, searchExpansion: expansion,
                             titleRoom: titleRoom(title, subtitle: subtitle), sizeClass: ui.sizeClass,
                             fieldClearOf: besideTabBar && tabBarOnTop ? ui.tabBar.layout.expandedBar.maxX + ToolbarLayout.groupGap : nil) { title in
            TextMeasurer.shared.size(title, style: TextStyle(size: 16, weight: 600), width: 1000, maxLines: 1).width
        }
    }

    /// The bar of `page`'s `toolbar` (room kept for the page's title while it shows inline).
    func layout(_ toolbar: Toolbar, of page: ContentPage) -> ToolbarLayout {
        let screen = ui.pages.screen(of: page)
        let inline = ui.stacks?.showsInlineTitle(page) ?? (screen.titleDisplay == .inline)
        return layout(toolbar, title: inline ? screen.title : nil, subtitle: screen.subtitle)
    }

    /// The bar of the top screen's `toolbar` (room kept for its title while it shows inline).
    func layout(_ toolbar: Toolbar, besideTabBar: Bool = true) -> ToolbarLayout {
        let screen = ui.screen
        let inline = ui.selectedTabID.flatMap { tab in ui.stacks.map { $0.showsInlineTitle($0.topPage(tab: tab)) } } ?? (screen?.titleDisplay == .inline)
        return layout(toolbar, title: inline ? screen?.title : nil, subtitle: screen?.subtitle, besideTabBar: besideTabBar)
    }

    /// The room an inline title needs between the bar's groups (points; pass a title only
    /// while it shows inline): its width at its smallest size, at most 30% of the window (it
    /// shrinks to the room there is, and past its minimum is cut short); while the tab bar
    /// floats in the bar's row, the room its tabs need instead.
    func titleRoom(_ title: String?, subtitle: String?) -> Double {
        if tabBarOnTop { return TabBarLayout.minimumTopWidth(tabCount: ui.tabSlots.count) }
        guard let title, !title.isEmpty else { return 0 }
        let width = InlineTitleFit.minimumWidth(title: title) { TextMeasurer.shared.size($0, style: $1, width: 2000, maxLines: 1).width }
        return min(width, ui.viewport.width * 0.3)
    }

    /// The tab bar floats at the top, in the bar's row (a regular width): the screen's title
    /// does not show inline there.
    var tabBarOnTop: Bool { ui.showsTabBar && !ui.scene.tabs.isEmpty && TabBarLayout.placement(scene: ui.scene, sizeClass: ui.sizeClass) == .top }

    /// Commands for the selected screen's toolbar at the content's scroll offset; while a
    /// push, pop or swipe shows, both screens' bars cross-fading (`transitionCommands`).
    func plan() -> [RenderCommand] {
        if let b = ui.stacks?.barTransition { return transitionCommands(b) }
        guard let toolbar = currentToolbar else { return scrollEdgeCommands(nil) }
        var commands = scrollEdgeCommands(toolbar)
        let layout = layout(toolbar)
        let screen = ui.screen ?? ui.scene.tabs[ui.selectedTab].screen
        let offset = ui.pages.offset()
        let titleFrame = ui.pages.layout(tab: ui.pages.shownTab).titleFrame
        if let title = screen.title, !title.isEmpty, !tabBarOnTop,
           screen.titleDisplay == .inline || titleFrame.map({ offset > $0.maxY - ToolbarLayout.topInset - ToolbarLayout.barHeight }) == true {
            // The large title has gone under the bar: the bar shows it inline (N5), centred in
            // the window when the gap between the bar's groups allows, else in that gap.
            commands += inlineTitleLines(screen, layout: layout, visibility: 1, shift: 0, slot: 1)
        }
        for (i, group) in layout.groups.enumerated() {
            commands += groupCommands(group, frame: group.frame, glyphs: restingGlyphs(group, page: ui.pages.page(tab: ui.pages.shownTab)),
                                      pressSlot: pressKey(group: i))
        }
        return commands
    }

    /// The scroll edge effects of `toolbar`'s bars and of the screen's floating groups that ask
    /// for one: one band per window edge, reaching past the bar and past every group asking
    /// at that edge (a group asks at the edge nearer its centre). The bar's style wins over
    /// a group's. Drawn before the bars' glass, which floats over it.
    func scrollEdgeCommands(_ toolbar: Toolbar?) -> [RenderCommand] {
        var top: (extent: Double, style: ScrollEdgeEffect.Style)?, bottom: (extent: Double, style: ScrollEdgeEffect.Style)?
        if let toolbar, let style = ScrollEdgeEffect.Style(toolbar.scrollEdge) {
            top = (ToolbarLayout.topInset + ToolbarLayout.barHeight, style)
            if !ui.showsTabBar, !toolbar.bottom.isEmpty { bottom = (ToolbarLayout.bottomInset + ToolbarLayout.barHeight, style) }
        }
        let viewport = ui.viewport
        for node in ui.screen?.glass ?? [] {
            guard let style = ScrollEdgeEffect.Style(node.scrollEdge) else { continue }
            let frames = node.members.map { $0.frame.rect(in: viewport) }
            guard let first = frames.first else { continue }
            let group = frames.dropFirst().reduce(first) { $0.union($1) }
            if group.midY < viewport.height / 2 {
                top = (max(top?.extent ?? 0, group.maxY), top?.style ?? style)
            } else {
                bottom = (max(bottom?.extent ?? 0, viewport.height - group.minY), bottom?.style ?? style)
            }
        }
        func band(_ edge: ScrollEdgeEffect.Edge, _ b: (extent: Double, style: ScrollEdgeEffect.Style)?) -> [RenderCommand] {
            guard let b else { return [] }
            return [.scrollEdge(ScrollEdgeEffect(edge: edge, style: b.style, barExtent: b.extent, pixelWidth: ui.pixelWidth,
                                                 pixelHeight: ui.pixelHeight, color: ui.pageColor, scale: ui.scale))]
        }
        return band(.top, top) + band(.bottom, bottom)
    }

    /// Where the top screen's search field is when it shows as a field (window points): nil
    /// while it is collapsed into a button, while the bars move with a push or pop, or when the
    /// screen's toolbar has none.
    var searchFieldFrame: Rect? {
        guard ui.stacks?.barTransition == nil, let toolbar = currentToolbar else { return nil }
        return layout(toolbar).groups.first { $0.search.map { !$0.collapsed } ?? false }?.frame
    }

    /// Where the top screen's search field is when it shows collapsed into a button (window
    /// points), under the same conditions.
    var searchButtonFrame: Rect? {
        guard ui.stacks?.barTransition == nil, let toolbar = currentToolbar else { return nil }
        return layout(toolbar).groups.first { $0.search?.collapsed ?? false }?.frame
    }

    /// A group's glyphs, placed for its resting frame; a search field shows what `page`'s holds.
    func restingGlyphs(_ group: ToolbarLayout.Group, page: ContentPage) -> BlendedGlyphs.Part? {
        let dark = ui.scene.appearance == .dark
        let key = ToolbarGlyphs.Key(frame: group.frame, buttons: group.buttons.map(\.button), buttonFrames: group.buttons.map(\.frame),
                                    lightness: dark ? 24 : 0, prominent: group.prominent, accent: ui.scene.accent, scale: ui.scale,
                                    search: group.search, field: group.search == nil ? nil : searchFieldContent(page))
        guard let glyph = glyphs.surface(for: key) else { return nil }
        let gpx = PixelRect(covering: group.frame.insetBy(dx: -8, dy: -8).scaled(by: ui.scale))
        return BlendedGlyphs.Part(surface: glyph.0, version: glyph.version, x: gpx.x0, y: gpx.y0, alpha: 255)
    }

    /// One group drawn with its glass at `rest` (before any press), `glyphs` over it (placed
    /// for `rest`). `materialized` (0...1) is how far its glass shows, `glyphOpacity` its
    /// content's, `prominence` how much of the accent tints it (a prominent group's by
    /// default); `pressSlot` names its press, if it can be pressed.
    func groupCommands(_ group: ToolbarLayout.Group, frame rest: Rect, glyphs: BlendedGlyphs.Part?, materialized: Double = 1,
                       glyphOpacity: Double = 1, prominence: Double? = nil, pressSlot: String?, moving: Bool = false) -> [RenderCommand] {
        let (scale, scene) = (ui.scale, ui.scene)
        let dark = scene.appearance == .dark
        let alpha = UInt8((min(1, max(0, glyphOpacity)) * 255).rounded())
        guard group.hasGlass else {
            // A bare item: its symbols over the content, faded by the cache when they fade.
            guard let glyphs, alpha > 0 else { return [] }
            return [.overlay(glyphs.surface, x: glyphs.x, y: glyphs.y, version: glyphs.version)]
        }
        guard materialized > 0.001 else { return [] }
        var style = GlassStyle.regular(dark: dark).sized(for: rest.size).applying(scene.settings)
        let tint = prominence ?? (group.prominent ? 1 : 0)
        if tint > 0 {
            let under = ui.pages.luminance(under: PixelRect(covering: rest.scaled(by: scale)))
            style = style.prominent(tint: scene.accent, backdropLuminance: under, amount: tint)
        }
        style = style.materialized(materialized)
        // Pressed glass grows, follows and stretches toward the drag; its symbols go with it.
        let frame = pressSlot.map { presses.rect($0, rest: rest, at: ui.time, reduceMotion: ui.reduceMotion) } ?? rest
        let shift = (Int(((frame.midX - rest.midX) * scale).rounded()), Int(((frame.midY - rest.midY) * scale).rounded()))
        let still = !moving && !(pressSlot.map { presses.isMoving($0, at: ui.time) } ?? false)
        var item = GlassItem(field: GlassField(.capsule(frame.scaled(by: scale))), style: style,
                             glyphs: glyphs?.surface, glyphOrigin: ((glyphs?.x ?? 0) + shift.0, (glyphs?.y ?? 0) + shift.1), glyphVersion: glyphs?.version ?? 0,
                             planUse: still ? .still : .moving)
        item.glyphOpacity = alpha
        let ids = group.buttons.compactMap(\.button.id)
        item.sceneID = ids.isEmpty ? nil : ids.joined(separator: ", ")
        var commands: [RenderCommand] = [.glass(item)]
        if let slot = pressSlot,
           let light = pressLights.command(slot: slot, rect: frame, radius: frame.height / 2, light: presses.light(slot, at: ui.time), scale: scale) {
            commands.append(light)
        }
        return commands
    }
}
