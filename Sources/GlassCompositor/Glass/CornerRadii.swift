/// Per-corner radii of a rounded rectangle, in the same unit as the rectangle it rounds
/// (pixels for `GlassShape`). Radii larger than half the short side are clamped when a shape
/// is built, so a huge radius is a valid way to ask for "as round as possible".
struct CornerRadii: Hashable, Sendable {
    var topLeft: Double
    var topRight: Double
    var bottomRight: Double
    var bottomLeft: Double

    init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight
        self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The same radius on all four corners.
    init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    static let zero = CornerRadii(0)

    /// All radii multiplied by `s` (points to pixels).
    func scaled(by s: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * s, topRight: topRight * s, bottomRight: bottomRight * s, bottomLeft: bottomLeft * s)
    }

    /// The radii as (topLeft, topRight, bottomRight, bottomLeft) lanes.
    var lanes: SIMD4<Double> { SIMD4(topLeft, topRight, bottomRight, bottomLeft) }
}
