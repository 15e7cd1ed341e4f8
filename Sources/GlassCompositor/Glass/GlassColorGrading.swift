/// The colour treatment of the glass as one affine `ColorMatrix`:
/// vibrancy (saturation about luminance), brightness, an optional tint, then the fill painted
/// over. Every step is affine in the premultiplied backdrop colour, so the glass pass applies it
/// once per low-resolution blurred cell instead of once per pixel.
enum GlassColorGrading {
    /// How much of the backdrop's light and dark a tint keeps: the tinted colour is the tint
    /// shifted by `tintLuminanceKeep · (L − L_tint)`, like a "colour" blend mode with the
    /// backdrop's luminance range compressed, so it stays the tint's hue and chroma over white,
    /// black and photos alike (G7) while the content behind still shows through as light
    /// and shade.
    static let tintLuminanceKeep: Float = 0.4

    /// - Parameters:
    ///   - tint: opaque (b, g, r, 1) tint colour; `tintAmount` 0 disables it.
    ///   - fill: premultiplied (b, g, r, a) fill.
    static func matrix(saturation: Float, brightness: Float, tint: SIMD4<Float>, tintAmount: Float,
                       fill: SIMD4<Float>) -> ColorMatrix {
        var m = ColorMatrix.saturation(saturation).then(.brightness(brightness))
        if tintAmount > 0 {
            // vivid = tint · a + s · (L − L_tint · a), alpha kept; mixed in by `tintAmount`.
            let t = min(tintAmount, 1)
            let s = tintLuminanceKeep
            let l = PixelVector.luma * s
            let rgb = SIMD4<Float>(1, 1, 1, 0)
            let tintRGB = tint * rgb
            let tintLuma = PixelVector.luminance(SIMD4(tint.x, tint.y, tint.z, 1))
            let vivid = ColorMatrix(c0: rgb * l.x, c1: rgb * l.y, c2: rgb * l.z,
                                    c3: tintRGB - rgb * (s * tintLuma) + SIMD4(0, 0, 0, 1))
            let mixed = ColorMatrix(c0: SIMD4(1 - t, 0, 0, 0) + vivid.c0 * t, c1: SIMD4(0, 1 - t, 0, 0) + vivid.c1 * t,
                                    c2: SIMD4(0, 0, 1 - t, 0) + vivid.c2 * t,
                                    c3: SIMD4(0, 0, 0, 1 - t) + vivid.c3 * t)
            m = m.then(mixed)
        }
        return m.then(.over(fill))
    }
}
