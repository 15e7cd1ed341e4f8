/// A `GlassStyle` turned into the numbers the glass kernel uses: pixels, `Float`, colours as
/// premultiplied (b, g, r, a) lanes (`PixelVector` order), caps applied for one field and scale.
package struct ResolvedGlassStyle: Hashable {
    package var sigma: Float
    package var bezel: Float
    package var amount: Float
    package var profile: RefractionProfile
    package var refractiveIndex: Float
    package var dispersion: Float
    /// Corner extent floor for refraction normals (see `ShapeSDF.distanceAndGradient`).
    package var normalRadius: Float

    package var saturation: Float
    package var brightness: Float
    /// Opaque premultiplied tint colour and its amount (0 = no tint).
    package var tint: SIMD4<Float>
    package var tintAmount: Float
    /// Premultiplied fill.
    package var fill: SIMD4<Float>

    package var highlight: Float
    package var light: SIMD2<Float>
    package var highlightOpposite: Float
    package var highlightSharpness: Float
    package var highlightAmbient: Float
    package var rimWidth: Float
    package var bleedWidth: Float
    package var bleedStrength: Float
    package var chroma: Float

    package var shadowOpacity: Float
    package var shadowBlur: Float
    package var shadowOffset: SIMD2<Float>
    package var innerShadowOpacity: Float
    package var innerShadowWidth: Float

    /// Width in pixels of the border line inside the outline (0 = none), at least 1 when on.
    package var borderWidth: Float
    /// Opaque border colour as (b, g, r, 1) and its opacity.
    package var borderColor: SIMD4<Float>
    package var borderAlpha: Float

    /// Backdrop needed around the field: maximum displacement (with dispersion) plus what the
    /// blur's cells read around a sample (`BackdropBlur.Chain.reach`, about 1.5 cells + 2.5σ), pixels.
    package var backdropMargin: Int
    /// Distance to the (offset) shadow shape beyond which the shadow's alpha is below half a
    /// level (`alpha · 255 < 0.5`) and the frame is left untouched, pixels (≤ `shadowBlur`).
    package var shadowReach: Float
    /// How far the visible outer shadow reaches beyond the field, pixels.
    package var shadowExtent: Int

    /// The colour grading folded into the blurred backdrop (vibrancy, brightness, tint, fill):
    /// the renderer's, and what a label on this glass measures its backdrop with.
    var grading: ColorMatrix {
        GlassColorGrading.matrix(saturation: saturation, brightness: brightness,
                                 tint: tint, tintAmount: tintAmount, fill: fill)
    }

    /// This style with the colour grading (vibrancy, brightness, tint, fill) and the colours
    /// applied at shading time (rim chroma, border colour) cleared: what a `GlassPlan` depends
    /// on, so a tint or fill that changes does not throw the plan away.
    package var geometryOnly: ResolvedGlassStyle {
        var s = self
        s.saturation = 0; s.brightness = 0
        s.tint = .zero; s.tintAmount = 0; s.fill = .zero
        s.chroma = 0; s.borderColor = .zero
        s.sigma = 0; s.backdropMargin = 0
        return s
    }

    /// The style a `GlassPlan` is recorded with: highlight strength 1 and, when there is a
    /// shadow, opacity 1, so the rim weights and shadow alphas it records are profiles that the
    /// replay scales by the live strength and opacity (glass adapting to its backdrop changes
    /// both). The shadow's reach at opacity 1 covers every lower opacity's.
    package var planned: ResolvedGlassStyle {
        var s = self
        s.highlight = 1
        if shadowOpacity > 0 { s.setShadowOpacity(1) }
        return s
    }

    /// Sets the outer shadow's opacity and the reach and extent that follow from it.
    package mutating func setShadowOpacity(_ opacity: Float) {
        shadowOpacity = min(max(opacity, 0), 1)
        shadowReach = GlassShadow.reach(blur: shadowBlur, opacity: shadowOpacity)
        shadowExtent = shadowOpacity > 0 ? Int((shadowReach + abs(shadowOffset.y)).rounded(.up)) + 2 : 1
    }

    init(_ style: GlassStyle, scale: Double, field: GlassField) {
        let s = Float(max(scale, 0))
        // The smallest shape bounds the bezel; the roundest corner sets the shadow offset.
        var halfShort = Float.infinity, corner: Float = 0
        for shape in field.shapes {
            halfShort = min(halfShort, min(shape.sdf.hx, shape.sdf.hy))
            corner = max(corner, min(shape.sdf.extent.max(), min(shape.sdf.hx, shape.sdf.hy)))
        }
        if !halfShort.isFinite { halfShort = 0 }

        sigma = max(Float(style.frost) * s, 0)
        bezel = min(max(Float(style.bezel) * s, 0), halfShort)
        amount = bezel > 0 ? max(Float(style.refraction) * s, 0) : 0
        profile = style.profile
        refractiveIndex = Float(style.refractiveIndex)
        dispersion = max(Float(style.dispersion), 0)
        normalRadius = bezel

        saturation = Float(style.saturation)
        brightness = Float(style.brightness)
        if let t = style.tint {
            tint = SIMD4(t.b, t.g, t.r, 1)
            tintAmount = min(max(Float(style.tintAmount) * t.a, 0), 1)
        } else {
            tint = SIMD4(0, 0, 0, 1); tintAmount = 0
        }
        let f = style.fill
        // A tint replaces most of the fill: a white or black veil over the tint would wash it
        // out (tints must stay vibrant, G7).
        let fa = min(max(f.a, 0), 1) * (1 - tintAmount)
        fill = SIMD4(f.b * fa, f.g * fa, f.r * fa, fa)

        highlight = max(Float(style.highlight), 0)
        light = GlassHighlight.lightDirection(angle: style.lightAngle)
        highlightOpposite = max(Float(style.highlightOpposite), 0)
        highlightSharpness = max(Float(style.highlightSharpness), 0.01)
        highlightAmbient = min(max(Float(style.highlightAmbient), 0), 1)
        rimWidth = max(Float(style.highlightWidth) * s, 0.5)
        bleedWidth = max(Float(style.highlightBleed) * s, 0)
        bleedStrength = max(Float(style.highlightBleedStrength), 0)
        chroma = max(Float(style.highlightChroma), 0)

        shadowBlur = max(Float(style.shadowBlur) * s, 0)
        let offset = style.shadowOffset.map { Float($0) * s } ?? corner / 6
        shadowOffset = SIMD2(0, offset)
        innerShadowOpacity = min(max(Float(style.innerShadowOpacity), 0), 1)
        innerShadowWidth = max(Float(style.innerShadowWidth) * s, 0)

        if style.border > 0 && style.borderColor.a > 0 {
            borderWidth = max(Float(style.border) * s, 1)
            let c = style.borderColor
            borderColor = SIMD4(c.b, c.g, c.r, 1)
            borderAlpha = min(max(c.a, 0), 1)
        } else {
            borderWidth = 0; borderColor = SIMD4(0, 0, 0, 1); borderAlpha = 0
        }

        // The refraction's reach (as `GlassRenderer` computes `needed`), then the blur's: no
        // cell a sample reads is made from mirrored rows, so a cell's value depends on the
        // content alone (what lets `BackdropCache` keep it while the content scrolls).
        backdropMargin = Int((amount * (1 + dispersion / 2)).rounded(.up)) + 2 + BackdropBlur.Chain(sigma: sigma).reach
        shadowOpacity = 0; shadowReach = 0; shadowExtent = 1
        setShadowOpacity(Float(style.shadowOpacity))
    }
}
