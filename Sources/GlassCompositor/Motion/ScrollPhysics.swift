/// One scroll axis: where the content offset is at any time, given the gestures so far.
///
/// The offset is UIScrollView's `contentOffset` along the axis, in points: 0 shows the start
/// of the content, `bounds.upperBound` (content − viewport, at least 0) shows its end.
/// Inputs are mutating calls stamped with clock times; queries (`offset(at:)`,
/// `velocity(at:)`, `isAnimating(at:)`) are closed-form functions of the time, so frame rate
/// never changes the motion and replays are exact. Every input first takes the state at its
/// time (position and velocity) and plans the next motion from there.
///
/// - Drag: the content follows the pointer 1:1 inside the bounds and is rubber-banded
///   (`RubberBand`) past an edge. Release flings with the velocity of the last ~100 ms.
/// - Fling: `Decay` from the release. If its path crosses an edge before it stops, the
///   velocity at the crossing is handed to the critically damped bounce spring, which carries
///   the content out past the edge and back to exactly the edge.
/// - Released past an edge: the bounce spring returns to the edge, starting with the release
///   velocity.
/// - Wheel: each step moves the target by a fixed distance (clamped to the bounds) and a short
///   spring follows it; steps during the motion accumulate on the target.
/// - Smooth deltas (touchpads): move the content 1:1 (rubber-banded past an edge, where the
///   bounce spring pulls back as soon as deltas stop); `endScroll(at:)` flings with their
///   velocity when the device reports the end of the gesture.
///
/// Value semantics; owned by one UI element and mutated on the thread that handles input.
struct ScrollPhysics: Sendable {
    /// The constants in use.
    let configuration: Configuration
    /// Length of the visible area along the axis, in points.
    private(set) var viewportLength: Double
    /// Length of the content along the axis, in points.
    private(set) var contentLength: Double

    private var phase: Phase
    private var tracker: VelocityTracker<Double>
    /// Smooth deltas have arrived since the last other input; `endScroll` flings with them.
    private var smoothScrolling = false

    /// An axis at rest.
    ///
    /// - Parameters:
    ///   - viewportLength: Visible length in points (positive).
    ///   - contentLength: Content length in points.
    ///   - offset: Initial offset, clamped to the bounds.
    ///   - configuration: Scrolling constants.
    init(viewportLength: Double, contentLength: Double, offset: Double = 0,
                configuration: Configuration = Configuration()) {
        precondition(viewportLength > 0, "viewport length must be positive")
        self.configuration = configuration
        self.viewportLength = viewportLength
        self.contentLength = contentLength
        tracker = VelocityTracker(window: configuration.velocityWindow)
        phase = .resting(0)
        phase = .resting(clamp(offset))
    }

    /// The offsets at which content may rest: 0 … max(0, content − viewport).
    var bounds: ClosedRange<Double> { 0...max(0, contentLength - viewportLength) }

    /// Whether a drag is in progress.
    var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    // MARK: Queries

    /// The content offset shown at clock time `t`, in points (outside `bounds` while
    /// overscrolled).
    func offset(at t: Double) -> Double {
        switch phase {
        case .resting(let y): return y
        case .dragging(let d): return rubberBand.displayed(position: d.raw, in: bounds)
        case .fling(let f): return f.offset(at: t, decay: configuration.decay)
        case .spring(let a, _): return a.value(at: t)
        }
    }

    /// Rate of change of the offset at `t`, in points per second.
    func velocity(at t: Double) -> Double {
        switch phase {
        case .resting: return 0
        case .dragging: return tracker.velocity(at: t)
        case .fling(let f): return f.velocity(at: t, decay: configuration.decay)
        case .spring(let a, _): return a.velocity(at: t)
        }
    }

    /// Whether the offset changes on its own after `t` (so more frames are needed).
    /// A drag is not animating: it changes only with input.
    func isAnimating(at t: Double) -> Bool {
        switch phase {
        case .resting, .dragging: return false
        case .fling(let f):
            if let b = f.bounce { return !b.isSettled(at: t) }
            return t < f.stopTime
        case .spring(let a, _): return !a.isSettled(at: t)
        }
    }

    /// Where the current motion will come to rest, in points (the pointer's position while
    /// dragging).
    var restingOffset: Double {
        switch phase {
        case .resting(let y): return y
        case .dragging(let d): return rubberBand.displayed(position: d.raw, in: bounds)
        case .fling(let f): return f.bounce?.target ?? f.restOffset
        case .spring(let a, _): return a.target
        }
    }

    // MARK: Drag

    /// A pointer went down on the content (catching any motion in progress).
    ///
    /// - Parameters:
    ///   - pointer: Pointer coordinate along the axis, in points (y for vertical scrolling).
    ///   - t: Clock time.
    mutating func beginDrag(pointer: Double, at t: Double) {
        let y = offset(at: t)
        smoothScrolling = false
        tracker.reset()
        tracker.add(time: t, position: y)
        let raw = unband(y)
        phase = .dragging(Drag(anchorRaw: raw, anchorPointer: pointer, raw: raw))
    }

    /// The pointer moved during a drag; moving it toward larger coordinates moves the content
    /// that way too, so the offset decreases. Ignored when no drag is in progress.
    mutating func drag(pointer: Double, at t: Double) {
        guard case .dragging(var d) = phase else { return }
        d.raw = d.anchorRaw - (pointer - d.anchorPointer)
        phase = .dragging(d)
        tracker.add(time: t, position: offset(at: t))
    }

    /// The pointer went up: fling, bounce back, or rest. Ignored when no drag is in progress.
    mutating func endDrag(at t: Double) {
        guard isDragging else { return }
        let v = tracker.velocity(at: t)
        phase = launch(from: offset(at: t), velocity: v, at: t)
        tracker.reset()
    }

    /// Starts a fling with velocity `v` (points per second, in offset terms) from the current
    /// position at `t`, as a release would.
    mutating func fling(velocity v: Double, at t: Double) {
        let y = offset(at: t)
        smoothScrolling = false
        tracker.reset()
        phase = launch(from: y, velocity: v, at: t)
    }

    // MARK: Wheel and smooth scrolling

    /// Discrete wheel steps (positive toward the end of the content; fractions allowed).
    /// Ignored during a drag.
    mutating func wheel(steps: Double, at t: Double) {
        if isDragging { return }
        smoothScrolling = false
        var base = offset(at: t)
        if case .spring(let a, .wheel) = phase { base = a.target }
        startSpring(to: clamp(base + steps * configuration.wheelStepDistance),
                    spring: configuration.wheelSpring, kind: .wheel, at: t)
    }

    /// A smooth-scroll delta in points (positive toward the end): moves the content 1:1, or
    /// rubber-banded past an edge. Ignored during a drag.
    mutating func scroll(by delta: Double, at t: Double) {
        if isDragging { return }
        if !smoothScrolling { tracker.reset(); smoothScrolling = true }
        let y = rubberBand.displayed(position: unband(offset(at: t)) + delta, in: bounds)
        tracker.add(time: t, position: y)
        if bounds.contains(y) {
            phase = .resting(y)
        } else {
            var a = SpringAnimation(value: y, spring: configuration.bounceSpring)
            a.setTarget(clamp(y), at: t)
            phase = .spring(a, .bounce)
        }
    }

    /// The smooth-scroll gesture ended: continue with a fling at the velocity of its last
    /// deltas. Ignored unless smooth deltas came since the last other input.
    mutating func endScroll(at t: Double) {
        guard smoothScrolling else { return }
        smoothScrolling = false
        let v = tracker.velocity(at: t)
        tracker.reset()
        phase = launch(from: offset(at: t), velocity: v, at: t)
    }

    // MARK: Programmatic

    /// Moves to `offset` (clamped to the bounds), with the programmatic spring or at once.
    mutating func scroll(to offset: Double, at t: Double, animated: Bool) {
        smoothScrolling = false
        if animated {
            startSpring(to: clamp(offset), spring: configuration.programmaticSpring, kind: .programmatic, at: t)
        } else {
            tracker.reset()
            phase = .resting(clamp(offset))
        }
    }

    /// The viewport or content changed size at `t`. Motion continues from the current
    /// position and velocity toward the new bounds (content left past an edge bounces back).
    mutating func setLengths(viewport: Double, content: Double, at t: Double) {
        precondition(viewport > 0, "viewport length must be positive")
        let y = offset(at: t)
        let v = velocity(at: t)
        viewportLength = viewport
        contentLength = content
        switch phase {
        case .dragging:
            break
        case .resting:
            if !bounds.contains(y) { phase = launch(from: y, velocity: 0, at: t) }
        case .fling, .spring(_, .bounce):
            phase = launch(from: y, velocity: v, at: t)
        case .spring(let a, let kind):
            let spring = kind == .wheel ? configuration.wheelSpring : configuration.programmaticSpring
            startSpring(to: clamp(a.target), spring: spring, kind: kind, at: t)
        }
    }

    // MARK: Planning

    private var rubberBand: RubberBand {
        RubberBand(dimension: viewportLength, coefficient: configuration.rubberBandCoefficient)
    }

    private func clamp(_ y: Double) -> Double { min(max(y, bounds.lowerBound), bounds.upperBound) }

    /// The raw drag position that displays as `y` (overscroll capped just short of the
    /// rubber band's limit, where the inverse is infinite).
    private func unband(_ y: Double) -> Double {
        let edge = clamp(y)
        let limit = 0.999 * viewportLength
        let over = min(max(y - edge, -limit), limit)
        return rubberBand.position(displayed: edge + over, in: bounds)
    }

    /// Springs from the state at `t` to `target`, keeping position and velocity continuous.
    private mutating func startSpring(to target: Double, spring: Spring, kind: SpringKind, at t: Double) {
        var a = SpringAnimation(value: offset(at: t), spring: spring)
        a.setTarget(target, at: t, velocity: velocity(at: t))
        tracker.reset()
        phase = .spring(a, kind)
    }

    /// The motion after a release at `y` with velocity `v`.
    private func launch(from y: Double, velocity v: Double, at t: Double) -> Phase {
        if !bounds.contains(y) {
            var a = SpringAnimation(value: y, spring: configuration.bounceSpring)
            a.setTarget(clamp(y), at: t, velocity: v)
            return .spring(a, .bounce)
        }
        if abs(v) <= configuration.stopSpeed { return .resting(y) }
        let decay = configuration.decay
        let stop = decay.stopTime(initialVelocity: v, threshold: configuration.stopSpeed)
        var f = Fling(startTime: t, startOffset: y, velocity: v, stopTime: t + stop,
                      restOffset: clamp(y + decay.totalDistance(initialVelocity: v)), bounce: nil)
        let edge = v > 0 ? bounds.upperBound : bounds.lowerBound
        if let crossing = decay.time(toTravel: edge - y, initialVelocity: v), crossing < stop {
            var b = SpringAnimation(value: edge, spring: configuration.bounceSpring)
            b.setTarget(edge, at: t + crossing, velocity: decay.velocity(at: crossing, initialVelocity: v))
            f.bounce = b
        }
        return .fling(f)
    }

    // MARK: State

    private enum SpringKind: Sendable { case bounce, wheel, programmatic }

    private enum Phase: Sendable {
        case resting(Double)
        case dragging(Drag)
        case fling(Fling)
        case spring(SpringAnimation<Double>, SpringKind)
    }

    private struct Drag: Sendable {
        /// Raw (unbanded) offset and pointer coordinate when the drag began.
        var anchorRaw: Double
        var anchorPointer: Double
        /// Raw offset the pointer asks for now.
        var raw: Double
    }

    /// A decay from `startOffset`, either stopping at `stopTime` (where it snaps the last
    /// stopSpeed/|D| ≈ 0.5 pt onto the end point the fling promised, `restOffset`) or, if it reaches an edge
    /// first, continuing as the `bounce` spring from the crossing (its `startTime`).
    private struct Fling: Sendable {
        var startTime: Double
        var startOffset: Double
        var velocity: Double
        var stopTime: Double
        var restOffset: Double
        var bounce: SpringAnimation<Double>?

        func offset(at t: Double, decay: Decay) -> Double {
            if let b = bounce, t >= b.startTime { return b.value(at: t) }
            if t >= stopTime { return restOffset }
            return startOffset + decay.offset(at: t - startTime, initialVelocity: velocity)
        }

        func velocity(at t: Double, decay: Decay) -> Double {
            if let b = bounce, t >= b.startTime { return b.velocity(at: t) }
            if t >= stopTime { return 0 }
            return decay.velocity(at: t - startTime, initialVelocity: velocity)
        }
    }
}
