import Testing
@testable import GlassCompositor

/// Tabs are who they are, not where they are: a reload that reorders the scene's tabs keeps
/// the selected tab selected, and every tab keeps its own scroll and navigation stack.
@Suite struct TabReorderTests {
    /// Three tabs whose rows push screen "detail".
    private func scene(order: [String]) throws -> Scene {
        let rows = (0..<40).map { #"{"kind": "row", "title": "Row \#($0)", "destination": "detail"}"# }.joined(separator: ",")
        let tabs = order.map { #"{"id": "\#($0)", "title": "\#($0.capitalized)", "icon": "go-home-symbolic", "screen": {"title": "\#($0.capitalized)", "items": [\#(rows)]}}"# }
        let json = """
        {"format": 1, "name": "Tabs", "screens": {"detail": {"title": "Detail", "items": [\(rows)]}},
         "tabs": [\(tabs.joined(separator: ","))]}
        """
        return try SceneDecoder.decode(json, file: "tabs.json")
    }

    @Test func reorderingTheTabsKeepsTheSelectedTabItsScrollAndItsStack() throws {
        let d = NavigationDriver(try scene(order: ["home", "radio", "library"]))
        let s = d.session
        // Radio: scrolled, then a row pushed. Library: scrolled only.
        s.select(tab: 1, at: d.t)
        d.settle()
        s.content.scrollTo(300, at: d.t)
        d.settle()
        d.tap(d.destinationRow(2))
        d.settle()
        #expect(d.depth == 1)
        s.select(tab: 2, at: d.t)
        d.settle()
        s.content.scrollTo(500, at: d.t)
        d.settle()
        s.select(tab: 1, at: d.t)
        d.settle()
        let radioTop = s.scrollOffset()
        let libraryOffset = s.scrollOffset(tab: 2)

        s.reload(try scene(order: ["library", "home", "radio"]))
        d.settle()
        #expect(s.scene.tabs[s.selectedTab].id == "radio")
        #expect(s.selectedTab == 2)
        #expect(d.depth == 1, "radio's pushed screen stays on radio's stack")
        #expect(d.top.screenID == "detail")
        #expect(abs(s.scrollOffset() - radioTop) < 1e-6)
        #expect(abs(s.scrollOffset(tab: 0) - libraryOffset) < 1e-6, "library kept its scroll at its new place")
        #expect(s.navigation.depth(tab: 0) == 0 && s.navigation.depth(tab: 1) == 0)
        // The selection pill rests on radio's new place.
        #expect(abs(s.pillPositionForTesting - 2) < 1e-9)
        // Back on radio's own screen, its scroll is the one it had before the push.
        d.key("Escape")
        d.settle()
        #expect(d.depth == 0)
        #expect(abs(s.scrollOffset() - 300) < 1)
    }
}
