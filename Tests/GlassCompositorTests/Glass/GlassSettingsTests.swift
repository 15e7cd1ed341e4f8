import Testing
@testable import GlassCompositor

/// Reduce Transparency, Increase Contrast, Clear/Tinted (A2, A3, A5) and their scene field.
@Suite struct GlassSettingsTests {
    static let capsule = GlassShape.capsule(Rect(x: 40, y: 30, width: 160, height: 60))
    static var base: GlassStyle { GlassStyle.regular().sized(for: Size(160, 60)) }

    @Test func standardSettingsChangeNothing() {
        #expect(Self.base.applying(.standard) == Self.base)
        let all = GlassSettings(reduceTransparency: true, increaseContrast: true, glassPreference: .tinted)
        #expect(GlassStyle.identity.applying(all) == .identity)
    }

    @Test func clearAndTintedPreferencesSetTheFill() {
        for dark in [false, true] {
            let s = GlassStyle.regular(dark: dark)
            let clear = s.applying(GlassSettings(glassPreference: .clear))
            let tinted = s.applying(GlassSettings(glassPreference: .tinted))
            #expect(clear.fill.a < s.fill.a && tinted.fill.a > s.fill.a)
            #expect(clear.frost < s.frost && tinted.frost > s.frost)
        }
    }

    @Test func reduceTransparencyMakesGlassFrostyAndNearlyOpaque() {
        let s = Self.base.applying(GlassSettings(reduceTransparency: true))
        #expect(s.frost >= 18 && s.fill.a >= 0.85 && s.refraction < Self.base.refraction)
        // Over black and white stripes the centre is the fill's near-white, not the 50 % grey.
        let frame = GlassRendererTests.stripes()
        GlassRenderer().render(GlassField(Self.capsule), style: s, scale: 1, into: frame, clip: frame.bounds)
        #expect(GlassRendererTests.grey(frame[120, 60]) > 0.88)
        let dark = GlassStyle.regular(dark: true).applying(GlassSettings(reduceTransparency: true))
        let dframe = GlassRendererTests.stripes()
        GlassRenderer().render(GlassField(Self.capsule), style: dark, scale: 1, into: dframe, clip: dframe.bounds)
        #expect(GlassRendererTests.grey(dframe[120, 60]) < 0.2)
    }

    @Test func increaseContrastDrawsABorder() {
        let s = Self.base.applying(GlassSettings(increaseContrast: true))
        #expect(s.border >= 1 && s.borderColor.a > 0.3 && s.fill.a > Self.base.fill.a)
        // Light glass over flat white: the pixel row just inside the top edge turns dark.
        let plain = LabBackdrop.flat(.white, width: 240, height: 120)
        let bordered = LabBackdrop.flat(.white, width: 240, height: 120)
        GlassRenderer().render(GlassField(Self.capsule), style: Self.base, scale: 1, into: plain, clip: plain.bounds)
        GlassRenderer().render(GlassField(Self.capsule), style: s, scale: 1, into: bordered, clip: bordered.bounds)
        let edge = GlassRendererTests.grey(bordered[120, 30]), noEdge = GlassRendererTests.grey(plain[120, 30])
        #expect(edge < noEdge - 0.25, "border pixel \(edge) vs \(noEdge)")
        // The centre is untouched by the border (only the denser fill).
        #expect(GlassRendererTests.grey(bordered[120, 60]) > 0.9)
        // At scale 2 the one-point border is two pixels wide.
        let big = LabBackdrop.flat(.white, width: 480, height: 240)
        let shape2 = GlassShape.capsule(Rect(x: 80, y: 60, width: 320, height: 120))
        GlassRenderer().render(GlassField(shape2), style: s, scale: 2, into: big, clip: big.bounds)
        #expect(GlassRendererTests.grey(big[240, 61]) < 0.75 && GlassRendererTests.grey(big[240, 64]) > 0.85)
    }

    /// The border goes through every kernel path: the shortcuts still agree with the general one.
    @Test(arguments: [GlassShape.capsule(Rect(x: 30, y: 25, width: 170, height: 64)),
                      .roundedRect(Rect(x: 40, y: 12, width: 150, height: 96), radius: 14),
                      .circle(Rect(x: 70, y: 20, width: 80, height: 80))])
    func borderedShortcutsMatchTheGeneralKernel(shape: GlassShape) {
        let style = GlassStyle.regular().sized(for: shape.rect.size).applying(GlassSettings(increaseContrast: true))
        let fast = GlassRendererTests.stripes(), general = GlassRendererTests.stripes()
        GlassRenderer().render(GlassField(shape), style: style, scale: 1, into: fast, clip: fast.bounds)
        let plain = GlassRenderer()
        plain.shortcuts = false
        plain.render(GlassField(shape), style: style, scale: 1, into: general, clip: general.bounds)
        var worst: Float = 0
        for y in 0..<120 {
            for x in 0..<240 { worst = max(worst, maxAbsDifference(PixelVector.unpack(fast[x, y]), PixelVector.unpack(general[x, y]))) }
        }
        #expect(worst <= 2.01 / 255, "largest difference \(worst * 255) levels")
    }

    @Test func sceneSettingsDecode() throws {
        let scene = try SceneDecoder.decode("""
            {"settings": {"reduceTransparency": true, "increaseContrast": true, "glassPreference": "tinted"},
             "tabs": [{"title": "A"}]}
            """, file: "s.json")
        #expect(scene.settings == GlassSettings(reduceTransparency: true, increaseContrast: true, glassPreference: .tinted))
        let plain = try SceneDecoder.decode(#"{"tabs": [{"title": "A"}]}"#, file: "s.json")
        #expect(plain.settings.isStandard)
        #expect(throws: SceneLoadError.self) {
            try SceneDecoder.decode(#"{"settings": {"glassPreference": "frosted", "reduceTransparancy": true}, "tabs": [{"title": "A"}]}"#, file: "s.json")
        }
        do {
            _ = try SceneDecoder.decode(#"{"settings": {"glassPreference": "frosted", "reduceTransparancy": true}, "tabs": [{"title": "A"}]}"#, file: "s.json")
        } catch let e as SceneLoadError {
            #expect(e.diagnostics.count == 2)
            #expect(e.diagnostics.contains { $0.path == "$.settings.glassPreference" })
        }
    }
}
