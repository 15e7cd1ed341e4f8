/// The soft outer shadow that lifts glass off the content (DESIGN §3, "Shadow").
///
/// An analytic stand-in for a Gaussian-blurred copy of the (offset) shape: from the signed
/// distance `d` to the offset shape, alpha falls smoothly from `opacity` at `d = −blur` through
/// half of it on the outline to 0 at `d = blur` (`0.5 − 0.75t + 0.25t³`, t = d/blur, within 1 %
/// of the erfc profile of a blur with σ = blur/2). The shadow is cut out under the glass: the
/// glass pass only applies it outside the shape and under its anti-aliased edge.
enum GlassShadow {
    @inline(__always)
    static func alpha(distance d: Float, blur: Float, opacity: Float) -> Float {
        guard blur > 0 else { return d < 0 ? opacity : 0 }
        let t = min(max(d / blur, -1), 1)
        return opacity * (0.5 - 0.75 * t + 0.25 * t * t * t)
    }

    /// `alpha` on four lanes.
    @inline(__always)
    static func alpha4(distance d: Float4, blur: Float, opacity: Float) -> Float4 {
        guard blur > 0 else { return Float4(repeating: 0).replacing(with: opacity, where: d .< 0) }
        let t = (d * (1 / blur)).lanesMax(-1).lanesMin(1)
        return opacity * (0.5 - 0.75 * t + 0.25 * t * t * t)
    }
}
