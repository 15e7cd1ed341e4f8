/// The two colour mixes every glass shading path ends with (full optics, shortcuts, replay).
extension PixelQuad {
    /// Mixes toward the specular rim's colour by `weight` per pixel: white, keeping `chroma`
    /// of the pixel's own colour (0 = pure white, 1 = its hue at full brightness).
    @inline(__always) mutating func mixRim(_ weight: SIMD4<Float>, chroma: Float) {
        let lum = 0.0722 * b + 0.7152 * g + 0.2126 * r
        b += (a + (b - lum) * chroma - b) * weight
        g += (a + (g - lum) * chroma - g) * weight
        r += (a + (r - lum) * chroma - r) * weight
    }

    /// Mixes toward the opaque `color` (b, g, r, 1) by `weight` per pixel: the border line.
    @inline(__always) mutating func mixBorder(_ color: SIMD4<Float>, _ weight: SIMD4<Float>) {
        b += (color.x * a - b) * weight
        g += (color.y * a - g) * weight
        r += (color.z * a - r) * weight
    }
}
