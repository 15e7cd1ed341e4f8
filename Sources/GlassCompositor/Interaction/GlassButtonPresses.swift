/// Presses of glass buttons (C1, G8): toolbar items and content buttons respond as
/// interactive glass does (`GlassPress`: scale up, light under the pointer, stretch toward a
/// drag, bounce on release). A drag that leaves the button cancels the press. Keys name
/// buttons within their component; rectangles are window points.
struct GlassButtonPresses {
    /// How far outside its button the pointer may wander before the press is cancelled (points).
    static let cancelMargin = 16.0

    /// The button the pointer went down on, while it is held.
    struct Held: Equatable {
        var key: String
        /// The button's frame when it was pressed.
        var frame: Rect
        var down: Point
        /// The pointer left the button: releasing does nothing.
        var cancelled = false
    }

    private(set) var presses: [String: GlassPress] = [:]
    private(set) var held: Held?

    /// Presses button `key` at `frame`. Under Reduce Motion the glass still brightens under
    /// the pointer, but does not grow, follow or stretch (`rect` keeps it at rest).
    mutating func press(_ key: String, frame: Rect, at p: Point, time t: Double) {
        held = Held(key: key, frame: frame, down: p)
        presses[key, default: GlassPress()].press(at: p, time: t)
    }

    /// The pointer moved to `p`; true when this move cancelled the press (it left the button).
    mutating func move(to p: Point, time t: Double) -> Bool {
        guard var h = held, !h.cancelled else { return false }
        presses[h.key]?.move(to: p, time: t)
        guard !h.frame.insetBy(dx: -GlassButtonPresses.cancelMargin, dy: -GlassButtonPresses.cancelMargin).contains(p) else { return false }
        h.cancelled = true
        held = h
        presses[h.key]?.release(time: t)
        return true
    }

    /// Cancels the held press (the drag became a scroll).
    mutating func cancel(time t: Double) {
        guard var h = held, !h.cancelled else { return }
        h.cancelled = true
        held = h
        presses[h.key]?.release(time: t)
    }

    /// The pointer went up: the held button if this completes a tap on it.
    mutating func release(at p: Point, time t: Double) -> Held? {
        guard let h = held else { return nil }
        held = nil
        guard !h.cancelled else { return nil }
        presses[h.key]?.release(time: t)
        return h.frame.insetBy(dx: -GlassButtonPresses.cancelMargin, dy: -GlassButtonPresses.cancelMargin).contains(p) ? h : nil
    }

    /// Forgets everything (a new scene or screen).
    mutating func reset() { presses.removeAll(); held = nil }

    /// Drops presses that have come to rest.
    mutating func forgetSettled(at t: Double) {
        presses = presses.filter { $0.key == held?.key || $0.value.isAnimating(at: t) }
    }

    func isAnimating(at t: Double) -> Bool { presses.values.contains { $0.isAnimating(at: t) } }

    /// Whether button `key`'s glass moves at `t` (held, or bouncing back).
    func isMoving(_ key: String, at t: Double) -> Bool {
        held?.key == key || (presses[key]?.isAnimating(at: t) ?? false)
    }

    /// Button `key`'s glass rectangle at `t` for its resting `rect`.
    func rect(_ key: String, rest rect: Rect, at t: Double, reduceMotion: Bool) -> Rect {
        guard !reduceMotion, let press = presses[key] else { return rect }
        return press.apply(to: rect, at: t)
    }

    /// The light under the pointer of button `key` at `t`: where (points) and how strong (0...1).
    func light(_ key: String, at t: Double) -> (at: Point, strength: Double)? {
        guard let press = presses[key] else { return nil }
        let s = press.intensity(at: t)
        return s > 0.01 ? (press.pointer, s) : nil
    }
}
