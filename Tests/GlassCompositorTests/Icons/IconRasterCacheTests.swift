import CCairo
import Testing
@testable import GlassCompositor

/// Icons are rendered once per pixel size and composited again from what was kept: the same
/// pixels, no second librsvg run, memory bounded.
@Suite struct IconRasterCacheTests {
    let fixture = IconFixture()

    func theme() -> IconTheme {
        let base = fixture.base("icons")
        fixture.theme("Adwaita", in: base, directories: [("scalable/apps", 16, "Scalable", "MinSize=8\nMaxSize=512\n")])
        fixture.svg("Adwaita/scalable/apps/ring-symbolic.svg", in: base, fill: "#00ff00")
        fixture.svg("Adwaita/scalable/apps/ring.svg", in: base, fill: "#00ff00")
        return IconTheme(searchPath: IconSearchPath(folders: [base]))
    }

    /// `name` drawn `points` wide at scale 2 in `color` on a clear 48-pixel surface.
    func drawn(_ name: String, points: Double, color: Color, theme: IconTheme) throws -> [UInt32] {
        let s = try #require(Surface(width: 48, height: 48))
        let c = Canvas(surface: s, scale: 2, origin: Point(0, 0))
        #expect(theme.draw(name, in: Rect(x: 1.5, y: 2, width: points, height: points), color: color, on: c))
        c.flush()
        return (0..<48).flatMap { y in (0..<48).map { s[$0, y] } }
    }

    @Test func anIconDrawnAgainAtItsSizeIsCompositedFromWhatWasKept() throws {
        let t = theme()
        let red = Color(r: 1, g: 0, b: 0)
        let first = try drawn("ring-symbolic", points: 16, color: red, theme: t)
        #expect(t.rendersMade == 1)
        #expect(first.contains { $0 != 0 }, "the icon drew nothing")
        #expect(try drawn("ring-symbolic", points: 16, color: red, theme: t) == first)
        #expect(t.rendersMade == 1, "drawn again at the same size: no second render")
        // The kept mask takes any colour.
        let blue = try drawn("ring-symbolic", points: 16, color: Color(r: 0, g: 0, b: 1), theme: t)
        #expect(t.rendersMade == 1)
        #expect(blue.contains { $0 & 0xff != 0 } && !blue.contains { $0 >> 16 & 0xff != 0 }, "recoloured blue")
        // Another size or another icon is rendered.
        _ = try drawn("ring-symbolic", points: 20, color: red, theme: t)
        _ = try drawn("ring", points: 16, color: red, theme: t)
        #expect(t.rendersMade == 3)
    }

    @Test func whatIsKeptStaysWithinItsBudget() throws {
        let cache = IconRasterCache()
        let side = 1024   // 4 MiB a raster
        for i in 0..<10 {
            let image = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side)))
            defer { cairo_surface_destroy(image) }
            let key = IconRasterCache.Key(name: "icon\(i)", points: 512, scale: 2, width: side, height: side)
            #expect(cache.keep(image, for: key) != nil)
        }
        #expect(cache.storedBytes <= IconRasterCache.budgetBytes)
        #expect(cache.count == IconRasterCache.budgetBytes / (side * side * 4))
        // The newest is kept, the oldest dropped.
        #expect(cache.raster(for: IconRasterCache.Key(name: "icon9", points: 512, scale: 2, width: side, height: side)) != nil)
        #expect(cache.raster(for: IconRasterCache.Key(name: "icon0", points: 512, scale: 2, width: side, height: side)) == nil)
    }
}
