import Foundation

/// What the live controls in content (C2–C4) remember between frames: each control's
/// value by key (its id, or its place in the screen), its motion, the gesture in progress and
/// the surfaces that draw the moving parts. Held by the session; evaluated at clock times so a
/// replay is exact at any frame rate.
final class ControlsState {
    /// Deceleration of a flung slider thumb (UIScrollView's fast rate: a short, firm glide).
    static let flingDecay = Decay.fast
    /// How far past its resting size the thumb grows as glass (width, height fractions).
    static let lensGrowth = (width: 0.32, height: 0.5)
    /// The spring of snaps and toggles.
    static let snap = Spring.snappy

    struct Slider {
        /// The value at rest (or where the current motion ends).
        var value: Double
        /// The shown value while it springs to a tick.
        var motion: SpringAnimation<Double>
        /// The unclamped value under the pointer while dragged.
        var dragRaw: Double?
        /// A fling gliding to a stop (no ticks to snap to).
        var fling: Fling?
        /// The thumb's stretch along the track in points: positive longer (pulled past an end),
        /// negative squashed (a fling hitting an end).
        var stretch = SpringAnimation(value: 0.0, spring: .bouncy)
        /// The end the thumb stretches against: +1 the maximum, −1 the minimum.
        var stretchSide = 1.0
        /// 0 resting thumb … 1 glass lens.
        var glass = SpringAnimation(value: 0.0, spring: .glassPress)

        init(value: Double) {
            self.value = value
            motion = SpringAnimation(value: value, spring: ControlsState.snap)
        }
    }

    /// A thumb gliding with UIScrollView's deceleration from `start` (value units).
    struct Fling {
        var start: Double
        var time: Double
        var velocity: Double
        /// Where and when it stops (an end it ran into, or where it slowed to nothing).
        var end: Double
        var endTime: Double

        func value(at t: Double) -> Double {
            if t >= endTime { return end }
            return start + ControlsState.flingDecay.offset(at: max(0, t - time), initialVelocity: velocity)
        }
    }

    struct Switch {
        var isOn: Bool
        /// 0 off … 1 on.
        var position: SpringAnimation<Double>
        var glass = SpringAnimation(value: 0.0, spring: .glassPress)

        init(isOn: Bool) {
            self.isOn = isOn
            position = SpringAnimation(value: isOn ? 1 : 0, spring: ControlsState.snap)
        }
    }

    struct Segmented {
        var selected: Int
        /// The thumb's place in segments (fractional while it slides).
        var position: SpringAnimation<Double>
        var glass = SpringAnimation(value: 0.0, spring: .glassPress)

        init(selected: Int) {
            self.selected = selected
            position = SpringAnimation(value: Double(selected), spring: ControlsState.snap)
        }
    }

    var sliders: [String: Slider] = [:]
    var switches: [String: Switch] = [:]
    var segments: [String: Segmented] = [:]

    /// The control the pointer went down on, while it is held: it keeps the gesture to its end.
    struct Gesture {
        var key: String
        /// Where the pointer went down (window points) and when.
        var down: Point
        var time: Double
        /// Slider: pointer x minus the thumb's x at the press. Switch / segmented: the thumb's
        /// position at the press.
        var anchor: Double
        /// The pointer moved far enough to be a drag rather than a click.
        var moved = false
        /// Segmented: the press began on the selection thumb, so a drag moves it.
        var dragsThumb = false
        /// The drag went sideways past the slop: it is the control's (the page's scroll let go).
        var claimed = false
        /// The host of the control (`ControlHost.hostName`).
        var host = "page"
        var tracker = VelocityTracker<Double>()
    }
    var gesture: Gesture?

    /// A control the session draws live, with where it draws itself (content points).
    struct Live {
        var key: String
        var id: String
        var control: Control
        var rect: Rect
    }
    /// The sliders, switches and segmented controls of `layout` with their rects (the
    /// layout's points); one without an id is known by `fallbackPrefix` and its place.
    static func live(in layout: ContentLayout, fallbackPrefix: String) -> [Live] {
        var live: [Live] = []
        for (i, placed) in layout.items.enumerated() {
            guard case .controls(let g) = placed.item else { continue }
            for (k, (c, r)) in zip(g.controls, ContentPainter.controlRects(g, in: placed.frame)).enumerated() {
                if case .button = c { continue }
                let fallback = "\(fallbackPrefix).\(i).\(k)"
                live.append(Live(key: c.id ?? fallback, id: c.id ?? fallback, control: c, rect: r))
            }
        }
        return live
    }

    /// The surface holding one control's moving parts, redrawn when what it shows changes.
    struct Drawn {
        /// What the surface was drawn for, compared whole.
        struct Key: Equatable {
            var look: ControlsComponent.ControlLook
            var appearance: Appearance
            var area: Rect
            /// Pixels per point: the surface is in pixels, and the desktop's scale can change.
            var scale: Double
        }
        var key: Key
        var surface: Surface
        var version: Int
        /// The host it is drawn for (`ControlHost.hostName`): each host forgets its own.
        var host: String
    }
    var drawn: [String: Drawn] = [:]
    var nextVersion = 1

    func slider(_ key: String, _ model: SliderControl) -> Slider {
        sliders[key] ?? Slider(value: model.value)
    }
    func toggle(_ key: String, _ model: ToggleControl) -> Switch {
        switches[key] ?? Switch(isOn: model.isOn)
    }
    func segmented(_ key: String, _ model: SegmentedControl) -> Segmented {
        segments[key] ?? Segmented(selected: min(max(0, model.selected), max(0, model.segments.count - 1)))
    }

    /// Whether anything still moves on its own at `t`.
    func isAnimating(at t: Double) -> Bool {
        sliders.values.contains { s in
            !s.motion.isSettled(at: t) || (s.fling.map { t < $0.endTime } ?? false) || !s.stretch.isSettled(at: t) || !s.glass.isSettled(at: t)
        } || switches.values.contains { !$0.position.isSettled(at: t) || !$0.glass.isSettled(at: t) }
          || segments.values.contains { !$0.position.isSettled(at: t) || !$0.glass.isSettled(at: t) }
    }
}
