import Testing
@testable import GlassCompositor

/// Style defaults and sizing.
@Suite struct GlassStyleTests {
    @Test func documentedDefaults() {
        let s = GlassStyle.regular()
        #expect(s.variant == .regular && !s.dark)
        #expect(s.frost == 7 && s.bezel == 20 && s.refraction == 60 && s.dispersion == 0)
        #expect(s.saturation == 1.5 && s.lightAngle == -45 && s.profile == .quarterCircle && s.refractiveIndex == 1.5)
        #expect(s.shadowOpacity == 0.10 && s.shadowBlur == 24 && s.shadowOffset == nil)
        #expect(s.fill.r == 1 && s.fill.a > 0 && s.fill.a < 0.2)          // light: faint white
        #expect(s.tint == nil && s.innerShadowOpacity > 0 && s.innerShadowOpacity < 0.1)
        let dark = GlassStyle.regular(dark: true)
        #expect(dark.dark && dark.frost == 5 && dark.fill.r < 0.1 && dark.fill.a > s.fill.a)
        #expect(GlassStyle.clear().frost == 1 && GlassStyle.clear().variant == .clear)
        #expect(GlassStyle.clear().fill.a < s.fill.a)
        #expect(GlassStyle.identity.variant == .identity)
    }

    @Test func smallGlassBendsLess() {
        let button = GlassStyle.regular().sized(for: Size(120, 63))
        #expect(abs(button.bezel - 16) < 1e-9 && abs(button.refraction - 32) < 1e-9)
        let bar = GlassStyle.regular().sized(for: Size(600, 200))
        #expect(bar.bezel == 20 && bar.refraction == 60)
        let tiny = GlassStyle.regular().sized(for: Size(30, 10))
        #expect(tiny.bezel <= 5 && tiny.refraction < 6)
        let medium = GlassStyle.regular().sized(for: Size(100, 90))
        #expect(medium.bezel == 20 && medium.refraction < 60 && medium.refraction > 32)
    }

    @Test func resolvedStyleIsInPixelsAndCapped() {
        let field = GlassField([.capsule(Rect(x: 0, y: 0, width: 400, height: 30)),
                                .circle(Rect(x: 0, y: 40, width: 200, height: 200))])
        let r = ResolvedGlassStyle(.regular(), scale: 2, field: field)
        #expect(r.sigma == 14 && r.amount == 120 && r.shadowBlur == 48)
        #expect(r.bezel == 15)                                  // half the short side of the capsule
        #expect(r.shadowOffset.y == Float(100) / 6)                    // one sixth of the roundest corner
        #expect(r.backdropMargin >= 120 + 42)
        // The shadow stops where its alpha drops under half a level (about 0.84 · blur at 10 %).
        #expect(r.shadowReach > 0.8 * 48 && r.shadowReach < 48)
        #expect(r.shadowExtent >= Int(r.shadowReach) + 16)
        var explicit = GlassStyle.regular(); explicit.shadowOffset = 3
        #expect(ResolvedGlassStyle(explicit, scale: 2, field: field).shadowOffset.y == 6)
    }

    @Test func colourGradingIsVibrancyTintAndFill() {
        let grey = SIMD4<Float>(0.5, 0.5, 0.5, 1)
        let noTint = GlassColorGrading.matrix(saturation: 1.5, brightness: 0, tint: SIMD4(0, 0, 0, 1), tintAmount: 0,
                                              fill: SIMD4(0.1, 0.1, 0.1, 0.1))
        #expect(maxAbsDifference(noTint.apply(grey), SIMD4(0.55, 0.55, 0.55, 1)) < 1e-6)
        // A blue tint turns grey blue but keeps light and dark apart (it stays vibrant).
        let blue = GlassColorGrading.matrix(saturation: 1, brightness: 0, tint: SIMD4(1, 0.4, 0.1, 1), tintAmount: 0.6,
                                            fill: .zero)
        let light = blue.apply(SIMD4(0.9, 0.9, 0.9, 1)), dark = blue.apply(SIMD4(0.1, 0.1, 0.1, 1))
        #expect(light.x > light.z && dark.x > dark.z)
        #expect(PixelVector.luminance(light) > PixelVector.luminance(dark) + 0.2)
        #expect(light.w == 1)
    }
}
