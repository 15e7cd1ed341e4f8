/// The two colour mixes every glass shading path ends with (full optics, shortcuts, replay), on
/// four pixels in channel planes and on one (b, g, r, a) cell (a straight band's row of cells).
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

extension PixelVector {
    /// `PixelQuad.mixRim` for one cell.
    @inline(__always) static func mixingRim(_ c: SIMD4<Float>, _ weight: Float, chroma: Float) -> SIMD4<Float> {
        let target = (c - luminance(c)) * chroma + c.w
        var out = c + (target - c) * weight
        out.w = c.w
        return out
    }

    /// `PixelQuad.mixBorder` for one cell.
    @inline(__always) static func mixingBorder(_ c: SIMD4<Float>, _ color: SIMD4<Float>, _ weight: Float) -> SIMD4<Float> {
        var out = c + (color * c.w - c) * weight
        out.w = c.w
        return out
    }
}
