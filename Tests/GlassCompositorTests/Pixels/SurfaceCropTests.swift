import Testing
@testable import GlassCompositor

/// Glyph surfaces are trimmed to their ink (`Surface.inkBounds`, `GlassLabelGlyphs`), so the
/// frame blends only what is drawn.
@Suite struct SurfaceCropTests {
    @Test func inkBoundsAreTheSmallestRectangleWithAlpha() {
        let s = Surface(width: 40, height: 30)!
        #expect(s.inkBounds().isEmpty)
        s[7, 5] = 0x0100_0000       // the faintest alpha counts
        s[20, 18] = 0xff10_2030
        #expect(s.inkBounds() == PixelRect(x0: 7, y0: 5, x1: 21, y1: 19))
        let c = s.cropped(to: s.inkBounds())!
        #expect(c.width == 14 && c.height == 14 && c[0, 0] == 0x0100_0000 && c[13, 13] == 0xff10_2030)
    }

    @Test func labelGlyphsAreTrimmedAndPlacedInsideTheirGlass() throws {
        let glyphs = GlassLabelGlyphs()
        let rect = Rect(x: 10, y: 10, width: 220, height: 120)
        let key = GlassLabelGlyphs.Key(rect: rect, icon: nil, text: "Clear", lightness: 0, tint: nil, scale: 2,
                                       light: nil, shape: .rect)
        let g = try #require(glyphs.surface(slot: 0, for: key))
        let box = PixelRect(covering: rect.scaled(by: 2))
        // Much smaller than the glass, inside it, and tight: ink on every edge of the crop.
        #expect(g.surface.width * g.surface.height * 4 < box.width * box.height)
        #expect(g.offsetX >= 0 && g.offsetY >= 0 && g.offsetX + g.surface.width <= box.width
                && g.offsetY + g.surface.height <= box.height)
        #expect(g.surface.inkBounds() == g.surface.bounds)
        // The same key returns the same glyphs without redrawing.
        #expect(glyphs.surface(slot: 0, for: key)?.version == g.version)
    }
}
