/// The state of pressing one interactive glass element (SPEC G8): it scales up while held,
/// follows a drag with a soft clamp and stretches toward it (keeping its area), carries a
/// soft light under the pointer, and bounces back on release.
///
/// Everything is springs evaluated at the clock time (DESIGN §4, "Glass press").
struct GlassPress: Sendable {
    /// How far the glass grows when fully pressed (1.08–1.12 in DESIGN §4).
    static let pressedScale = 0.10
    /// The furthest the glass follows a drag, in points.
    static let maximumFollow = 14.0
    /// The largest stretch along the drag (fraction of the size).
    static let maximumStretch = 0.16

    /// 0 at rest, 1 pressed; overshoots below 0 after release (the bounce).
    private var progress = SpringAnimation(value: 0.0, spring: .glassPress)
    /// Drag distance from where the press began, in points (springs back on release).
    private var drag = SpringAnimation(value: Point.zero, spring: .bouncy)
    /// Where the pointer is, in points (the light follows it).
    private(set) var pointer: Point = .zero
    private var start: Point = .zero
    private(set) var isPressed = false

    init() {}

    mutating func press(at p: Point, time t: Double) {
        isPressed = true
        start = p
        pointer = p
        progress.setTarget(1, at: t)
        drag.setTarget(.zero, at: t)
    }

    mutating func move(to p: Point, time t: Double) {
        guard isPressed else { return }
        pointer = p
        drag.jump(to: p - start)
    }

    mutating func release(time t: Double) {
        guard isPressed else { return }
        isPressed = false
        progress.setTarget(0, at: t)
        drag.setTarget(.zero, at: t, spring: .bouncy)
    }

    /// Whether anything still moves at `t`.
    func isAnimating(at t: Double) -> Bool { !progress.isSettled(at: t) || !drag.isSettled(at: t) }

    /// How pressed the glass looks at `t` (for the light's strength), clamped to 0...1.
    func intensity(at t: Double) -> Double { min(1, max(0, progress.value(at: t))) }

    /// `rect` (points) as the pressed glass shows it at `t`: scaled about its centre, moved
    /// toward the drag by max · tanh(drag / (20 · max)), stretched along the drag.
    func apply(to rect: Rect, at t: Double) -> Rect {
        let p = progress.value(at: t)
        let d = drag.value(at: t)
        // Large glass grows by at most about 8 pt, so a tab bar swells gently while a button pops.
        let scale = 1 + GlassPress.pressedScale * p * min(1, 80 / max(rect.width, rect.height, 1))
        func soft(_ v: Double) -> Double { GlassPress.maximumFollow * tanh(0.05 * v / GlassPress.maximumFollow) }
        let follow = Point(soft(d.x), soft(d.y))
        // Volume-preserving stretch along the dominant drag axis.
        let length = d.length
        let stretch = min(GlassPress.maximumStretch, length * 0.0012)
        var sx = 1.0, sy = 1.0
        if length > 0.5 {
            let along = abs(d.x) >= abs(d.y)
            sx = along ? 1 + stretch : 1 / (1 + stretch)
            sy = along ? 1 / (1 + stretch) : 1 + stretch
        }
        let w = rect.width * scale * sx, h = rect.height * scale * sy
        return Rect(x: rect.midX + follow.x - w / 2, y: rect.midY + follow.y - h / 2, width: w, height: h)
    }
}

#if canImport(Foundation)
import Foundation
#endif
