/// Distances and normals of the merged field, one pixel at a time.
extension FieldEvaluator {
    /// Signed distance of the merged field at (x, y) in pixels.
    @inline(__always) func distance(_ x: Float, _ y: Float) -> Float {
        if count == 1 { return first.distance(x, y) }
        var d = first.distance(x, y)
        var i = 1
        while i < count {
            d = smoothMin(d, shapes[i].distance(x, y), k: k)
            i += 1
        }
        return d
    }

    /// `ShapeSDF.jumpDistance` of the merged field: the smooth minimum is monotone and
    /// 1-Lipschitz, so this too is at least `distance` inside the glass and 1-Lipschitz. A flat
    /// run may only be jumped by this depth.
    @inline(__always) func jumpDistance(_ x: Float, _ y: Float) -> Float {
        var d = first.jumpDistance(x, y)
        var i = 1
        while i < count {
            d = smoothMin(d, shapes[i].jumpDistance(x, y), k: k)
            i += 1
        }
        return d
    }

    /// Signed distance and unit outward normal of the merged field, both analytic: each shape's
    /// gradient, blended with the smooth-min weights (see `smoothMinBlend`).
    @inline(__always) func distanceAndNormal(_ x: Float, _ y: Float, normalRadius: Float = 0) -> (Float, SIMD2<Float>) {
        if count == 1 { return first.distanceAndGradient(x, y, normalRadius: normalRadius) }
        var (d, g) = first.distanceAndGradient(x, y, normalRadius: normalRadius)
        var i = 1
        while i < count {
            let (di, gi) = shapes[i].distanceAndGradient(x, y, normalRadius: normalRadius)
            let (v, t) = smoothMinBlend(d, di, k: k)
            d = v
            g = g + (gi - g) * t
            i += 1
        }
        if count > 1 {
            let len = (g * g).sum().squareRoot()
            g = len > 1e-12 ? g / len : SIMD2(0, -1)
        }
        return (d, g)
    }

    /// Signed distance at (x, y), and in `weights[0..<count]` how much each shape contributes
    /// there: the smooth-min blend weights, which sum to 1 (1 for the only shape that counts far
    /// from the others, shared across a bridge). Used to blend per-member tints.
    @inline(__always) func distance(_ x: Float, _ y: Float, weights: UnsafeMutablePointer<Float>) -> Float {
        var d = first.distance(x, y)
        weights[0] = 1
        var i = 1
        while i < count {
            let (v, t) = smoothMinBlend(d, shapes[i].distance(x, y), k: k)
            for j in 0..<i { weights[j] *= 1 - t }
            weights[i] = t
            d = v
            i += 1
        }
        return d
    }
}
