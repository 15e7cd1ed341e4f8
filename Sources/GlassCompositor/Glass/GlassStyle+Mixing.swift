import Foundation

extension GlassStyle {
    /// Every parameter interpolated from `self` (t = 0) to `other` (t = 1), for animated tint and
    /// style changes and for a light/dark flip (G4, G7). Lengths, strengths and angles are
    /// linear; the fill mixes premultiplied (a faint white veil into a denser black one passes
    /// through neither grey nor clear); a tint present on one side only fades in by its amount;
    /// discrete choices (variant, appearance, profile, an automatic shadow offset) switch at the
    /// middle. Mixing with `identity` is materializing: `identity.mixed(with: s, t)` is
    /// `s.materialized(t)`. `t` is not clamped, so a spring's overshoot extrapolates.
    func mixed(with other: GlassStyle, _ t: Double) -> GlassStyle {
        if variant == .identity && other.variant != .identity { return other.materialized(t) }
        if other.variant == .identity && variant != .identity { return materialized(1 - t) }
        if t == 0 { return self }
        if t == 1 { return other }
        @inline(__always) func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let late = t >= 0.5
        var s = late ? other : self
        s.frost = max(0, mix(frost, other.frost))
        s.bezel = max(0, mix(bezel, other.bezel))
        s.refraction = max(0, mix(refraction, other.refraction))
        s.refractiveIndex = max(1, mix(refractiveIndex, other.refractiveIndex))
        s.dispersion = max(0, mix(dispersion, other.dispersion))
        s.saturation = max(0, mix(saturation, other.saturation))
        s.brightness = mix(brightness, other.brightness)
        // Tint: a missing tint is the other's colour at amount 0.
        switch (tint, other.tint) {
        case let (a?, b?):
            s.tint = a.mixed(with: b, Float(t)); s.tintAmount = mix(tintAmount, other.tintAmount)
        case let (a?, nil):
            s.tint = a; s.tintAmount = max(0, mix(tintAmount, 0))
        case let (nil, b?):
            s.tint = b; s.tintAmount = max(0, mix(0, other.tintAmount))
        case (nil, nil):
            s.tintAmount = mix(tintAmount, other.tintAmount)
        }
        s.fill = Self.mixPremultiplied(fill, other.fill, Float(t))
        s.highlight = max(0, mix(highlight, other.highlight))
        s.lightAngle = mix(lightAngle, other.lightAngle)
        s.highlightOpposite = max(0, mix(highlightOpposite, other.highlightOpposite))
        s.highlightSharpness = max(0.01, mix(highlightSharpness, other.highlightSharpness))
        s.highlightAmbient = max(0, mix(highlightAmbient, other.highlightAmbient))
        s.highlightWidth = max(0, mix(highlightWidth, other.highlightWidth))
        s.highlightBleed = max(0, mix(highlightBleed, other.highlightBleed))
        s.highlightBleedStrength = max(0, mix(highlightBleedStrength, other.highlightBleedStrength))
        s.highlightChroma = max(0, mix(highlightChroma, other.highlightChroma))
        s.shadowOpacity = max(0, mix(shadowOpacity, other.shadowOpacity))
        s.shadowBlur = max(0, mix(shadowBlur, other.shadowBlur))
        if let a = shadowOffset, let b = other.shadowOffset { s.shadowOffset = mix(a, b) }
        s.innerShadowOpacity = max(0, mix(innerShadowOpacity, other.innerShadowOpacity))
        s.innerShadowWidth = max(0, mix(innerShadowWidth, other.innerShadowWidth))
        // Border: a missing border is the other's line at width 0.
        let wa = border > 0 ? border : 0, wb = other.border > 0 ? other.border : 0
        s.border = max(0, mix(wa, wb))
        let ca = wa > 0 ? borderColor : other.borderColor.withAlpha(0)
        let cb = wb > 0 ? other.borderColor : borderColor.withAlpha(0)
        s.borderColor = ca.mixed(with: cb, Float(t))
        return s
    }

    /// Straight colours mixed as premultiplied colours, returned straight.
    static func mixPremultiplied(_ a: Color, _ b: Color, _ t: Float) -> Color {
        let pa = SIMD4(a.r * a.a, a.g * a.a, a.b * a.a, a.a), pb = SIMD4(b.r * b.a, b.g * b.a, b.b * b.a, b.a)
        let p = pa + (pb - pa) * t
        guard p.w > 1e-6 else { return Color(r: b.r, g: b.g, b: b.b, a: max(0, p.w)) }
        return Color(r: p.x / p.w, g: p.y / p.w, b: p.z / p.w, a: p.w)
    }

    /// The style part way through materializing (G2): at `progress` 0 nothing is drawn
    /// (the `identity` variant), at 1 it is `self`. In between the glass *grows in* rather than
    /// fading: the lens bends further (bezel and refraction ∝ p), the frost thickens (∝ p), the
    /// colour treatment, fill, tint and border come in (∝ p), and the rim and shadows follow
    /// (∝ p²) so the outline settles last. Dematerializing runs the same values backwards.
    /// Progress beyond 1 is clamped here; use `materializedRect(_:progress:)` for the scale,
    /// which may overshoot with a spring.
    func materialized(_ progress: Double) -> GlassStyle {
        guard variant != .identity else { return self }
        let p = min(max(progress, 0), 1)
        if p >= 1 { return self }
        var s = self
        guard p > 0 else { s.variant = .identity; return s }
        let p2 = p * p
        s.frost = frost * p
        s.bezel = bezel * p.squareRoot()
        s.refraction = refraction * p
        s.dispersion = dispersion * p
        s.saturation = 1 + (saturation - 1) * p
        s.brightness = brightness * p
        s.tintAmount = tintAmount * p
        s.fill.a = fill.a * Float(p)
        s.highlight = highlight * p2
        s.shadowOpacity = shadowOpacity * p2
        s.innerShadowOpacity = innerShadowOpacity * p2
        s.borderColor.a = borderColor.a * Float(p)
        return s
    }
}
