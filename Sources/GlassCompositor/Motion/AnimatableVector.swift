/// A value that motion can animate: a vector space over `Double` with a Euclidean length.
///
/// Springs, decay and velocity tracking are linear, so they work on any such value component
/// by component with shared parameters (the role SwiftUI's `VectorArithmetic` plays).
/// `magnitude` must be the Euclidean length: settling compares it against a threshold and
/// relies on the sum of squares over components.
protocol AnimatableVector: Equatable, Sendable {
    /// The additive identity.
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// Scales every component.
    static func * (lhs: Self, rhs: Double) -> Self
    /// Euclidean length.
    var magnitude: Double { get }
}

extension Double: AnimatableVector {}

extension Point: AnimatableVector {
    /// Euclidean length, the same as `length`.
    public var magnitude: Double { length }
}
