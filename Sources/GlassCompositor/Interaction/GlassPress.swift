/// The state of pressing one interactive glass element (G8): it scales up while held,
/// follows a drag with a soft clamp and stretches toward it (keeping its area), carries a
/// soft light under the pointer, and bounces back on release.
///
/// Everything is springs evaluated at the clock time.
struct GlassPress: Sendable {
    /// How much fully pressed glass grows, as a fraction of its size: 12 % for a 44 pt button,
    /// falling linearly to 8 % at 240 pt and staying there, but never more than
    /// `maximumGrowth` along the longer side.
    ///
    /// Why: the iOS press reads as the glass swelling under the finger, 8–12 %, and small glass
    /// needs the larger share to be seen under a fingertip. A fixed number of points instead
    /// (the old rule, about 8 pt) made a 370 pt tab bar grow 2 %, which reads as no response.
    /// The cap stops only glass wider than 400 pt (an iPad bar or panel): 8 % of 800 pt would
    /// move its edges 32 pt each way, over neighbouring glass and content, which reads as a
    /// relayout rather than a press.
    static func pressedGrowth(forLongerSide longer: Double) -> Double {
        let side = max(longer, 1)
        let t = min(1, max(0, (side - 44) / (240 - 44)))
        let fraction = 0.12 + (0.08 - 0.12) * t
        return min(fraction, maximumGrowth / side)
    }
    /// The most pressed glass grows along its longer side, in points.
    static let maximumGrowth = 32.0
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
    /// Reduce Motion (A4): the glass keeps its shape and place and only brightens under
    /// the pointer, so a press is still seen.
    var reducesMotion: Bool
    /// Whether the glass follows and stretches toward a drag. The tab bar does not: a drag
    /// there moves its selection pill, and the bar holds still under it.
    var followsDrag: Bool

    init(reducesMotion: Bool = false, followsDrag: Bool = true) {
        self.reducesMotion = reducesMotion
        self.followsDrag = followsDrag
    }

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
        if followsDrag { drag.jump(to: p - start) }
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
    /// toward the drag by max · tanh(drag / (20 · max)), stretched along the drag. Growth
    /// never takes it past `bounds` (say, a bar kept inside the screen) where it started inside.
    func apply(to rect: Rect, at t: Double, within bounds: Rect? = nil) -> Rect {
        if reducesMotion { return rect }
        let p = progress.value(at: t)
        let d = drag.value(at: t)
        let scale = 1 + GlassPress.pressedGrowth(forLongerSide: max(rect.width, rect.height)) * p
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
        var w = rect.width * scale * sx, h = rect.height * scale * sy
        let cx = rect.midX + follow.x, cy = rect.midY + follow.y
        if let b = bounds {
            w = min(w, max(rect.width, 2 * min(cx - b.minX, b.maxX - cx)))
            h = min(h, max(rect.height, 2 * min(cy - b.minY, b.maxY - cy)))
        }
        return Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
    }
}

#if canImport(Foundation)
import Foundation
#endif
