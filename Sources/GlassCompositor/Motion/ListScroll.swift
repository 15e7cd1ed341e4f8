/// How far the rows of a list taller than its panel have scrolled inside it (points, 0 the
/// first row at the top): a menu taller than the window, the sidebar's rows. The page's scroll
/// physics (wheel, touchpad, drag and fling with rubber band), plus the steady auto-scroll of
/// a press-drag held near the panel's top or bottom edge (a menu's press sliding to a row, a
/// sidebar row dragged in Edit mode). Value state of its owner; every query is a closed form
/// of the time, so frames do not depend on when they are drawn.
struct ListScroll {
    /// The depth (points) of the bands at the top and bottom of the rows where a held press
    /// auto-scrolls: one menu row's height (44 pt, the smallest hit target).
    static let edgeZone = 44.0
    /// Auto-scroll speed with the pointer at (or past) the edge, points per second; it falls
    /// linearly to nothing at the inner side of the band.
    static let maximumSpeed = 700.0

    var physics: ScrollPhysics
    /// A steady auto-scroll since `time` from offset `from` at `speed` (points per second,
    /// positive toward the last row), clamped to the ends.
    var auto: (time: Double, from: Double, speed: Double)?
    /// When the last touchpad delta came; the gesture ends a short pause later.
    var lastSmoothScroll: Double?

    init(visible: Double, content: Double) {
        physics = ScrollPhysics(viewportLength: max(1, visible), contentLength: content)
    }

    /// The largest offset: the last row at the bottom.
    var maximum: Double { physics.bounds.upperBound }

    func offset(at t: Double) -> Double {
        guard let a = auto else { return physics.offset(at: t) }
        return min(max(a.from + a.speed * max(0, t - a.time), 0), maximum)
    }

    func isAnimating(at t: Double) -> Bool {
        if let a = auto {
            return a.speed < 0 ? offset(at: t) > 0 : offset(at: t) < maximum
        }
        return physics.isAnimating(at: t) || lastSmoothScroll != nil
    }

    /// The auto-scroll speed for a held pointer at `y` over rows shown in `visible` (window
    /// points): toward the first row in the top band (or above it), toward the last in the
    /// bottom band (or below it), none between.
    static func autoSpeed(pointerY y: Double, visible: Rect) -> Double {
        let zone = ListScroll.edgeZone
        let intoTop = visible.minY + zone - y, intoBottom = y - (visible.maxY - zone)
        if intoTop > 0 { return -ListScroll.maximumSpeed * min(1, intoTop / zone) }
        if intoBottom > 0 { return ListScroll.maximumSpeed * min(1, intoBottom / zone) }
        return 0
    }

    /// Starts, changes or stops the auto-scroll for a held pointer at `y` at `t`.
    mutating func follow(pointerY y: Double, visible: Rect, at t: Double) {
        let speed = ListScroll.autoSpeed(pointerY: y, visible: visible)
        let now = offset(at: t)
        if speed == 0 {
            stopAuto(at: t)
            return
        }
        if auto == nil { physics.scroll(to: now, at: t, animated: false) }
        auto = (t, now, speed)
    }

    /// Ends an auto-scroll where it has got to at `t`.
    mutating func stopAuto(at t: Double) {
        guard auto != nil else { return }
        let now = offset(at: t)
        auto = nil
        physics.scroll(to: now, at: t, animated: false)
    }
}
