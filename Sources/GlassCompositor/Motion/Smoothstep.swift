/// The smoothstep ease of `x` clamped to 0 … 1 (3x² − 2x³): flat at both ends, for fades and
/// flights that start and stop gently. Unitless.
@inline(__always) func smoothstep(_ x: Double) -> Double {
    let t = min(1, max(0, x))
    return t * t * (3 - 2 * t)
}
