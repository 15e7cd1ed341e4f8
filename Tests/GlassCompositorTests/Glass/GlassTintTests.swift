import Testing
@testable import GlassCompositor

/// Tint and prominence (G7), size density (G5) and style interpolation.
@Suite struct GlassTintTests {
    static let shape = GlassShape.capsule(Rect(x: 40, y: 30, width: 160, height: 60))

    /// A blue tint stays clearly blue over white, black and a colourful photo: the hue stays
    /// within 25° of the tint's, saturation stays high, and over black it is not near black.
    @Test(arguments: [false, true])
    func blueTintStaysVibrantOverAnyBackdrop(dark: Bool) {
        let blue = Color(hex: "#0a84ff")!
        var style = GlassStyle.regular(dark: dark).sized(for: Size(160, 60))
        style.tint = blue
        let tintHue = LabBackdrop.hsv(blue.pixel).h
        let backdrops: [(String, Surface)] = [("white", LabBackdrop.flat(.white, width: 240, height: 120)),
                                              ("black", LabBackdrop.flat(.black, width: 240, height: 120)),
                                              ("photo", LabBackdrop.photo(width: 240, height: 120))]
        for (name, frame) in backdrops {
            GlassRenderer().render(GlassField(Self.shape), style: style, scale: 1, into: frame, clip: frame.bounds)
            for x in [90, 120, 150] {
                let c = LabBackdrop.hsv(frame[x, 60])
                #expect(LabBackdrop.hueDistance(c.h, tintHue) < 25, "\(name) x=\(x): hue \(c.h) vs \(tintHue)")
                #expect(c.s > 0.5, "\(name) x=\(x): saturation \(c.s)")
                #expect(c.v > 0.45, "\(name) x=\(x): value \(c.v)")
            }
        }
    }

    @Test func tintKeepsLightAndShadeOfTheBackdrop() {
        var style = GlassStyle.regular().sized(for: Size(160, 60))
        style.tint = Color(hex: "#0a84ff")!
        let white = LabBackdrop.flat(.white, width: 240, height: 120), black = LabBackdrop.flat(.black, width: 240, height: 120)
        GlassRenderer().render(GlassField(Self.shape), style: style, scale: 1, into: white, clip: white.bounds)
        GlassRenderer().render(GlassField(Self.shape), style: style, scale: 1, into: black, clip: black.bounds)
        // The content behind still shows through as light and shade.
        #expect(LabBackdrop.hsv(white[120, 60]).v > LabBackdrop.hsv(black[120, 60]).v + 0.1 ||
                GlassRendererTests.grey(white[120, 60]) > GlassRendererTests.grey(black[120, 60]) + 0.2)
    }

    @Test func largerGlassIsDenser() {
        let base = GlassStyle.regular()
        let small = base.sized(for: Size(120, 44)), bar = base.sized(for: Size(300, 62))
        let panel = base.sized(for: Size(320, 160)), sheet = base.sized(for: Size(390, 500))
        #expect(small.frost == base.frost && small.fill == base.fill && bar.frost == base.frost)
        #expect(panel.frost > small.frost && sheet.frost > panel.frost)
        #expect(panel.fill.a > small.fill.a && sheet.fill.a > panel.fill.a)
        #expect(GlassStyle.density(for: Size(1000, 1000)) == 1 && GlassStyle.density(for: Size(50, 50)) == 0)
        // Clear glass gets denser more gently.
        let clearSheet = GlassStyle.clear().sized(for: Size(390, 500))
        #expect(clearSheet.frost / GlassStyle.clear().frost < sheet.frost / base.frost)
    }

    @Test func mixedInterpolatesEveryParameter() {
        let a = GlassStyle.regular(), b = GlassStyle.regular(dark: true)
        #expect(a.mixed(with: b, 0) == a && a.mixed(with: b, 1) == b)
        let m = a.mixed(with: b, 0.5)
        #expect(abs(m.frost - 6) < 1e-9 && abs(m.highlight - (a.highlight + b.highlight) / 2) < 1e-9)
        #expect(abs(m.shadowOpacity - (a.shadowOpacity + b.shadowOpacity) / 2) < 1e-9)
        // Premultiplied fill: half of 10 % white and 30 % near-black.
        #expect(abs(m.fill.a - 0.2) < 1e-6)
        #expect(abs(m.fill.r * m.fill.a - (1 * 0.1 + 0.06 * 0.3) / 2) < 1e-5)
        // Every Double property moves (none is forgotten): compare against a style with all
        // parameters changed.
        var c = a
        c.frost = 20; c.bezel = 5; c.refraction = 10; c.refractiveIndex = 2; c.dispersion = 0.5; c.saturation = 0.5
        c.brightness = 0.3; c.tintAmount = 0.2; c.highlight = 0.1; c.lightAngle = 45; c.highlightOpposite = 1
        c.highlightSharpness = 4; c.highlightAmbient = 0.9; c.highlightWidth = 6; c.highlightBleed = 20
        c.highlightBleedStrength = 0.9; c.highlightChroma = 0; c.shadowOpacity = 0.5; c.shadowBlur = 2
        c.innerShadowOpacity = 0.5; c.innerShadowWidth = 2; c.border = 2
        let h = a.mixed(with: c, 0.5)
        let pairs: [(Double, Double, Double)] = [
            (h.frost, a.frost, c.frost), (h.bezel, a.bezel, c.bezel), (h.refraction, a.refraction, c.refraction),
            (h.refractiveIndex, a.refractiveIndex, c.refractiveIndex), (h.dispersion, a.dispersion, c.dispersion),
            (h.saturation, a.saturation, c.saturation), (h.brightness, a.brightness, c.brightness),
            (h.tintAmount, a.tintAmount, c.tintAmount), (h.highlight, a.highlight, c.highlight),
            (h.lightAngle, a.lightAngle, c.lightAngle), (h.highlightOpposite, a.highlightOpposite, c.highlightOpposite),
            (h.highlightSharpness, a.highlightSharpness, c.highlightSharpness),
            (h.highlightAmbient, a.highlightAmbient, c.highlightAmbient), (h.highlightWidth, a.highlightWidth, c.highlightWidth),
            (h.highlightBleed, a.highlightBleed, c.highlightBleed),
            (h.highlightBleedStrength, a.highlightBleedStrength, c.highlightBleedStrength),
            (h.highlightChroma, a.highlightChroma, c.highlightChroma), (h.shadowOpacity, a.shadowOpacity, c.shadowOpacity),
            (h.shadowBlur, a.shadowBlur, c.shadowBlur), (h.innerShadowOpacity, a.innerShadowOpacity, c.innerShadowOpacity),
            (h.innerShadowWidth, a.innerShadowWidth, c.innerShadowWidth), (h.border, a.border, c.border)]
        for (i, (v, x, y)) in pairs.enumerated() { #expect(abs(v - (x + y) / 2) < 1e-9, "parameter \(i)") }
    }

    @Test func tintChangesAnimate() {
        var red = GlassStyle.regular(); red.tint = Color(r: 1, g: 0, b: 0)
        var blue = GlassStyle.regular(); blue.tint = Color(r: 0, g: 0, b: 1)
        let m = red.mixed(with: blue, 0.25)
        #expect(abs(m.tint!.r - 0.75) < 1e-6 && abs(m.tint!.b - 0.25) < 1e-6)
        // A tint appearing fades in by its amount.
        let plain = GlassStyle.regular()
        let appearing = plain.mixed(with: blue, 0.5)
        #expect(appearing.tint == blue.tint && abs(appearing.tintAmount - blue.tintAmount / 2) < 1e-9)
        // Mixing with identity is materializing.
        #expect(GlassStyle.identity.mixed(with: plain, 0.3) == plain.materialized(0.3))
        #expect(plain.mixed(with: .identity, 0.3) == plain.materialized(0.7))
    }
}
