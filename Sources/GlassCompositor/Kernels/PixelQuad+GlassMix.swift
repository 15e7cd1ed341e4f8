/// The two colour mixes every glass shading path ends with (`GlassOptics.rimMix` and
/// `borderMix`), on four pixels in channel planes and on one (b, g, r, a) cell (a straight
/// band's row of cells). `PixelOctet` has the same on eight.
extension PixelQuad {
    /// Mixes toward the specular rim's colour by `weight` per pixel (`GlassOptics.rimMix`).
    @inline(__always) mutating func mixRim(_ weight: SIMD4<Float>, chroma: Float) {
        let lum = GlassOptics.luminance(b: b, g: g, r: r)
        b = GlassOptics.rimMix(b, luminance: lum, alpha: a, weight: weight, chroma: chroma)
        g = GlassOptics.rimMix(g, luminance: lum, alpha: a, weight: weight, chroma: chroma)
        r = GlassOptics.rimMix(r, luminance: lum, alpha: a, weight: weight, chroma: chroma)
    }

    /// Mixes toward the opaque `color` (b, g, r, 1) by `weight` per pixel: the border line.
    @inline(__always) mutating func mixBorder(_ color: SIMD4<Float>, _ weight: SIMD4<Float>) {
        b = GlassOptics.borderMix(b, color: SIMD4(repeating: color.x), alpha: a, weight: weight)
        g = GlassOptics.borderMix(g, color: SIMD4(repeating: color.y), alpha: a, weight: weight)
        r = GlassOptics.borderMix(r, color: SIMD4(repeating: color.z), alpha: a, weight: weight)
    }
}

extension PixelVector {
    /// `PixelQuad.mixRim` for one cell: the same stage with every channel in one vector.
    @inline(__always) static func mixingRim(_ c: SIMD4<Float>, _ weight: Float, chroma: Float) -> SIMD4<Float> {
        var out = GlassOptics.rimMix(c, luminance: SIMD4(repeating: GlassOptics.luminance(b: c.x, g: c.y, r: c.z)),
                                     alpha: SIMD4(repeating: c.w), weight: SIMD4(repeating: weight), chroma: chroma)
        out.w = c.w
        return out
    }

    /// `PixelQuad.mixBorder` for one cell.
    @inline(__always) static func mixingBorder(_ c: SIMD4<Float>, _ color: SIMD4<Float>, _ weight: Float) -> SIMD4<Float> {
        var out = GlassOptics.borderMix(c, color: color, alpha: SIMD4(repeating: c.w), weight: SIMD4(repeating: weight))
        out.w = c.w
        return out
    }
}
