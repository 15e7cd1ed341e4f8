/// Toolbars and navigation titles (N1–N6): glass groups floating over the content, a
/// scroll-edge fade under the top bar, and an inline title once the large title has scrolled
/// under the bar. Its `toggle-sidebar` and `inspect` buttons show and hide those panels.
final class ToolbarComponent: Component {
    unowned let ui: UIContext
    let glyphs = ToolbarGlyphs()
    let scrollEdge = ScrollEdgeFade()
    let bottomScrollEdge = ScrollEdgeFade(edge: .bottom)
    let inlineTitle = InlineTitle()
    /// Presses of the bars' glass groups (G8), keyed by `pressKey(group:)`.
    private(set) var presses = GlassButtonPresses()
    /// The button the pointer went down on, while it is held.
    private var pressedButton: (button: ToolbarButton, frame: Rect, group: Int)?
    let pressLights = PressLightGlyphs()

    init(ui: UIContext) { self.ui = ui }

    /// The toolbar button under `p` with its frame and group index, if any.
    private func button(at p: Point) -> (button: ToolbarButton, frame: Rect, group: Int)? {
        guard let toolbar = currentToolbar else { return nil }
        for (i, group) in layout(toolbar).groups.enumerated() {
            for (b, f) in group.buttons where f.contains(p) { return (b, f, i) }
        }
        return nil
    }

    private func pressKey(group: Int) -> String { "\(ui.selectedTab).\(group)" }

    func hitTest(_ p: Point) -> Bool { button(at: p) != nil }
    func sceneDidChange(from old: Scene) { pressedButton = nil; presses.reset() }
    func tabDidChange(from old: Int) { pressedButton = nil; presses.reset() }
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

    /// A completed tap on a toolbar button: its panel, its alert or action sheet.
    private func tapped(_ b: ToolbarButton, frame: Rect, at t: Double) {
        ui.emit("button.pressed", t, [("id", .string(b.id ?? b.title ?? b.icon ?? "toolbar"))])
        if b.id == SidebarLayout.toggleButtonID, ui.sidebar.isAvailable { ui.sidebar.set(shown: !ui.sidebar.isShown) }
        if b.id == InspectorComponent.buttonID, ui.inspector.isAvailable { ui.inspector.set(shown: ui.inspector.shown == nil) }
        if let action = b.action { ui.alerts.present(action, source: frame, element: b.id, at: t) }
    }


    /// The top screen's toolbar, led by a back button when a screen is pushed (N7).
    var currentToolbar: Toolbar? { ui.navigation?.toolbarForTopScreen() ?? ui.screen?.toolbar }

    /// Where the button `id` of the current toolbar is, window points.
    func frame(ofButton id: String) -> Rect? {
        guard let toolbar = currentToolbar else { return nil }
        for group in layout(toolbar).groups {
            for (b, f) in group.buttons where b.id == id { return group.buttons.count == 1 ? group.frame : f }
        }
        return nil
    }

    func layout(_ toolbar: Toolbar) -> ToolbarLayout {
        var toolbar = toolbar
        let sidebar = ui.sidebar.isShown
        if sidebar {
            // The sidebar's header hosts its own toggle, and the bar's items start beside it.
            toolbar.leading.removeAll { item in
                if case .button(let b) = item { return b.id == SidebarLayout.toggleButtonID }
                return false
            }
        }
        return ToolbarLayout(toolbar: toolbar, viewport: ui.viewport, bottomBar: !ui.showsTabBar,
                             leadingInset: sidebar ? ui.sidebar.layout.contentInset : 0) { title in
            TextMeasurer.shared.size(title, style: TextStyle(size: 16, weight: 600), width: 1000, maxLines: 1).width
        }
    }

    /// Commands for the selected screen's toolbar at the content's scroll offset.
    func plan() -> [RenderCommand] {
        guard let toolbar = currentToolbar else { return [] }
        let offset = ui.content.offset()
        let (scale, pixelWidth, viewport, scene, selectedTab) = (ui.scale, ui.pixelWidth, ui.viewport, ui.scene, ui.selectedTab)
        var commands: [RenderCommand] = []
        if toolbar.scrollEdge != .none, let edge = scrollEdge.surface(width: pixelWidth, scale: scale, color: ui.pageColor, hard: toolbar.scrollEdge == .hard) {
            commands.append(.overlay(edge, x: 0, y: 0, version: scrollEdge.version))
        }
        if toolbar.scrollEdge != .none, !ui.showsTabBar, !toolbar.bottom.isEmpty,
           let edge = bottomScrollEdge.surface(width: pixelWidth, scale: scale, color: ui.pageColor, hard: toolbar.scrollEdge == .hard) {
            commands.append(.overlay(edge, x: 0, y: ui.pixelHeight - edge.height, version: bottomScrollEdge.version))
        }
        let screen = ui.screen ?? scene.tabs[selectedTab].screen
        let layout = layout(toolbar)
        let titleFrame = ui.content.layout(tab: selectedTab).titleFrame
        if let title = screen.title, !title.isEmpty,
           screen.titleDisplay == .inline || titleFrame.map({ offset > $0.maxY - ToolbarLayout.topInset - ToolbarLayout.barHeight }) == true {
            // The large title has gone under the bar: the bar shows it inline (N5), centred in
            // the window when the gap between the bar's groups allows, else in that gap.
            let span = layout.topTitleSpan(viewportWidth: viewport.width)
            let half = min(viewport.width / 2 - span.lowerBound, span.upperBound - viewport.width / 2)
            let box = half >= 60 ? Rect(x: viewport.width / 2 - half, y: 0, width: 2 * half, height: ToolbarLayout.barHeight)
                                 : Rect(x: span.lowerBound, y: 0, width: span.upperBound - span.lowerBound, height: ToolbarLayout.barHeight)
            if box.width > 40, let s = inlineTitle.surface(title: title, subtitle: screen.subtitle, box: box, width: viewport.width, scale: scale,
                                                           color: Palette.system(scene.appearance).primaryText) {
                // The title moves with its screen while a navigation transition slides it (N7).
                commands.append(.overlay(s, x: ui.navigation?.topShiftPixels ?? 0, y: Int((ToolbarLayout.topInset * scale).rounded()),
                                         version: inlineTitle.version))
            }
        }
        let dark = scene.appearance == .dark
        for (i, group) in layout.groups.enumerated() {
            let key = ToolbarGlyphs.Key(frame: group.frame, buttons: group.buttons.map(\.button), buttonFrames: group.buttons.map(\.frame),
                                        lightness: dark ? 24 : 0, prominent: group.prominent, accent: scene.accent, scale: scale,
                                        search: group.search)
            let glyph = glyphs.surface(slot: i, for: key)
            let gpx = PixelRect(covering: group.frame.insetBy(dx: -8, dy: -8).scaled(by: scale))
            guard group.hasGlass else {
                if let glyph { commands.append(.overlay(glyph.0, x: gpx.x0, y: gpx.y0, version: glyph.version)) }
                continue
            }
            var style = GlassStyle.regular(dark: dark).sized(for: group.frame.size).applying(scene.settings)
            if group.prominent { style.tint = scene.accent; style.tintAmount = 0.85 }
            // Pressed glass grows, follows and stretches toward the drag; its symbols go with it.
            let slot = pressKey(group: i)
            let frame = presses.rect(slot, rest: group.frame, at: ui.time, reduceMotion: ui.reduceMotion)
            let shift = (Int(((frame.midX - group.frame.midX) * scale).rounded()), Int(((frame.midY - group.frame.midY) * scale).rounded()))
            var h = Hasher()
            h.combine(frame); h.combine(style); h.combine(glyph?.version ?? 0)
            commands.append(.glass(GlassItem(field: GlassField(.capsule(frame.scaled(by: scale))), style: style,
                                             glyphs: glyph?.0, glyphOrigin: (gpx.x0 + shift.0, gpx.y0 + shift.1), signature: h.finalize(),
                                             planUse: presses.isMoving(slot, at: ui.time) ? .moving : .still)))
            if let light = pressLights.command(slot: slot, rect: frame, radius: frame.height / 2, light: presses.light(slot, at: ui.time), scale: scale) {
                commands.append(light)
            }
        }
        return commands
    }
}
