import Testing
@testable import GlassCompositor

/// While the search tab shows, its possible results' thumbnails are painted into the artwork
/// cache in the background, at the sub-pixel phases their rows take, so the first keystroke's
/// tiles copy them instead of painting them.
@Suite struct SearchArtworkWarmerTests {
    /// At scale 1.75 (thumbnails fall between pixels there, at phase 4/8): a warming for the
    /// session's search tab, into a cache of its own, holds every thumbnail the first
    /// keystroke's page shows, at the phase that page's tiles key it by.
    @Test func theFirstKeystrokesThumbnailsArePaintedAhead() throws {
        let scale = 1.75
        let scene = try SearchTabTests.music()
        let d = NavigationDriver(scene, scale: scale, size: Size(600, 700))
        let circle = try #require(d.session.tabBar.layout.search)
        d.tap(Point(circle.midX, circle.midY))
        d.settle()
        let field = try #require(d.session.tabBar.searchFieldFrame)
        d.tap(Point(field.midX, field.midY))
        let ui = d.session.ui
        let tab = try #require(ui.selectedTabID.flatMap(ui.tab))
        let cache = ArtworkCache(capacityBytes: 48 << 20)
        SearchArtworkWarmer(cache: cache).warm(tab, in: scene, sceneVersion: 0, entries: SearchTabPage.entries(in: scene, searchTab: tab),
                                               width: ui.viewport.width, insets: ui.contentInsets,
                                               bottomInset: TabBarLayout.contentBottomInset(hasAccessory: scene.tabBar.accessory != nil),
                                               scale: scale)
        SearchArtworkWarmer.waitForWarming()
        d.session.handle(InputEvent(.text("m"), time: d.t))
        let layout = d.session.content.layout(tab: tab.tabID)
        var checked = 0
        for placed in layout.items {
            guard case .row(let row) = placed.item, let art = row.artwork else { continue }
            let r = ContentPainter.thumbnail(of: row, in: placed.frame, grouping: placed.grouping, margin: layout.margin)
            // Where `ArtworkPainter.paintCached` keys it: the phase of the corner in a tile (tiles
            // start on whole pixels, so the phase is the layer's).
            func phase(_ v: Double) -> Int { Int(((v * scale - (v * scale).rounded(.down)) * 8).rounded()) % 8 }
            let key = ArtworkCache.Key(spec: art, size: r.size, radius: 0, scale: scale, phaseX: phase(r.minX), phaseY: phase(r.minY))
            #expect(cache.contains(key), "\(row.title) at y \(r.minY)")
            checked += 1
        }
        #expect(checked >= 5, "the first keystroke lists results with artwork")
    }
}
