/// SwiftUI's named springs, plus the ones glass and scrolling use.
extension Spring {
    /// No bounce: duration 0.5 s, bounce 0 (critically damped).
    static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A small bounce: duration 0.5 s, bounce 0.15.
    static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A visible bounce: duration 0.5 s, bounce 0.3.
    static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// For values that follow a gesture: response 0.15 s, damping fraction 0.86.
    static let interactive = Spring(response: 0.15, dampingFraction: 0.86)
    /// SwiftUI's default animation spring: response 0.5 s, damping fraction 0.825.
    static let `default` = Spring(response: 0.5, dampingFraction: 0.825)

    /// Glass press progress: stiffness 300, damping fraction 0.5, mass 1;
    /// response 2π/√300 ≈ 0.36 s with a visible bounce.
    static let glassPress = Spring(response: 2 * Double.pi / 300.0.squareRoot(), dampingFraction: 0.5)
    /// Returns overscrolled content to the edge: critically damped, response 0.5 s.
    static let scrollBounce = Spring(response: 0.5, dampingFraction: 1)
    /// Carries out one wheel step: critically damped, response 0.25 s.
    static let wheelStep = Spring(response: 0.25, dampingFraction: 1)
}
