import Testing
@testable import GlassCompositor

/// The screen a tap on the top page would push is drawn ahead at rest and kept, so a push
/// slides in a page already drawn, however quick the click (N7).
@Suite struct NavigationPrefetchTests {
    @Test func theScreenATapWouldPushIsDrawnAheadAtRest() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        let likely = d.nav.likelyPushes()
        // Twelve rows in view lead to one screen.
        #expect(likely.map(\.screenID) == ["message"])
        #expect(likely.first?.depth == 1)
        // Frames at rest: the top page's own neighbourhood is drawn first, then this.
        for _ in 0..<6 { _ = d.frame(); TiledLayer.waitForPrefetch() }
        let layer = d.session.content.layer(page: try #require(likely.first))
        let drawn = layer.rasterizedTiles
        #expect(drawn > 0)
        d.tap(d.destinationRow())
        for _ in 0..<3 { d.advance(by: 1.0 / 60); _ = d.frame() }
        #expect(d.nav.transition != nil)
        #expect(layer.rasterizedTiles == drawn, "the push's first frames draw no tile of the page sliding in")
        // Pushed, the message (no destinations) has nothing one tap away; during a transition neither.
        #expect(d.nav.likelyPushes().isEmpty)
        d.settle()
        #expect(d.nav.likelyPushes().isEmpty)
    }
}
