import Testing
@testable import GlassCompositor

/// A menu whose rows do not fit in the window: its panel is capped inside the window and its
/// rows scroll inside the glass (wheel, touchpad, drag), a press-drag held near the panel's
/// top or bottom edge scrolls toward it, and choosing still picks the row under the pointer.
/// Mail's message screen has one: Move to (the folder button), twenty mailboxes.
@Suite struct MenuScrollTests {
    static func openMoveMenu(height: Int = 600) throws -> PresentationDriver {
        let d = try PresentationDriver("mail", height: height)
        try d.pushFirstDestination()
        d.tap(try d.button("folder"))
        d.settle()
        return d
    }

    @Test func aMenuTallerThanTheWindowIsCappedInsideItAndScrolls() throws {
        let d = try Self.openMoveMenu()
        let m = try #require(d.menu.presentation)
        #expect(m.layout.scrolls)
        #expect(m.layout.contentHeight > 600)
        #expect(m.layout.frame.minY >= MenuLayout.scrollMargin - 0.5)
        #expect(m.layout.frame.maxY <= 600 - MenuLayout.scrollMargin + 0.5)
        #expect(abs(m.layout.frame.height - (600 - 2 * MenuLayout.scrollMargin)) < 0.5)
        #expect(m.offset(at: d.now) == 0)
        // A short menu is unchanged: no scroll.
        let short = try PresentationDriver("mail")
        short.tap(try short.button("sort"))
        short.settle()
        #expect(short.menu.presentation?.layout.scrolls == false)
        #expect(short.menu.presentation?.scroll == nil)
    }

    @Test func theWheelScrollsTheRowsNotThePage() throws {
        let d = try Self.openMoveMenu()
        let m = try #require(d.menu.presentation)
        let page = d.session.scrollOffset()
        d.wheel(3, at: m.layout.frame.center)
        d.settle()
        let offset = try #require(d.menu.presentation).offset(at: d.now)
        #expect(offset > 60, "\(offset)")
        #expect(d.session.scrollOffset() == page)
        #expect(PresentationDriver.field(d.events("menu.scroll").last, "source") == "wheel")
        #expect(abs((d.session.stateSnapshot()["menu.folder.offset"] ?? -1) - offset) < 1e-9, "--state reports the rows' offset")
        // The wheel never scrolls past the last row.
        for _ in 0..<20 { d.wheel(5, at: m.layout.frame.center); d.advance() }
        d.settle()
        let end = try #require(d.menu.presentation)
        #expect(abs(end.offset(at: d.now) - (end.layout.contentHeight - end.layout.frame.height)) < 0.5)
        // A row scrolled into view is chosen where it shows now.
        let last = end.layout.rows.count - 1
        let shown = end.layout.rows[last].offsetBy(dx: 0, dy: -end.offset(at: d.now))
        #expect(end.layout.visibleRows.contains(shown.center))
        d.tap(shown.center)
        #expect(PresentationDriver.field(d.events("menu.selected").last, "item") == "Later")
    }

    /// The capsule overlay a menu plan draws after its glass, if any (window pixels, scale 1).
    private static func indicator(_ d: PresentationDriver) -> PixelRect? {
        for case .overlay(let s, let x, let y, _) in d.menu.plan() { return PixelRect(x: x, y: y, width: s.width, height: s.height) }
        return nil
    }

    @Test func rowsThatScrollShowTheirIndicatorOnOpeningAndWhileTheyMove() throws {
        let d = try Self.openMoveMenu()
        // Shown as the menu opened; by the time everything has settled it has faded.
        #expect(Self.indicator(d) == nil)
        let m = try #require(d.menu.presentation)
        d.wheel(2, at: m.layout.frame.center)
        d.advance(frames: 6)
        let early = try #require(Self.indicator(d))
        // Inside the panel's trailing edge, clear of its rounded corners.
        let frame = PixelRect(covering: m.layout.frame)
        #expect(early.x1 <= frame.x1 - 2 && early.x0 >= frame.x1 - 12)
        #expect(early.y0 >= frame.y0 + 8 && early.y1 <= frame.y1 - 8)
        // Further down the rows, further down the track.
        d.wheel(4, at: m.layout.frame.center)
        d.advance(frames: 12)
        let later = try #require(Self.indicator(d))
        #expect(later.y0 > early.y0)
        d.settle()
        #expect(Self.indicator(d) == nil)
        #expect(!d.menu.isAnimating)
        // A menu whose rows fit has none, even while it opens.
        let short = try PresentationDriver("mail")
        short.tap(try short.button("sort"))
        for _ in 0..<10 { short.advance(); #expect(Self.indicator(short) == nil) }
    }

    /// While the indicator lingers at full opacity nothing changes: no frame is drawn until its
    /// fade starts, when the host wakes for it.
    @Test func theLingeringIndicatorDrawsNoFrameUntilItFades() throws {
        let d = try Self.openMoveMenu()
        let m = try #require(d.menu.presentation)
        d.wheel(2, at: m.layout.frame.center)
        // Until the rows stop: the wheel's glide, sampled frame by frame.
        var frames = 0
        repeat { d.session.step(to: d.presenter); frames += 1 }
        while (d.menu.presentation?.scroll?.isAnimating(at: d.now) ?? false) && frames < 120
        d.session.step(to: d.presenter)
        #expect(Self.indicator(d) != nil, "shown while it lingers")
        #expect(!d.menu.isAnimating && !d.session.needsFrame)
        let fade = try #require(d.session.nextTimedChange)
        #expect(fade > d.now && fade - d.now <= ScrollIndicator.linger)
        d.advance(frames: Int(((fade - d.now) * 60).rounded(.up)) + 1)
        #expect(d.menu.isAnimating, "fading")
    }

    @Test func aDragOnTheRowsScrollsThemWithAFlingAndChoosesNothing() throws {
        let d = try Self.openMoveMenu()
        let m = try #require(d.menu.presentation)
        let start = Point(m.layout.frame.midX, m.layout.frame.maxY - 100)
        d.drag(from: start, to: Point(start.x, start.y - 300), steps: 6)
        #expect(d.events("menu.selected").isEmpty)
        #expect(d.menu.isOpen)
        let released = try #require(d.menu.presentation).offset(at: d.now)
        #expect(released > 250, "follows the finger: \(released)")
        #expect(PresentationDriver.field(d.events("menu.scroll").last, "source") == "drag")
        d.settle()
        // Released moving, it glides on.
        let settled = try #require(d.menu.presentation).offset(at: d.now)
        #expect(settled > released + 20, "\(released) → \(settled)")
        #expect(!d.session.needsFrame)
    }

    @Test func touchpadDeltasScrollAndEndWithTheirOwnFling() throws {
        let d = try Self.openMoveMenu()
        let m = try #require(d.menu.presentation)
        for _ in 0..<5 { d.smooth(18, at: m.layout.frame.center); d.advance() }
        let during = try #require(d.menu.presentation).offset(at: d.now)
        #expect(abs(during - 90) < 0.5, "1:1 with the deltas: \(during)")
        d.settle()
        let after = try #require(d.menu.presentation).offset(at: d.now)
        #expect(after > during, "the pause ends the gesture with a fling: \(during) → \(after)")
        #expect(PresentationDriver.field(d.events("menu.scroll").last, "source") == "smooth")
    }

    /// Press on the button, drag into the panel's bottom band and hold: the rows scroll toward
    /// the end on their own, the highlight passes down them, and letting go chooses the row
    /// under the pointer then.
    @Test func holdingADragNearTheBottomEdgeAutoScrollsAndChoosesWhatIsUnderThePointer() throws {
        let d = try PresentationDriver("mail", height: 600)
        try d.pushFirstDestination()
        let button = try d.button("folder")
        d.down(button)
        d.advance(frames: 20)
        let layout = try #require(d.menu.presentation).layout
        let edge = Point(layout.frame.midX, layout.visibleRows.maxY - 8)
        d.move(Point(edge.x, edge.y - 200))
        d.advance()
        d.move(edge)
        let first = try #require(d.menu.presentation).highlightedRow(at: d.now)
        d.advance(frames: 30)
        let m = try #require(d.menu.presentation)
        let offset = m.offset(at: d.now)
        // Half a second at most of the band's speed.
        #expect(offset > 100 && offset <= ListScroll.maximumSpeed * 0.5 + 1, "\(offset)")
        #expect(d.session.needsFrame)
        let highlighted = try #require(m.highlightedRow(at: d.now))
        #expect(highlighted > (first ?? 0))
        d.up(edge)
        let expected = try #require(m.layout.row(at: edge, offset: offset))
        guard case .item(let item) = m.layout.entries[expected] else { Issue.record("not an item"); return }
        #expect(PresentationDriver.field(d.events("menu.selected").last, "item") == item.title)
        // Held at the top edge it scrolls back toward the first row, and stops there.
        let e = try Self.openMoveMenu()
        let panel = try #require(e.menu.presentation).layout
        e.wheel(10, at: panel.frame.center)
        e.settle()
        e.down(Point(panel.frame.midX, panel.visibleRows.minY + 4))
        e.advance()
        e.move(Point(panel.frame.midX, panel.visibleRows.minY + 2))
        let held = try #require(e.menu.presentation)
        #expect(held.scroll?.auto == nil, "a press that began on the panel drags; it does not auto-scroll")
        e.up(Point(panel.frame.midX, panel.visibleRows.minY + 2))
    }

    /// Auto-scroll speed grows across the band and is zero outside it.
    @Test func theAutoScrollBandRampsUp() {
        let visible = Rect(x: 0, y: 100, width: 250, height: 500)
        #expect(ListScroll.autoSpeed(pointerY: 350, visible: visible) == 0)
        #expect(ListScroll.autoSpeed(pointerY: 600 - ListScroll.edgeZone / 2, visible: visible) == ListScroll.maximumSpeed / 2)
        #expect(ListScroll.autoSpeed(pointerY: 700, visible: visible) == ListScroll.maximumSpeed)
        #expect(ListScroll.autoSpeed(pointerY: 100 + ListScroll.edgeZone / 4, visible: visible) == -ListScroll.maximumSpeed * 0.75)
    }

    /// The scrolled Move to menu at rest (390 × 600, scale 1).
    @Test func scrolledMenuGolden() throws {
        let d = try Self.openMoveMenu()
        let m = try #require(d.menu.presentation)
        d.wheel(4, at: m.layout.frame.center)
        d.settle()
        d.move(Point(m.layout.frame.midX, m.layout.frame.midY))
        d.session.step(to: d.presenter)
        expectMatchesGolden(d.presenter.surface, area: "presentations", name: "mail-menu-scrolled")
    }
}
