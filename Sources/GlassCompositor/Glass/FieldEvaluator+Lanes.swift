/// Four-lane versions of `FieldEvaluator`: four points of one row.
extension FieldEvaluator {
    @inline(__always) func distance4(_ x: Float4, _ y: Float) -> Float4 {
        if count == 1 { return first.distance4(x, y) }
        var d = first.distance4(x, y)
        var i = 1
        while i < count {
            d = smoothMin4(d, shapes[i].distance4(x, y), k: k)
            i += 1
        }
        return d
    }

    /// Distance and unit outward normal (x and y lanes) of the merged field.
    @inline(__always) func distanceAndNormal4(_ x: Float4, _ y: Float, normalRadius: Float) -> (Float4, Float4, Float4) {
        var (d, gx, gy) = first.distanceAndGradient4(x, y, normalRadius: normalRadius)
        if count == 1 { return (d, gx, gy) }
        var i = 1
        while i < count {
            let (di, gxi, gyi) = shapes[i].distanceAndGradient4(x, y, normalRadius: normalRadius)
            let (v, t) = smoothMinBlend4(d, di, k: k)
            d = v
            gx = gx + (gxi - gx) * t
            gy = gy + (gyi - gy) * t
            i += 1
        }
        let len2 = gx * gx + gy * gy
        let ok = len2 .> 1e-24
        let inv = len2.lanesReciprocalSquareRoot
        return (d, (gx * inv).replacing(with: 0, where: .!ok), (gy * inv).replacing(with: -1, where: .!ok))
    }
}
