import Testing
@testable import GlassCompositor

/// The search tab on a regular width (T5 on iPadOS): where the sidebar or the tab bar floating
/// at the top holds the search tab as an ordinary row or slot, selecting it shows its page with
/// the navigation bar's search field at the top trailing end; the field takes text, the page
/// filters by it as on the phone, and a result opens its tab.
@Suite struct SearchTabRegularWidthTests {
    static func tv() throws -> Scene {
        try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("tv.json").path)
    }

    /// tv in an iPad-sized window, sidebar shown (scale 1 keeps the frames small).
    private func tablet(_ scene: Scene? = nil, size: Size = Size(1194, 834)) throws -> NavigationDriver {
        let d = NavigationDriver(try scene ?? Self.tv(), scale: 1, size: size)
        d.settle()
        return d
    }

    /// Taps the element matching `role` and `id` as the element tree places it now.
    private func tap(_ d: NavigationDriver, _ role: UIElement.Role, id: String) throws {
        let element = try #require(d.session.elementTree().elements.first { $0.role == role && $0.id == id },
                                   "no \(role) \(id) in the tree")
        d.tap(element.hitPoint)
        d.settle()
    }

    private func field(_ d: NavigationDriver) -> UIElement? {
        d.session.elementTree().elements.first { $0.role == .searchField }
    }

    private func resultTitles(_ d: NavigationDriver) -> [String] {
        d.session.content.layout(tab: d.session.ui.selectedTabID!).items.compactMap { placed in
            guard case .row(let r) = placed.item, r.id?.hasPrefix(SearchTabPage.resultPrefix) == true else { return nil }
            return r.title
        }
    }

    private func type(_ d: NavigationDriver, _ text: String) {
        d.session.handle(InputEvent(.text(text), time: d.t))
        d.t += 0.05
        d.settle()
    }

    @Test(arguments: [Size(1194, 834), Size(1440, 900)])
    func withTheSidebarSelectingSearchShowsTheFieldAndTypingFiltersTheResults(_ size: Size) throws {
        let d = try tablet(size: size)
        #expect(d.session.ui.sidebar.isShown)
        #expect(field(d) == nil, "a field before the search tab is selected")
        try tap(d, .sidebarRow, id: "search")
        #expect(d.session.ui.selectedTabID?.rawValue == "search")
        let f = try #require(field(d), "no search field on the search tab's page")
        // In the navigation bar's row, at its trailing end, as iPadOS's.
        #expect(f.frame.minY == ToolbarLayout.topInset && f.frame.maxX == size.width - ToolbarLayout.edgeInset)
        #expect(f.frame.width >= ToolbarLayout.navigationSearchWidth)
        #expect(f.label == "Shows, Movies and More")
        #expect(f.state.focused == false, "focused without activatesAutomatically")
        // Typing goes nowhere until a tap focuses it.
        d.tap(f.hitPoint)
        d.settle()
        #expect(field(d)?.state.focused == true)
        type(d, "tide")
        #expect(field(d)?.state.text == "tide")
        let titles = resultTitles(d)
        #expect(!titles.isEmpty && titles.allSatisfy { $0.lowercased().contains("tide") }, "results \(titles)")
        #expect(d.events(named: "search.text").last?.string("text") == "tide")
        // Escape is Cancel, as for any navigation bar's field: it empties the field and leaves
        // it, and the suggestions are back.
        d.key("Escape")
        d.settle()
        #expect(field(d)?.state.focused == false && field(d)?.state.text == "" && resultTitles(d).isEmpty)
        #expect(!d.events(named: "search.cancelled").isEmpty)
        d.tap(try #require(field(d)).hitPoint)
        d.settle()
        type(d, "tide")
        // A result opens its tab, and the field goes with the search page.
        let rows = d.session.elementTree().elements.filter { $0.role == .row }
        let result = try #require(rows.first { $0.label.hasPrefix("Tidewater") }, "rows \(rows.map(\.label))")
        d.tap(result.hitPoint)
        d.settle()
        let opened = try #require(d.events(named: "search.opened").first)
        #expect(opened.string("query") == "tide")
        #expect(d.session.ui.selectedTabID?.rawValue == opened.string("tab"))
        #expect(field(d) == nil, "the search field stayed on \(opened.string("tab") ?? "")")
    }

    @Test func withTheTabBarAtTheTopTheFieldStandsBesideIt() throws {
        let d = try tablet()
        d.key("s")
        d.settle()
        #expect(!d.session.ui.sidebar.isShown && d.session.ui.showsTabBar)
        try tap(d, .tab, id: "search")
        #expect(d.session.ui.selectedTabID?.rawValue == "search")
        let f = try #require(field(d), "no search field beside the top tab bar")
        #expect(f.frame.maxX == 1194 - ToolbarLayout.edgeInset)
        // Clear of the tab bar, which does not move for it (9 tabs leave no room beside the bar
        // at this width: the field stands in the row below).
        let bar = d.session.tabBar.layout.bar
        #expect(!f.frame.intersects(bar), "field \(f.frame) over the tab bar \(bar)")
        d.tap(f.hitPoint)
        d.settle()
        type(d, "orbit")
        let titles = resultTitles(d)
        #expect(!titles.isEmpty && titles.allSatisfy { $0.lowercased().contains("orbit") }, "results \(titles)")
        // The clear button empties it: the suggestions are back.
        let cleared = try #require(field(d))
        d.tap(Point(cleared.frame.maxX - 22, cleared.frame.midY))
        d.settle()
        #expect(field(d)?.state.text == "" && resultTitles(d).isEmpty)
        type(d, "orbit")
        let result = try #require(d.session.elementTree().elements.first { $0.role == .row && $0.label == "The Quiet Orbit" })
        d.tap(result.hitPoint)
        d.settle()
        #expect(d.session.ui.selectedTabID?.rawValue != "search" && !d.events(named: "search.opened").isEmpty)
        #expect(field(d) == nil)
    }

    /// iPadOS keeps the top tab bar still when Search is selected: the field takes the room
    /// the bar leaves beside it (a narrower field at 1440 pt), or, at 1194 pt, where 9 tabs
    /// leave less than a field's room, the row below; it grows while focused, clear of the bar.
    @Test(arguments: [Size(1194, 834), Size(1440, 900)])
    func selectingSearchDoesNotMoveTheTopTabBar(_ size: Size) throws {
        let d = try tablet(size: size)
        d.key("s")
        d.settle()
        func tabs() -> [String: Rect] {
            Dictionary(uniqueKeysWithValues: d.session.elementTree().elements.filter { $0.role == .tab }.map { ($0.id ?? $0.label, $0.frame) })
        }
        let before = tabs()
        #expect(before.count == d.session.ui.tabSlots.count, "a tab missing from the tree")
        try tap(d, .tab, id: "search")
        #expect(d.session.ui.selectedTabID?.rawValue == "search")
        #expect(tabs() == before, "the tabs moved for the search field")
        let f = try #require(field(d))
        let bar = d.session.tabBar.layout.bar
        #expect(!f.frame.intersects(bar), "field \(f.frame) over the tab bar \(bar)")
        #expect(f.frame.maxX == size.width - ToolbarLayout.edgeInset)
        #expect(f.frame.width >= ToolbarLayout.narrowestNavigationSearchField)
        if size.width >= 1440 {
            #expect(f.frame.minY == ToolbarLayout.topInset && f.frame.minX >= bar.maxX + ToolbarLayout.groupGap)
        } else {
            #expect(f.frame.minY > bar.maxY, "no room beside the bar: the field stands below it")
        }
        // Typing still works; the tabs stay put while it does, and the grown field stays clear.
        d.tap(f.hitPoint)
        d.settle()
        type(d, "orbit")
        #expect(field(d)?.state.text == "orbit")
        #expect(tabs() == before)
        let grown = try #require(field(d))
        #expect(grown.frame.width >= f.frame.width && !grown.frame.intersects(bar), "grown \(grown.frame), bar \(bar)")
    }

    /// A plain section's rows start their thumbnails at the content margin, in line with the
    /// section's header ("Top Results"), as iOS's plain lists do: measured on the drawn frame,
    /// the leftmost drawn pixel of the header's band and of the first result's band.
    @Test(arguments: [Size(1194, 834), Size(390, 844)])
    func resultThumbnailsLineUpWithTheirSectionHeader(_ size: Size) throws {
        let d = try tablet(size: size)
        if size.width >= 700 { try tap(d, .sidebarRow, id: "search") } else { try tap(d, .tab, id: "search") }
        let f = try #require(field(d))
        d.tap(f.hitPoint)
        d.settle()
        type(d, "orbit")
        let layout = d.session.content.layout(tab: d.session.ui.selectedTabID!)
        let header = try #require(layout.items.first { placed in
            if case .section(let s) = placed.item { return s.title == "Top Results" }
            return false
        }).frame
        let row = try #require(layout.items.first { placed in
            if case .row(let r) = placed.item { return r.id?.hasPrefix(SearchTabPage.resultPrefix) == true && r.artwork != nil }
            return false
        }).frame
        let frame = d.frame()
        let scroll = d.session.content.offset(tab: d.session.ui.selectedTabID!, at: d.t)
        // The page's colour: the header band's trailing end, where nothing is drawn.
        let background = frame.row(Int(header.midY - scroll))[frame.width - 3]
        /// The leftmost x (points) in rows y0..<y1 (points, content) whose pixel differs from the
        /// page's, from the rows' leading edge (past a sidebar).
        func leftmost(_ y0: Double, _ y1: Double) -> Double? {
            var best: Int?
            for y in Int(y0 - scroll)..<Int(y1 - scroll) where y >= 0 && y < frame.height {
                let line = frame.row(y)
                for x in (Int(row.minX) + 1)..<(frame.width / 2) where line[x] != background {
                    if x < (best ?? .max) { best = x }
                    break
                }
            }
            return best.map(Double.init)
        }
        let h = try #require(leftmost(header.minY + 4, header.maxY - 4), "no header drawn")
        let r = try #require(leftmost(row.minY + 12, row.maxY - 12), "no thumbnail drawn")
        #expect(abs(h - r) <= 2, "header at \(h) pt, thumbnail at \(r) pt")
    }

    @Test func activatesAutomaticallyFocusesTheFieldAsTheTabIsSelected() throws {
        var scene = try Self.tv()
        let i = try #require(scene.tabs.firstIndex { $0.role == .search })
        scene.tabs[i].search?.activatesAutomatically = true
        let d = try tablet(scene)
        try tap(d, .sidebarRow, id: "search")
        #expect(field(d)?.state.focused == true)
        #expect(!d.events(named: "search.focused").isEmpty)
        type(d, "signal")
        #expect(field(d)?.state.text == "signal")
        #expect(resultTitles(d).contains("Northern Signal"))
    }

    @Test func onAPhoneTheFieldIsTheTabBarsNotTheNavigationBars() throws {
        let d = try tablet(size: Size(390, 844))
        #expect(d.session.ui.searchTabApart != nil)
        try tap(d, .tab, id: "search")
        #expect(d.session.ui.selectedTabID?.rawValue == "search")
        #expect(d.session.toolbar.searchFieldFrame == nil, "a second field in the navigation bar")
        #expect(d.session.tabBar.searchFieldFrame != nil)
        #expect(d.session.elementTree().elements.filter { $0.role == .searchField }.count == 1)
    }
}
