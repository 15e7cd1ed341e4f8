import Testing
@testable import GlassCompositor

/// The More tab of a compact tab bar (iOS's rule): four tabs and More when more than five
/// are visible; More lists the rest, a row opens its tab pushed inside More with a back
/// button, and the back button brings the list back.
@Suite struct MoreTabTests {
    func click(_ s: ViewerSession, at p: Point) {
        s.handle(InputEvent(.down(button: 1), at: p, time: s.clock.now))
        s.handle(InputEvent(.up(button: 1), at: p, time: s.clock.now))
    }

    @Test func slotsFollowIOSsRule() throws {
        let scene = try ChromeFixtures.scene("tv")
        let host = TabHost(scene: scene)
        let compact = TabBarSlots(scene: scene, visible: host.visible, sizeClass: .compact)
        #expect(compact.count == 5 && compact.slots.last == .more)
        #expect(compact.overflow.count == host.visible.count - 4)
        let regular = TabBarSlots(scene: scene, visible: host.visible, sizeClass: .regular)
        #expect(regular.count == host.visible.count && !regular.slots.contains(.more))
        // Five tabs or fewer need no More.
        let five = TabBarSlots(scene: scene, visible: Array(host.visible.prefix(5)), sizeClass: .compact)
        #expect(five.count == 5 && !five.slots.contains(.more))
    }

    @Test func moreListsOpensAndGoesBack() throws {
        let scene = try ChromeFixtures.scene("tv")
        let (s, p) = ChromeFixtures.session(scene, width: 390, height: 844)
        var events: [String] = []
        s.onSemanticEvent = { events.append($0.name) }
        s.step(to: p)
        let bar = s.tabBar.layout
        let moreSlot = try #require(s.ui.tabSlots.slots.firstIndex(of: .more))
        click(s, at: bar.slots[moreSlot].center)
        for _ in 0..<3 { s.step(to: p) }
        #expect(s.more.showsList && events.contains("more.list"))
        // The list covers the page: its rows are the tabs without a slot, none hidden.
        let list = s.more.layout
        #expect(list.rows.map(\.tab) == s.ui.tabSlots.overflow)
        #expect(!list.rows.contains { s.ui.tabs.hidden.contains(scene.tabs[$0.tab].tabID) })
        #expect(s.toolbar.currentToolbar == nil)
        #expect(s.tabBar.selectedSlot == moreSlot)
        let before = p.surface.copy()

        let row = try #require(list.rows.first)
        click(s, at: row.frame.center)
        for _ in 0..<3 { s.step(to: p) }
        #expect(s.selectedTab == row.tab && events.contains("more.opened"))
        #expect(!s.more.showsList && s.more.openedFromMore)
        #expect(s.tabBar.selectedSlot == moreSlot)
        let back = try #require(s.toolbar.placedButton(id: TabBarSlots.moreBackID))
        #expect(back.button.title == "More")
        // The list's rows gave way to the tab's page.
        var changed = 0
        for y in Int(row.frame.minY)..<Int(row.frame.maxY) {
            for x in 0..<390 where p.surface[x, y] != before[x, y] { changed += 1 }
        }
        #expect(changed > 2000)

        click(s, at: back.frame.center)
        for _ in 0..<3 { s.step(to: p) }
        #expect(s.more.showsList)
        // A tab with its own slot leaves More.
        click(s, at: bar.slots[0].center)
        for _ in 0..<3 { s.step(to: p) }
        #expect(!s.more.showsList && !s.more.openedFromMore && s.selectedTab == s.ui.tabSlots.tab(inSlot: 0))
    }

    /// Opening a tab from the list slides its page in from the trailing edge over the list (a
    /// push), and the back button slides it off again (a pop); under Reduce Motion neither.
    @Test func openingAndGoingBackSlide() throws {
        let scene = try ChromeFixtures.scene("tv")
        let (s, p) = ChromeFixtures.session(scene, width: 390, height: 844)
        s.step(to: p)
        let moreSlot = try #require(s.ui.tabSlots.slots.firstIndex(of: .more))
        click(s, at: s.tabBar.layout.slots[moreSlot].center)
        for _ in 0..<3 { s.step(to: p) }
        let row = try #require(s.more.layout.rows.first)
        click(s, at: row.frame.center)
        s.step(to: p)
        // Mid-slide the page's left edge is inside the window and moves toward 0.
        let first = s.more.pageShiftPixels
        #expect(first > 0 && first < 390)
        s.step(to: p)
        #expect(s.more.pageShiftPixels < first)
        #expect(s.more.isAnimating)
        for _ in 0..<90 { s.step(to: p) }
        #expect(s.more.pageShiftPixels == 0 && !s.more.isAnimating)

        let back = try #require(s.toolbar.placedButton(id: TabBarSlots.moreBackID))
        click(s, at: back.frame.center)
        s.step(to: p)
        s.step(to: p)
        let leaving = s.more.pageShiftPixels
        #expect(leaving > 0 && leaving < 390)
        s.step(to: p)
        #expect(s.more.pageShiftPixels > leaving)
        for _ in 0..<90 { s.step(to: p) }
        #expect(s.more.pageShiftPixels == 0 && s.more.showsList)

        // Under Reduce Motion the page is in place at once.
        s.ui.reduceMotion = true
        click(s, at: row.frame.center)
        s.step(to: p)
        #expect(s.more.pageShiftPixels == 0 && !s.more.isAnimating)
    }

    /// The list under the opening page darkens as the page covers it, as a page under a push
    /// does: untouched when the slide starts, a veil's worth darker as it ends.
    @Test func theListDarkensAsThePageCoversIt() throws {
        var scene = try ChromeFixtures.scene("tv")
        scene.appearance = .light
        let (s, p) = ChromeFixtures.session(scene, width: 390, height: 844)
        s.step(to: p)
        let moreSlot = try #require(s.ui.tabSlots.slots.firstIndex(of: .more))
        click(s, at: s.tabBar.layout.slots[moreSlot].center)
        for _ in 0..<30 { s.step(to: p) }
        let open = p.surface[2, 500] & 0xff
        click(s, at: try #require(s.more.layout.rows.first).frame.center)
        s.step(to: p)
        let start = p.surface[2, 500] & 0xff
        for _ in 0..<8 { s.step(to: p) }
        #expect(s.more.pageShiftPixels > 2, "still sliding")
        let later = p.surface[2, 500] & 0xff
        #expect(start >= open - 2, "the veil starts clear: \(open) → \(start)")
        #expect(later < start, "and darkens as the page covers the list: \(start) → \(later)")
    }

    @Test func theFrameParityScriptReachesItsMotion() throws {
        let scene = try FrameParityTests.scene("tv")
        let size = FrameParityTests.Size.phone
        let probe = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
        let events = FrameParityTests.events(.moreTab, probe: probe, size: size)
        #expect(events.count == 8)
        let s = ViewerSession(scene: scene, pixelWidth: size.width, pixelHeight: size.height, scale: size.scale)
        var names: [String] = []
        s.onSemanticEvent = { names.append($0.name) }
        for e in events { s.advance(to: e.time); s.handle(e) }
        s.advance(to: FrameParityTests.frameTime)
        #expect(names.filter { $0 == "more.list" }.count == 2 && names.contains("more.opened"))
        // The first slot chosen: its tab selected, the pill on its way from More.
        #expect(s.selectedTab == s.ui.tabSlots.tab(inSlot: 0) && !s.more.showsList)
        #expect(!s.tabBar.pill.isSettled(at: s.ui.time))
    }
}
