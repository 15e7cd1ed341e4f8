import Testing
@testable import GlassCompositor

/// The toolbar's search filters the page under it (S1): matches ignore case and accents,
/// rows stay a list and tiles a grid, nothing matching says "No Results", and clearing the
/// field gives the page back.
@Suite struct SearchFilterTests {
    private func screen() throws -> Screen {
        let json = """
        {"format": 1, "name": "Filter", "tabBar": {"visible": false},
         "tabs": [{"id": "t", "title": "T", "screen": {"title": "T", "items": [
            {"kind": "header", "title": "People"},
            {"kind": "row", "title": "Zoë Martín", "subtitle": "Café plans"},
            {"kind": "row", "title": "Aiko Tanaka", "subtitle": "Trip photos"},
            {"kind": "text", "text": "A paragraph that mentions cafe too"},
            {"kind": "section", "title": "More", "items": [{"kind": "row", "title": "Cafeteria menu"}]},
            {"kind": "grid", "tiles": [{"title": "Cafe Album"}, {"title": "Night Drive"}]}]}}]}
        """
        return try #require(SceneDecoder.decode(json, file: "filter.json").tabs.first?.screen)
    }

    @Test func matchesIgnoreCaseAndAccentsAndKeepTheirContainers() throws {
        let filtered = SearchFilter.filtered(try screen(), query: "CAFE")
        let titles = filtered.items.compactMap { item -> String? in
            if case .row(let r) = item { return r.title }
            return nil
        }
        #expect(titles == ["Zoë Martín", "Cafeteria menu"])
        let grids = filtered.items.compactMap { item -> [String]? in
            if case .grid(let g) = item { return g.tiles.map(\.title) }
            return nil
        }
        #expect(grids == [["Cafe Album"]])
        #expect(!filtered.items.contains { if case .header = $0 { return true }; return false }, "the header stayed")
        #expect(!filtered.items.contains { if case .text = $0 { return true }; return false }, "the paragraph stayed")
        #expect(SearchFilter.filtered(try screen(), query: "  ") == (try screen()))
    }

    @Test func nothingMatchingSaysNoResults() throws {
        let filtered = SearchFilter.filtered(try screen(), query: "zzyzx")
        let texts = filtered.items.compactMap { item -> String? in
            if case .text(let t) = item { return t.text }
            return nil
        }
        #expect(texts.first == "No Results")
        #expect(texts.last?.contains("zzyzx") == true)
    }

    /// The filtered screen is kept on its page for its query and scene version (the bar asks
    /// for it every frame, and filtering compares every row's words), and a new query or a
    /// reloaded scene filters again.
    @Test func theFilteredScreenIsKeptUntilTheQueryOrTheSceneChanges() throws {
        let d = NavigationDriver(try NavigationDriver.mail(), scale: 1, size: Size(390, 844))
        let frame = try #require(d.session.toolbar.searchFieldFrame)
        d.tap(Point(frame.midX - 40, frame.midY))
        d.session.handle(InputEvent(.text("design"), time: d.t))
        let content = d.session.content
        let page = try #require(content.selectedPage)
        let first = content.screen(of: page)
        #expect(content.store.existing(page)?.filtered?.query == "design")
        #expect(content.screen(of: page) == first)
        func titles(_ s: Screen) -> [String] { s.items.compactMap { if case .row(let r) = $0 { return r.title }; return nil } }
        #expect(titles(first).count == 1)
        // A reloaded scene with one more matching message in the inbox.
        var scene = d.session.scene
        let tab = try #require(scene.tabs.firstIndex { $0.tabID == page.tab })
        var row = try #require(scene.tabs[tab].screen.items.lazy.compactMap { if case .row(let r) = $0 { return r }; return nil }.first)
        row.title = "Design review moved"
        scene.tabs[tab].screen.items.append(.row(row))
        d.session.reload(scene)
        #expect(titles(content.screen(of: page)).contains("Design review moved"))
        d.session.handle(InputEvent(.text("zzyzx"), time: d.t))
        #expect(titles(content.screen(of: page)).isEmpty)
    }

    @Test func typingInMailsFieldFiltersTheInboxAndClearingGivesItBack() throws {
        let d = NavigationDriver(try NavigationDriver.mail(), scale: 1, size: Size(390, 844))
        let rows = { () -> Int in
            d.session.content.layout(tab: d.session.selectedTab).items.filter { if case .row = $0.item { return true }; return false }.count
        }
        let all = rows()
        #expect(all > 3)
        let frame = try #require(d.session.toolbar.searchFieldFrame)
        d.tap(Point(frame.midX - 40, frame.midY))
        d.session.handle(InputEvent(.text("design"), time: d.t))
        #expect(rows() == 1)
        let before = try #require(d.session.screenshot())
        d.key("BackSpace", .control)
        #expect(rows() == all)
        // The frame shows the new results, not a stale page layer.
        d.session.handle(InputEvent(.text("zzyzx"), time: d.t))
        let empty = try #require(d.session.screenshot())
        #expect(empty.largestChannelDifference(from: before) > 0)
        #expect(rows() == 0)
    }
}
