/// Four-lane versions of `FieldEvaluator`: four points of one row.
///
/// Merged fields skip members that cannot change the result: a member's distance is at least
/// its bounding box's `max(|dx| − hx, |dy| − hy)`, and once that is `k` beyond the running
/// smooth minimum on every lane, `smoothMin` returns the running value unchanged (and the
/// member's gradient weight is 0). Six cheap lane operations replace a full member evaluation,
/// so a quad next to one member of a container pays for that member only.
extension FieldEvaluator {
    /// True when member `s` is at least `k` farther than `d` on every lane (it cannot matter).
    @inline(__always) private func negligible(_ s: ShapeSDF, _ x: Float4, _ y: Float, _ d: Float4) -> Bool {
        let by = abs(y - s.cy) - s.hy
        let bx = (x - s.cx).lanesAbs - s.hx
        return all(bx.lanesMax(by) .>= d + k)
    }

    @inline(__always) func distance4(_ x: Float4, _ y: Float) -> Float4 {
        if count == 1 { return first.distance4(x, y) }
        var d = first.distance4(x, y)
        var i = 1
        while i < count {
            let s = shapes[i]
            if !negligible(s, x, y, d) {
                d = smoothMin4(d, s.distance4(x, y), k: k)
            }
            i += 1
        }
        return d
    }

    /// Distance and unit outward normal (x and y lanes) of the merged field.
    @inline(__always) func distanceAndNormal4(_ x: Float4, _ y: Float, normalRadius: Float) -> (Float4, Float4, Float4) {
        var (d, gx, gy) = first.distanceAndGradient4(x, y, normalRadius: normalRadius)
        if count == 1 { return (d, gx, gy) }
        var i = 1
        var blended = false
        while i < count {
            let s = shapes[i]
            if negligible(s, x, y, d) { i += 1; continue }
            let (di, gxi, gyi) = s.distanceAndGradient4(x, y, normalRadius: normalRadius)
            let (v, t) = smoothMinBlend4(d, di, k: k)
            d = v
            gx = gx + (gxi - gx) * t
            gy = gy + (gyi - gy) * t
            blended = true
            i += 1
        }
        // Each member's gradient is a unit vector already: only a blend needs renormalising.
        guard blended else { return (d, gx, gy) }
        let len2 = gx * gx + gy * gy
        let ok = len2 .> 1e-24
        let inv = len2.lanesReciprocalSquareRoot
        return (d, (gx * inv).replacing(with: 0, where: .!ok), (gy * inv).replacing(with: -1, where: .!ok))
    }
}
