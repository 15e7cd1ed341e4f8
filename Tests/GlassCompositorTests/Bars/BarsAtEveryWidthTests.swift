import Foundation
import Testing
@testable import GlassCompositor

/// Every shipped scene's bars at the widths people use, 320 pt phones to 1440 pt desktops, on
/// every visible tab: no two of the bars' rectangles overlap (top-bar groups, the inline
/// title as drawn, a tab bar at the top), a compact tab bar has at most five slots and never a
/// hidden tab, compact widths show no sidebar, and a regular sidebar-adaptable scene with its
/// sidebar off floats the tab bar at the top.
@Suite struct BarsAtEveryWidthTests {
    static let widths = [320, 375, 390, 402, 744, 1024, 1440]

    static var sceneNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.scenes.path)) ?? []
        return files.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The rectangles of the top bar now (points): its groups, the inline title's lines as
    /// drawn, and the tab bar when it floats at the top; each with a name for the message.
    static func topRects(_ s: ViewerSession) -> [(String, Rect)] {
        guard let toolbar = s.toolbar.currentToolbar else { return [] }
        let layout = s.toolbar.layout(toolbar)
        var rects: [(String, Rect)] = layout.groups.filter { $0.frame.minY == ToolbarLayout.topInset }.map { g in
            (g.search != nil ? "search" : g.buttons.map { $0.button.id ?? $0.button.title ?? "?" }.joined(separator: "+"), g.frame)
        }
        if let screen = s.ui.screen, !s.toolbar.tabBarOnTop, Self.showsInlineTitle(s),
           let fit = s.toolbar.inlineTitleFit(screen, layout: layout) {
            rects.append(("title", Rect(x: fit.box.midX - fit.titleWidth / 2, y: ToolbarLayout.topInset, width: fit.titleWidth, height: 20)))
        }
        if s.ui.showsTabBar, s.tabBar.layout.isTop { rects.append(("tab bar", s.tabBar.layout.bar)) }
        return rects
    }

    static func showsInlineTitle(_ s: ViewerSession) -> Bool {
        guard let tab = s.ui.selectedTabID, let nav = s.ui.stacks else { return false }
        return nav.showsInlineTitle(nav.topPage(tab: tab))
    }

    @Test(arguments: BarsAtEveryWidthTests.widths)
    func barsFitAtWidth(_ width: Int) throws {
        #expect(Self.sceneNames.count >= 8, "the shipped scenes: \(Self.sceneNames)")
        for name in Self.sceneNames {
            let scene = try ChromeFixtures.scene(name)
            for sidebarOff in [false, true] {
                let (s, _) = ChromeFixtures.session(scene, width: width, height: 800)
                if sidebarOff { s.sidebar.set(shown: false) }
                for (id, scrolled) in s.ui.tabs.visible.flatMap({ id in [(id, false), (id, true)] }) {
                    s.ui.select(id, at: s.ui.time)
                    if scrolled {
                        // Scrolled down: a large title has gone under the bar and shows inline.
                        let t = s.ui.time
                        s.handle(InputEvent(.wheel(dx: 0, dy: 12, shift: false), at: Point(Double(width) / 2, 400), time: t))
                        s.advance(to: t + 2)
                    }
                    let place = "\(name) at \(width) pt, tab \(id.rawValue)\(scrolled ? " scrolled" : "")\(sidebarOff ? ", sidebar off" : "")"
                    let rects = Self.topRects(s)
                    for (i, a) in rects.enumerated() {
                        for b in rects[(i + 1)...] {
                            #expect(!a.1.intersects(b.1), "\(place): \(a.0) \(a.1) overlaps \(b.0) \(b.1)")
                        }
                        #expect(a.1.minX >= 0 && a.1.maxX <= Double(width), "\(place): \(a.0) \(a.1) leaves the window")
                    }
                    if let screen = s.ui.screen, let toolbar = s.toolbar.currentToolbar, !s.toolbar.tabBarOnTop, Self.showsInlineTitle(s),
                       let fit = s.toolbar.inlineTitleFit(screen, layout: s.toolbar.layout(toolbar)) {
                        // A title that is cut short has given up its subtitle first.
                        if fit.titleTruncated { #expect(fit.subtitleStyle == nil, "\(place): subtitle kept beside a cut title") }
                        #expect(fit.titleStyle.size >= InlineTitleFit.minimumTitleSize)
                    }
                    let compact = width < Int(ToolbarLayout.regularWidth)
                    #expect(s.ui.sizeClass == (compact ? .compact : .regular), "\(place)")
                    if s.ui.showsTabBar, !scene.tabs.isEmpty {
                        let slots = s.ui.tabSlots
                        // The search tab shown apart (its own circle) counts toward the five.
                        let apart = s.ui.searchTabApart.map { [$0] } ?? []
                        if compact { #expect(slots.count + apart.count <= TabBarSlots.compactMaximum, "\(place): \(slots.count) slots") }
                        let shown = slots.slots.compactMap { slot -> Int? in if case .tab(let i) = slot { return i }; return nil } + slots.overflow + apart
                        for i in shown { #expect(!s.ui.tabs.hidden.contains(scene.tabs[i].tabID), "\(place): hidden tab \(scene.tabs[i].id) shown") }
                        #expect(Set(shown).count == s.ui.tabs.visible.count, "\(place): every visible tab has a slot or a More row")
                        #expect(s.tabBar.layout.isTop == (!compact && (scene.tabBar.style == .sidebarAdaptable || scene.sidebar != nil)), "\(place)")
                    }
                    if compact { #expect(!s.sidebar.isShown, "\(place): a sidebar on a compact width") }
                }
            }
        }
    }

    @Test func landmarksAtPhoneWidthHasATabBarAndNoSidebar() throws {
        let (s, _) = ChromeFixtures.session(try ChromeFixtures.scene("landmarks"), width: 390, height: 844)
        #expect(!s.sidebar.isShown && s.ui.showsTabBar)
        #expect(s.ui.contentInsets.leading == 0)
        // Its toolbar's sidebar button has nothing to toggle there.
        #expect(s.toolbar.placedButton(id: SidebarLayout.toggleButtonID) == nil)
    }

    @Test func tvOnATabletWithItsSidebarOffFloatsTheBarAtTheTop() throws {
        let (s, _) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 1194, height: 834)
        s.sidebar.set(shown: false)
        let bar = s.tabBar.layout
        #expect(bar.isTop && bar.bar.minY == ToolbarLayout.topInset)
        #expect(abs(bar.bar.midX - 1194 / 2) < 1)
        // Every visible tab, none hidden, on a regular width.
        #expect(s.ui.tabSlots.count == s.ui.tabs.visible.count && s.ui.tabSlots.overflow.isEmpty)
        #expect(!s.ui.tabs.hidden.isEmpty)
    }

    @Test func aResizeAcrossTheThresholdKeepsTheSelectedTab() throws {
        let scene = try ChromeFixtures.scene("tv")
        let (s, p) = ChromeFixtures.session(scene, width: 1194, height: 834)
        let movies = try #require(scene.tabs.firstIndex { $0.id == "movies" })
        s.select(tab: movies, at: s.clock.now)
        s.step(to: p)
        s.handle(InputEvent(.resize(width: 390, height: 844), at: .zero, time: s.clock.now))
        let small = OffscreenPresenter(width: 390, height: 844)!
        s.step(to: small)
        #expect(s.selectedTab == movies)
        #expect(!s.sidebar.isShown && s.ui.showsTabBar)
        // Movies has no slot of its own at 390 pt: the pill stands on More.
        let slots = s.ui.tabSlots
        #expect(slots.overflow.contains(movies))
        #expect(s.tabBar.selectedSlot == slots.slots.firstIndex(of: .more))
        s.handle(InputEvent(.resize(width: 1194, height: 834), at: .zero, time: s.clock.now))
        s.step(to: p)
        #expect(s.selectedTab == movies && s.sidebar.isShown)
    }
}
