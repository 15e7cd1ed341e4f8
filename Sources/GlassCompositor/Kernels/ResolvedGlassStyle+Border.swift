/// The border's share of an edge pixel (`GlassOptics.border`), applied by the kernels.
extension ResolvedGlassStyle {
    /// Mixes the border into `q` at `depth` pixels inside the outline (anti-aliased inner side).
    @inline(__always) func applyBorder(_ q: inout PixelQuad, depth: Float4) {
        guard borderAlpha > 0 else { return }
        let k = GlassOptics.border(depth: depth, self)
        guard any(k .> 0) else { return }
        q.mixBorder(borderColor, k)
    }
}
