extension GlassStyle {
    /// The colour this glass shows in its flat centre over content whose mean colour is
    /// `backdrop` (straight sRGB): the blur keeps the mean, so this is the backdrop through the
    /// renderer's own colour grading (`ResolvedGlassStyle.grading`), opaque. What vibrant labels
    /// on the glass measure their contrast against (G6); the rim and the bend are left out.
    func body(over backdrop: Color) -> Color {
        // The grading is affine in colour alone: any field and scale resolve it the same.
        let field = GlassField(.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: 10))
        let graded = ResolvedGlassStyle(self, scale: 1, field: field).grading
        let a = min(max(backdrop.a, 0), 1)
        // (b, g, r, a) premultiplied lanes, as the renderer's cells; an opaque page behind.
        let v = graded.apply(SIMD4(backdrop.b * a + (1 - a), backdrop.g * a + (1 - a), backdrop.r * a + (1 - a), 1))
        let alpha = max(v.w, 1e-6)
        return Color(r: min(max(v.z / alpha, 0), 1), g: min(max(v.y / alpha, 0), 1), b: min(max(v.x / alpha, 0), 1))
    }
}
