/// One glass shape in device pixels: a capsule, a circle or a rounded rectangle, as a signed
/// distance field.
///
/// Distances are in pixels, negative inside, measured from the pixel-space point (x, y) where
/// pixel (i, j) has its centre at (i + 0.5, j + 0.5). Exact for capsules, circles and circular
/// rounded rectangles; continuous corners use a quartic superellipse whose distance estimate is
/// exact on the outline and close to it across a bezel (see `ShapeSDF`). Radii are clamped to
/// half the short side. A value type, safe to share across threads.
struct GlassShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// Fully rounded ends: radius = half the short side (the default glass shape).
        case capsule
        /// The largest circle centred in `rect`.
        case circle
        /// Per-corner radii; `continuous` asks for Apple's superellipse-like corners.
        case roundedRect(radii: CornerRadii, continuous: Bool)
    }

    var kind: Kind { didSet { sdf = ShapeSDF(kind: kind, rect: rect) } }
    /// The shape's bounding rectangle in pixels.
    var rect: Rect { didSet { sdf = ShapeSDF(kind: kind, rect: rect) } }
    private(set) var sdf: ShapeSDF

    init(_ kind: Kind, rect: Rect) {
        self.kind = kind
        self.rect = rect
        sdf = ShapeSDF(kind: kind, rect: rect)
    }

    static func capsule(_ rect: Rect) -> GlassShape { GlassShape(.capsule, rect: rect) }
    static func circle(_ rect: Rect) -> GlassShape { GlassShape(.circle, rect: rect) }
    static func roundedRect(_ rect: Rect, radius: Double, continuous: Bool = true) -> GlassShape {
        GlassShape(.roundedRect(radii: CornerRadii(radius), continuous: continuous), rect: rect)
    }

    /// Signed distance in pixels from (x, y) to the outline; negative inside.
    func signedDistance(_ x: Float, _ y: Float) -> Float { sdf.distance(x, y) }

    /// Unit outward normal at (x, y): the normalised gradient of the distance, analytic.
    /// Inside, on the medial axis (the centre line of a capsule), one of the two sides is chosen.
    func normal(_ x: Float, _ y: Float) -> SIMD2<Float> { sdf.distanceAndGradient(x, y).1 }

    /// The rectangle actually covered (a circle in a non-square rect covers less than `rect`).
    var bounds: Rect {
        Rect(x: Double(sdf.cx - sdf.hx), y: Double(sdf.cy - sdf.hy),
             width: Double(2 * sdf.hx), height: Double(2 * sdf.hy))
    }

    static func == (a: GlassShape, b: GlassShape) -> Bool { a.kind == b.kind && a.rect == b.rect }
    func hash(into h: inout Hasher) { h.combine(kind); h.combine(rect) }
}
