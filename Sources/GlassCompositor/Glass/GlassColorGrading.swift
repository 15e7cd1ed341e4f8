/// The colour treatment of the glass (DESIGN §3, "Colour") as one affine `ColorMatrix`:
/// vibrancy (saturation about luminance), brightness, an optional tint, then the fill painted
/// over. Every step is affine in the premultiplied backdrop colour, so the glass pass applies it
/// once per low-resolution blurred cell instead of once per pixel.
enum GlassColorGrading {
    /// - Parameters:
    ///   - tint: opaque (b, g, r, 1) tint colour; `tintAmount` 0 disables it.
    ///   - fill: premultiplied (b, g, r, a) fill.
    static func matrix(saturation: Float, brightness: Float, tint: SIMD4<Float>, tintAmount: Float,
                       fill: SIMD4<Float>) -> ColorMatrix {
        var m = ColorMatrix.saturation(saturation).then(.brightness(brightness))
        if tintAmount > 0 {
            // Tint keeps the backdrop's light and dark (so it stays vibrant rather than a flat
            // wash): vivid = tint · (0.35 a + 0.9 L), alpha kept; mixed in by `tintAmount`.
            let t = tintAmount
            let l = PixelVector.luma * 0.9
            let rgb = SIMD4<Float>(1, 1, 1, 0)
            let tintRGB = tint * rgb
            let vivid = ColorMatrix(c0: tintRGB * l.x, c1: tintRGB * l.y, c2: tintRGB * l.z,
                                    c3: tintRGB * 0.35 + SIMD4(0, 0, 0, 1))
            let mixed = ColorMatrix(c0: SIMD4(1 - t, 0, 0, 0) + vivid.c0 * t, c1: SIMD4(0, 1 - t, 0, 0) + vivid.c1 * t,
                                    c2: SIMD4(0, 0, 1 - t, 0) + vivid.c2 * t,
                                    c3: SIMD4(0, 0, 0, 1 - t) + vivid.c3 * t)
            m = m.then(mixed)
        }
        return m.then(.over(fill))
    }
}
