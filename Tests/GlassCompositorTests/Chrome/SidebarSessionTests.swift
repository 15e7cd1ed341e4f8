import Testing
@testable import GlassCompositor

/// The sidebar in a running session (T6, T8): it replaces the tab bar on regular widths,
/// insets the content, selects tabs by click and switches with the tab bar.
@Suite struct SidebarSessionTests {
    func click(_ s: ViewerSession, at p: Point) {
        s.handle(InputEvent(.down(button: 1), at: p, time: s.clock.now))
        s.handle(InputEvent(.up(button: 1), at: p, time: s.clock.now))
    }

    @Test func regularWidthsShowTheSidebarInsteadOfTheTabBar() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 1194, height: 834)
        s.step(to: p)
        #expect(s.sidebar.isShown)
        #expect(!s.ui.showsTabBar)
        #expect(s.ui.contentInsets.leading == 310)
        #expect(s.content.layout(tab: 0).items.first?.frame.minX == 310)
    }

    @Test func compactWidthsKeepTheTabBar() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 600, height: 834)
        s.step(to: p)
        #expect(!s.sidebar.isShown)
        #expect(s.ui.showsTabBar)
        #expect(s.ui.contentInsets.leading == 0)
    }

    @Test func clickingARowSelectsItsTab() throws {
        let scene = try ChromeFixtures.scene("tv")
        let (s, p) = ChromeFixtures.session(scene, width: 1194, height: 834)
        var events: [String] = []
        s.onSemanticEvent = { events.append($0.name) }
        s.step(to: p)
        let before = p.surface.copy()
        let sports = try #require(scene.tabs.firstIndex { $0.id == "sports" })
        let row = try #require(s.sidebar.layout.row(forTab: sports))
        click(s, at: row.frame.center)
        #expect(s.selectedTab == sports)
        #expect(events.contains("tab.selected"))
        for _ in 0..<3 { s.step(to: p) }
        // The pill moved: pixels inside the sidebar changed on the new row.
        var changed = 0
        for y in Int(row.frame.minY)..<Int(row.frame.maxY) {
            for x in Int(row.frame.minX)..<Int(row.frame.maxX) where p.surface[x, y] != before[x, y] { changed += 1 }
        }
        #expect(changed > 500)
        // Clicking a section header or empty glass selects nothing and does not reach the content.
        let header = try #require(s.sidebar.layout.rows.first { if case .section = $0.item { return true }; return false })
        click(s, at: header.frame.center)
        #expect(s.selectedTab == sports)
    }

    @Test func aPressThatLeavesTheRowSelectsNothing() throws {
        let scene = try ChromeFixtures.scene("tv")
        let (s, p) = ChromeFixtures.session(scene, width: 1194, height: 834)
        s.step(to: p)
        let row = try #require(s.sidebar.layout.row(forTab: 2))
        s.handle(InputEvent(.down(button: 1), at: row.frame.center, time: s.clock.now))
        s.handle(InputEvent(.move, at: Point(row.frame.midX, row.frame.midY + 120), time: s.clock.now))
        s.handle(InputEvent(.up(button: 1), at: Point(row.frame.midX, row.frame.midY + 120), time: s.clock.now))
        #expect(s.selectedTab == 0)
    }

    @Test func theToggleAndTheSKeySwitchBetweenSidebarAndTabBar() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 1194, height: 834)
        s.step(to: p)
        click(s, at: s.sidebar.layout.toggle.center)
        #expect(!s.sidebar.isShown)
        // The tab bar shows once the sidebar has morphed into it (SidebarMorphTests).
        #expect(!s.ui.showsTabBar)
        s.advance(to: s.clock.now + 2)
        #expect(s.ui.showsTabBar)
        #expect(s.ui.contentInsets.leading == 0)
        #expect(s.content.layout(tab: 0).items.first?.frame.minX == 0)
        s.step(to: p)
        // The floating button brings the sidebar back ...
        let button = try #require(s.sidebar.showButton)
        click(s, at: button.center)
        #expect(s.sidebar.isShown)
        // ... and so does `s`, both ways.
        s.handle(InputEvent(.key(name: "s", modifiers: []), time: s.clock.now))
        #expect(!s.sidebar.isShown)
        s.handle(InputEvent(.key(name: "s", modifiers: []), time: s.clock.now))
        #expect(s.sidebar.isShown)
    }

    @Test func idleFramesDrawNothing() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("landmarks"), width: 1440, height: 900)
        for _ in 0..<3 { s.step(to: p) }
        #expect(!s.needsFrame)
        s.step(to: p)
        #expect(p.lastDamage.isEmpty)
    }

    @Test func landmarksShowsSidebarInspectorAndMovesTheToolbarBeside() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("landmarks"), width: 1440, height: 900)
        s.step(to: p)
        #expect(s.sidebar.isShown)
        let inspector = try #require(s.inspector.shown)
        #expect(inspector.layout.frame.maxX == 1430)
        #expect(s.ui.contentInsets.trailing == 1440 - inspector.layout.frame.minX)
        let toolbar = try #require(s.toolbar.currentToolbar)
        let groups = s.toolbar.layout(toolbar).groups
        // The sidebar hosts the toggle; no toolbar glass sits over the sidebar or the inspector.
        #expect(!groups.contains { $0.buttons.contains { $0.button.id == SidebarLayout.toggleButtonID } })
        for g in groups {
            #expect(!g.frame.intersects(s.sidebar.layout.frame))
            #expect(!g.frame.intersects(inspector.layout.frame))
        }
        // `i` hides the inspector and gives its room back to the content.
        s.handle(InputEvent(.key(name: "i", modifiers: []), time: s.clock.now))
        #expect(s.inspector.shown == nil)
        #expect(s.ui.contentInsets.trailing == 0)
    }
}
