import Foundation

/// Touches (Android's "pointer location"): while the primary button is held, a ring under the
/// pointer, its path over the last `trailLength` seconds of scene time, and a chip with its
/// position in points and its velocity in points per second. After the release the trail
/// fades out over the same time.
///
/// Its state changes only as input arrives (`record`) and time passes (`advance`), so it is
/// the same in the window, `replay` and `render` of a recording.
final class TouchOverlay: FrameOverlay {
    /// Seconds of scene time the trail keeps.
    static let trailLength = 0.5
    /// Radius of the ring, in points.
    static let radius = 18.0
    static let color = Color(r: 0.25, g: 0.75, b: 1, a: 0.95)

    private(set) var isPressed = false
    /// Pointer positions (points) and their scene times, oldest first, within the trail.
    private(set) var trail: [(time: Double, position: Point)] = []
    private var velocity = VelocityTracker<Point>()
    private var now = 0.0

    /// Takes a pointer event (never consumes it).
    func record(_ event: InputEvent) {
        switch event.kind {
        case .down(button: 1):
            isPressed = true
            trail = [(event.time, event.position)]
            velocity.reset()
            velocity.add(time: event.time, position: event.position)
        case .move where isPressed:
            trail.append((event.time, event.position))
            velocity.add(time: event.time, position: event.position)
        case .up(button: 1) where isPressed:
            isPressed = false
            trail.append((event.time, event.position))
            velocity.add(time: event.time, position: event.position)
        default: return
        }
        now = event.time
    }

    func advance(to t: Double) {
        now = t
        let oldest = t - Self.trailLength
        // Keep one point older than the trail's end so the path reaches it.
        if let keep = trail.lastIndex(where: { $0.time < oldest }), keep > 0 { trail.removeFirst(keep) }
        if !isPressed, let last = trail.last, last.time < oldest { trail.removeAll() }
    }

    /// True while there is a trail to fade.
    var isFading: Bool { !isPressed && !trail.isEmpty }
    var isShowing: Bool { isPressed || !trail.isEmpty }

    private var current: Point? { trail.last?.position }

    private func text() -> String {
        guard let p = current else { return "" }
        let v = isPressed ? velocity.velocity(at: now) : .zero
        return String(format: "x %.1f  y %.1f pt   v %.0f, %.0f pt/s", p.x, p.y, v.x, v.y)
    }

    private func chipOrigin(_ p: Point, in frame: OverlayFrame) -> Point {
        let r = OverlayCanvas.labelRect(text(), at: .zero)
        let viewport = Double(frame.frame.width) / frame.scale
        let x = min(max(0, p.x + Self.radius + 6), max(0, viewport - r.width))
        let y = max(0, p.y - Self.radius - 18)
        return Point(x, y)
    }

    func marks(for frame: OverlayFrame) -> [PixelRect] {
        guard isShowing, let p = current else { return [] }
        let s = frame.scale
        var box = Rect(x: p.x - Self.radius - 3, y: p.y - Self.radius - 3, width: 2 * Self.radius + 6, height: 2 * Self.radius + 6)
        for point in trail {
            box = box.union(Rect(x: point.position.x - 4, y: point.position.y - 4, width: 8, height: 8))
        }
        var marks = [PixelRect(covering: box.scaled(by: s)).outsetBy(2)]
        if isPressed { marks.append(PixelRect(covering: OverlayCanvas.labelRect(text(), at: chipOrigin(p, in: frame)).scaled(by: s)).outsetBy(1)) }
        return marks.map { $0.intersection(frame.frame) }.filter { !$0.isEmpty }
    }

    func draw(_ frame: OverlayFrame, on canvas: OverlayCanvas) {
        guard isShowing, let p = current else { return }
        let c = canvas.canvas
        let fade = isPressed ? 1 : Float(max(0, 1 - (now - (trail.last?.time ?? now)) / Self.trailLength))
        // The trail, older segments fainter.
        for (a, b) in zip(trail, trail.dropFirst()) {
            let age = Float(max(0, min(1, (now - b.time) / Self.trailLength)))
            c.strokePolyline([a.position, b.position], color: Self.color.withAlpha(0.9 * (1 - age) * fade), width: 3, roundCaps: true)
        }
        guard isPressed else { return }
        c.fillCircle(center: p, radius: Self.radius, color: Self.color.withAlpha(0.25))
        c.stroke(Rect(x: p.x - Self.radius, y: p.y - Self.radius, width: 2 * Self.radius, height: 2 * Self.radius),
                 color: Self.color, radius: Self.radius, width: 2)
        c.strokeLine(from: Point(p.x - 5, p.y), to: Point(p.x + 5, p.y), color: Color(white: 1, a: 0.95), width: 1)
        c.strokeLine(from: Point(p.x, p.y - 5), to: Point(p.x, p.y + 5), color: Color(white: 1, a: 0.95), width: 1)
        canvas.label(text(), at: chipOrigin(p, in: frame), color: Self.color)
    }
}
