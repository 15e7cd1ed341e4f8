import Testing
@testable import GlassCompositor

/// The sidebar in a running session (SPEC T6, T8): it replaces the tab bar on regular widths,
/// insets the content, selects tabs by click and switches with the tab bar.
@Suite struct SidebarSessionTests {
    func click(_ s: ViewerSession, at p: Point) {
        s.handle(InputEvent(.down(button: 1), at: p, time: s.clock.now))
        s.handle(InputEvent(.up(button: 1), at: p, time: s.clock.now))
    }

    @Test func regularWidthsShowTheSidebarInsteadOfTheTabBar() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 1194, height: 834)
        s.renderFrame(to: p)
        #expect(s.showsSidebar)
        #expect(!s.showsTabBar)
        #expect(s.contentInsets.leading == 310)
        #expect(s.contentLayout(tab: 0).items.first?.frame.minX == 310)
    }

    @Test func compactWidthsKeepTheTabBar() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 600, height: 834)
        s.renderFrame(to: p)
        #expect(!s.showsSidebar)
        #expect(s.showsTabBar)
        #expect(s.contentInsets.leading == 0)
    }

    @Test func clickingARowSelectsItsTab() throws {
        let scene = try ChromeFixtures.scene("tv")
        let (s, p) = ChromeFixtures.session(scene, width: 1194, height: 834)
        var events: [String] = []
        s.onSemanticEvent = { events.append($0.name) }
        s.renderFrame(to: p)
        let before = p.surface.copy()
        let sports = try #require(scene.tabs.firstIndex { $0.id == "sports" })
        let row = try #require(s.sidebarLayout.row(forTab: sports))
        click(s, at: row.frame.center)
        #expect(s.selectedTab == sports)
        #expect(events.contains("tab.selected"))
        for _ in 0..<3 { s.renderFrame(to: p) }
        // The pill moved: pixels inside the sidebar changed on the new row.
        var changed = 0
        for y in Int(row.frame.minY)..<Int(row.frame.maxY) {
            for x in Int(row.frame.minX)..<Int(row.frame.maxX) where p.surface[x, y] != before[x, y] { changed += 1 }
        }
        #expect(changed > 500)
        // Clicking a section header or empty glass selects nothing and does not reach the content.
        let header = try #require(s.sidebarLayout.rows.first { if case .section = $0.item { return true }; return false })
        click(s, at: header.frame.center)
        #expect(s.selectedTab == sports)
    }

    @Test func aPressThatLeavesTheRowSelectsNothing() throws {
        let scene = try ChromeFixtures.scene("tv")
        let (s, p) = ChromeFixtures.session(scene, width: 1194, height: 834)
        s.renderFrame(to: p)
        let row = try #require(s.sidebarLayout.row(forTab: 2))
        s.handle(InputEvent(.down(button: 1), at: row.frame.center, time: s.clock.now))
        s.handle(InputEvent(.move, at: Point(row.frame.midX, row.frame.midY + 120), time: s.clock.now))
        s.handle(InputEvent(.up(button: 1), at: Point(row.frame.midX, row.frame.midY + 120), time: s.clock.now))
        #expect(s.selectedTab == 0)
    }

    @Test func theToggleAndTheSKeySwitchBetweenSidebarAndTabBar() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: 1194, height: 834)
        s.renderFrame(to: p)
        click(s, at: s.sidebarLayout.toggle.center)
        #expect(!s.showsSidebar)
        #expect(s.showsTabBar)
        #expect(s.contentInsets.leading == 0)
        #expect(s.contentLayout(tab: 0).items.first?.frame.minX == 0)
        s.renderFrame(to: p)
        // The floating button brings the sidebar back ...
        let button = try #require(s.showSidebarButton)
        click(s, at: button.center)
        #expect(s.showsSidebar)
        // ... and so does `s`, both ways.
        s.handle(InputEvent(.key(name: "s", modifiers: []), time: s.clock.now))
        #expect(!s.showsSidebar)
        s.handle(InputEvent(.key(name: "s", modifiers: []), time: s.clock.now))
        #expect(s.showsSidebar)
    }

    @Test func idleFramesDrawNothing() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("landmarks"), width: 1440, height: 900)
        for _ in 0..<3 { s.renderFrame(to: p) }
        #expect(!s.needsFrame)
        s.renderFrame(to: p)
        #expect(p.lastDamage.isEmpty)
    }

    @Test func landmarksShowsSidebarInspectorAndMovesTheToolbarBeside() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("landmarks"), width: 1440, height: 900)
        s.renderFrame(to: p)
        #expect(s.showsSidebar)
        let inspector = try #require(s.shownInspector)
        #expect(inspector.layout.frame.maxX == 1430)
        #expect(s.contentInsets.trailing == 1440 - inspector.layout.frame.minX)
        let toolbar = try #require(s.currentToolbar)
        let groups = s.toolbarLayout(toolbar).groups
        // The sidebar hosts the toggle; no toolbar glass sits over the sidebar or the inspector.
        #expect(!groups.contains { $0.buttons.contains { $0.button.id == SidebarLayout.toggleButtonID } })
        for g in groups {
            #expect(!g.frame.intersects(s.sidebarLayout.frame))
            #expect(!g.frame.intersects(inspector.layout.frame))
        }
        // `i` hides the inspector and gives its room back to the content.
        s.handle(InputEvent(.key(name: "i", modifiers: []), time: s.clock.now))
        #expect(s.shownInspector == nil)
        #expect(s.contentInsets.trailing == 0)
    }
}
