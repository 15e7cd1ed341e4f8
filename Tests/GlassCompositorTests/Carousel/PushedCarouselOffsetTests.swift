import Testing
@testable import GlassCompositor

/// A row without an id keeps its offset by its place on its own page: a pushed screen's row
/// does not scroll with the row at the same place on the screen beneath it (both were keyed
/// by the tab and the row's place, so scrolling one moved the other).
@Suite struct PushedCarouselOffsetTests {
    static func scene() throws -> Scene {
        let tiles = (0..<12).map { ##"{"title": "Tile \##($0)", "color": "#6699cc"}"## }.joined(separator: ",")
        let json = """
        {"format": 1, "name": "Rows", "tabBar": {"visible": false},
         "screens": {"detail": {"title": "Detail", "items": [{"kind": "carousel", "title": "More", "tileWidth": 150, "tiles": [\(tiles)]}]}},
         "tabs": [{"id": "home", "title": "Home", "icon": "go-home-symbolic",
                   "screen": {"title": "Home", "items": [
                     {"kind": "carousel", "title": "Picks", "tileWidth": 150, "tiles": [\(tiles)]},
                     {"kind": "row", "id": "open", "title": "Open", "destination": "detail"}]}}]}
        """
        return try SceneDecoder.decode(json, file: "rows.json")
    }

    @Test func aPushedScreensRowScrollsOnItsOwn() throws {
        let d = NavigationDriver(try Self.scene())
        let s = d.session
        d.advance(by: 0.1)
        let home = try #require(s.carousels.rows(tab: s.ui.selectedTabID!).first)
        let rootKey = home.key
        // Scroll the root's row sideways with a wheel over it.
        let over = Point(home.layout.frame.midX, home.layout.frame.midY - s.content.offset())
        s.handle(InputEvent(.wheel(dx: 4, dy: 0), at: over, time: d.t))
        d.advance(by: 1)
        let rootOffset = try #require(s.carousels.carouselOffset(rootKey))
        #expect(rootOffset > 0)
        // Push the detail screen: its row is another row, at rest at its start.
        s.navigation.push("detail", source: "open", at: d.t)
        d.advance(by: 1)
        #expect(d.depth == 1)
        let pushed = try #require(s.carousels.rows(tab: s.ui.selectedTabID!).first)
        #expect(pushed.key != rootKey)
        #expect((s.carousels.carouselOffset(pushed.key) ?? 0) == 0)
        #expect(s.carousels.carouselOffset(rootKey) == rootOffset)
    }
}
