/// The signed distance and gradient of one shape, per pixel (the hot kernels' arithmetic).
extension ShapeSDF {
    /// The lane of `v` for the corner nearest an offset (dx, dy) from the centre
    /// (topLeft, topRight, bottomRight, bottomLeft); selects, not a dynamic subscript.
    @inline(__always) static func corner(_ v: SIMD4<Float>, _ dx: Float, _ dy: Float) -> Float {
        dy > 0 ? (dx > 0 ? v.z : v.w) : (dx > 0 ? v.y : v.x)
    }

    /// Signed distance in pixels at (x, y), negative inside.
    @inline(__always) func distance(_ x: Float, _ y: Float) -> Float {
        let dx = x - cx, dy = y - cy
        let r = Self.corner(extent, dx, dy)
        let qx = abs(dx) - hx + r, qy = abs(dy) - hy + r
        guard qx > 0 && qy > 0 else { return max(qx, qy) - r }
        let circle = (qx * qx + qy * qy).squareRoot() - r
        let w = Self.corner(squircle, dx, dy)
        guard w > 0 else { return circle }
        return circle + (Self.squircleDistance(qx, qy, r) - circle) * w
    }

    /// A bound for Lipschitz jumps over the flat centre: the signed distance with every corner
    /// circular (same extents). A continuous corner's first-order distance is close to the
    /// truth near its curve but not 1-Lipschitz deep inside its corner square: along a row it
    /// can fall by several pixels a pixel (near the corner square's inner edges), so a jump
    /// sized by it landed in the bezel and flat-filled pixels that refract. The circular corner
    /// lies inside the continuous one (‖q‖₄ ≤ ‖q‖₂, and the estimate's depth is at least
    /// r − ‖q‖₄), so this is never below `distance` inside the shape, and it is exact and
    /// 1-Lipschitz.
    @inline(__always) func jumpDistance(_ x: Float, _ y: Float) -> Float {
        let dx = x - cx, dy = y - cy
        let r = Self.corner(extent, dx, dy)
        let qx = abs(dx) - hx + r, qy = abs(dy) - hy + r
        guard qx > 0 && qy > 0 else { return max(qx, qy) - r }
        return (qx * qx + qy * qy).squareRoot() - r
    }

    /// First-order distance to the quartic superellipse of extent `r` (q in the positive quadrant).
    @inline(__always) static func squircleDistance(_ qx: Float, _ qy: Float, _ r: Float) -> Float {
        let x2 = qx * qx, y2 = qy * qy
        let n = (x2 * x2 + y2 * y2).squareRoot().squareRoot()      // ‖q‖₄
        let g = (x2 * x2 * x2 + y2 * y2 * y2).squareRoot()          // |∇‖q‖₄| · ‖q‖₄³
        guard g > 1e-20 else { return -r }
        return (n - r) * (n * n * n) / g
    }

    /// Signed distance and unit outward gradient at (x, y).
    ///
    /// - Parameter normalRadius: a floor on the corner extent used for the *gradient only*. The
    ///   exact gradient of a box jumps across its medial axis (the diagonal from each corner);
    ///   the glass pass passes the bezel width here so the normals it refracts along are those
    ///   of a shape at least that round, continuous everywhere inside the bezel. 0 = exact.
    @inline(__always) func distanceAndGradient(_ x: Float, _ y: Float, normalRadius: Float = 0) -> (Float, SIMD2<Float>) {
        let dx = x - cx, dy = y - cy
        let ax = abs(dx), ay = abs(dy)
        let r = Self.corner(extent, dx, dy), w = Self.corner(squircle, dx, dy)
        let qx = ax - hx + r, qy = ay - hy + r
        var d: Float, gx: Float, gy: Float
        if qx > 0 && qy > 0 {
            let len = (qx * qx + qy * qy).squareRoot()
            let inv = 1 / len
            d = len - r; gx = qx * inv; gy = qy * inv
            if w > 0 {
                d += (Self.squircleDistance(qx, qy, r) - d) * w
                let x3 = qx * qx * qx, y3 = qy * qy * qy
                let sInv = 1 / (x3 * x3 + y3 * y3).squareRoot()
                gx += (x3 * sInv - gx) * w; gy += (y3 * sInv - gy) * w
                let gInv = 1 / (gx * gx + gy * gy).squareRoot()
                gx *= gInv; gy *= gInv
            }
        } else {
            d = max(qx, qy) - r
            gx = qx > qy ? 1 : 0; gy = 1 - gx
        }
        if normalRadius > r {
            // Gradient of a rounder (circular) corner; see `normalRadius`.
            let rn = min(normalRadius, min(hx, hy))
            let nx = ax - hx + rn, ny = ay - hy + rn
            if nx > 0 && ny > 0 {
                let inv = 1 / (nx * nx + ny * ny).squareRoot()
                gx = nx * inv; gy = ny * inv
            } else {
                gx = nx > ny ? 1 : 0; gy = 1 - gx
            }
        }
        return (d, SIMD2(dx < 0 ? -gx : gx, dy < 0 ? -gy : gy))
    }
}
