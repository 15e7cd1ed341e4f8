/// UIScrollView's rubber band: how far content follows a drag past its edge.
///
/// For an overscroll x (how far the drag would have moved the content past the edge),
/// the content moves f(x) = (1 − 1/(x·c/d + 1))·d, with c = 0.55 and d the viewport length
/// along the axis. f(0) = 0, the slope at the edge is c, and f never reaches d however far
/// the drag goes. f is odd (negative x mirrors positive x) and has the inverse
/// f⁻¹(y) = (d/c) · y/(d − |y|), which maps a displayed overscroll back to the drag offset
/// (used when a drag catches content that is already overscrolled). Lengths in points.
struct RubberBand: Hashable, Sendable {
    /// UIKit's constant c.
    static let defaultCoefficient = 0.55

    /// c: slope at the edge, in (0, 1].
    var coefficient: Double
    /// d: viewport length along the axis, in points; the limit of the displayed overscroll.
    var dimension: Double

    /// - Parameters:
    ///   - dimension: Viewport length along the axis, in points (positive).
    ///   - coefficient: Slope at the edge.
    init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        precondition(dimension > 0 && coefficient > 0)
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// f(x): the displayed overscroll for a drag overscroll `x` (sign preserved).
    func displayed(overscroll x: Double) -> Double {
        let d = dimension
        let m = (1 - 1 / (abs(x) * coefficient / d + 1)) * d
        return x < 0 ? -m : m
    }

    /// f⁻¹(y): the drag overscroll that displays as `y`; ±∞ at or beyond ±d.
    func overscroll(displayed y: Double) -> Double {
        let d = dimension
        let m = abs(y)
        let x = m >= d ? Double.infinity : (d / coefficient) * m / (d - m)
        return y < 0 ? -x : x
    }

    /// The displayed position for a raw drag position: 1:1 inside `bounds`, banded outside.
    func displayed(position: Double, in bounds: ClosedRange<Double>) -> Double {
        if position < bounds.lowerBound {
            return bounds.lowerBound + displayed(overscroll: position - bounds.lowerBound)
        }
        if position > bounds.upperBound {
            return bounds.upperBound + displayed(overscroll: position - bounds.upperBound)
        }
        return position
    }

    /// The raw drag position that displays as `displayed`: the inverse of
    /// `displayed(position:in:)`.
    func position(displayed: Double, in bounds: ClosedRange<Double>) -> Double {
        if displayed < bounds.lowerBound {
            return bounds.lowerBound + overscroll(displayed: displayed - bounds.lowerBound)
        }
        if displayed > bounds.upperBound {
            return bounds.upperBound + overscroll(displayed: displayed - bounds.upperBound)
        }
        return displayed
    }
}
