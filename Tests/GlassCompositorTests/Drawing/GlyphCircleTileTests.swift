import Testing
@testable import GlassCompositor

/// Round tiles of flat colour with an icon (Maps' favourites) are small glyph circles with
/// the icon in the middle and the title below, not column-wide discs with the title cut off
/// by their edge.
@Suite struct GlyphCircleTileTests {
    func favourites() -> Grid {
        var g = Grid()
        g.columns = 4
        g.tileShape = .circle
        g.tiles = ["Home", "Work", "Gym", "Add"].map { var t = GridTile(); t.title = $0; t.icon = "list-add-symbolic"; t.color = Color(hex: "#0a84ff"); return t }
        return g
    }

    @Test func circlesAreSmallCentredAndTheTitleRoomIsBelow() throws {
        let layout = ContentLayout(screen: Screen(items: [.grid(favourites())]), width: 944, bottomInset: 0)
        let tiles = layout.items.filter { if case .grid = $0.item { return true } else { return false } }
        #expect(tiles.count == 4)
        for placed in tiles {
            guard case .grid(let g) = placed.item else { continue }
            let image = ContentPainter.tileImage(in: placed.frame, grid: g)
            #expect(image.rect.width == Grid.glyphCircleDiameter && image.rect.height == Grid.glyphCircleDiameter)
            #expect(abs(image.rect.midX - placed.frame.midX) <= 0.5 && image.rect.minY == placed.frame.minY)
            #expect(image.radius == Grid.glyphCircleDiameter / 2)
            #expect(placed.frame.height == Grid.glyphCircleDiameter + 26)
        }
        // Artwork circles (stations, artists) stay as wide as their column.
        var stations = favourites()
        stations.tiles = stations.tiles.map { var t = $0; t.color = nil; return t }
        #expect(!stations.isGlyphCircles)
        let art = ContentLayout(screen: Screen(items: [.grid(stations)]), width: 390, bottomInset: 0).items[0]
        #expect(ContentPainter.tileImage(in: art.frame, grid: stations).rect.width == art.frame.width)
    }

    @Test func theTitleIsPaintedBelowTheCircleAndNothingBesideIt() throws {
        let grid = favourites()
        var single = grid
        single.tiles = [grid.tiles[0]]
        let f = Rect(x: 0, y: 0, width: 120, height: Grid.glyphCircleDiameter + 26)
        let s = try #require(Surface(width: 120, height: Int(f.height)))
        let canvas = Canvas(surface: s, scale: 1, origin: Point(0, 0))
        let layout = ContentLayout(screen: Screen(items: []), width: 120, bottomInset: 0)
        ContentPainter(layout: layout, palette: .system(.light), title: nil).paintTile(single.tiles[0], grid: single, in: f, on: canvas)
        canvas.flush()
        func inked(_ x: Range<Int>, _ y: Range<Int>) -> Int { y.reduce(0) { n, yy in n + x.filter { s[$0, yy] >> 24 > 0x40 }.count } }
        // Beside the circle, at its height: nothing.
        #expect(inked(0..<25, 0..<60) == 0 && inked(95..<120, 0..<60) == 0)
        // Below it: the title, dark on the page.
        #expect(inked(30..<90, 62..<80) > 20)
        let below = (62..<80).flatMap { y in (30..<90).map { s[$0, y] } }.filter { $0 >> 24 > 0xc0 }
        #expect(below.allSatisfy { ($0 >> 16) & 0xff < 0x60 }, "the title is dark text, not white on colour")
    }
}
