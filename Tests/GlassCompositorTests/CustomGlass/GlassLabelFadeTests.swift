import Testing
@testable import GlassCompositor

/// A custom glass label fades with its glass's morph (materializing, a stack's members
/// shrinking into their toggle) instead of appearing between two frames at one progress.
@Suite struct GlassLabelFadeTests {
    @Test func opacityRisesSmoothlyFromHalfWayToEightTenths() {
        #expect(CustomGlassComponent.labelOpacity(progress: 0) == 0)
        #expect(CustomGlassComponent.labelOpacity(progress: 0.5) == 0)
        #expect(CustomGlassComponent.labelOpacity(progress: 0.8) == 16)
        #expect(CustomGlassComponent.labelOpacity(progress: 1) == 16)
        // Frames 1/60 s apart on a 0.35 s morph step progress by about 0.05: the label passes
        // through several partial levels, none jumping more than a third of the way.
        let levels = stride(from: 0.0, through: 1.0, by: 0.05).map { CustomGlassComponent.labelOpacity(progress: $0) }
        #expect(Set(levels.filter { $0 > 0 && $0 < 16 }).count >= 4)
        for (a, b) in zip(levels, levels.dropFirst()) {
            #expect(b >= a)
            #expect(b - a <= 5)
        }
    }

    @Test func aHalfFadedLabelIsDrawnAtAboutHalfItsAlpha() throws {
        func peakAlpha(opacity: Int) throws -> Int {
            let key = GlassLabelGlyphs.Key(rect: Rect(x: 10, y: 10, width: 120, height: 44), icon: nil, text: "Play",
                                           lightness: 0, tint: nil, scale: 2, light: nil, shape: .capsule, opacity: opacity)
            let g = try #require(GlassLabelGlyphs().surface(slot: 0, for: key))
            var peak = 0
            for y in 0..<g.surface.height {
                for x in 0..<g.surface.width { peak = max(peak, Int(g.surface[x, y] >> 24)) }
            }
            return peak
        }
        let whole = try peakAlpha(opacity: 16), half = try peakAlpha(opacity: 8)
        #expect(whole > 200)
        #expect(abs(Double(half) / Double(whole) - 0.5) < 0.05, "half \(half) whole \(whole)")
    }
}
