import Testing
@testable import GlassCompositor

/// The screen a tap on the top page would push is drawn ahead at rest and kept, so a push
/// slides in a page already drawn, however quick the click (N7); its bar's glyphs and the
/// title that flies into its back button are set ahead too, and the bar of the screen
/// underneath keeps the glyphs it showed at rest.
@Suite struct NavigationPrefetchTests {
    @Test func theScreenATapWouldPushIsDrawnAheadAtRest() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        let likely = d.nav.likelyPushes()
        // Twelve rows in view lead to one screen.
        #expect(likely.map(\.screenID) == ["message"])
        #expect(likely.first?.depth == 1)
        // One frame at rest queues it all, behind the top page's own neighbourhood: no other
        // frame follows at rest to ask again.
        _ = d.frame()
        TiledLayer.waitForPrefetch()
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

    @Test func aPoppedScreenATapWouldPushAgainKeepsItsDrawnScreen() throws {
        // Every row of mail's inbox leads to one screen: the pop ends on a list whose likely
        // push is the screen it took off. Dropping it would leave the next push (after a
        // click quicker than the background queue) to draw its whole first screen on the
        // frame path (17 ms at 1080p in the bench).
        let d = NavigationDriver(try NavigationDriver.mail())
        _ = d.frame()
        TiledLayer.waitForPrefetch()
        let message = try #require(d.nav.likelyPushes().first)
        d.tap(d.destinationRow())
        for _ in 0..<90 { d.advance(by: 1.0 / 60); _ = d.frame() }
        #expect(d.nav.transition == nil)
        TiledLayer.waitForPrefetch()
        let layer = d.session.content.layer(page: message)
        let drawn = layer.rasterizedTiles
        #expect(drawn > 0)
        d.key("Escape")
        for _ in 0..<90 { d.advance(by: 1.0 / 60); _ = d.frame() }
        #expect(d.nav.transition == nil && d.depth == 0)
        #expect(d.nav.likelyPushes() == [message])
        #expect(d.session.content.store.existing(message)?.layer === layer, "the popped screen's layer was dropped")
        // What rest queues is done; then a second push slides in what was drawn for the first.
        TiledLayer.waitForPrefetch()
        d.tap(d.destinationRow(1))
        for _ in 0..<3 { d.advance(by: 1.0 / 60); _ = d.frame() }
        #expect(d.nav.transition != nil && d.top == message)
        #expect(d.session.content.offset(of: message) == 0, "a page pushed again starts at its top")
        #expect(layer.rasterizedTiles == drawn, "\(layer.rasterizedTiles - drawn) tiles of the message were drawn again")
    }

    @Test func theFlyingTitlesLooksAreDrawnAheadAtRest() throws {
        // The bench's window: the inbox's large title flies into the message's back button.
        let d = NavigationDriver(try NavigationDriver.mail(), scale: 2, size: Size(960, 540))
        _ = d.frame()
        ViewerSession.waitForBackgroundWork()
        // At rest the push's first bar frame was planned (its first look drawn there).
        let text = d.session.toolbar.barText, atRest = text.shrunkOnFramePath
        d.tap(d.destinationRow())
        var flew = false
        for _ in 0..<60 {
            d.advance(by: 1.0 / 60)
            _ = d.frame()
            if let b = d.nav.barTransition, d.session.toolbar.transition(b).items.contains(where: { $0.name == "flight" }) { flew = true }
        }
        #expect(flew, "no title flew")
        #expect(text.shrunkOnFramePath == atRest, "the push shrank \(text.shrunkOnFramePath - atRest) looks of its title on its frames")
    }

    @Test func aPushAndItsPopSetNoBarGlyphOrTitleTheyShowedBefore() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        _ = d.frame()
        let toolbar = d.session.toolbar
        let glyphs = toolbar.glyphs.drawn, texts = toolbar.barText.textsSet
        #expect(glyphs > 0)
        d.tap(d.destinationRow())
        d.advance(by: 1.0 / 60)
        _ = d.frame()
        #expect(d.nav.barTransition != nil)
        // Both bars' groups were drawn before (the inbox's at rest, the message's ahead), and
        // so was the flying title's text.
        #expect(toolbar.glyphs.drawn == glyphs, "the push's first frame drew \(toolbar.glyphs.drawn - glyphs) bar glyph surfaces")
        #expect(d.nav.flyingLargeTitle(try #require(d.nav.barTransition)) != nil)
        #expect(toolbar.barText.textsSet == texts, "the flying title's text was set on the push's first frame")
        for _ in 0..<90 { d.advance(by: 1.0 / 60); _ = d.frame() }
        #expect(d.nav.transition == nil || d.nav.transition?.isSettled(at: d.t) == true)
        let settled = toolbar.glyphs.drawn
        d.key("Escape")
        for _ in 0..<3 { d.advance(by: 1.0 / 60); _ = d.frame() }
        #expect(d.nav.barTransition != nil)
        #expect(toolbar.glyphs.drawn == settled, "the pop drew \(toolbar.glyphs.drawn - settled) bar glyph surfaces both bars showed before")
    }

    @Test func theInlineTitleIsSetAheadOfTheScrollThatShowsIt() throws {
        // The bench's window: its inline title is not one a push drawn ahead sets anyway.
        let d = NavigationDriver(try NavigationDriver.mail(), scale: 2, size: Size(960, 540))
        _ = d.frame()
        let toolbar = d.session.toolbar
        let texts = toolbar.barText.textsSet
        // Dragging the inbox up 300 points takes its large title under the bar, which then
        // shows the title inline: text set at rest, not on that frame.
        d.drag(from: Point(480, 450), dy: -300, steps: 15, duration: 0.25)
        d.advance(by: 1.0 / 60)
        _ = d.frame()
        let offset = d.session.content.offset()
        let titleFrame = try #require(d.session.content.layout(tab: 0).titleFrame)
        #expect(offset > titleFrame.maxY, "the large title went under the bar")
        #expect(toolbar.barText.textsSet == texts, "the inline title was set \(toolbar.barText.textsSet - texts) times while scrolling")
    }
}
