@testable import GlassCompositor

/// Largest absolute lane difference of two vectors.
func maxAbsDifference(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Float {
    let d = a - b
    return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
}
