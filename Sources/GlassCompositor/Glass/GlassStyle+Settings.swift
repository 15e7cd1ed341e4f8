extension GlassStyle {
    /// Clear preference (A5): fill opacity and frost multiplied by these.
    static let clearPreferenceFill = 0.55
    static let clearPreferenceFrost = 0.85
    /// Tinted preference: the fill's opacity goes this far toward opaque, frost × 1.2.
    static let tintedPreferenceFillGain = 0.3
    /// Reduce Transparency (A2): at least this frost (points) and fill opacity.
    static let reducedTransparencyFrost = 18.0
    static let reducedTransparencyFill: Float = 0.9
    /// Increase Contrast (A3): the fill's opacity goes this far toward opaque.
    static let increasedContrastFillGain = 0.3

    /// The style with the user's settings applied (call after `sized(for:)`, tint and the
    /// scene's material overrides, so the settings win):
    /// - Clear / Tinted (A5): less or more fill (and a little less or more frost);
    /// - Reduce Transparency (A2): frost up to at least 18 pt and a fill 90 % opaque in the
    ///   appearance's colour; the lens bends half as far and dispersion is off;
    /// - Increase Contrast (A3): a one-point border (at least 1 px; dark on light glass, light
    ///   on dark glass), a denser fill and a stronger shadow. Labels on the glass should also
    ///   take full contrast (see `GlassAdaptation.labelLightness(_:increaseContrast:)`).
    /// Identity glass stays identity.
    func applying(_ settings: GlassSettings) -> GlassStyle {
        guard variant != .identity, !settings.isStandard else { return self }
        var s = self
        switch settings.glassPreference {
        case .clear?:
            s.fill.a = Float(Double(s.fill.a) * Self.clearPreferenceFill)
            s.frost *= Self.clearPreferenceFrost
        case .tinted?:
            s.fill.a = s.fill.a + (1 - s.fill.a) * Float(Self.tintedPreferenceFillGain)
            s.frost *= 1.2
        case nil:
            break
        }
        if settings.reduceTransparency {
            s.frost = max(s.frost * 2, Self.reducedTransparencyFrost)
            s.fill = dark ? Color(r: 0.11, g: 0.11, b: 0.12, a: Self.reducedTransparencyFill)
                          : Color(r: 0.96, g: 0.96, b: 0.97, a: Self.reducedTransparencyFill)
            s.refraction *= 0.5
            s.dispersion = 0
            if s.tint != nil { s.tintAmount = max(s.tintAmount, 0.95) }
        }
        if settings.increaseContrast {
            s.border = max(s.border, 1)
            s.borderColor = dark ? Color(white: 1, a: 0.55) : Color(white: 0, a: 0.45)
            s.fill.a = s.fill.a + (1 - s.fill.a) * Float(Self.increasedContrastFillGain)
            s.shadowOpacity = min(1, s.shadowOpacity * 1.5)
        }
        return s
    }
}
