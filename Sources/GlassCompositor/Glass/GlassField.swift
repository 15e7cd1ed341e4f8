/// The merged distance field of a glass group: the union of its shapes, blended with the
/// quadratic smooth minimum over `spacing` pixels. This is what the
/// glass pass evaluates.
///
/// All lengths are device pixels. A value type, safe to share across threads.
struct GlassField: Hashable, Sendable {
    var shapes: [GlassShape]
    /// Smooth-min distance `k` in pixels: shapes closer than this flow together. 0 = plain union.
    var spacing: Double

    init(_ shapes: [GlassShape], spacing: Double = 0) {
        self.shapes = shapes
        self.spacing = max(0, spacing)
    }

    init(_ shape: GlassShape) { self.init([shape]) }

    var isEmpty: Bool { shapes.isEmpty }

    /// A rectangle in pixels that contains every point where the field is negative: the union of
    /// the shapes' bounds grown by `spacing / 4`, the most the smooth minimum can add.
    var bounds: Rect {
        guard var r = shapes.first?.bounds else { return .zero }
        for s in shapes.dropFirst() { r = r.union(s.bounds) }
        let grow = shapes.count > 1 ? spacing / 4 : 0
        return r.insetBy(dx: -grow, dy: -grow)
    }

    /// Signed distance in pixels of the merged field at (x, y); negative inside. +∞ when empty.
    func signedDistance(_ x: Float, _ y: Float) -> Float {
        withEvaluator { $0.distance(x, y) } ?? .infinity
    }

    /// Unit outward normal of the merged field at (x, y): analytic per shape, blended with the
    /// smooth-min weights where shapes merge.
    func normal(_ x: Float, _ y: Float) -> SIMD2<Float> {
        withEvaluator { $0.distanceAndNormal(x, y).1 } ?? SIMD2(0, -1)
    }

    /// Runs `body` with a flattened evaluator (allocates; for tests and one-off queries, not
    /// for per-pixel loops).
    func withEvaluator<R>(_ body: (FieldEvaluator) -> R) -> R? {
        guard !shapes.isEmpty else { return nil }
        let sdfs = shapes.map(\.sdf)
        return sdfs.withUnsafeBufferPointer {
            body(FieldEvaluator(shapes: $0.baseAddress!, count: $0.count, k: Float(spacing)))
        }
    }
}
