import Foundation

/// How far the bezel of a glass shape displaces the backdrop.
///
/// Only a bezel of width `bezel` bends light; the flat centre (depth ≥ bezel) shows the backdrop
/// undisplaced and nothing outside the shape is displaced. With `x = 1 − depth/bezel` (0 at the
/// inner end of the bezel, 1 at the edge) a pixel samples the backdrop `displacement` pixels
/// *outward* along the normal, so content from beyond the edge is pulled into the rim.
package enum RefractionProfile: String, Hashable, Sendable, CaseIterable {
    /// `amount · (1 − sqrt(1 − x²))`: a quarter-circle bevel (the default).
    case quarterCircle
    /// Snell's law through a convex squircle surface of height `h(u) = (1 − (1 − u)⁴)^¼`,
    /// `u = depth/bezel`, for a vertical view ray, normalised so the edge displaces by `amount`
    /// (kube.io's model).
    case snellSquircle

    /// Displacement in the unit of `amount` (pixels in the renderer).
    /// - Parameters:
    ///   - depth: distance inside the shape (−signed distance); negative means outside.
    ///   - bezel: width of the bending rim, > 0.
    ///   - amount: displacement at the very edge.
    ///   - refractiveIndex: for `snellSquircle`; about 1.5 for glass.
    package func displacement(depth: Double, bezel: Double, amount: Double, refractiveIndex: Double = 1.5) -> Double {
        guard depth >= 0, bezel > 0, depth < bezel else { return 0 }
        return amount * unitDisplacement(1 - depth / bezel, refractiveIndex: refractiveIndex)
    }

    /// The profile's shape on x ∈ [0, 1] (0 at the inner end of the bezel, 1 at the edge),
    /// rising monotonically from 0 to 1.
    package func unitDisplacement(_ x: Double, refractiveIndex: Double = 1.5) -> Double {
        let x = min(max(x, 0), 1)
        switch self {
        case .quarterCircle:
            return 1 - (1 - x * x).squareRoot()
        case .snellSquircle:
            let n = max(refractiveIndex, 1.0001)
            let edge = Self.deviation(incidence: .pi / 2, index: n)
            guard x > 0 else { return 0 }
            guard x < 1 else { return 1 }
            // Slope of h at u = 1 − x:  h'(u) = (1 − u)³ / (1 − (1 − u)⁴)^¾ = x³ / (1 − x⁴)^¾.
            let slope = x * x * x / pow(1 - x * x * x * x, 0.75)
            return tan(Self.deviation(incidence: atan(slope), index: n)) / tan(edge)
        }
    }

    /// Angle between the incident and the refracted ray for incidence angle `theta` on a surface
    /// going from air into a medium of index `index`.
    private static func deviation(incidence theta: Double, index: Double) -> Double {
        theta - asin(sin(theta) / index)
    }
}
