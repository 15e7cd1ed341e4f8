import Testing
@testable import GlassCompositor

/// While the search tab shows, its possible results' thumbnails are painted into the artwork
/// cache in the background, at the sub-pixel phases their rows take, so the first keystroke's
/// tiles copy them instead of painting them.
@Suite struct SearchArtworkWarmerTests {
    /// At scale 1.75 (no other test draws music there, so what the cache holds is the warming's):
    /// once the tab has shown a frame and the warming is done, every thumbnail the first
    /// keystroke's page shows is in the cache before any tile of that page is drawn.
    @Test func theFirstKeystrokesThumbnailsArePaintedAhead() throws {
        let scale = 1.75
        let d = NavigationDriver(try SearchTabTests.music(), scale: scale, size: Size(600, 700))
        let circle = try #require(d.session.tabBar.layout.search)
        d.tap(Point(circle.midX, circle.midY))
        d.settle()
        let field = try #require(d.session.tabBar.searchFieldFrame)
        d.tap(Point(field.midX, field.midY))
        let presenter = try #require(OffscreenPresenter(width: d.session.ui.pixelWidth, height: d.session.ui.pixelHeight))
        d.session.renderFrame(to: presenter)
        SearchArtworkWarmer.waitForWarming()
        d.session.handle(InputEvent(.text("m"), time: d.t))
        let layout = d.session.content.layout(tab: try #require(d.session.ui.selectedTabID))
        var checked = 0
        for placed in layout.items {
            guard case .row(let row) = placed.item, let art = row.artwork else { continue }
            let r = ContentPainter.thumbnail(of: row, in: placed.frame, grouping: placed.grouping, margin: layout.margin)
            // Where `ArtworkPainter.paintCached` keys it: the phase of the corner in a tile (tiles
            // start on whole pixels, so the phase is the layer's).
            func phase(_ v: Double) -> Int { Int(((v * scale - (v * scale).rounded(.down)) * 8).rounded()) % 8 }
            let key = ArtworkCache.Key(spec: art, size: r.size, radius: 0, scale: scale, phaseX: phase(r.minX), phaseY: phase(r.minY))
            #expect(ArtworkCache.shared.contains(key), "\(row.title) at y \(r.minY)")
            checked += 1
        }
        #expect(checked >= 5, "the first keystroke lists results with artwork")
    }
}
