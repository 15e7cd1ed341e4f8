import Foundation

/// The specular rim of glass: a thin bright line along the edge, strongest where the outward
/// normal faces the light, a weaker lobe on the opposite side, and a short glow bleeding inward.
/// The light's direction and the lobe's power table live here; the rim's profile, lobe and mix
/// are stages of `GlassOptics`.
enum GlassHighlight {
    /// Unit vector (pixel space, y down) pointing toward the light for `angle` degrees:
    /// 0 = from the top, −45 = from the top-left, +45 = from the top-right.
    static func lightDirection(angle: Double) -> SIMD2<Float> {
        let a = angle * .pi / 180
        return SIMD2(Float(sin(a)), Float(-cos(a)))
    }

    /// Fills a table of `u^p` for u = i/size, i = 0...size (plus one guard entry), so the lobe
    /// (`GlassOptics.lobe4`) is evaluated without `pow`.
    static func fillLobeTable(_ table: UnsafeMutablePointer<Float>, size: Int, sharpness p: Float) {
        for i in 0...size { table[i] = Float(pow(Double(i) / Double(size), Double(p))) }
        table[size + 1] = table[size]
    }
}
