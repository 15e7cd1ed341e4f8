/// A sheet's height under the person's hand (P2): dragged by its grabber 1:1 between its
/// smallest and largest detents (rubber-banded past them), and on release springing to the
/// detent the motion points at. Heights in points, measured up from the display's bottom.
struct SheetDrag: Sendable {
    static let spring = Spring.smooth

    private(set) var layout: SheetLayout
    /// The detent it rests on, or is springing to.
    private(set) var detent: Int
    private var height: SpringAnimation<Double>
    private var grab: (pointer: Double, height: Double)?
    private var velocity = VelocityTracker<Double>()
    /// A sheet that can be dismissed (one with a source) follows the hand 1:1 below its
    /// lowest detent instead of rubber-banding there.
    var followsBelowLowest = false

    init(layout: SheetLayout, detent: Int) {
        self.layout = layout
        self.detent = min(max(detent, 0), layout.detentHeights.count - 1)
        height = SpringAnimation(value: layout.detentHeights[self.detent], spring: SheetDrag.spring)
    }

    var isDragging: Bool { grab != nil }

    /// The sheet's height at `t`.
    func height(at t: Double) -> Double { height.value(at: t) }

    /// Whether the height still springs at `t` (while dragged it moves only with input).
    func isAnimating(at t: Double) -> Bool { grab == nil && !height.isSettled(at: t) }

    /// Keeps the state for a new viewport (resize): the same detent, at its new height.
    mutating func relayout(_ newLayout: SheetLayout) {
        guard newLayout != layout else { return }
        layout = newLayout
        detent = min(detent, layout.detentHeights.count - 1)
        height.jump(to: layout.detentHeights[detent])
        grab = nil
    }

    mutating func begin(pointerY y: Double, at t: Double) {
        let h = height.value(at: t)
        height.jump(to: h)
        grab = (y, h)
        velocity.reset()
        velocity.add(time: t, position: h)
    }

    mutating func move(pointerY y: Double, at t: Double) {
        guard let g = grab else { return }
        let raw = g.height + (g.pointer - y)
        let band = RubberBand(dimension: max(1, layout.viewport.height))
        let h = followsBelowLowest && raw < layout.minHeight ? max(0, raw) : band.displayed(position: raw, in: layout.minHeight...layout.maxHeight)
        height.jump(to: h)
        velocity.add(time: t, position: h)
    }

    /// The height and velocity (points per second, positive upward) a release at `t` would
    /// leave the sheet with.
    func release(at t: Double) -> (height: Double, velocity: Double) { (height.value(at: t), velocity.velocity(at: t)) }

    /// Ends the drag: springs to the detent the motion points at, keeping the hand's velocity.
    mutating func end(at t: Double) {
        guard grab != nil else { return }
        grab = nil
        let h = height.value(at: t)
        let v = velocity.velocity(at: t)
        detent = layout.detent(releasedAt: h, velocity: v)
        height.setTarget(layout.detentHeights[detent], at: t, velocity: v)
    }

    /// Moves to `detent` on the spring (a tap on the grabber, a key).
    mutating func select(detent d: Int, at t: Double) {
        guard layout.detentHeights.indices.contains(d) else { return }
        detent = d
        height.setTarget(layout.detentHeights[d], at: t)
    }
}
