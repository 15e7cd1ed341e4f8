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
        #expect(g.x >= box.x0 && g.y >= box.y0 && g.x + g.surface.width <= box.x1 && g.y + g.surface.height <= box.y1)
        #expect(g.surface.inkBounds() == g.surface.bounds)
        // The same key returns the same glyphs without redrawing.
        #expect(glyphs.surface(slot: 0, for: key)?.version == g.version)
    }
}

/// `GlassLabelGlyphs` keeps an element's recent renderings: labels adapting back and forth over
/// scrolling content pass through the same lightness levels again.
@Suite struct LabelGlyphsCacheTests {
    static func key(lightness: Int) -> GlassLabelGlyphs.Key {
        GlassLabelGlyphs.Key(rect: Rect(x: 10, y: 10, width: 120, height: 44), icon: nil, text: "Play",
                             lightness: lightness, tint: nil, scale: 2, light: nil, shape: .capsule)
    }

    @Test func aLightnessSeenRecentlyIsNotRedrawn() throws {
        let glyphs = GlassLabelGlyphs()
        let dark = try #require(glyphs.surface(slot: 3, for: Self.key(lightness: 0)))
        let light = try #require(glyphs.surface(slot: 3, for: Self.key(lightness: 24)))
        #expect(light.version != dark.version)
        // Different pixels for different lightness...
        #expect(light.surface.largestChannelDifference(from: dark.surface) > 100)
        // ...and back to dark: the first rendering again, not a new one.
        #expect(glyphs.surface(slot: 3, for: Self.key(lightness: 0))?.version == dark.version)
        // Another element's cache is its own.
        #expect(glyphs.surface(slot: 4, for: Self.key(lightness: 0))?.version != dark.version)
    }

    /// Glass riding something moving (a map's buttons on a sheet's edge) lands at a new fraction
    /// of a pixel every frame: its label is drawn once, at the nearest whole pixel, and placed.
    @Test func aLabelMovingByFractionsOfAPixelIsDrawnOnce() throws {
        let glyphs = GlassLabelGlyphs()
        func key(y: Double) -> GlassLabelGlyphs.Key {
            var k = Self.key(lightness: 0)
            k.rect.origin.y = y
            return k
        }
        let rest = try #require(glyphs.surface(slot: 0, for: key(y: 10)))
        for (y, pixels) in [(10.13, 0), (10.37, 1), (57.6, 95), (-3.4, -27)] {
            let moved = try #require(glyphs.surface(slot: 0, for: key(y: y)))
            #expect(moved.version == rest.version, "y \(y) drew again")
            #expect(moved.x == rest.x && moved.y == rest.y + pixels, "y \(y): placed at \(moved.y), rest \(rest.y)")
        }
        // Squeezed by fractions of a pixel (glass shrinking as a sheet covers it): drawn once.
        var squeezed = key(y: 10)
        squeezed.rect.size = Size(width: 119.9, height: 43.93)
        #expect(glyphs.surface(slot: 0, for: squeezed)?.version == rest.version)
        squeezed.rect.size = Size(width: 110, height: 40)
        #expect(glyphs.surface(slot: 0, for: squeezed)?.version != rest.version)
        // What it places is what a fresh drawing at that whole pixel gives.
        let fresh = try #require(GlassLabelGlyphs().surface(slot: 0, for: key(y: 10.5)))
        let kept = try #require(glyphs.surface(slot: 0, for: key(y: 10.37)))
        #expect(fresh.y == kept.y && fresh.x == kept.x && fresh.surface.diffCount(kept.surface) == 0)
    }

    @Test func onlyTheMostRecentRenderingsAreKept() throws {
        let glyphs = GlassLabelGlyphs()
        let n = GlassLabelGlyphs.recentPerSlot
        let versions = try (0...n).map { try #require(glyphs.surface(slot: 0, for: Self.key(lightness: $0))).version }
        // Level 0 is the least recently used of n + 1 keys: drawn again. Levels 1 ... n are kept.
        #expect(glyphs.surface(slot: 0, for: Self.key(lightness: 0))?.version != versions[0])
        // (Level 0 came back and pushed out level 1, the least recent now.)
        for level in 2...n {
            #expect(glyphs.surface(slot: 0, for: Self.key(lightness: level))?.version == versions[level])
        }
    }
}
