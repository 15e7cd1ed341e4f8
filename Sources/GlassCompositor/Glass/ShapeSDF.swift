/// The signed distance field of one glass shape, flattened to `Float` constants for the per-pixel
/// kernels (the public face is `GlassShape`).
///
/// Every kind is a rounded box: centre, half size and, per corner (topLeft, topRight,
/// bottomRight, bottomLeft lanes), an *extent* `R` and a *squircle weight* `w`:
/// - `w = 0`: a circular arc of radius `R` (exact Euclidean distance, as in Inigo Quilez's
///   `sdRoundBox` with per-quadrant radii);
/// - `w = 1`: a continuous ("squircle") corner, the quartic superellipse
///   `|u|⁴ + |v|⁴ = R⁴` over a corner square of side `R = 1.528 r`, which is how far Apple's
///   continuous corners reach along the edges for a nominal radius `r`. Its distance is the
///   first-order estimate `(‖q‖₄ − R) / |∇‖q‖₄|`, exact on the curve and within a few percent
///   over the depth of a bezel;
/// - in between (radius close to half the short side, where there is no room for a 1.528 r
///   corner) the two are blended, so the corner turns into a plain capsule end continuously.
///
/// Outside the corner squares the distance is the exact distance to the straight edges.
/// Distances are in pixels, negative inside. Gradients are unit vectors pointing outward.
package struct ShapeSDF: Hashable, Sendable {
    package var cx: Float, cy: Float, hx: Float, hy: Float
    /// Corner extents in pixels, lanes (topLeft, topRight, bottomRight, bottomLeft).
    package var extent: SIMD4<Float>
    /// Squircle weight per corner, 0 (circular) ... 1 (continuous), same lanes.
    package var squircle: SIMD4<Float>

    /// How far a continuous corner reaches along each edge, in multiples of its nominal radius.
    package static let continuousReach: Double = 1.528

    init(kind: GlassShape.Kind, rect: Rect) {
        let w = max(rect.width, 0), h = max(rect.height, 0)
        cx = Float(rect.midX); cy = Float(rect.midY)
        switch kind {
        case .capsule:
            let r = min(w, h) / 2
            hx = Float(w / 2); hy = Float(h / 2)
            extent = SIMD4(repeating: Float(r)); squircle = .zero
        case .circle:
            let r = min(w, h) / 2
            hx = Float(r); hy = Float(r)
            extent = SIMD4(repeating: Float(r)); squircle = .zero
        case let .roundedRect(radii, continuous):
            let half = min(w, h) / 2
            hx = Float(w / 2); hy = Float(h / 2)
            let r = radii.lanes.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: half))
            var e = SIMD4<Float>(), s = SIMD4<Float>()
            for i in 0..<4 {
                guard continuous, half > 0, r[i] > 0 else { e[i] = Float(r[i]); continue }
                let reach = r[i] * Self.continuousReach
                if reach <= half {
                    e[i] = Float(reach); s[i] = 1
                } else {
                    // No room for the long continuous corner: keep the extent at half the short
                    // side and fade the squircle into a circular (capsule) end as r → half.
                    e[i] = Float(half)
                    s[i] = Float((half - r[i]) / (half - half / Self.continuousReach))
                }
            }
            extent = e; squircle = s
        }
    }

    /// The same shape moved by (dx, dy) pixels.
    package func offsetBy(_ dx: Float, _ dy: Float) -> ShapeSDF {
        var s = self; s.cx += dx; s.cy += dy; return s
    }
}
