/// Alerts and action sheets (P3): presented by a tap on a toolbar button, content button
/// or row with an `action`, drawn in glass over the dimmed window, modal while shown.
///
/// An alert scales in from 1.1 with a fade and fades out; an anchored action sheet grows out of
/// its source as a menu does (`PanelMorph`) and a tap outside dismisses it; one without a source sits at the bottom
/// with its cancel button apart. Return chooses the default button, Escape the cancel button.
/// A button that presents another alert (an action sheet's "Delete All…") presents it once the
/// first has gone, as UIKit does, not over it.
/// Events: `alert.shown` / `actionSheet.shown` (id) and `.dismissed` (id, button, role, how).
final class AlertComponent: Component {
    unowned let ui: UIContext
    /// What is shown (or appearing) now.
    private(set) var current: AlertPresentation?
    /// What is fading out (dismissed, or replaced by the alert its button presented).
    private(set) var leaving: AlertPresentation?
    /// An alert a button presents, waiting for the one it dismissed to go: from `at` (scene
    /// seconds, fixed when the button is chosen, so frames do not depend on when they are drawn).
    private(set) var pending: (action: ButtonAction, element: String, at: Double)?
    /// Where the pointer went down while one is shown: on a button (its index), or outside.
    private var pressDown: (button: Int?, outside: Bool)?
    let glyphs = AlertGlyphs()
    let leavingGlyphs = AlertGlyphs()
    let pressGlyphs = AlertPressGlyphs()
    let leavingPressGlyphs = AlertPressGlyphs()
    /// The source button's symbol, on the glass as it grows out of the button.
    let sourceGlyphs = MenuGlyphs()

    /// The spring it appears on, and the one it leaves on.
    static let appearing = Spring(duration: 0.35, bounce: 0.18)
    static let disappearing = Spring(duration: 0.25, bounce: 0)
    /// How dark the dimming is when fully shown (black's opacity), light and dark appearance.
    static let dimming = (light: 0.2, dark: 0.45)
    /// How long after a button is chosen the alert it presents appears: the leaving one is
    /// then under half a percent opaque (its spring is critically damped).
    static let followUpDelay = (normal: 0.3, reducedMotion: 0.25)
    /// Below this opacity an alert's glass is not drawn: its text rounds to nothing (a
    /// 32nd) and its glass lies within 3 % of the backdrop, yet each such frame cost a whole
    /// group's blur and shading (the fade out's critically damped tail is a tenth of a second).
    static let visibleOpacity = 1.0 / 32

    init(ui: UIContext) { self.ui = ui }

    /// Shown, appearing, or about to appear (modal all the while).
    var isPresented: Bool { current != nil || pending != nil }

    // MARK: Presenting

    /// Presents `action` at `t`; `source` is the presenting button's frame (window points),
    /// `element` its id (names the alert in events when the content has no id).
    func present(_ action: ButtonAction, source: Rect?, element: String?, at t: Double) {
        let layout = AlertLayout(action: action, source: action.isActionSheet ? source : nil, viewport: ui.viewport, measure: AlertComponent.measure)
        // An anchored sheet grows on the menu's spring (critically damped: the shape passes from
        // the button to the panel without overshooting either).
        let spring = ui.reduceMotion ? UIContext.reducedMotionSpring : action.isActionSheet && source != nil ? PanelMorph.spring : AlertComponent.appearing
        var appearance = SpringAnimation(value: 0.0, spring: spring)
        appearance.setTarget(1, at: t, spring: spring)
        let id = action.content.id ?? element.map { "\($0).\(action.isActionSheet ? "actionSheet" : "alert")" } ?? (action.isActionSheet ? "actionSheet" : "alert")
        if current != nil { retireCurrent(at: t) }
        current = AlertPresentation(action: action, id: id, source: action.isActionSheet ? source : nil, layout: layout,
                                    appearance: appearance, fadeOnly: ui.reduceMotion, element: element)
        pressDown = nil
        ui.emit("\(current!.eventPrefix).shown", t, [("id", .string(id))])
        ui.invalidated = true
    }

    /// Whether a press on a button that presents an alert or action sheet was seen: from then
    /// on the session keeps the memory for the frame kept under its dimming made ahead.
    private(set) var mayPresent = false

    /// Paints what presenting `action` from `source` will show first, in the background: the
    /// press on its button comes a tenth of a second or more before the tap that presents it.
    func prepare(_ action: ButtonAction, source: Rect?) {
        mayPresent = true
        guard current == nil, pending == nil else { return }
        let layout = AlertLayout(action: action, source: action.isActionSheet ? source : nil, viewport: ui.viewport, measure: AlertComponent.measure)
        glyphs.prefetch(AlertGlyphs.Key(layout: layout, content: action.content, highlighted: nil, lifted: [], dark: ui.dark,
                                        accent: ui.scene.accent, scale: ui.scale))
    }

    /// Dismisses what is shown with button `index` (nil: a tap outside), `how` it was chosen.
    func dismiss(button index: Int?, how: String, at t: Double) {
        guard let p = current else { return }
        let buttons = p.action.content.buttons
        let button = index.flatMap { buttons.indices.contains($0) ? buttons[$0] : nil }
        // A bottom sheet's own cancel capsule (no cancel button in the content) reads as one.
        let title = button?.title ?? "Cancel"
        let role = button?.role ?? .cancel
        ui.emit("\(p.eventPrefix).dismissed", t, [("id", .string(p.id)), ("button", .string(title)),
                                                  ("role", .string(role.rawValue)), ("how", .string(how))])
        retireCurrent(at: t)
        current = nil
        pressDown = nil
        if let next = button?.action {
            pending = (next, p.id, t + (ui.reduceMotion ? AlertComponent.followUpDelay.reducedMotion : AlertComponent.followUpDelay.normal))
        }
        ui.invalidated = true
    }

    private func retireCurrent(at t: Double) {
        guard var p = current else { return }
        p.leaving = true
        p.highlighted = nil
        leavingGlyphs.adoptShown(from: glyphs)
        p.appearance.setTarget(0, at: t, spring: ui.reduceMotion ? UIContext.reducedMotionSpring : AlertComponent.disappearing)
        leaving = p
    }

    static func measure(_ text: String, _ style: TextStyle, _ width: Double) -> Size {
        TextMeasurer.shared.size(text, style: style, width: width, maxLines: 8)
    }

    // MARK: Component

    func hitTest(_ p: Point) -> Bool { isPresented }

    func covers(_ rect: Rect) -> Bool {
        [current, leaving].compactMap { $0 }.contains { p in p.layout.glassRects.contains { $0.intersects(rect) } }
    }

    var isAnimating: Bool {
        let t = ui.time
        return pending != nil || [current, leaving].compactMap { $0 }.contains { !$0.appearance.isSettled(at: t) || $0.pressIsAnimating(at: t) }
    }

    func advance(to t: Double) {
        if let next = pending, t >= next.at {
            // The dismissed one is gone (all but invisible): the next takes the stage.
            pending = nil
            leaving = nil
            present(next.action, source: nil, element: next.element, at: next.at)
        }
        if let l = leaving, l.appearance.isSettled(at: t) { leaving = nil }
        // Presses that have sprung back are forgotten (they draw as the rest of the alert then).
        if var p = current, p.presses.contains(where: { !$0.value.isPressed && !$0.value.isAnimating(at: t) }) {
            p.presses = p.presses.filter { $0.value.isPressed || $0.value.isAnimating(at: t) }
            current = p
        }
    }

    func sceneDidChange(from old: Scene) {
        // The alert belongs to the old scene's elements: it goes without a trace.
        current = nil
        leaving = nil
        pending = nil
        pressDown = nil
    }

    func viewportDidChange() {
        if var p = current {
            p.layout = AlertLayout(action: p.action, source: p.source, viewport: ui.viewport, measure: AlertComponent.measure)
            current = p
        }
        leaving = nil
    }

    func tabDidChange(from old: TabID?) {
        if current != nil { dismiss(button: nil, how: "tab", at: ui.time) }
        pending = nil
    }

    func handle(_ event: InputEvent) -> Bool {
        // Between a dismissed alert and the one its button presents, input waits (modal).
        guard var p = current else { return pending != nil }
        let t = event.time, pos = event.position
        switch event.kind {
        case .down(let b) where b == 1:
            let button = p.layout.button(at: pos)
            pressDown = (button, !p.layout.contains(pos))
            p.highlighted = button
            p.press(button, at: pos, time: t, reducesMotion: ui.reduceMotion)
            current = p
            ui.invalidated = true
            return true
        case .move:
            guard pressDown != nil else { return true }
            // The highlight follows the pointer from button to button, as on iOS.
            let button = p.layout.button(at: pos)
            if button != p.highlighted {
                p.highlighted = button
                p.press(button, at: pos, time: t, reducesMotion: ui.reduceMotion)
                current = p
                ui.invalidated = true
            }
            return true
        case .up(let b) where b == 1:
            guard let down = pressDown else { return true }
            pressDown = nil
            p.highlighted = nil
            p.press(nil, at: pos, time: t, reducesMotion: ui.reduceMotion)
            current = p
            ui.invalidated = true
            if let button = p.layout.button(at: pos) {
                dismiss(button: button, how: "tap", at: t)
            } else if down.outside, !p.layout.contains(pos), p.isActionSheet {
                // Outside an action sheet a tap dismisses it; an alert waits for a button.
                dismiss(button: p.action.content.cancelButton, how: "outside", at: t)
            }
            return true
        case .key(let name, _):
            switch name {
            case "Return", "KP_Enter":
                if let d = p.action.content.defaultButton { dismiss(button: d, how: "key", at: t) }
            case "Escape":
                if let c = p.action.content.cancelButton {
                    dismiss(button: c, how: "key", at: t)
                } else if p.isActionSheet {
                    dismiss(button: nil, how: "key", at: t)
                }
            default:
                break
            }
            // Modal: no key reaches the content or the bars behind it.
            return true
        case .wheel, .smoothScroll:
            return true
        default:
            return false
        }
    }

    // MARK: Drawing

    func plan() -> [RenderCommand] {
        let t = ui.time
        let shown = [leaving, current].compactMap { $0 }
        guard !shown.isEmpty else { return [] }
        var commands: [RenderCommand] = []
        // One dimming for both, at the stronger of the two.
        let dim = shown.map { $0.opacity(at: t) }.max() ?? 0
        let level = Int((dim * (ui.dark ? AlertComponent.dimming.dark : AlertComponent.dimming.light) * 255).rounded())
        if level > 0 {
            commands.append(.scrim(UInt32(level) << 24, bounds: PixelRect(x: 0, y: 0, width: ui.pixelWidth, height: ui.pixelHeight)))
        }
        if let l = leaving { commands += glass(of: l, glyphs: leavingGlyphs, pressGlyphs: leavingPressGlyphs, at: t) }
        if let c = current { commands += glass(of: c, glyphs: glyphs, pressGlyphs: pressGlyphs, at: t) }
        return commands
    }

    private func glass(of p: AlertPresentation, glyphs: AlertGlyphs, pressGlyphs: AlertPressGlyphs, at t: Double) -> [RenderCommand] {
        let opacity = p.opacity(at: t)
        guard opacity >= AlertComponent.visibleOpacity else { return [] }
        let scale = ui.scale, dark = ui.dark
        let grow = p.scale(at: t)
        let rects = p.layout.glassRects
        let centre = p.layout.panel.center
        func scaled(_ r: Rect) -> Rect {
            Rect(x: centre.x + (r.minX - centre.x) * grow, y: centre.y + (r.minY - centre.y) * grow, width: r.width * grow, height: r.height * grow)
        }
        // Anchored to a button: one shape between the button's capsule and the panel, the
        // menu's morph (an anchored sheet has no cancel capsule of its own).
        let morph = p.morphsFromSource ? p.source.map { source -> GlassShape in
            let panel = GlassShape.roundedRect(p.layout.panel.scaled(by: scale), radius: p.layout.panelRadius * scale)
            return PanelMorph.shape(from: .capsule(source.scaled(by: scale)), to: panel, progress: opacity)
        } : nil
        let shapes = morph.map { [$0] } ?? rects.map { r -> GlassShape in
            let s = scaled(r).scaled(by: scale)
            return r == p.layout.panel ? .roundedRect(s, radius: p.layout.panelRadius * grow * scale) : .capsule(s)
        }
        let bounds = morph.map { Size($0.rect.width / scale, $0.rect.height / scale) } ?? rects.dropFirst().reduce(rects[0]) { $0.union($1) }.size
        var style = GlassStyle.regular(dark: dark).sized(for: bounds)
        // Alerts are dense glass: their text must read over anything.
        style.fill = dark ? Color(r: 0.1, g: 0.1, b: 0.11, a: 0.55) : Color(white: 1, a: 0.6)
        style = style.applying(ui.scene.settings)
        // Glass growing out of a button is glass from the start, as the menu's is.
        if morph == nil { style = style.materialized(opacity) }
        let lifted = p.liftedButtons(at: t)
        let key = AlertGlyphs.Key(layout: p.layout, content: p.action.content, highlighted: p.highlighted, lifted: lifted, dark: dark,
                                  accent: ui.scene.accent, scale: scale)
        // The text scales with the glass only when it is at rest size; while scaling in it
        // stays put and fades in, which reads the same at this size and stays sharp.
        var surface: (surface: Surface, origin: (x: Int, y: Int), version: Int)?
        var level = AlertGlyphs.level(opacity)
        if morph != nil {
            // The button's symbol while the glass leaves it, then the sheet's text (the menu's
            // fades, `PanelMorph`); a source that is not a toolbar button shows no symbol.
            let buttonOpacity = PanelMorph.buttonOpacity(opacity)
            if buttonOpacity > 0 {
                let placed = p.element.flatMap { ui.barButtons.placedButton(id: $0) }
                surface = placed.flatMap { b in
                    sourceGlyphs.button(for: MenuGlyphs.ButtonKey(frame: b.frame, icon: b.button.icon, title: b.button.title,
                                                                  tint: b.button.tint, dark: dark, scale: scale)).map { ($0.surface, $0.origin, 0) }
                }
                level = AlertGlyphs.level(buttonOpacity)
            } else {
                level = AlertGlyphs.level(PanelMorph.contentOpacity(opacity))
                if level > 0 { surface = glyphs.surface(for: key) }
            }
        } else if level > 0 {
            surface = glyphs.surface(for: key)
        }
        // A bottom sheet's panel and its cancel capsule are 8 pt apart and never merge (the
        // field's spacing is 0): as one two-shape group each pixel was shaded through the field
        // (about 4 ms a frame for music's action sheet at 1920x1080 @2); as one group a shape
        // they take the single-shape paths. The glyphs go with the last, over both.
        var commands: [RenderCommand] = shapes.indices.map { i -> RenderCommand in
            // Shaded live at rest too, never from a recorded plan: replay and live shading
            // differ by a level, so glass that turns still redraws, and recording an action
            // sheet's plan on the frame it settled took 10 ms (music's, 1250x970 px), for pixels
            // no one sees change. An alert at rest is redrawn only while a button of it is
            // pressed, and those few frames shade live (about 4 ms at most) within the budget.
            var item = GlassItem(field: GlassField([shapes[i]]), style: style, glyphs: nil, glyphOrigin: (0, 0), planUse: .moving)
            if i == shapes.count - 1, level > 0, let surface {
                item.glyphs = surface.surface
                item.glyphOrigin = surface.origin
                item.glyphVersion = surface.version
                item.glyphOpacity = level
                // The text stays inside the growing shape.
                if morph != nil { item.glyphClip = PixelRect(covering: shapes[i].rect) }
            }
            return .glass(item)
        }
        commands += pressedButtons(of: p, lifted: lifted, glyphs: pressGlyphs, opacity: opacity, at: t)
        return commands
    }

    /// The pressed buttons, over the glass at the size their press has grown them to (the
    /// pressed-glass rule, `GlassPress.apply`), fading with the alert.
    private func pressedButtons(of p: AlertPresentation, lifted: [Int], glyphs: AlertPressGlyphs, opacity: Double, at t: Double) -> [RenderCommand] {
        glyphs.keep(only: lifted)
        let scale = ui.scale
        let level = UInt32(AlertGlyphs.level(opacity))
        guard level > 0 else { return [] }
        var commands: [RenderCommand] = []
        for index in lifted {
            guard let press = p.presses[index], let b = p.layout.buttons.first(where: { $0.index == index }) else { continue }
            let r = press.apply(to: b.frame, at: t).scaled(by: scale)
            let frame = PixelRect(x0: Int(r.minX.rounded()), y0: Int(r.minY.rounded()), x1: Int(r.maxX.rounded()), y1: Int(r.maxY.rounded()))
            let key = AlertPressGlyphs.Key(index: index, content: p.action.content, sheet: p.isActionSheet, frame: frame, held: p.highlighted == index,
                                           dark: ui.dark, accent: ui.scene.accent, scale: scale)
            guard let s = glyphs.surface(for: key) else { continue }
            commands.append(level < 255 ? .fadedOverlay(s.surface, x: s.origin.x, y: s.origin.y, version: s.version, opacity: level)
                                        : .overlay(s.surface, x: s.origin.x, y: s.origin.y, version: s.version))
        }
        return commands
    }
}

/// Alerts and action sheets are what `.present` actions show.
extension AlertComponent: ActionHandler {
    func perform(_ action: UIAction, at t: Double) -> Bool {
        guard case .present(let a, let source, let element) = action else { return false }
        present(a, source: source, element: element, at: t)
        return true
    }

    func prepare(_ action: UIAction) {
        if case .present(let a, let source, _) = action { prepare(a, source: source) }
    }
}
