/// A glass field flattened for the per-pixel kernels: a raw pointer to shape SDFs plus the
/// smoothing distance. No ARC, no bounds checks; the pointer must outlive every call (the
/// renderer keeps the shapes in a scratch buffer for the duration of a pass).
package struct FieldEvaluator {
    package let shapes: UnsafePointer<ShapeSDF>
    package let count: Int
    /// Smooth-min distance `k` in pixels (0 = plain union).
    package let k: Float
    /// A copy of the first shape, held by value so the single-shape case (the common one) reads
    /// its constants from registers instead of through the pointer.
    package let first: ShapeSDF

    package init(shapes: UnsafePointer<ShapeSDF>, count: Int, k: Float) {
        precondition(count > 0)
        self.shapes = shapes
        self.count = count
        self.k = k
        first = shapes[0]
    }
}
