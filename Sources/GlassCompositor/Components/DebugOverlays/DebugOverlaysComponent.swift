/// The profiling overlays (V7; `DebugOverlay`): which are shown, their keys (F2–F7), and
/// the state of those that have one (the damage flashes, the touch trail). It draws nothing
/// through `plan()`: the session hands it the finished frame (`OverlayFrame`), asks which
/// pixels it will draw (`marks`), adds them to this frame's and the next frame's redraw, and
/// has it draw over the frame (`draw`). So the frame beneath is the same bits with the
/// overlays on or off, and an overlay that moves or goes away leaves nothing behind.
///
/// It sits in front of every component but the viewer's keys, so it sees every pointer event
/// (the touches overlay) and consumes none but its keys.
///
/// The damage flashes are a measurement of the frames drawn (what each one redrew), like the
/// HUD's timings, so they depend on which frames were drawn; the touches overlay depends on
/// input and time only. Both fade on scene time.
final class DebugOverlaysComponent: Component {
    unowned let ui: UIContext
    var options: OverlayOptions { didSet { if options != oldValue { ui.invalidated = true } } }
    let damage = DamageFlashOverlay()
    let bounds = GlassBoundsOverlay()
    let shape = ShapeFieldOverlay()
    let refraction = RefractionFieldOverlay()
    let tiles = TileBoundsOverlay()
    let touches = TouchOverlay()

    init(ui: UIContext, options: OverlayOptions) {
        self.ui = ui
        self.options = options
    }

    /// The overlays shown, in drawing order (the touches last, over the rest).
    var shown: [FrameOverlay] {
        var out: [FrameOverlay] = []
        if options.contains(.damage) { out.append(damage) }
        if options.contains(.tiles) { out.append(tiles) }
        if options.contains(.shape) { out.append(shape) }
        if options.contains(.refraction) { out.append(refraction) }
        if options.contains(.bounds) { out.append(bounds) }
        if options.contains(.touches) { out.append(touches) }
        return out
    }

    func handle(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .key(let name, let modifiers) where modifiers.isEmpty:
            guard let overlay = DebugOverlay.allCases.first(where: { $0.key == name }) else { return false }
            if options.shown.contains(overlay) { options.shown.remove(overlay) } else { options.shown.insert(overlay) }
            ui.emit("overlay", event.time, [("overlay", .string(overlay.name)), ("shown", .bool(options.contains(overlay)))])
            return true
        case .down, .move, .up:
            touches.record(event)
            if options.contains(.touches) { ui.invalidated = true }
            return false
        default:
            return false
        }
    }

    func advance(to t: Double) {
        damage.advance(to: t)
        touches.advance(to: t)
    }

    var isAnimating: Bool {
        (options.contains(.damage) && damage.isFading)
            || (options.contains(.touches) && (touches.isFading || (touches.isPressed && touches.trail.count > 1)))
    }

    func plan() -> [RenderCommand] { [] }

    /// Whether the shown overlays draw the same over an unchanged frame as they did last
    /// time: no damage flash fading, no touch showing (its trail and velocity move with time).
    var isStill: Bool {
        !(options.contains(.damage) && damage.isFading) && !(options.contains(.touches) && touches.isShowing)
    }

    /// A frame was drawn at `ui.time` changing `damage` (the overlays' own pixels left out).
    func frameDidDraw(damage changed: DamageRegion) {
        guard options.contains(.damage) else { return }
        damage.frameDidDraw(damage: changed, at: ui.time)
    }

    /// Every pixel the shown overlays draw over `frame`.
    func marks(for frame: OverlayFrame) -> [PixelRect] {
        shown.flatMap { $0.marks(for: frame) }
    }

    /// Draws the shown overlays over the finished frame in `surface`, inside `marks` only.
    func draw(_ frame: OverlayFrame, into surface: Surface, marks: [PixelRect]) {
        guard !marks.isEmpty else { return }
        let canvas = OverlayCanvas(surface: surface, scale: frame.scale, clip: marks)
        for overlay in shown { overlay.draw(frame, on: canvas) }
        canvas.finish()
    }
}
