/// Four-lane versions of `ShapeSDF`: four points of one row (x in lanes, shared y), same results
/// as the scalar functions up to the ~5·10⁻⁶ relative error of `lanesSquareRoot`.
extension ShapeSDF {
    /// Extent and squircle weight for the left and right corners of the half (top or bottom)
    /// that row offset `dy` falls in.
    @inline(__always) private func rowCorners(_ dy: Float) -> (rl: Float, rr: Float, wl: Float, wr: Float) {
        dy > 0 ? (extent.w, extent.z, squircle.w, squircle.z) : (extent.x, extent.y, squircle.x, squircle.y)
    }

    @inline(__always) func distance4(_ x: Float4, _ y: Float) -> Float4 {
        let dx = x - cx, dy = y - cy
        let c = rowCorners(dy)
        let right = dx .> 0
        let r = c.rl == c.rr ? Float4(repeating: c.rl) : Float4(repeating: c.rl).replacing(with: c.rr, where: right)
        let qx = dx.lanesAbs - hx + r
        let qy = r + (abs(dy) - hy)
        var d = qx.lanesMax(qy) - r
        let corner = (qx .> 0) .& (qy .> 0)
        if any(corner) {
            let px = qx.lanesMax(0), py = qy.lanesMax(0)
            let dc: Float4
            if c.wl == 1 && c.wr == 1 {
                dc = Self.squircleDistance4(px, py, r).0
            } else {
                dc = (px * px + py * py).lanesSquareRoot - r
                if c.wl > 0 || c.wr > 0 {
                    let w = Float4(repeating: c.wl).replacing(with: c.wr, where: right)
                    return d.replacing(with: dc + (Self.squircleDistance4(px, py, r).0 - dc) * w, where: corner)
                }
            }
            d = d.replacing(with: dc, where: corner)
        }
        return d
    }

    /// The quartic superellipse's first-order distance `(n − r) · n³ / √(x⁶ + y⁶)` (n = ‖q‖₄)
    /// and the reciprocal `1/√(x⁶ + y⁶)`, which also normalises its gradient (x³, y³).
    @inline(__always) static func squircleDistance4(_ qx: Float4, _ qy: Float4, _ r: Float4) -> (Float4, Float4) {
        let x2 = qx * qx, y2 = qy * qy
        let n = (x2 * x2 + y2 * y2).lanesSquareRoot.lanesSquareRoot
        let inverseG = (x2 * x2 * x2 + y2 * y2 * y2).lanesReciprocalSquareRoot
        let d = (n - r) * (n * n * n) * inverseG
        // At the corner's centre (q = 0) the estimate is 0/0: the distance there is −r.
        return (d.replacing(with: -r, where: n .< 1e-6), inverseG)
    }

    /// Distance and unit outward gradient (x and y lanes); see the scalar version for
    /// `normalRadius`.
    @inline(__always) func distanceAndGradient4(_ x: Float4, _ y: Float, normalRadius: Float) -> (Float4, Float4, Float4) {
        let dx = x - cx, dy = y - cy
        let c = rowCorners(dy)
        let right = dx .> 0
        let r = c.rl == c.rr ? Float4(repeating: c.rl) : Float4(repeating: c.rl).replacing(with: c.rr, where: right)
        let ax = dx.lanesAbs, ay = abs(dy)
        let qx = ax - hx + r
        let qy = r + (ay - hy)
        var d = qx.lanesMax(qy) - r
        let alongX = qx .> qy
        var gx = Float4(repeating: 0).replacing(with: 1, where: alongX)
        var gy = 1 - gx
        let corner = (qx .> 0) .& (qy .> 0)
        if any(corner) {
            let px = qx.lanesMax(0), py = qy.lanesMax(0)
            var dc: Float4, cgx: Float4, cgy: Float4
            if c.wl == 1 && c.wr == 1 {
                // Fully continuous corners: the superellipse alone.
                let (ds, inverseG) = Self.squircleDistance4(px, py, r)
                dc = ds
                cgx = px * px * px * inverseG; cgy = py * py * py * inverseG
            } else {
                let inv = (px * px + py * py).lanesReciprocalSquareRoot
                dc = (px * px + py * py) * inv - r
                cgx = px * inv; cgy = py * inv
                if c.wl > 0 || c.wr > 0 {
                    let w = Float4(repeating: c.wl).replacing(with: c.wr, where: right)
                    let (ds, inverseG) = Self.squircleDistance4(px, py, r)
                    dc = dc + (ds - dc) * w
                    cgx = cgx + (px * px * px * inverseG - cgx) * w
                    cgy = cgy + (py * py * py * inverseG - cgy) * w
                    let gInv = (cgx * cgx + cgy * cgy).lanesReciprocalSquareRoot
                    cgx = cgx * gInv; cgy = cgy * gInv
                }
            }
            d = d.replacing(with: dc, where: corner)
            gx = gx.replacing(with: cgx, where: corner)
            gy = gy.replacing(with: cgy, where: corner)
        }
        let rounder = r .< normalRadius
        if any(rounder) {
            let rn = min(normalRadius, min(hx, hy))
            let nx = ax - hx + rn, ny = ay - hy + rn
            var ngx = Float4(repeating: 0).replacing(with: 1, where: nx .> ny)
            var ngy = 1 - ngx
            if ny > 0 {
                let inCorner = nx .> 0
                if any(inCorner) {
                    let px = nx.lanesMax(0)
                    let inv = (px * px + ny * ny).lanesReciprocalSquareRoot
                    ngx = ngx.replacing(with: px * inv, where: inCorner)
                    ngy = ngy.replacing(with: ny * inv, where: inCorner)
                }
            }
            gx = gx.replacing(with: ngx, where: rounder)
            gy = gy.replacing(with: ngy, where: rounder)
        }
        gx = gx.replacing(with: -gx, where: dx .< 0)
        if dy < 0 { gy = -gy }
        return (d, gx, gy)
    }
}
