import Testing
@testable import GlassCompositor

/// Light/dark adaptation of small glass (G4, G6) with hysteresis.
@Suite struct GlassAdaptationTests {
    /// Content scrolling behind glass near the threshold: the luminance wobbles around it, then
    /// crosses for good. The state flips exactly once.
    @Test func crossingTheThresholdFlipsOnce() {
        var a = GlassAdaptation()
        var flips = 0
        var t = 0.0
        let samples: [Float] = [0.8, 0.6, 0.5, 0.45, 0.5, 0.44, 0.48, 0.41, 0.45, 0.5, 0.53, 0.47, 0.3, 0.5, 0.54, 0.2]
        for l in samples {
            if a.update(luminance: l, at: t) { flips += 1 }
            t += 1.0 / 60
        }
        #expect(flips == 1 && a.backdropIsDark == true)
        // And back only above the upper threshold.
        let stays = a.update(luminance: 0.55, at: t)
        #expect(!stays)
        let flipsBack = a.update(luminance: 0.56, at: t)
        #expect(flipsBack && a.backdropIsDark == false)
    }

    @Test func firstMeasurementAppliesAtOnceLaterFlipsAnimate() {
        var a = GlassAdaptation()
        a.update(luminance: 0.1, at: 0)
        #expect(a.darkness(at: 0) == 1 && !a.isAnimating(at: 0))
        a.update(luminance: 0.9, at: 1)
        let mid = a.darkness(at: 1.08)
        #expect(mid > 0.05 && mid < 0.95, "darkness \(mid) 80 ms into the flip")
        #expect(a.isAnimating(at: 1.08))
        #expect(a.darkness(at: 2) < 0.01 && !a.isAnimating(at: 3))
    }

    @Test func onlySmallGlassAdapts() {
        #expect(GlassAdaptation.adapts(Size(120, 44)) && GlassAdaptation.adapts(Size(300, 62)))
        #expect(!GlassAdaptation.adapts(Size(320, 400)))
        let button = GlassStyle.regular()
        #expect(button.adapted(toBackdropLuminance: 0.1, size: Size(100, 44)).dark)
        #expect(!button.adapted(toBackdropLuminance: 0.1, size: Size(400, 400)).dark)
        let darkButton = GlassStyle.regular(dark: true)
        let flipped = darkButton.adapted(toBackdropLuminance: 0.9, size: Size(100, 44))
        #expect(!flipped.dark && flipped.fill == GlassStyle.regular().fill && flipped.frost == GlassStyle.regular().frost)
        // Per-element overrides survive the flip (a doubled frost stays doubled).
        var frosty = GlassStyle.regular(); frosty.frost = 14
        #expect(frosty.adapted(toBackdropLuminance: 0.1, size: Size(100, 44)).frost == 10)
    }

    @Test func adaptivePresetsFollowDarkness() {
        let light = GlassStyle.adaptive(.regular, size: Size(100, 44), sceneDark: true, darkness: 0)
        #expect(light == GlassStyle.regular(dark: false))
        let large = GlassStyle.adaptive(.regular, size: Size(400, 400), sceneDark: true, darkness: 0)
        #expect(large == GlassStyle.regular(dark: true))
        let half = GlassStyle.preset(.clear, darkness: 0.5)
        #expect(half.fill.a > GlassStyle.clear().fill.a && half.fill.a < GlassStyle.clear(dark: true).fill.a)
        #expect(GlassStyle.preset(.identity, darkness: 0.5) == .identity)
        // The frost moves in the middle third of a flip only, and smoothly.
        let regularLight = GlassStyle.regular().frost, regularDark = GlassStyle.regular(dark: true).frost
        #expect(GlassStyle.preset(.regular, darkness: 0.3).frost == regularLight)
        #expect(GlassStyle.preset(.regular, darkness: 0.7).frost == regularDark)
        #expect(abs(GlassStyle.preset(.regular, darkness: 0.5).frost - (regularLight + regularDark) / 2) < 1e-9)
        let steps = stride(from: 0.0, through: 1.0, by: 0.05).map { GlassStyle.preset(.regular, darkness: $0).frost }
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $1 <= $0 && $0 - $1 < 0.5 })
        // A spring's last thousandths change nothing.
        #expect(GlassStyle.preset(.clear, darkness: 0.9995) == GlassStyle.preset(.clear, darkness: 1))
        #expect(GlassStyle.preset(.clear, darkness: 0.99) != GlassStyle.preset(.clear, darkness: 1))
        #expect(GlassAdaptation.labelLightness(0.3, increaseContrast: false) == 0.3)
        #expect(GlassAdaptation.labelLightness(0.3, increaseContrast: true) == 0)
        #expect(GlassAdaptation.labelLightness(0.7, increaseContrast: true) == 1)
    }
}
