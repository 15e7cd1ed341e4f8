import Testing
@testable import GlassCompositor

/// The `carousel` content kind: decoding with defaults and diagnostics, and where its row and
/// tiles go. (Broken-scene cases with exact diagnostics live in `Scene/Broken/carousel-*`.)
@Suite struct CarouselFormatTests {
    private func diagnostics(_ text: String) -> [String] {
        do { _ = try SceneDecoder.decode(text, file: "t.json"); return [] } catch let e as SceneLoadError {
            return e.diagnostics.map(\.description)
        } catch { return ["unexpected \(error)"] }
    }

    @Test func decodesEveryKeyAndDefaultsTheRest() throws {
        let scene = try SceneDecoder.decode("""
        {"tabs": [{"screen": {"items": [
          {"kind": "carousel", "id": "albums", "title": "Recently Played", "action": "See All", "tileWidth": 140,
           "aspectRatio": 0.75, "tileShape": "circle", "spacing": 20,
           "tiles": [{"title": "A", "subtitle": "B", "artwork": {"seed": 3, "style": "album"}}, {"title": "C"}]},
          {"kind": "carousel", "tiles": [{"title": "D"}]}]}}]}
        """, file: "t.json")
        guard case .carousel(let c) = scene.tabs[0].screen.items[0], case .carousel(let plain) = scene.tabs[0].screen.items[1] else {
            Issue.record("not carousels"); return
        }
        #expect(c.id == "albums" && c.title == "Recently Played" && c.action == "See All")
        #expect(c.tileWidth == 140 && c.aspectRatio == 0.75 && c.tileShape == .circle && c.spacing == 20)
        #expect(c.tiles.map(\.title) == ["A", "C"] && c.tiles[0].subtitle == "B" && c.tiles[0].artwork == ArtworkSpec(seed: 3, style: .album))
        #expect(plain.id == nil && plain.title == nil && plain.tileWidth == 160 && plain.aspectRatio == 1 && plain.spacing == 12)
    }

    @Test func reportsEveryProblemWithItsPlace() {
        let text = """
        {"tabs": [{"screen": {"items": [
          {"kind": "carousel", "tileWidht": 120, "spacing": -4, "tiles": [{"title": 5}]},
          {"kind": "carousel"}]}}]}
        """
        #expect(diagnostics(text) == [
            #"t.json:2:37: error: unknown key "tileWidht" (did you mean "tileWidth"?) (at $.tabs[0].screen.items[0])"#,
            #"t.json:2:53: error: spacing -4 is out of range 0...200 (at $.tabs[0].screen.items[0].spacing)"#,
            #"t.json:2:77: error: expected a string, found a number (at $.tabs[0].screen.items[0].tiles[0].title)"#,
            #"t.json:3:3: error: a carousel needs at least one tile in "tiles" (at $.tabs[0].screen.items[1])"#,
        ])
    }

    @Test func rowSpansTheUsableWidthAndTheFirstTileLinesUpWithTheColumn() throws {
        var carousel = Carousel()
        carousel.title = "Row"
        carousel.tiles = (0..<10).map { var t = GridTile(); t.title = "T\($0)"; t.subtitle = "S"; return t }
        let screen = Screen(items: [.carousel(carousel)])
        let layout = ContentLayout(screen: screen, width: 390, bottomInset: 0)
        let placed = try #require(layout.carousels.first)
        #expect(placed.layout.frame.minX == 0 && placed.layout.frame.width == 390)
        #expect(placed.layout.frame.height == 160 + 26 + 18)
        // At rest the first tile starts at the page margin, like the header above it.
        #expect(placed.layout.tileFrame(0).minX == layout.margin)
        guard case .section(let header) = layout.items[0].item else { Issue.record("no header"); return }
        #expect(header.title == "Row" && layout.items[0].frame.minX == layout.margin)
        // 10 tiles of 160 with 12 between, the margin at both ends.
        let expectedWidth: Double = 2 * 16 + 10 * 160 + 9 * 12
        #expect(placed.layout.contentWidth == expectedWidth)
        // Only the tiles that meet a range are painted.
        #expect(placed.layout.tiles(from: 0, to: 390) == 0..<3)
        #expect(placed.layout.tiles(from: 500, to: 700) == 2..<4)
        #expect(placed.layout.tiles(from: 5000, to: 6000).isEmpty)
    }

    /// Live rows leave background in the page's tiles (the session draws them); panels,
    /// drawn whole, paint the row at rest in place.
    @Test func pagePaintsRowsOnlyWhenTheyAreNotLive() throws {
        var carousel = Carousel()
        carousel.tiles = (0..<4).map { _ in var t = GridTile(); t.color = Color(hex: "#000000"); return t }
        let layout = ContentLayout(screen: Screen(items: [.carousel(carousel)]), width: 390, bottomInset: 0)
        let row = try #require(layout.carousels.first).layout.tileFrame(0)
        func paint(live: Bool) throws -> UInt32 {
            let surface = try #require(Surface(width: 390, height: 300))
            let canvas = Canvas(surface: surface, scale: 1)
            var painter = ContentPainter(layout: layout, palette: .system(.light), title: nil)
            painter.carouselsAreLive = live
            painter.paint(on: canvas, visible: Rect(x: 0, y: 0, width: 390, height: 300))
            canvas.flush()
            return surface[Int(row.midX), Int(row.minY) + 40]
        }
        let background = Palette.system(.light).background.pixel
        #expect(try paint(live: true) == background)
        #expect(try paint(live: false) != background)
    }
}
