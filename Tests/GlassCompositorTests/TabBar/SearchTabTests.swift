import Testing
@testable import GlassCompositor

/// The search tab (T5): its own glass circle at the tab bar's trailing end; selected, it
/// morphs into a search field spanning the bar while the other tabs collapse into one circle
/// that goes back; its page shows suggestions, then results found in the scene with the
/// matched part emphasised, "No Results" for none, and a result opens where it lives.
@Suite struct SearchTabTests {
    static func music() throws -> Scene {
        try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
    }

    /// Music on a 390 pt phone (scale 1 keeps the frames small).
    private func phone(_ scene: Scene? = nil) throws -> NavigationDriver {
        NavigationDriver(try scene ?? Self.music(), scale: 1, size: Size(390, 844))
    }

    private func searchCircle(_ d: NavigationDriver) throws -> Rect { try #require(d.session.tabBar.layout.search) }

    private func openSearch(_ d: NavigationDriver) throws {
        let circle = try searchCircle(d)
        d.tap(Point(circle.midX, circle.midY))
        d.settle()
    }

    /// The rows of the search tab's page now, as (id, title, emphasis).
    private func rows(_ d: NavigationDriver) -> [(id: String, title: String, emphasis: Range<Int>?)] {
        d.session.content.layout(tab: d.session.ui.selectedTabID!).items.compactMap { placed in
            guard case .row(let r) = placed.item else { return nil }
            return (r.id ?? "", r.title, r.emphasis)
        }
    }

    private func type(_ d: NavigationDriver, _ text: String) {
        d.session.handle(InputEvent(.text(text), time: d.t))
        d.t += 0.05
    }

    /// While the search tab is open no slot is selected (its label not the accent, its element
    /// not selected, even mid-morph), and the pill keeps to the tab to go back to, however long
    /// the field stays open.
    @Test func whileSearchIsOpenNoSlotIsSelectedAndThePillWaitsOnTheTabBefore() throws {
        let d = try phone()
        d.session.handle(InputEvent(.key(name: "3", modifiers: []), time: d.t))
        d.settle()
        let circle = try searchCircle(d)
        d.tap(Point(circle.midX, circle.midY))
        d.session.advance(to: d.t + 0.02)
        let tabs = d.session.elementTree().elements.filter { $0.role == .tab }
        #expect(tabs.filter { $0.state.selected == true }.map(\.id) == ["search"], "\(tabs.map { ($0.id ?? "", $0.state.selected ?? false) })")
        d.settle()
        d.session.advance(to: d.t + 5)
        #expect(d.session.tabBar.pill.target == 2, "the pill waits on Radio's slot")
        #expect(d.session.tabBar.highlightedSlot == nil)
    }

    @Test func onAPhoneTheCircleStandsAfterTheCapsuleAsTallAsIt() throws {
        let bar = TabBarLayout(tabCount: 5, viewport: Size(390, 844), hasSearchTab: true)
        let circle = try #require(bar.search)
        #expect(circle == Rect(x: 390 - 21 - 62, y: 844 - 21 - 62, width: 62, height: 62))
        #expect(bar.bar.minX == 21 && bar.bar.height == circle.height && bar.bar.minY == circle.minY)
        #expect(circle.minX - bar.bar.maxX == TabBarLayout.searchGap)
        // The capsule holds the four other tabs only.
        #expect(bar.slots.count == 4)
        let plain = TabBarLayout(tabCount: 5, viewport: Size(390, 844))
        #expect(plain.search == nil && plain.slots.count == 5)
    }

    @Test func onATabletTheCapsuleAndCircleAreCentredAsOneGroup() throws {
        let bar = TabBarLayout(tabCount: 5, viewport: Size(1024, 768), hasSearchTab: true)
        let circle = try #require(bar.search)
        #expect(bar.bar.width == 4 * TabBarLayout.maximumSlotWidth + 8)
        #expect(circle.minX - bar.bar.maxX == TabBarLayout.searchGap)
        #expect(abs((bar.bar.minX - 0) - (1024 - circle.maxX)) <= 1, "the group is not centred: \(bar.bar) \(circle)")
        // Open, the tabs' circle and the field take the span the capsule and the circle had.
        let open = TabBarLayout(tabCount: 5, viewport: Size(1024, 768), hasSearchTab: true, searchOpen: 1)
        #expect(open.bar == Rect(x: bar.bar.minX, y: bar.bar.minY, width: 62, height: 62))
        #expect(open.search?.minX == bar.bar.minX + 62 + TabBarLayout.searchGap && open.search?.maxX == circle.maxX)
        // Minimized on scroll, the circle keeps to the trailing edge, the accessory between.
        let minimized = TabBarLayout(tabCount: 5, viewport: Size(1024, 768), collapse: 1, hasAccessory: true, hasSearchTab: true)
        let edge = try #require(minimized.search)
        let accessory = try #require(minimized.accessory)
        #expect(edge.maxX == 1024 - 21)
        #expect(accessory.maxX <= edge.minX - TabBarLayout.accessoryGap && accessory.minX >= minimized.bar.maxX)
    }

    @Test(arguments: [Size(390, 844), Size(1024, 768)])
    func whileTheBarMinimizesTheAccessoryNeverPassesOverTheCircle(_ viewport: Size) throws {
        for step in 0...50 {
            let bar = TabBarLayout(tabCount: 5, viewport: viewport, collapse: Double(step) / 50, hasAccessory: true, hasSearchTab: true)
            let circle = try #require(bar.search), accessory = try #require(bar.accessory)
            #expect(!accessory.insetBy(dx: -2, dy: -2).intersects(circle), "at \(step * 2) %: accessory \(accessory) over the circle \(circle)")
            #expect(!accessory.intersects(bar.bar))
        }
    }

    @Test func selectingItMorphsTheCircleIntoAFieldAndTheTabsIntoACircle() throws {
        let d = try phone()
        let circle = try searchCircle(d)
        let capsule = d.session.tabBar.layout.bar
        d.tap(Point(circle.midX, circle.midY))
        #expect(d.session.ui.selectedTab == 4)
        #expect(d.session.isAnimating, "the circle did not morph")
        d.advance(by: 0.08)
        let mid = d.session.tabBar.layout
        let midSearch = try #require(mid.search)
        // Between the two shapes, not one faded into the other.
        #expect(midSearch.width > circle.width + 10 && midSearch.width < 390 - 21 - 93 - 10)
        #expect(mid.bar.width < capsule.width - 10 && mid.bar.width > 62 + 10)
        d.settle()
        let open = d.session.tabBar.layout
        #expect(open.bar == Rect(x: 21, y: capsule.minY, width: 62, height: 62))
        #expect(open.search == Rect(x: 21 + 62 + TabBarLayout.searchGap, y: capsule.minY, width: 390 - 21 - 93 - 10 + 10, height: 62))
        #expect(d.session.tabBar.searchFieldFrame == open.search)
        #expect(!d.session.ui.focus.isFocused, "focused without activatesAutomatically")
        // A tap on the field focuses it and typing goes in.
        let field = try #require(open.search)
        d.tap(Point(field.midX, field.midY))
        #expect(d.session.ui.focus.isFocused)
        type(d, "mid")
        #expect(d.session.searchField.text == "mid")
    }

    @Test func theKeyboardSelectsItAndMorphsItToo() throws {
        let d = try phone()
        d.key("5")
        #expect(d.session.ui.selectedTab == 4)
        #expect(d.session.isAnimating)
        d.advance(by: 0.08)
        let mid = try #require(d.session.tabBar.layout.search)
        #expect(mid.width > 62 && mid.width < 390 - 21 - 93 - 10)
        d.settle()
        #expect(d.session.tabBar.searchFieldFrame != nil)
        // Control+Tab goes on from the search tab to the first, and the field closes.
        d.key("Tab", .control)
        d.settle()
        #expect(d.session.ui.selectedTab == 0 && d.session.tabBar.searchFieldFrame == nil)
    }

    @Test func underReduceMotionItOpensAtOnce() throws {
        let d = try phone()
        d.session.reduceMotion = true
        let circle = try searchCircle(d)
        d.tap(Point(circle.midX, circle.midY))
        // No morph: the field is open the moment the tab is selected.
        #expect(d.session.tabBar.searchOpen.value(at: d.t) == 1 && d.session.tabBar.searchOpen.isSettled(at: d.t))
        #expect(d.session.tabBar.searchFieldFrame?.minX == 21 + 62 + TabBarLayout.searchGap)
    }

    @Test func activatesAutomaticallyFocusesTheFieldAtOnce() throws {
        var scene = try Self.music()
        scene.tabs[4].search?.activatesAutomatically = true
        let d = try phone(scene)
        let circle = try searchCircle(d)
        d.tap(Point(circle.midX, circle.midY))
        #expect(d.session.ui.focus.isFocused)
        #expect(!d.events(named: "search.focused").isEmpty)
        type(d, "orbit")
        #expect(d.session.searchField.text == "orbit")
        // The caret blinks: the focused field asks for its next half-period.
        #expect(d.session.searchField.nextTimedChange != nil)
    }

    @Test func theTabShowsTheScenesSuggestionsAndATapSearchesForOne() throws {
        let d = try phone()
        try openSearch(d)
        let suggestions = rows(d).filter { $0.id.hasPrefix(SearchTabPage.suggestionPrefix) }
        #expect(suggestions.map(\.title) == ["midnight drive", "coastal mornings", "low orbit", "chill mix"])
        // The genre grid stays below them.
        #expect(d.session.content.layout(tab: d.session.ui.selectedTabID!).items.contains { if case .grid = $0.item { return true }; return false })
        let frame = try #require(d.session.content.layout(tab: d.session.ui.selectedTabID!).items.first { placed in
            if case .row(let r) = placed.item { return r.id == SearchTabPage.suggestionPrefix + "2" }
            return false
        }?.frame)
        d.tap(Point(frame.midX, frame.midY))
        #expect(d.session.searchField.text == "low orbit")
        #expect(d.events(named: "search.suggestion").first?.string("text") == "low orbit")
        #expect(rows(d).first?.title == "Low Orbit")
    }

    @Test func withoutSuggestionsTheFirstTitlesOfTheSceneAreSuggested() throws {
        var scene = try Self.music()
        scene.tabs[4].search?.suggestions = []
        let tab = scene.tabs[4]
        #expect(SearchTabPage.suggestions(in: scene, searchTab: tab) == ["Midnight Drive", "Coastal Mornings", "Paper Planets", "Velvet Rooms"])
    }

    @Test func typingFiltersTheSceneAndEmphasisesWhatMatched() throws {
        let d = try phone()
        try openSearch(d)
        let field = try #require(d.session.tabBar.searchFieldFrame)
        d.tap(Point(field.midX, field.midY))
        type(d, "ORB")
        let found = rows(d)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.id.hasPrefix(SearchTabPage.resultPrefix) })
        #expect(found.map(\.title).contains("Low Orbit") && found.map(\.title).contains("Low Orbit Radio"))
        // Each title once, though several tabs show it.
        #expect(found.filter { $0.title == "Low Orbit" }.count == 1)
        let orbit = try #require(found.first { $0.title == "Low Orbit" })
        #expect(orbit.emphasis == 4..<7)
        #expect(!d.events(named: "search.text").isEmpty)
        // The emphasis is drawn: the matched run differs from the same row drawn plainly.
        var plain = ListRow(title: "Low Orbit"), emphasised = plain
        emphasised.emphasis = 4..<7
        plain.id = "x"; emphasised.id = "x"
        #expect(Self.draw(plain).largestChannelDifference(from: Self.draw(emphasised)) > 0)
    }

    /// A row drawn alone on a 390 x 60 pt page.
    static func draw(_ row: ListRow) -> Surface {
        let layout = ContentLayout(screen: Screen(items: [.row(row)]), width: 390, bottomInset: 0)
        let s = Surface(width: 390, height: 120)!
        let canvas = Canvas(surface: s, scale: 1)
        ContentPainter(layout: layout, palette: .system(.light), title: nil).paint(on: canvas, visible: Rect(x: 0, y: 0, width: 390, height: 120))
        canvas.flush()
        return s
    }

    @Test func nothingMatchingShowsNoResults() throws {
        let d = try phone()
        try openSearch(d)
        let field = try #require(d.session.tabBar.searchFieldFrame)
        d.tap(Point(field.midX, field.midY))
        type(d, "zzyzx")
        #expect(rows(d).isEmpty)
        let texts = d.session.content.layout(tab: d.session.ui.selectedTabID!).items.compactMap { placed -> String? in
            if case .text(let t) = placed.item { return t.text }
            return nil
        }
        #expect(texts.first == "No Results")
    }

    @Test func choosingAResultOpensItsTabScrolledToIt() throws {
        let d = try phone()
        try openSearch(d)
        let field = try #require(d.session.tabBar.searchFieldFrame)
        d.tap(Point(field.midX, field.midY))
        type(d, "get up")
        let layout = d.session.content.layout(tab: d.session.ui.selectedTabID!)
        let result = try #require(layout.items.first { placed in
            if case .row(let r) = placed.item { return r.title == "Get Up! Mix" }
            return false
        }?.frame)
        d.tap(Point(result.midX, result.midY))
        #expect(d.session.ui.selectedTab == 0, "the result did not open its tab")
        let opened = try #require(d.events(named: "search.opened").first)
        #expect(opened.string("title") == "Get Up! Mix" && opened.string("tab") == "home" && opened.string("query") == "get up")
        d.settle()
        let home = d.session.content.layout(tab: d.session.tabID(0))
        let y = try #require(SearchResultsComponent.position(of: "Get Up! Mix", in: home))
        let offset = d.session.scrollOffset(tab: 0)
        #expect(offset > 100, "the page was not scrolled to the result")
        #expect(y - offset > 0 && y - offset < 844 / 2, "the result is not near the top: \(y - offset)")
        // The field morphed back into its circle.
        #expect(d.session.tabBar.searchFieldFrame == nil)
        #expect(d.session.tabBar.layout.search?.width == 62)
    }

    @Test func aResultWithADestinationPushesItOnItsTab() throws {
        let json = """
        {"format": 1, "name": "Found", "screens": {"song": {"title": "Night Swim", "items": []}},
         "tabs": [{"id": "library", "title": "Library", "screen": {"title": "Library", "items": []}},
                  {"id": "search", "role": "search",
                   "search": {"searchable": [{"title": "Night Swim", "subtitle": "Harbour Lights", "tab": "library", "destination": "song"}]}}]}
        """
        let d = NavigationDriver(try SceneDecoder.decode(json, file: "found.json"), scale: 1, size: Size(390, 844))
        try openSearch(d)
        let field = try #require(d.session.tabBar.searchFieldFrame)
        d.tap(Point(field.midX, field.midY))
        type(d, "swim")
        let found = rows(d)
        #expect(found.map(\.title) == ["Night Swim"] && found.first?.emphasis == 6..<10)
        let row = try #require(d.session.content.layout(tab: d.session.ui.selectedTabID!).items.first { if case .row = $0.item { return true }; return false }?.frame)
        d.tap(Point(row.midX, row.midY))
        d.settle()
        #expect(d.session.ui.selectedTab == 0)
        #expect(d.session.navigation.depth(tab: d.session.tabID(0)) == 1)
        #expect(d.events(named: "navigation.push").first?.string("destination") == "song")
    }

    @Test func theCollapsedTabsCircleGoesBackToThePreviousTab() throws {
        let d = try phone()
        // Start from Radio, so "back" is not merely the first tab.
        let radio = d.session.tabBar.layout.slots[2]
        d.tap(Point(radio.midX, radio.midY))
        d.settle()
        let capsule = d.session.tabBar.layout.bar
        try openSearch(d)
        let back = d.session.tabBar.layout.bar
        #expect(back.width == 62)
        d.tap(Point(back.midX, back.midY))
        #expect(d.session.ui.selectedTab == 2)
        #expect(d.events(named: "press").last?.string("target") == "tabbar.back")
        d.advance(by: 0.08)
        #expect((d.session.tabBar.layout.search?.width ?? 0) > 62, "the field jumped back instead of morphing")
        d.settle()
        #expect(d.session.tabBar.layout.bar == capsule)
        #expect(d.session.tabBar.layout.search?.width == 62)
        #expect(d.session.pillPositionForTesting == 2)
    }

    @Test func theMorphsMidFramesMatchTheirGoldens() throws {
        let d = NavigationDriver(try Self.music(), scale: 2, size: Size(390, 844))
        let circle = try searchCircle(d)
        d.tap(Point(circle.midX, circle.midY))
        // The bottom of the window, where the bar morphs.
        func bar() -> Surface { d.frame().cropped(to: PixelRect(x: 0, y: 2 * 660, width: 780, height: 2 * 184))! }
        d.t -= 0.01
        d.advance(by: 0.05)
        expectMatchesGolden(bar(), area: "search-tab", name: "music-morph-early")
        d.advance(by: 0.07)
        expectMatchesGolden(bar(), area: "search-tab", name: "music-morph-mid")
        d.settle()
        expectMatchesGolden(bar(), area: "search-tab", name: "music-open")
    }
}
