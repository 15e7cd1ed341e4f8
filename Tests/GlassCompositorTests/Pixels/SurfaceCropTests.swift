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

    /// The quad-at-a-time scan finds the same bounds as a pixel-by-pixel one, for single
    /// pixels at every column near the ends and in the middle of rows of several widths.
    @Test func inkBoundsFindSinglePixelsAnywhere() {
        for width in [1, 3, 4, 5, 9, 16] {
            for x in 0..<width {
                let s = Surface(width: width, height: 3)!
                s[x, 1] = 0x2000_0000
                #expect(s.inkBounds() == PixelRect(x0: x, y0: 1, x1: x + 1, y1: 2))
                s[width - 1 - x, 2] = 0xff00_0000
                let lo = min(x, width - 1 - x), hi = max(x, width - 1 - x)
                #expect(s.inkBounds() == PixelRect(x0: lo, y0: 1, x1: hi + 1, y1: 3))
            }
        }
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
