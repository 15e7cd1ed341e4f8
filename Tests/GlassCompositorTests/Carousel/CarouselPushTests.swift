import Testing
@testable import GlassCompositor

/// Carousel tiles with a `destination` push their screen on a tap, as rows do: the tile greys
/// while held (the list row's highlight) and keeps it under the pushed screen; a sideways
/// drag still scrolls the row and pushes nothing. Music's Recently Played tiles open an album.
@Suite struct CarouselPushTests {
    /// Music with its Recently Played row scrolled to the middle of the window.
    static func music() throws -> PresentationDriver {
        let d = try PresentationDriver("music")
        let row = try #require(d.session.carousels.rows(tab: d.session.selectedTab).first { $0.key == "recently-played" })
        d.session.content.scrollTo(max(0, row.layout.frame.midY - 400), at: d.now)
        d.settle()
        return d
    }

    static func tile(_ d: PresentationDriver, _ k: Int = 0) throws -> Point {
        let row = try #require(d.session.carousels.rows(tab: d.session.selectedTab).first { $0.key == "recently-played" })
        let f = row.layout.tileFrame(k)
        return Point(row.layout.frame.minX + f.midX, f.midY - d.session.content.offset())
    }

    @Test func aTapOnATilePushesItsScreen() throws {
        let d = try Self.music()
        let p = try Self.tile(d, 1)
        d.session.step(to: d.presenter)
        let before = d.presenter.surface.copy()
        d.down(p)
        d.session.step(to: d.presenter)
        #expect(d.presenter.surface.diffCount(before) > 200, "the tile greys while held")
        d.advance()
        d.up(p)
        let push = try #require(d.events("navigation.push").last)
        #expect(PresentationDriver.field(push, "destination") == "album")
        #expect(PresentationDriver.field(push, "source") == "recently-played.tile.1")
        d.settle()
        #expect(d.session.navigation.depth(tab: d.session.selectedTab) == 1)
    }

    @Test func aSidewaysDragScrollsTheRowAndPushesNothing() throws {
        let d = try Self.music()
        let p = try Self.tile(d, 1)
        d.drag(from: p, to: Point(p.x - 120, p.y + 4), steps: 6)
        d.settle()
        #expect(d.events("navigation.push").isEmpty)
        #expect((d.session.carousels.carouselOffset("recently-played") ?? 0) > 60)
        #expect(d.session.navigation.depth(tab: d.session.selectedTab) == 0)
        // A tap that stops a gliding row only stops it.
        d.drag(from: p, to: Point(p.x - 200, p.y), steps: 3)
        d.advance()
        d.tap(p)
        #expect(d.events("navigation.push").isEmpty)
    }
}
