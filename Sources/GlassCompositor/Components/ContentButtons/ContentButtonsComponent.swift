/// Buttons and tappable rows in the content (C1, G8, P3).
///
/// Glass buttons (`glass`, `prominentGlass`) are real glass over the page: the same material
/// as custom glass (blur, bezel refraction, rim, light or dark by what is under it), the
/// prominent ones tinted in the accent colour, each pressable as interactive glass
/// (`GlassButtonPresses`). The tiles leave them out (`ContentPainter.buttonIsLiveGlass`) and
/// their labels sit on the glass. Every button, and every row with an `action`, is a tap
/// target: a press holds the page still until the pointer has moved `scrollSlop` points, then
/// a mostly vertical drag hands over to the page (the press is cancelled) as on iOS.
///
/// Events: `button.pressed` (id) on a completed tap, `button.cancelled` when a drag leaves it.
/// Geometry: targets in content points; window points are content points less the offset.
final class ContentButtonsComponent: Component {
    unowned let ui: UIContext
    /// How far a press may move before it is a scroll (points).
    static let scrollSlop = GestureArena.slop

    /// A button or row a tap may land on.
    struct Target {
        enum Kind { case button(ButtonControl), row(ListRow) }
        var key: String
        var id: String
        var kind: Kind
        /// Content points.
        var rect: Rect

        var glassButton: ButtonControl? {
            if case .button(let b) = kind, b.style == .glass || b.style == .prominentGlass { return b }
            return nil
        }
        var action: ButtonAction? {
            switch kind {
            case .button(let b): return b.action
            case .row(let r): return r.action
            }
        }
    }

    private(set) var presses = GlassButtonPresses()
    /// The target the pointer went down on and where, while it is held.
    private var gesture: (target: Target, down: Point)?
    private let labels = ContentButtonGlyphs()
    private let pressLights = PressLightGlyphs()

    init(ui: UIContext) { self.ui = ui }

    /// The selected screen's tap targets.
    func targets() -> [Target] {
        guard let tab = ui.selectedTabID else { return [] }
        return targets(of: ui.stacks.topPage(tab: tab))
    }

    /// The tap targets of `page` (the top one, or the other page of a transition, whose
    /// buttons slide with it). A pushed page's keys carry its depth, so a button of one
    /// screen never shows the press of another's.
    func targets(of page: ContentPage) -> [Target] {
        guard ui.tab(page.tab) != nil else { return [] }
        let layout = ui.pages.layout(page: page)
        let kept = ui.pages.store[page]
        if let c = kept.buttonTargets, c.layout == layout { return c.targets }
        var out: [Target] = []
        let tabID = page.tab.rawValue
        let suffix = page.depth == 0 ? "" : "@\(page.depth)"
        for (i, placed) in layout.items.enumerated() {
            switch placed.item {
            case .controls(let g):
                for (k, (c, r)) in zip(g.controls, ContentPainter.controlRects(g, in: placed.frame)).enumerated() {
                    guard case .button(let b) = c else { continue }
                    let id = b.id ?? "\(tabID).\(i).\(k)"
                    out.append(Target(key: id + suffix, id: id, kind: .button(b), rect: r))
                }
            case .row(let row) where row.action != nil:
                let id = row.id ?? "\(tabID).\(i)"
                out.append(Target(key: id + suffix, id: id, kind: .row(row), rect: placed.frame))
            default:
                continue
            }
        }
        // Kept by the page, and dropped with it.
        kept.buttonTargets = (layout, out)
        return out
    }

    /// The target under window point `p`, unless something in front takes it.
    private func target(at p: Point) -> Target? {
        if ui.somethingIsInFront(of: self, at: p) { return nil }
        let q = Point(p.x, p.y + ui.pages.offset())
        return targets().first { $0.rect.contains(q) }
    }

    // MARK: Component

    func hitTest(_ p: Point) -> Bool {
        let q = Point(p.x, p.y + ui.pages.offset())
        return targets().contains { $0.rect.contains(q) }
    }

    var isAnimating: Bool { presses.isAnimating(at: ui.time) }
    func advance(to t: Double) { presses.forgetSettled(at: t) }
    func sceneDidChange(from old: Scene) { gesture = nil; presses.reset() }
    func tabDidChange(from old: TabID?) { gesture = nil; presses.reset() }

    func handle(_ event: InputEvent) -> Bool {
        let t = event.time, p = event.position
        switch event.kind {
        case .down(let b) where b == 1:
            // A press on a moving page stops it (the content's) and presses no button.
            guard !ui.pages.isMoving(at: t), let target = target(at: p) else { return false }
            ui.emitPress(at: p, target: "button.\(target.id)", t)
            // The page catches any motion it has and holds still until the drag is a scroll.
            ui.gestures.join(.pageScroll)
            gesture = (target, p)
            if target.glassButton != nil { presses.press(target.key, frame: windowRect(target.rect), at: p, time: t) }
            if let action = target.action { ui.actions.prepare(.present(action, source: alertSource(of: target), element: target.id)) }
            ui.invalidated = true
            return true
        case .move:
            guard let g = gesture else { return false }
            // A clear vertical drag is the page's: it claims it when the arena offers it this
            // move (`GestureArena.locksVertically`), and the button is cancelled.
            if g.target.glassButton != nil {
                if presses.move(to: p, time: t) { emitCancelled(g.target, at: t) }
            }
            ui.invalidated = true
            return true
        case .up(let b) where b == 1:
            guard let g = gesture else { return false }
            gesture = nil
            ui.gestures.endUndecided(at: t)
            ui.emitRelease(at: p, t)
            ui.invalidated = true
            let onTarget: Bool
            if g.target.glassButton != nil {
                let wasCancelled = presses.held?.cancelled ?? true
                onTarget = presses.release(at: p, time: t) != nil
                if !onTarget, !wasCancelled { emitCancelled(g.target, at: t) }
            } else {
                onTarget = windowRect(g.target.rect).insetBy(dx: -GlassButtonPresses.cancelMargin, dy: -GlassButtonPresses.cancelMargin).contains(p)
                if !onTarget { emitCancelled(g.target, at: t) }
            }
            guard onTarget else { return true }
            ui.emit("button.pressed", t, [("id", .string(g.target.id))])
            if let action = g.target.action {
                ui.actions.perform(.present(action, source: alertSource(of: g.target), element: g.target.id), at: t)
            } else if case .button(let b) = g.target.kind, let destination = b.destination {
                // A button with a destination pushes its screen (N7).
                ui.actions.perform(.push(destination: destination, source: g.target.id, highlight: nil), at: t)
            }
            return true
        default:
            return false
        }
    }

    private func emitCancelled(_ target: Target, at t: Double) {
        ui.emit("button.cancelled", t, [("id", .string(target.id))])
    }

    /// A content rectangle in window points at the current scroll offset.
    private func windowRect(_ r: Rect) -> Rect { r.offsetBy(dx: 0, dy: -ui.pages.offset()) }

    /// Where `target`'s action sheet is anchored: a button anchors it to itself; a row presents
    /// it at the bottom (nil).
    private func alertSource(of target: Target) -> Rect? {
        if case .button = target.kind { return windowRect(target.rect) }
        return nil
    }

    // MARK: Drawing

    /// Drawn with their page (a `PageFeature`), so the page over them covers them, or they
    /// fade with it.
    func plan() -> [RenderCommand] { [] }

    /// The glass buttons of `page` with its left edge at `shiftX` pixels, at its own scroll
    /// offset, materialized to `visibility` (a page cross-fading under Reduce Motion); a press
    /// shows on the buttons of the page that has it.
    func commands(of page: ContentPage, shiftX: Int, visibility: Double = 1) -> [RenderCommand] {
        guard visibility > 0.001 else { return [] }
        let t = ui.time, scale = ui.scale
        let offsetPixels = ui.stacks.offsetPixels(of: page)
        let offset = Double(offsetPixels) / scale, shift = Double(shiftX) / scale
        let top = offset, bottom = offset + ui.viewport.height
        let tint = ui.pages.layout(page: page).tint
        var commands: [RenderCommand] = []
        // Buttons ride on the page: while it scrolls or slides their shapes move in the window,
        // and a plan recorded for one frame's position would never replay.
        let pageMoves = ui.stacks.drawsPages || ui.pages.dragging || ui.pages.isAnimating
        for target in targets(of: page) {
            guard let b = target.glassButton, target.rect.maxY + 12 > top, target.rect.minY - 12 < bottom,
                  target.rect.maxX + shift + 12 > 0, target.rect.minX + shift - 12 < ui.viewport.width else { continue }
            let rest = target.rect.offsetBy(dx: shift, dy: -offset)
            let rect = presses.rect(target.key, rest: rest, at: t, reduceMotion: ui.reduceMotion)
            let prominent = b.style == .prominentGlass
            let tint = b.tint ?? tint
            // Light or dark by what is under it (G4): the page beneath a button scrolls
            // with it, so what is under it at rest decides, with no hysteresis to keep.
            let onPage = target.rect.offsetBy(dx: 0, dy: -offset)
            let luminance = ui.pages.luminance(under: PixelRect(covering: onPage.scaled(by: scale)), page: page, offsetPixels: offsetPixels)
            let darkness = GlassAdaptation.isDark(luminance: luminance, wasDark: nil) ? 1.0 : 0.0
            var style = GlassStyle.adaptive(.regular, size: rect.size, sceneDark: ui.dark, darkness: darkness).sized(for: rect.size)
            if prominent {
                // Tinted glass: the accent carries it, the blurred page still shows through,
                // brought to the accent's lightness over a light or a dark page alike.
                style = style.prominent(tint: tint, backdropLuminance: luminance)
            }
            style = style.applying(ui.scene.settings)
            let lightness = GlassAdaptation.labelLightness(darkness, increaseContrast: ui.scene.settings.increaseContrast)
            let label = prominent ? Color.white
                                  : (b.tint ?? (lightness > 0.5 ? tint.mixed(with: .white, 0.35) : tint))
            let shape: GlassShape
            switch b.shape {
            case .capsule: shape = .capsule(rect.scaled(by: scale))
            case .circle: shape = .circle(rect.scaled(by: scale))
            case .roundedRectangle: shape = .roundedRect(rect.scaled(by: scale), radius: min(12, rect.height / 3) * rect.height / rest.height * scale)
            }
            if visibility < 1 { style = style.materialized(visibility) }
            let field = GlassField(shape)
            let glyph = labels.surface(slot: target.key, for: ContentButtonGlyphs.Key(button: b, rect: rest, color: label, scale: scale))
            let shift = (Int(((rect.midX - rest.midX) * scale).rounded()), Int(((rect.midY - rest.midY) * scale).rounded()))
            var item = GlassItem(field: field, style: style, glyphs: glyph?.surface,
                                 glyphOrigin: ((glyph?.origin.x ?? 0) + shift.0, (glyph?.origin.y ?? 0) + shift.1),
                                 glyphVersion: glyph?.version ?? 0, planUse: pageMoves || presses.isMoving(target.key, at: t) ? .moving : .still)
            item.glyphOpacity = UInt8((visibility * 255).rounded())
            commands.append(.glass(item))
            let radius = b.shape == .roundedRectangle ? min(12, rect.height / 3) : rect.height / 2
            if let light = pressLights.command(slot: target.key, rect: rect, radius: radius, light: presses.light(target.key, at: t), scale: scale) {
                commands.append(light)
            }
        }
        return commands
    }
}

/// Each page's glass buttons ride on it, where it is and as much as it shows.
extension ContentButtonsComponent: PageFeature {
    func ridingCommands(for page: ContentPage, at placement: PagePlacement) -> [RenderCommand] {
        commands(of: page, shiftX: placement.shiftX, visibility: placement.visibility)
    }
}

/// A glass button's press in the gesture arena: it holds the press while it stays a tap (a
/// sideways wander only moves the press), and gives a clear vertical drag to the page.
extension ContentButtonsComponent: GestureRecognizer {
    /// The press became a scroll: the button is released without acting.
    func gestureCancelled(at t: Double) {
        guard let g = gesture else { return }
        if presses.held?.cancelled == false || g.target.glassButton == nil { emitCancelled(g.target, at: t) }
        presses.cancel(time: t)
        gesture = nil
    }
}
