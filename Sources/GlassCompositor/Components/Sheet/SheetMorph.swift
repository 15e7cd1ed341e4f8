/// A sheet with a `source` (P2): whether it is presented, and its morph out of that
/// source (a toolbar button or a custom glass element) and back into it. `progress` is 1
/// presented, 0 folded into the source; the shape in between is `PanelMorph`'s, the same one
/// menus use. Value state of `SheetComponent`; times in seconds of scene time.
struct SheetMorph: Sendable {
    /// How far below its lowest detent (points) a released sheet is dismissed: this far, or
    /// half the detent's height if that is less.
    static let dismissDistance = 80.0
    /// A downward release faster than this (points per second) from near the lowest detent
    /// dismisses it too.
    static let dismissVelocity = 900.0

    var progress: SpringAnimation<Double>

    init(presented: Bool) { progress = SpringAnimation(value: presented ? 1 : 0, spring: PanelMorph.spring) }

    /// Presented, or on its way there.
    var isPresented: Bool { progress.target > 0.5 }

    /// Folded into its source and at rest: nothing to draw.
    func isHidden(at t: Double) -> Bool { !isPresented && progress.isSettled(at: t) }

    func isAnimating(at t: Double) -> Bool { !progress.isSettled(at: t) }

    mutating func present(at t: Double, spring: Spring) { progress.setTarget(1, at: t, spring: spring) }
    mutating func dismiss(at t: Double, spring: Spring) { progress.setTarget(0, at: t, spring: spring) }

    /// Whether a release at `height` moving at `velocity` (points per second, positive
    /// upward) dismisses a sheet whose lowest detent is `lowest`: pulled well below it, or
    /// flung down from near it.
    static func dismisses(releasedAt height: Double, velocity: Double, lowest: Double) -> Bool {
        height < lowest - min(dismissDistance, lowest / 2) || (velocity < -dismissVelocity && height < lowest + dismissDistance)
    }
}
