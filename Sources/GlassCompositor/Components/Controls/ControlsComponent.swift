import Foundation

/// Live controls in content (C2–C4): sliders, switches and segmented controls that
/// respond to the pointer. The session calls these hooks while planning and handling input.
///
/// The content tiles hold only the controls' static parts (tracks, ticks, icons, titles; see
/// `ContentPainter.controlsAreLive`); each visible control's moving parts (fill, thumb, track
/// colour, selection) are one small overlay surface redrawn only when they change, and a
/// pressed or dragged thumb is a glass lens over it.
final class ControlsComponent: Component {
    unowned let ui: UIContext
    let state = ControlsState()
    /// The titles seen through a segmented control's lens, per host.
    private var segmentLenses: [String: SegmentLensGlyphs] = [:]
    /// The selected page: the host of the content's controls.
    private(set) lazy var pageHost = PageControlHost(ui: ui, owner: self)
    /// Panels hosting controls of their own (the inspector), in the order they were added.
    private(set) var panelHosts: [ControlHost] = []
    func add(_ host: ControlHost) { panelHosts.append(host) }

    init(ui: UIContext) { self.ui = ui }

    /// How far (points) a press on a control moves before it is a drag: sideways the
    /// control's, vertical the page's scroll (the same slop as a content button's).
    static let scrollSlop = ContentButtonsComponent.scrollSlop
    /// How long after the press a vertical drag is still the page's (seconds): a control held
    /// longer keeps the drag whatever its direction, as iOS delays a scroll view's content
    /// touches by about this much.
    static let scrollWindow = 0.15

    private var scale: Double { ui.scale }

    /// Commands for the controls' moving parts (thumbs, fills), drawn over the content layer
    /// at the scroll offset (`offsetY` pixels), before toolbars and chrome.
    /// Drawn with the top page (a `PageFeature`: `ridingCommands`).
    func plan() -> [RenderCommand] { [] }

    /// The top page's controls with its left edge at `shiftX` pixels (a page sliding in or
    /// out of a navigation stack takes its controls along, N7).
    func topPageCommands(shiftX: Int) -> [RenderCommand] {
        guard !ui.scene.tabs.isEmpty else { return [] }
        let drawn = commands(in: pageHost, origin: (shiftX, -ui.pages.offsetPixels), lensAllowed: shiftX == 0)
        return drawn.overlays + drawn.lenses
    }

    /// The moving parts of `host`'s controls with the host's origin at `origin` (frame
    /// pixels): one overlay per control shown, and the glass lens of a held one (where
    /// `lensAllowed` and the host lets it show). The lenses come apart, so a panel can draw
    /// them as glass over its own glass.
    func commands(in host: ControlHost, origin: (x: Int, y: Int), lensAllowed: Bool) -> (overlays: [RenderCommand], lenses: [RenderCommand]) {
        let live = host.hostedControls()
        let lensGlyphs = segmentLenses[host.hostName] ?? SegmentLensGlyphs()
        segmentLenses[host.hostName] = lensGlyphs
        let t = ui.time
        let visible = host.visibleRect
        var overlays: [RenderCommand] = [], lenses: [RenderCommand] = []
        var shown = Set<String>(), lensed = Set<String>()
        for c in live {
            let area = overlayArea(c)
            guard area.maxY > visible.minY, area.minY < visible.maxY else { continue }
            shown.insert(c.key)
            let look = controlLook(c, at: t)
            if let surface = overlaySurface(c, area: area, look: look, host: host) {
                overlays.append(.overlay(surface.surface, x: Int((area.minX * scale).rounded()) + origin.x,
                                         y: Int((area.minY * scale).rounded()) + origin.y, version: surface.version))
            }
            if let lens = look.lens, lensAllowed, host.showsLens(lens) {
                var titles: (Surface, version: Int)?
                if case .segmented(let model) = c.control {
                    let key = SegmentLensGlyphs.Key(control: c.key, lens: lens, selected: look.selected, appearance: ui.scene.appearance, scale: scale)
                    titles = lensGlyphs.surface(for: key, model: model, in: c.rect, painter: host.controlPainter())
                    if titles != nil { lensed.insert(c.key) }
                }
                lenses.append(lensCommand(lens, origin: origin, glyphs: titles))
            }
        }
        lensGlyphs.keep(only: lensed)
        // Surfaces of controls scrolled out of view are dropped (rebuilt when they return).
        state.drawn = state.drawn.filter { $0.value.host != host.hostName || shown.contains($0.key) }
        return (overlays, lenses)
    }

    /// Gives the page's controls the first look at an input event after the chrome; true when
    /// one consumed it.
    func handle(_ event: InputEvent) -> Bool { handle(event, in: pageHost) }

    /// An input event for the controls of `host`: a press on one of them takes the gesture,
    /// and its moves and release go to it; true when it consumed the event.
    func handle(_ event: InputEvent, in host: ControlHost) -> Bool {
        let t = event.time
        switch event.kind {
        case .down(let button) where button == 1:
            // A press on a moving page stops it (the content's) and moves no control.
            guard !(host.scrolls && ui.pages.isMoving(at: t)), let c = control(at: event.position, in: host) else { return false }
            beginControlGesture(c, at: event.position, time: t, in: host)
            ui.emitPress(at: event.position, target: "control.\(c.id)", t)
            // The page catches any motion and holds still until the drag is a scroll.
            if host.scrolls { ui.gestures.join(.pageScroll) }
            return true
        case .move:
            guard let g = state.gesture, g.host == host.hostName else { return false }
            guard let c = host.hostedControls().first(where: { $0.key == g.key }) else { state.gesture = nil; return false }
            let p = event.position
            if !g.claimed {
                let dx = p.x - g.down.x, dy = p.y - g.down.y
                if host.scrolls, GestureArena.locksVertically(GestureArena.Press(down: g.down, time: g.time), p), t - g.time < Self.scrollWindow {
                    // A quick vertical drag that starts on a control scrolls the page, as a
                    // settings list does: the control does not claim it, the page does when the
                    // arena offers it this move, and the control lets go as it was
                    // (`gestureCancelled`).
                    return true
                }
                if max(abs(dx), abs(dy)) >= Self.scrollSlop {
                    state.gesture?.claimed = true
                    ui.gestures.claim(self, at: t)
                }
            }
            moveControlGesture(c, to: p, time: t, in: host)
            return true
        case .up(let button) where button == 1:
            guard let g = state.gesture, g.host == host.hostName else { return false }
            state.gesture = nil
            if !g.claimed { ui.gestures.endUndecided(at: t) }
            ui.emitRelease(at: event.position, t)
            if let c = host.hostedControls().first(where: { $0.key == g.key }) {
                endControlGesture(c, gesture: g, at: event.position, time: t, in: host)
            }
            return true
        default:
            return false
        }
    }

    /// True while a control animates on its own (a flung slider thumb settling).
    var isAnimating: Bool { state.isAnimating(at: ui.time) }

    // MARK: Layout

    /// The selected screen's sliders, switches and segmented controls with their rects.
    func liveControls() -> [ControlsState.Live] { pageHost.hostedControls() }

    /// The live control of `host` under window point `p`, unless something in front takes it.
    private func control(at p: Point, in host: ControlHost) -> ControlsState.Live? {
        let q = host.hostPoint(p)
        let toWindow = Point(p.x - q.x, p.y - q.y)
        for c in host.hostedControls() {
            let hit: Rect
            switch c.control {
            case .slider: hit = Rect(x: c.rect.minX - 4, y: c.rect.minY - 10, width: c.rect.width + 8, height: c.rect.height + 20)
            case .toggle: hit = c.rect.insetBy(dx: -8, dy: -8)
            default: hit = c.rect.insetBy(dx: -2, dy: -4)
            }
            guard hit.contains(q), host.reaches(p, hit: hit.offsetBy(dx: toWindow.x, dy: toWindow.y)) else { continue }
            return c
        }
        return nil
    }

    /// Where a control's overlay surface goes (content points, on the pixel grid).
    private func overlayArea(_ c: ControlsState.Live) -> Rect {
        let r: Rect
        switch c.control {
        case .slider(let model):
            // A value label reaches up into the label row.
            let above = model.valueFormat == nil ? 8.0 : 28.0
            r = Rect(x: c.rect.minX - 40, y: c.rect.minY - above, width: c.rect.width + 80, height: c.rect.height + 8 + above)
        default: r = c.rect.insetBy(dx: -6, dy: -6)
        }
        let x0 = (r.minX * scale).rounded(.down), y0 = (r.minY * scale).rounded(.down)
        let x1 = (r.maxX * scale).rounded(.up), y1 = (r.maxY * scale).rounded(.up)
        return Rect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
    }

    // MARK: Looks

    /// What a control shows at a time: its moving parts, and the glass lens (content points).
    /// A value: the overlay cache compares it whole (a hash of it could collide).
    struct ControlLook: Hashable {
        /// Slider: where the fill ends. Switch / segmented: the thumb's position.
        var position: Double
        /// The resting (opaque) thumb, when it shows.
        var thumb: Rect?
        /// Segmented: the title shown bold.
        var selected: Int = 0
        /// Slider: its value label (`valueFormat`) for the value shown.
        var valueText: String?
        var lens: Rect?

        /// The look without the lens, which is glass over the overlay, not painted in it: a
        /// lens moving alone keeps the overlay's surface.
        var painted: ControlLook { var l = self; l.lens = nil; return l }
    }

    private func controlLook(_ c: ControlsState.Live, at t: Double) -> ControlLook {
        switch c.control {
        case .slider(let model):
            let s = state.slider(c.key, model)
            let value = sliderShownValue(s, model, at: t)
            let x = ContentPainter.sliderX(model, value: value, in: c.rect)
            let text = model.valueText(value)
            guard !model.thumbless else { return ControlLook(position: x, valueText: text) }
            // Reduce Motion (A4): no stretch or squash.
            let stretch = ui.reduceMotion ? (amount: 0.0, side: 1.0) : sliderStretch(s, model, rect: c.rect, at: t)
            let w = max(19, 38 + stretch.amount)
            let h = 24 * (38 / w).squareRoot()
            let maxX = stretch.side > 0 ? x + 19 + max(0, stretch.amount) : x - 19 - max(0, stretch.amount) + w
            var thumb = Rect(x: maxX - w, y: c.rect.midY - h / 2, width: w, height: h)
            let g = s.glass.value(at: t)
            if g > 0.05 {
                let lw = thumb.width * (1 + ControlsState.lensGrowth.width * g), lh = thumb.height * (1 + ControlsState.lensGrowth.height * g)
                thumb = Rect(x: thumb.midX - lw / 2, y: thumb.midY - lh / 2, width: lw, height: lh)
                return ControlLook(position: x, thumb: nil, valueText: text, lens: thumb)
            }
            return ControlLook(position: x, thumb: thumb, valueText: text)
        case .toggle(let model):
            let s = state.toggle(c.key, model)
            let p = s.position.value(at: t)
            let g = s.glass.value(at: t)
            let thumb = ContentPainter.switchThumb(in: c.rect, position: min(1, max(0, p)))
            if g > 0.05 {
                let lw = thumb.width * (1 + 0.3 * g), lh = thumb.height * (1 + 0.55 * g)
                return ControlLook(position: p, thumb: nil, lens: Rect(x: thumb.midX - lw / 2, y: thumb.midY - lh / 2, width: lw, height: lh))
            }
            return ControlLook(position: p, thumb: thumb)
        case .segmented(let model):
            let s = state.segmented(c.key, model)
            let p = min(max(0, s.position.value(at: t)), Double(max(0, model.segments.count - 1)))
            let thumb = ContentPainter.segmentThumb(model, in: c.rect, position: p)
            let bold = Int(p.rounded())
            let g = s.glass.value(at: t)
            if g > 0.05 {
                let lw = thumb.width * (1 + 0.1 * g), lh = thumb.height * (1 + 0.3 * g)
                return ControlLook(position: p, thumb: nil, selected: bold,
                                   lens: Rect(x: thumb.midX - lw / 2, y: thumb.midY - lh / 2, width: lw, height: lh))
            }
            return ControlLook(position: p, thumb: thumb, selected: bold)
        case .button:
            return ControlLook(position: 0)
        }
    }

    /// The overlay surface of `c` showing `look`, redrawn only when the look changed.
    private func overlaySurface(_ c: ControlsState.Live, area: Rect, look: ControlLook, host: ControlHost) -> ControlsState.Drawn? {
        let key = ControlsState.Drawn.Key(look: look.painted, appearance: ui.scene.appearance, area: area, scale: scale)
        if let d = state.drawn[c.key], d.key == key { return d }
        let w = Int((area.width * scale).rounded()), hgt = Int((area.height * scale).rounded())
        let surface: Surface
        if let d = state.drawn[c.key], d.surface.width == w, d.surface.height == hgt {
            surface = d.surface
            surface.fill(0)
        } else {
            guard let s = Surface(width: w, height: hgt) else { return nil }
            surface = s
        }
        let painter = host.controlPainter()
        let canvas = Canvas(surface: surface, scale: scale, origin: area.origin)
        switch c.control {
        case .slider(let model):
            painter.paintSliderValue(model, in: c.rect, thumb: look.thumb, fillTo: look.position, on: canvas)
            if let text = look.valueText { painter.paintSliderValueText(model, text: text, in: c.rect, on: canvas) }
        case .toggle(let model):
            painter.paintSwitch(position: look.position, tint: model.tint, in: c.rect, on: canvas, thumb: false)
            if let thumb = look.thumb {
                canvas.fill(thumb.offsetBy(dx: 0, dy: 1.5), color: Color(white: 0, a: 0.12), radius: thumb.height / 2)
                canvas.fill(thumb, color: .white, radius: thumb.height / 2)
            }
        case .segmented(let model):
            painter.paintSegments(model, in: c.rect, thumb: look.position, selected: look.selected, drawThumb: look.thumb != nil, on: canvas)
        case .button:
            break
        }
        canvas.flush()
        let drawn = ControlsState.Drawn(key: key, surface: surface, version: state.nextVersion, host: host.hostName)
        state.nextVersion += 1
        state.drawn[c.key] = drawn
        return drawn
    }

    /// A glass lens (host points) over the controls of a host whose origin is at `origin`
    /// (frame pixels), with `glyphs` (whose top-left pixel is the lens's) on it.
    private func lensCommand(_ lens: Rect, origin: (x: Int, y: Int), glyphs: (Surface, version: Int)? = nil) -> RenderCommand {
        let px = Rect(x: lens.minX * scale + Double(origin.x), y: lens.minY * scale + Double(origin.y),
                      width: lens.width * scale, height: lens.height * scale)
        var style = GlassStyle.regular(dark: ui.scene.appearance == .dark).sized(for: lens.size)
        // A lens over the control: the track, fill and titles read through it, magnified.
        style.frost = min(style.frost, 1.5)
        style = style.applying(ui.scene.settings)
        let field = GlassField(.capsule(px))
        let covering = PixelRect(covering: lens.scaled(by: scale))
        return .glass(GlassItem(field: field, style: style, glyphs: glyphs?.0, glyphOrigin: (covering.x0 + origin.x, covering.y0 + origin.y),
                                glyphVersion: glyphs?.version ?? 0))
    }

    // MARK: Slider values

    private func clamp(_ v: Double, _ s: SliderControl) -> Double {
        min(max(v, min(s.minimum, s.maximum)), max(s.minimum, s.maximum))
    }

    func sliderShownValue(_ s: ControlsState.Slider, _ model: SliderControl, at t: Double) -> Double {
        if let raw = s.dragRaw { return clamp(raw, model) }
        if let f = s.fling { return clamp(f.value(at: t), model) }
        return clamp(s.motion.value(at: t), model)
    }

    /// How far past an end a drag pulls the thumb (points, rubber-banded) or a hit squashes it.
    private func sliderStretch(_ s: ControlsState.Slider, _ model: SliderControl, rect: Rect, at t: Double) -> (amount: Double, side: Double) {
        if let raw = s.dragRaw {
            let over = (raw - clamp(raw, model)) / (model.maximum - model.minimum) * ContentPainter.sliderTravel(model, in: rect).width
            guard over != 0 else { return (0, 1) }
            return (abs(RubberBand(dimension: 30).displayed(overscroll: over)), over > 0 ? 1 : -1)
        }
        return (s.stretch.value(at: t), s.stretchSide)
    }

    /// The values a slider can take at rest: the ticks when it snaps to them.
    private func tickValue(nearest v: Double, _ model: SliderControl) -> Double? {
        guard model.snapsToTicks, model.ticks > 1 else { return nil }
        let step = (model.maximum - model.minimum) / Double(model.ticks - 1)
        let k = min(max(0, ((v - model.minimum) / step).rounded()), Double(model.ticks - 1))
        return model.minimum + k * step
    }

    // MARK: Gestures

    /// Snaps, toggles and the lens shrinking back; critically damped under Reduce Motion (A4).
    fileprivate var controlSnap: Spring { ui.reduceMotion ? UIContext.reducedMotionSpring : ControlsState.snap }
    /// The thumb turning to glass: with a bounce, or none under Reduce Motion.
    private var controlPress: Spring { ui.reduceMotion ? UIContext.reducedMotionSpring : .glassPress }

    private func beginControlGesture(_ c: ControlsState.Live, at p: Point, time t: Double, in host: ControlHost) {
        let q = host.hostPoint(p)
        var g = ControlsState.Gesture(key: c.key, down: p, time: t, anchor: 0)
        g.host = host.hostName
        switch c.control {
        case .slider(let model):
            var s = state.slider(c.key, model)
            let shown = sliderShownValue(s, model, at: t)
            let thumbX = ContentPainter.sliderX(model, value: shown, in: c.rect)
            // Grabbing the thumb keeps the grab point; elsewhere the thumb comes to the pointer.
            g.anchor = !model.thumbless && abs(q.x - thumbX) <= 24 ? q.x - thumbX : 0
            s.fling = nil
            s.motion.jump(to: shown)
            s.stretch.jump(to: 0)
            s.dragRaw = sliderValue(atX: q.x - g.anchor, model, rect: c.rect)
            if !model.thumbless { s.glass.setTarget(1, at: t, spring: controlPress) }
            state.sliders[c.key] = s
            g.tracker.add(time: t, position: p.x)
        case .toggle(let model):
            var s = state.toggle(c.key, model)
            let position = min(1, max(0, s.position.value(at: t)))
            g.anchor = position
            s.position.jump(to: position)
            s.glass.setTarget(1, at: t, spring: controlPress)
            state.switches[c.key] = s
        case .segmented(let model):
            var s = state.segmented(c.key, model)
            let position = s.position.value(at: t)
            g.anchor = position
            g.dragsThumb = ContentPainter.segmentThumb(model, in: c.rect, position: position).contains(q)
            if g.dragsThumb {
                s.position.jump(to: position)
                s.glass.setTarget(1, at: t, spring: controlPress)
            }
            state.segments[c.key] = s
        case .button:
            break
        }
        state.gesture = g
    }

    private func sliderValue(atX x: Double, _ model: SliderControl, rect: Rect) -> Double {
        let travel = ContentPainter.sliderTravel(model, in: rect)
        return model.minimum + (x - travel.minX) / max(1, travel.width) * (model.maximum - model.minimum)
    }

    private func moveControlGesture(_ c: ControlsState.Live, to p: Point, time t: Double, in host: ControlHost) {
        guard var g = state.gesture else { return }
        let dx = p.x - g.down.x
        if abs(dx) > 4 || abs(p.y - g.down.y) > 4 { g.moved = true }
        switch c.control {
        case .slider(let model):
            g.tracker.add(time: t, position: p.x)
            state.sliders[c.key]?.dragRaw = sliderValue(atX: host.hostPoint(p).x - g.anchor, model, rect: c.rect)
        case .toggle:
            let travel = c.rect.width - 4 - 38
            if g.moved { state.switches[c.key]?.position.jump(to: min(1, max(0, g.anchor + dx / max(1, travel)))) }
        case .segmented(let model):
            let w = c.rect.width / Double(max(1, model.segments.count))
            if g.dragsThumb {
                state.segments[c.key]?.position.jump(to: min(max(0, g.anchor + dx / w), Double(max(0, model.segments.count - 1))))
            }
        case .button:
            break
        }
        state.gesture = g
    }

    private func endControlGesture(_ c: ControlsState.Live, gesture g: ControlsState.Gesture, at p: Point, time t: Double, in host: ControlHost) {
        switch c.control {
        case .slider(let model):
            var s = state.slider(c.key, model)
            let before = s.value
            let raw = s.dragRaw ?? s.value
            s.dragRaw = nil
            s.glass.setTarget(0, at: t, spring: controlSnap)
            let range = model.maximum - model.minimum
            let barWidth = ContentPainter.sliderTravel(model, in: c.rect).width
            // Pointer velocity in value units per second.
            let velocity = g.tracker.velocity(at: t) / max(1, barWidth) * range
            let clamped = clamp(raw, model)
            if raw != clamped {
                // Pulled past an end: the stretched thumb springs back.
                let over = (raw - clamped) / range * barWidth
                s.stretchSide = over > 0 ? 1 : -1
                s.stretch.jump(to: abs(RubberBand(dimension: 30).displayed(overscroll: over)))
                s.stretch.setTarget(0, at: t, spring: .bouncy)
                let rest = tickValue(nearest: clamped, model) ?? clamped
                s.motion.jump(to: clamped)
                s.motion.setTarget(rest, at: t, spring: controlSnap)
                s.value = rest
            } else if let tick = tickValue(nearest: clamp(raw + ControlsState.flingDecay.totalDistance(initialVelocity: velocity), model), model) {
                // Values only at the ticks: the fling's projected landing picks the tick.
                s.motion.jump(to: raw)
                s.motion.setTarget(tick, at: t, spring: controlSnap, velocity: velocity)
                s.value = tick
            } else if abs(velocity) > 0.05 * abs(range) {
                s.fling = makeFling(&s, from: raw, velocity: velocity, model: model, barWidth: barWidth, at: t)
                s.value = s.fling!.end
                s.motion.jump(to: s.value)
            } else {
                s.motion.jump(to: clamped)
                s.value = clamped
            }
            state.sliders[c.key] = s
            if s.value != before {
                ui.emit("value", t, [("control", .string(c.id)), ("value", .number(s.value))])
            }
        case .toggle(let model):
            var s = state.toggle(c.key, model)
            let on = g.moved ? s.position.value(at: t) > 0.5 : !s.isOn
            s.position.setTarget(on ? 1 : 0, at: t, spring: controlSnap)
            s.glass.setTarget(0, at: t, spring: controlSnap)
            let changed = on != s.isOn
            s.isOn = on
            state.switches[c.key] = s
            if changed { ui.emit("toggle", t, [("control", .string(c.id)), ("on", .bool(on))]) }
        case .segmented(let model):
            var s = state.segmented(c.key, model)
            let q = host.hostPoint(p)
            let count = model.segments.count
            var selected = s.selected
            if g.dragsThumb && g.moved {
                selected = Int(min(max(0, s.position.value(at: t).rounded()), Double(max(0, count - 1))))
            } else if c.rect.insetBy(dx: -2, dy: -8).contains(q), count > 0 {
                let w = c.rect.width / Double(count)
                selected = min(count - 1, max(0, Int((q.x - c.rect.minX) / w)))
            }
            s.position.setTarget(Double(selected), at: t, spring: controlSnap)
            s.glass.setTarget(0, at: t, spring: controlSnap)
            let changed = selected != s.selected
            s.selected = selected
            state.segments[c.key] = s
            if changed, model.segments.indices.contains(selected) {
                ui.emit("value", t, [("control", .string(c.id)), ("selected", .integer(selected)),
                                  ("segment", .string(model.segments[selected]))])
            }
        case .button:
            break
        }
    }

    /// A fling of the thumb from `start` with `velocity` (value units per second): it glides
    /// to a stop, or runs into an end, stops there and squashes against it.
    private func makeFling(_ s: inout ControlsState.Slider, from start: Double, velocity: Double, model: SliderControl,
                           barWidth: Double, at t: Double) -> ControlsState.Fling {
        let decay = ControlsState.flingDecay
        let range = abs(model.maximum - model.minimum)
        let landing = start + decay.totalDistance(initialVelocity: velocity)
        let bound = clamp(landing, model)
        if bound != landing, let hit = decay.time(toTravel: bound - start, initialVelocity: velocity), !ui.reduceMotion {
            let speed = abs(decay.velocity(at: hit, initialVelocity: velocity)) / max(1e-9, range) * barWidth
            s.stretchSide = velocity > 0 ? 1 : -1
            s.stretch.jump(to: 0)
            s.stretch.setTarget(0, at: t + hit, spring: .bouncy, velocity: -min(speed, 2000) * 0.06)
            return ControlsState.Fling(start: start, time: t, velocity: velocity, end: bound, endTime: t + hit)
        }
        let stop = decay.stopTime(initialVelocity: velocity, threshold: max(1e-9, range) * 0.002)
        var f = ControlsState.Fling(start: start, time: t, velocity: velocity, end: 0, endTime: .infinity)
        f.end = clamp(f.value(at: t + stop), model)
        f.endTime = t + stop
        return f
    }
}

/// Live controls ride on the top page only: theirs is the top page's state.
extension ControlsComponent: PageFeature {
    func ridingCommands(for page: ContentPage, at placement: PagePlacement) -> [RenderCommand] {
        placement.isTop ? topPageCommands(shiftX: placement.shiftX) : []
    }
}

/// A control in the gesture arena: a quick vertical drag past the slop is the page's, any
/// other drag past it the control's, and a release before either is the control's tap.
extension ControlsComponent: GestureRecognizer {
    /// The drag became the page's scroll: the control lets go as it was before the press (no
    /// value changes, nothing is logged but the press).
    func gestureCancelled(at t: Double) {
        guard let g = state.gesture else { return }
        state.gesture = nil
        if var s = state.sliders[g.key] {
            s.dragRaw = nil
            s.glass.setTarget(0, at: t, spring: controlSnap)
            state.sliders[g.key] = s
        }
        if var s = state.switches[g.key] {
            s.position.setTarget(s.isOn ? 1 : 0, at: t, spring: controlSnap)
            s.glass.setTarget(0, at: t, spring: controlSnap)
            state.switches[g.key] = s
        }
        if var s = state.segments[g.key], g.dragsThumb {
            s.position.setTarget(Double(s.selected), at: t, spring: controlSnap)
            s.glass.setTarget(0, at: t, spring: controlSnap)
            state.segments[g.key] = s
        }
        ui.invalidated = true
    }
}
