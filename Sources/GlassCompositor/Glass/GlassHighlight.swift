import Foundation

/// The specular rim of glass: a thin bright line along the edge,
/// strongest where the outward normal faces the light, a weaker lobe on the opposite side, and
/// a short glow bleeding inward.
enum GlassHighlight {
    /// Unit vector (pixel space, y down) pointing toward the light for `angle` degrees:
    /// 0 = from the top, −45 = from the top-left, +45 = from the top-right.
    static func lightDirection(angle: Double) -> SIMD2<Float> {
        let a = angle * .pi / 180
        return SIMD2(Float(sin(a)), Float(-cos(a)))
    }

    /// Angular lobe in 0...1 at unit outward normal `n`: `(1 − |n·t|)^p`, with t the unit tangent
    /// perpendicular to the light direction `l`, so it peaks (1) where n points at the light and
    /// again, scaled by `opposite`, where n points away from it; it is 0 where n ⟂ l. `ambient`
    /// lifts the whole rim: `ambient + (1 − ambient) · lobe`. The glass kernel evaluates the same
    /// expression with a table for the power.
    static func lobe(normal n: SIMD2<Float>, light l: SIMD2<Float>, sharpness p: Float, opposite: Float,
                     ambient: Float = 0) -> Float {
        let t = SIMD2(-l.y, l.x)
        let u = 1 - min(abs((n * t).sum()), 1)
        var v = Float(pow(Double(u), Double(p)))
        if (n * l).sum() < 0 { v *= opposite }
        return ambient + (1 - ambient) * v
    }

    /// Profile across the rim at `depth` pixels inside the edge, 0...1: a bright line fading
    /// linearly over `width` pixels plus a glow fading quadratically over `bleed` pixels at
    /// `bleedStrength`.
    @inline(__always)
    static func rim(depth: Float, width: Float, bleed: Float, bleedStrength: Float) -> Float {
        rim(depth: depth, inverseWidth: width > 0 ? 1 / width : 0, inverseBleed: bleed > 0 ? 1 / bleed : 0,
            bleedStrength: bleedStrength)
    }

    /// `rim(depth:width:bleed:bleedStrength:)` with reciprocal widths (no division per pixel).
    @inline(__always)
    static func rim(depth: Float, inverseWidth: Float, inverseBleed: Float, bleedStrength: Float) -> Float {
        let a = max(1 - depth * inverseWidth, 0), b = max(1 - depth * inverseBleed, 0)
        return min(a + bleedStrength * b * b, 1)
    }

    /// Fills a table of `u^p` for u = i/size, i = 0...size (plus one guard entry), so the kernel
    /// evaluates the lobe without `pow`.
    static func fillLobeTable(_ table: UnsafeMutablePointer<Float>, size: Int, sharpness p: Float) {
        for i in 0...size { table[i] = Float(pow(Double(i) / Double(size), Double(p))) }
        table[size + 1] = table[size]
    }
}
