import Testing
@testable import GlassCompositor

/// The search tab's pages are made once per (tab, scene version, query) and are the pages
/// `SearchTabPage` makes; a changed scene is searched afresh.
@Suite struct SearchTabScreensTests {
    @Test func aKeptPageIsThePageTheSceneAndQueryMake() throws {
        let scene = try SearchTabTests.music()
        let tab = try #require(scene.tabs.first { $0.role == .search })
        let screens = SearchTabScreens()
        for query in ["", "mi", "mid", "mi", " ", "zzzz", ""] {
            #expect(screens.screen(for: tab, in: scene, sceneVersion: 0, query: query)
                    == SearchTabPage.screen(for: tab, in: scene, query: query), "\"\(query)\"")
        }
    }

    /// A reloaded scene with other suggestions and a renamed album: the session's page shows
    /// them, not what was kept for the scene before.
    @Test func aReloadedSceneIsSearchedAfresh() throws {
        let scene = try SearchTabTests.music()
        let d = NavigationDriver(scene)
        let circle = try #require(d.session.tabBar.layout.search)
        d.tap(Point(circle.midX, circle.midY))
        d.settle()
        let searchTab = try #require(d.session.ui.selectedTabID)
        func titles() -> [String] {
            d.session.content.layout(tab: searchTab).items.compactMap { if case .row(let r) = $0.item { return r.title } else { return nil } }
        }
        #expect(titles().first == "midnight drive")
        var changed = scene
        let index = try #require(changed.tabs.firstIndex { $0.role == .search })
        changed.tabs[index].search?.suggestions = ["first light"]
        d.session.reload(changed)
        d.settle()
        #expect(titles() == ["first light"])
    }
}
