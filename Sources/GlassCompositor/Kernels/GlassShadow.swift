/// The soft outer shadow that lifts glass off the content.
///
/// An analytic stand-in for a Gaussian-blurred copy of the (offset) shape: from the signed
/// distance `d` to the offset shape, alpha falls smoothly from `opacity` at `d = −blur` through
/// half of it on the outline to 0 at `d = blur` (`0.5 − 0.75t + 0.25t³`, t = d/blur, within 1 %
/// of the erfc profile of a blur with σ = blur/2). The shadow is cut out under the glass: the
/// glass pass only applies it outside the shape and under its anti-aliased edge.
///
/// Outside the glass the profile is smooth (C¹, curvature ≲ opacity/blur²), so the kernel
/// evaluates it only every `step(blur:)` pixels along a row and interpolates linearly in between
/// (error well under 0.1 level), and it stops at `reach`, where alpha drops below half a level.
/// The profile itself is `GlassOptics.shadowAlpha`.
enum GlassShadow {
    /// The distance beyond which `alpha · 255 < 0.5` (the frame would round to itself).
    /// alpha = opacity · ¼(1 − t)²(2 + t) ≤ opacity · ¾(1 − t)², so 1 − t < √(0.5 / (255 · ¾ · opacity))
    /// is enough.
    static func reach(blur: Float, opacity: Float) -> Float {
        guard opacity > 0, blur > 0 else { return max(blur, 0) }
        let u = (0.5 / (255 * 0.75 * opacity)).squareRoot()
        return blur * max(1 - u, 0)
    }

    /// Pixels between the coarse shadow samples along a row. The interpolation error is
    /// step²/8 · |alpha''|: the profile's own curvature (≤ 1.5 · opacity / blur²) gives under 0.1
    /// level, and the bend of the distance around a corner (≤ alpha' / ds, with ds ≥ step where
    /// the kernel interpolates) well under one level.
    static func step(blur: Float) -> Int {
        blur >= 40 ? 8 : 4
    }
}
