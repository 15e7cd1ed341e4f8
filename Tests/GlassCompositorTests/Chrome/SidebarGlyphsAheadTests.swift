import Testing
@testable import GlassCompositor

/// A tab switch with the sidebar shown picks a painting made ahead instead of painting the
/// sidebar on the frame path, and the painting made ahead is the one the frame would paint.
@Suite struct SidebarGlyphsAheadTests {
    static func key(selecting tab: Int) throws -> SidebarGlyphs.Key {
        let scene = try ChromeFixtures.scene("tv")
        let layout = SidebarLayout(scene: scene, viewport: Size(1194, 834))
        return SidebarGlyphs.Key(layout: layout, selectedTab: tab, pressed: nil, dark: true,
                                 accent: Color(r: 0, g: 0.5, b: 1, a: 1), scale: 2)
    }

    @Test func otherTabsArePaintedAheadAndMatchAFreshPainting() throws {
        let glyphs = SidebarGlyphs()
        let first = try Self.key(selecting: 1)
        _ = try #require(glyphs.surface(for: first))
        #expect(glyphs.paintedOnFramePath == 1)
        SidebarGlyphs.waitForPrefetch()
        let tabs = first.layout.rows.compactMap { row -> Int? in if case .tab(let i) = row.item { return i } else { return nil } }
        #expect(tabs.count >= 3)
        for tab in tabs.reversed() + [1] {
            var k = first
            k.selectedTab = tab
            let shown = try #require(glyphs.surface(for: k)).surface
            let fresh = try #require(SidebarGlyphs.paint(k))
            #expect(PixelDiff(actual: shown, expected: fresh)?.maxDifference == 0, "tab \(tab)")
        }
        #expect(glyphs.paintedOnFramePath == 1, "every switch found its painting made ahead")
    }

    @Test func aPressedRowIsPaintedOnTheFramePathAndAChangedLayoutStartsANewSet() throws {
        let glyphs = SidebarGlyphs()
        var k = try Self.key(selecting: 1)
        _ = glyphs.surface(for: k)
        SidebarGlyphs.waitForPrefetch()
        k.pressed = .tab(2)
        _ = glyphs.surface(for: k)
        #expect(glyphs.paintedOnFramePath == 2)
        // Light mode is another set: nothing made ahead for dark mode is used for it.
        var light = k
        light.pressed = nil
        light.dark = false
        light.selectedTab = 2
        _ = glyphs.surface(for: light)
        #expect(glyphs.paintedOnFramePath == 3)
        SidebarGlyphs.waitForPrefetch()
        light.selectedTab = 3
        _ = glyphs.surface(for: light)
        #expect(glyphs.paintedOnFramePath == 3)
    }

    /// A press paints the sidebar again on the frame path, into memory paged in ahead (the
    /// spare stocked after the set's paintings, 2.6 ms of page faults at 3840×2160 otherwise);
    /// the pressed painting's memory goes back when the press ends.
    @Test func aPressPaintsIntoMemoryMadeAhead() throws {
        let pool = SurfacePool(capacityBytes: 64 << 20)
        let glyphs = SidebarGlyphs(pool: pool)
        var k = try Self.key(selecting: 1)
        let rest = try #require(glyphs.surface(for: k)).surface
        SidebarGlyphs.waitForPrefetch()
        SurfacePool.waitForStock()
        let size = rest.width * rest.height * 4
        #expect(pool.keptBytes == size, "one spare, made after the set's paintings took memory")
        let spare = try #require(pool.take(width: rest.width, height: rest.height, cleared: false))
        let memory = spare.pixels
        pool.give(spare)
        k.pressed = .tab(2)
        do {
            let pressed = try #require(glyphs.surface(for: k)).surface
            #expect(pressed.pixels == memory, "the press took the spare")
            #expect(PixelDiff(actual: pressed, expected: try #require(SidebarGlyphs.paint(k)))?.maxDifference == 0,
                    "the painting fresh memory would hold")
        }
        k.pressed = nil
        #expect(try #require(glyphs.surface(for: k)).surface === rest)
        SurfacePool.waitForStock()
        #expect(pool.keptBytes == 2 * size, "the pressed painting's memory, and the spare made again after the press")
    }

    @Test func aSetLeftBeforeItsPaintingsAreDoneDoesNotBlockTheNextSet() throws {
        // Dark mode's set is queued, then light mode is shown before any of it is painted: the
        // dark paintings finishing first must not take the light set's place.
        let glyphs = SidebarGlyphs()
        var k = try Self.key(selecting: 1)
        _ = glyphs.surface(for: k)
        k.dark = false
        _ = glyphs.surface(for: k)
        SidebarGlyphs.waitForPrefetch()
        let painted = glyphs.paintedOnFramePath
        k.selectedTab = 2
        _ = glyphs.surface(for: k)
        #expect(glyphs.paintedOnFramePath == painted, "the light set's painting made ahead was used")
    }
}
