import Testing
@testable import GlassCompositor

/// A tab bar at the top of a regular-width window sizes each slot to its title, as iPadOS's
/// does: no title is cut while they all fit; short of room the longest give way first.
@Suite struct TopTabBarSlotWidthTests {
    /// tv `width` points wide with its sidebar hidden (a tap on its Hide button), so the tab
    /// bar floats at the top, settled.
    static func tvWithTopBar(width: Int) throws -> (ViewerSession, OffscreenPresenter) {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("tv"), width: width, height: 820)
        s.step(to: p)
        let hide = try #require(s.elementTree().elements.first { $0.id == SidebarLayout.toggleButtonID }).frame.center
        s.handle(InputEvent(.down(button: 1), at: hide, time: s.clock.now))
        s.handle(InputEvent(.up(button: 1), at: hide, time: s.clock.now))
        for _ in 0..<90 { s.step(to: p) }
        return (s, p)
    }

    @Test func titlesThatFitKeepTheirWidth() {
        let widths = TabBarLayout.topSlotWidths(titles: [40, 120, 60], room: 1000)
        #expect(widths == [40 + TabBarLayout.topSlotPadding, 120 + TabBarLayout.topSlotPadding, 60 + TabBarLayout.topSlotPadding])
    }

    @Test func shortOfRoomTheWidestShrinkFirst() {
        let titles = [40.0, 150, 60, 140]
        let room = 400.0
        let widths = TabBarLayout.topSlotWidths(titles: titles, room: room)
        #expect(abs(widths.reduce(0, +) - room) < 1e-9)
        // The narrow ones keep their titles whole; the two widest share one width.
        #expect(widths[0] == 40 + TabBarLayout.topSlotPadding && widths[2] == 60 + TabBarLayout.topSlotPadding)
        #expect(widths[1] == widths[3] && widths[1] < 140 + TabBarLayout.topSlotPadding)
        // Never below the minimum, even when that overflows the room.
        let tight = TabBarLayout.topSlotWidths(titles: [100, 100, 100], room: 90)
        #expect(tight.allSatisfy { $0 == TabBarLayout.minimumTopSlotWidth })
    }

    @Test func thePillMovesAndResizesBetweenUnequalSlots() throws {
        let layout = TabBarLayout(tabCount: 3, viewport: Size(1200, 800), placement: .top, topTitleWidths: [40, 160, 60])
        let s = layout.slots
        #expect(s[1].width > s[0].width && s[1].width > s[2].width)
        #expect(layout.selectionPill(at: 0) == s[0] && layout.selectionPill(at: 1) == s[1])
        let half = layout.selectionPill(at: 0.5)
        #expect(abs(half.width - (s[0].width + s[1].width) / 2) < 1e-9)
        #expect(half.minX > s[0].minX && half.minX < s[1].minX)
        // A drag puts the pill where its centre follows the pointer.
        for position in [0.0, 0.25, 1, 1.6, 2] {
            let centre = layout.selectionPill(at: position).midX
            #expect(abs(layout.pillPosition(atX: centre) - position) < 1e-9, "at \(position)")
        }
    }

    @Test func tvsTopBarShowsEveryTitleWholeAt1180Points() throws {
        let (s, _) = try Self.tvWithTopBar(width: 1180)
        let bar = s.tabBar.layout
        #expect(bar.isTop)
        for (slot, tab) in zip(bar.slots, s.tabBar.shownTabs) where tab.role != .search {
            let title = TextMeasurer.shared.size(tab.title, style: TabSlotImages.topTitle, width: 2000, maxLines: 1).width
            #expect(slot.width - 12 >= title, "\(tab.title) is cut: \(title) in \(slot.width)")
        }
    }

    /// iPadOS shows the search tab in a top bar as its magnifying glass alone, in the
    /// narrowest slot, still named Search for scripts and accessibility.
    @Test func theSearchTabIsASymbolInTheNarrowestSlot() throws {
        let (s, p) = try Self.tvWithTopBar(width: 1280)
        let bar = s.tabBar.layout
        #expect(bar.isTop)
        let tabs = s.tabBar.shownTabs
        let i = try #require(tabs.firstIndex { $0.role == .search })
        #expect(bar.slots[i].width == TabBarLayout.minimumTopSlotWidth)
        #expect(bar.slots.indices.filter { $0 != i }.allSatisfy { bar.slots[$0].width > bar.slots[i].width })
        let element = try #require(s.elementTree().elements.first { $0.id == tabs[i].id && $0.role == .tab })
        #expect(element.label == tabs[i].title)
        // Its symbol is drawn in the middle of the slot: bright strokes on tv's dark glass.
        let frame = p.surface, scale = s.ui.scale
        let slot = bar.slots[i]
        func ink(_ r: Rect) -> Int {
            let px = PixelRect(covering: r.scaled(by: scale))
            var lo = 255, hi = 0
            for y in px.y0..<px.y1 { for x in px.x0..<px.x1 { let g = Int((frame[x, y] >> 8) & 0xff); lo = min(lo, g); hi = max(hi, g) } }
            return hi - lo
        }
        #expect(ink(Rect(x: slot.midX - 10, y: slot.midY - 10, width: 20, height: 20)) > 120)
    }
}
