import Testing
@testable import GlassCompositor

/// Who owns a drag: the rules a press follows once it moves (written down in ARCHITECTURE,
/// Interaction). A carousel takes sideways drags and gives vertical ones to the page; at its
/// start a drag to the right is the swipe back; a press that moves past the slop is no tap;
/// a tap on moving content only stops it.
@Suite struct GestureRulesTests {
    /// A root screen with a carousel, a glass button and rows that push "detail"; "detail" has
    /// a carousel and rows too. No tab bar, phone-sized.
    private func driver() throws -> NavigationDriver {
        let tiles = (0..<12).map { #"{"title": "Tile \#($0)"}"# }.joined(separator: ",")
        let rows = (0..<30).map { #"{"kind": "row", "title": "Row \#($0)", "destination": "detail"}"# }.joined(separator: ",")
        let json = """
        {"format": 1, "name": "Gestures", "tabBar": {"visible": false},
         "screens": {"detail": {"title": "Detail", "items": [
            {"kind": "carousel", "id": "shelf", "title": "Shelf", "tileWidth": 150, "tiles": [\(tiles)]}, \(rows)]}},
         "tabs": [{"id": "root", "title": "Root", "icon": "go-home-symbolic", "screen": {"title": "Root", "items": [
            {"kind": "carousel", "id": "row", "title": "Row", "tileWidth": 150, "tiles": [\(tiles)]},
            {"kind": "controls", "controls": [{"id": "play", "title": "Play", "style": "glass"}]},
            \(rows)]}}]}
        """
        return NavigationDriver(try SceneDecoder.decode(json, file: "gestures.json"))
    }

    /// The centre of the top page's carousel row, window points.
    private func carouselCentre(_ d: NavigationDriver) throws -> Point {
        let row = try #require(d.session.carousels.rows(tab: d.session.selectedTab).first)
        return Point(row.layout.frame.midX, row.layout.frame.midY - d.session.content.offset())
    }

    @Test func onACarouselASidewaysDragScrollsTheRowAndAVerticalOneThePage() throws {
        let d = try driver()
        let centre = try carouselCentre(d)
        d.drag(from: centre, dx: -200, dy: 6)
        d.settle()
        #expect((d.session.carousels.carouselOffset("row") ?? 0) > 150)
        #expect(d.session.content.offset() == 0)
        d.drag(from: centre, dx: 5, dy: -200)
        d.settle()
        #expect(d.session.content.offset() > 150)
        #expect(abs((d.session.carousels.carouselOffset("row") ?? 0) - 200) < 60, "the row stayed where the first drag left it")
    }

    @Test func aDragToTheRightOnAPushedPageSwipesBackEvenOverACarouselAtItsStart() throws {
        let d = try driver()
        d.tap(d.destinationRow(3))
        d.settle()
        #expect(d.depth == 1)
        let centre = try carouselCentre(d)
        // Left first: the row scrolls, no swipe.
        d.drag(from: centre, dx: -120)
        d.settle()
        #expect(d.depth == 1)
        #expect((d.session.carousels.carouselOffset("shelf") ?? 0) > 60)
        // Back to its start, then to the right past half the width: the page swipes back.
        d.drag(from: centre, dx: 200)
        d.settle()
        #expect(d.depth == 1, "a row that can still scroll back takes the drag")
        #expect((d.session.carousels.carouselOffset("shelf") ?? 1) <= 0.5)
        d.drag(from: centre, dx: 260)
        d.settle()
        #expect(d.depth == 0)
        #expect(d.events(named: "navigation.pop").last?.string("how") == "swipe")
    }

    @Test func aPressThatMovesPastTheSlopCancelsTheButton() throws {
        let d = try driver()
        let target = try #require(d.session.contentButtons.targets().first { $0.id == "play" })
        let p = Point(target.rect.midX, target.rect.midY)
        d.drag(from: p, dy: -(ContentButtonsComponent.scrollSlop + 20))
        #expect(d.events(named: "button.cancelled").map { $0.string("id") } == ["play"])
        #expect(d.events(named: "button.pressed").isEmpty)
        // Held still, a press on it is a tap (where the drag left the page).
        d.settle()
        d.tap(Point(p.x, target.rect.midY - d.session.content.offset()))
        #expect(d.events(named: "button.pressed").map { $0.string("id") } == ["play"])
    }

    @Test func aTapDuringAFlingStopsItAndPressesNothing() throws {
        let d = try driver()
        d.drag(from: Point(195, 700), dy: -300, steps: 6, duration: 0.06, hold: 0)
        d.advance(by: 0.05)
        #expect(d.session.content.isAnimating, "the release flung the page")
        d.tap(d.destinationRow(2))
        let stopped = d.session.content.offset()
        d.settle()
        #expect(d.depth == 0, "the tap on a flinging list pushed a row")
        #expect(d.events(named: "navigation.push").isEmpty)
        #expect(abs(d.session.content.offset() - stopped) < 2, "the fling went on after the tap")
    }
}
