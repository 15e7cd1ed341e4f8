/// The quadratic smooth minimum that merges the shapes of a glass container:
/// `min(a, b) − e²/(4k)` with `e = max(k − |a − b|, 0)`.
///
/// `k` is the container spacing in pixels: shapes closer than `k` flow into each other, shapes
/// farther apart are untouched, and `k = 0` is the plain union `min(a, b)`. The result is at most
/// `k/4` below the plain minimum and continuous with a continuous first derivative.
@inline(__always) func smoothMin(_ a: Float, _ b: Float, k: Float) -> Float {
    guard k > 0 else { return min(a, b) }
    let e = max(k - abs(a - b), 0)
    return min(a, b) - e * e / (4 * k)
}

/// The smooth minimum and the weight of `b` in its gradient: ∇smin = (1 − t)∇a + t∇b.
///
/// The weights come from differentiating `min(a, b) − e²/(4k)`: the nearer field gets
/// `1 − e/(2k)`, the farther one `e/(2k)`; both are ½ where a = b, so normals stay continuous
/// across the blend.
@inline(__always) func smoothMinBlend(_ a: Float, _ b: Float, k: Float) -> (value: Float, weightB: Float) {
    guard k > 0 else { return a <= b ? (a, 0) : (b, 1) }
    let e = max(k - abs(a - b), 0)
    let far = e / (2 * k)
    return a <= b ? (a - e * e / (4 * k), far) : (b - e * e / (4 * k), 1 - far)
}

/// `smoothMin` on four lanes.
@inline(__always) func smoothMin4(_ a: Float4, _ b: Float4, k: Float) -> Float4 {
    guard k > 0 else { return a.lanesMin(b) }
    let e = (k - (a - b).lanesAbs).lanesMax(0)
    return a.lanesMin(b) - e * e * (1 / (4 * k))
}

/// `smoothMinBlend` on four lanes: the value and the gradient weight of `b`.
@inline(__always) func smoothMinBlend4(_ a: Float4, _ b: Float4, k: Float) -> (Float4, Float4) {
    let aNearer = a .<= b
    guard k > 0 else { return (a.lanesMin(b), Float4(repeating: 1).replacing(with: 0, where: aNearer)) }
    let e = (k - (a - b).lanesAbs).lanesMax(0)
    let far = e * (1 / (2 * k))
    return (a.lanesMin(b) - e * e * (1 / (4 * k)), (1 - far).replacing(with: far, where: aNearer))
}
