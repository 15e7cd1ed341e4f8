import Testing
@testable import GlassCompositor

/// Sidebar ↔ tab bar (T6) animates both ways: the sidebar's glass grows out of the tab bar
/// toward the leading edge (its rows fading in) and shrinks back into it; the tab bar gives way
/// while the glass is between; at once under Reduce Motion. Mid-frames are golden images.
@Suite struct SidebarMorphTests {
    /// The sidebar's glass as planned now (points), if any.
    private func glass(_ s: ViewerSession) -> Rect? {
        s.sidebar.plan().compactMap { command -> Rect? in
            if case .glass(let item) = command { return item.field.bounds.scaled(by: 1 / s.ui.scale) }
            return nil
        }.first
    }

    @Test func theSidebarShrinksIntoTheTabBarAndGrowsBackOut() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 1194, height: 834)
        s.step(to: p)
        let panel = try #require(glass(s))
        s.handle(InputEvent(.key(name: "s", modifiers: []), time: 1))
        #expect(!s.sidebar.isShown && s.ui.contentInsets.leading == 0, "the content takes its width at once")
        #expect(!s.ui.showsTabBar, "the tab bar waits while the glass morphs into it")
        s.advance(to: 1.12)
        let bar = s.tabBar.layout.bar
        let mid = try #require(glass(s))
        #expect(mid != panel && mid != bar)
        #expect(mid.width > min(bar.width, panel.width) - 1 && mid.width < max(bar.width, panel.width) + 1, "between the panel and the bar")
        #expect(mid.height < panel.height && mid.height > bar.height)
        #expect(mid.minX > panel.minX, "leaving the leading edge")
        s.advance(to: 3)
        #expect(s.ui.showsTabBar && !s.sidebar.isAnimating)
        #expect(s.sidebar.presence == 0)
        // And back out of the bar.
        s.handle(InputEvent(.key(name: "s", modifiers: []), time: 3))
        #expect(s.sidebar.isShown && s.ui.showsTabBar, "the bar shows until the glass leaves its shape")
        s.advance(to: 3.08)
        #expect(!s.ui.showsTabBar)
        let growing = try #require(glass(s))
        // Out of the bar (floating at the top centre on this regular width) toward the panel.
        #expect(growing.height < panel.height && growing.height > bar.height && growing.minX > panel.minX)
        s.advance(to: 5)
        #expect(glass(s) == panel && s.sidebar.presence == 1)
        // At rest again, the other tabs' paintings are made ahead, as before the morph.
        s.step(to: p)
        SidebarGlyphs.waitForPrefetch()
        let before = s.sidebar.glyphs.paintedOnFramePath
        s.handle(InputEvent(.down(button: 1), at: try #require(s.sidebar.layout.row(forTab: 1)).frame.center, time: 5.1))
        s.handle(InputEvent(.up(button: 1), at: try #require(s.sidebar.layout.row(forTab: 1)).frame.center, time: 5.15))
        s.advance(to: 5.2)
        s.renderFrame(to: p)
        #expect(s.sidebar.glyphs.paintedOnFramePath == before, "the new selection was painted ahead")
    }

    /// The titles fly: while the glass grows out of the bar, each tab's title is drawn between
    /// its slot and its row, moving toward the row and fading as the rows fade in; none at rest.
    @Test func theTabsTitlesFlyBetweenTheirSlotsAndRows() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 1194, height: 834)
        s.step(to: p)
        s.handle(InputEvent(.key(name: "s", modifiers: []), time: 1))
        s.advance(to: 3)
        #expect(s.sidebar.presence == 0)
        let slots = s.tabBar.layout.slots
        s.handle(InputEvent(.key(name: "s", modifiers: []), time: 3))
        func titles() -> [(x: Int, y: Int, opacity: UInt32)] {
            s.sidebar.plan().compactMap { command in
                if case .fadedOverlay(_, let x, let y, _, let o) = command { return (x, y, o) }
                return nil
            }
        }
        var earlier: [(x: Int, y: Int, opacity: UInt32)]? = nil
        var seen = 0
        for t in stride(from: 3.05, through: 3.4, by: 0.05) {
            s.advance(to: t)
            let now = titles()
            guard !now.isEmpty else { continue }
            seen += 1
            // The search tab is a symbol in the bar: it has no title to fly.
            #expect(now.count == slots.count - 1, "one title a titled tab at \(t)")
            if let earlier, earlier.count == now.count {
                // Toward the rows: down and toward the leading edge, never back.
                for (a, b) in zip(earlier, now) { #expect(b.y >= a.y && b.x <= a.x + 1, "at \(t)") }
                #expect(now[0].opacity <= earlier[0].opacity)
            }
            earlier = now
        }
        #expect(seen >= 3, "the titles were in flight for several frames")
        s.advance(to: 5)
        #expect(titles().isEmpty)
    }

    @Test func underReduceMotionItSwitchesAtOnce() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 1194, height: 834)
        s.reduceMotion = true
        s.step(to: p)
        s.handle(InputEvent(.key(name: "s", modifiers: []), time: 1))
        #expect(s.ui.showsTabBar && !s.sidebar.isAnimating)
    }

    @Test(arguments: [("out", 0.1), ("out", 0.2), ("in", 0.1), ("in", 0.2)])
    func midFramesMatchTheirGoldens(_ direction: String, _ after: Double) throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 1194, height: 834)
        s.step(to: p)
        var t = 0.5
        s.handle(InputEvent(.key(name: "s", modifiers: []), time: t))
        if direction == "in" {
            t = 2
            s.advance(to: t)
            s.step(to: p)
            s.handle(InputEvent(.key(name: "s", modifiers: []), time: t))
        }
        s.advance(to: t + after)
        s.renderFrame(to: p)
        expectMatchesGolden(p.surface, area: "scenes", name: "tv-sidebar-morph-\(direction)-\(Int(after * 1000))ms")
    }
}
