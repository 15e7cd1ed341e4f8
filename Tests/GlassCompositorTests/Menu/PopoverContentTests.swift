import Testing
@testable import GlassCompositor

/// A popover's content responds as content does: Mail's Filter popover has two switch rows,
/// a segmented control and a Clear Filters button.
@Suite struct PopoverContentTests {
    static func openFilter() throws -> PresentationDriver {
        let d = try PresentationDriver("mail")
        d.tap(try d.button("filter"))
        d.settle()
        #expect(d.menu.presentation?.isPopover == true)
        return d
    }

    /// The window centre of the first content element matching `match`.
    static func point(_ d: PresentationDriver, _ match: (PopoverContent.Target) -> Bool) throws -> Point {
        let m = try #require(d.menu.presentation)
        let content = try #require(d.menu.popoverContent(m)).content
        let f = m.layout.frame
        var y = f.minY + 1
        while y < f.maxY {
            var x = f.minX + 4
            while x < f.maxX {
                if let t = content.target(at: Point(x, y), prefix: m.buttonID), match(t) { return Point(x, y) }
                x += 8
            }
            y += 4
        }
        Issue.record("no such element in the popover")
        return .zero
    }

    @Test func aSwitchRowSwitchesAndTheFrameShowsIt() throws {
        let d = try Self.openFilter()
        let row = try Self.point(d) { if case .row(let r, _, _, _) = $0 { return r.title == "Unread" }; return false }
        let before = d.presenter.surface.copy()
        d.tap(row)
        let e = try #require(d.events("popover.row").last)
        #expect(PresentationDriver.field(e, "id") == "filter-unread")
        #expect(PresentationDriver.field(e, "isOn") == "true")
        #expect(d.menu.isOpen, "a popover stays open while its controls change")
        d.settle()
        #expect(d.presenter.surface.diffCount(before) > 100, "the switch is drawn on")
        d.tap(row)
        #expect(PresentationDriver.field(d.events("popover.row").last, "isOn") == "false")
        // Kept while the viewer runs: closed and opened again, it shows what was chosen.
        d.tap(row)
        d.key("Escape")
        d.settle()
        d.tap(try d.button("filter"))
        d.settle()
        #expect(d.menu.popoverValues.toggles["filter-unread"] == true)
    }

    @Test func aRowHighlightsWhileHeldAndAMoveAwayCancels() throws {
        let d = try Self.openFilter()
        let row = try Self.point(d) { if case .row(let r, _, _, _) = $0 { return r.title == "Flagged" }; return false }
        d.down(row)
        d.session.step(to: d.presenter)
        let held = d.presenter.surface.copy()
        #expect(d.menu.presentation?.popoverPressInside == true)
        d.move(Point(row.x, row.y + 200))
        d.session.step(to: d.presenter)
        #expect(held.diffCount(d.presenter.surface) > 100, "the grey goes when the pointer leaves")
        d.up(Point(row.x, row.y + 200))
        #expect(d.events("popover.row").isEmpty)
    }

    @Test func theButtonFiresAndTheSegmentsSelect() throws {
        let d = try Self.openFilter()
        let button = try Self.point(d) { if case .button = $0 { return true }; return false }
        d.tap(button)
        #expect(PresentationDriver.field(d.events("button.pressed").last, "id") == "filter-clear")
        // The second segment, from its right half.
        let m = try #require(d.menu.presentation)
        let content = try #require(d.menu.popoverContent(m)).content
        var segment: Point?
        for y in stride(from: m.layout.frame.minY, to: m.layout.frame.maxY, by: 4) {
            let p = Point(m.layout.frame.maxX - 40, y)
            if case .segmented = content.target(at: p, prefix: m.buttonID) { segment = p; break }
        }
        d.tap(try #require(segment))
        let e = try #require(d.events("popover.segment").last)
        #expect(PresentationDriver.field(e, "id") == "filter-scope")
        #expect(PresentationDriver.field(e, "selected") == "1")
    }

    @Test func valuesArePaintedInPlaceInsideSections() {
        var values = PopoverValues()
        values.toggles["t"] = true
        values.segments["s"] = 2
        values.sliders["v"] = 0.25
        var toggle = ToggleControl(); toggle.id = "t"
        var seg = SegmentedControl(); seg.id = "s"; seg.segments = ["a", "b", "c"]
        var slider = SliderControl(); slider.id = "v"
        var group = ControlGroup(); group.controls = [.toggle(toggle), .segmented(seg), .slider(slider)]
        let items = values.applied(to: [.section(ContentSection(title: "x", items: [.controls(group)]))], prefix: "p")
        guard case .section(let s) = items[0], case .controls(let g) = s.items[0],
              case .toggle(let t) = g.controls[0], case .segmented(let sg) = g.controls[1], case .slider(let sl) = g.controls[2] else {
            Issue.record("shape changed"); return
        }
        #expect(t.isOn && sg.selected == 2 && sl.value == 0.25)
    }

    @Test func aSliderFollowsThePointerOnItsTrack() {
        var c = SliderControl()
        c.minimum = 0; c.maximum = 10
        let track = Rect(x: 100, y: 0, width: 200, height: 20)
        #expect(PopoverContent.sliderValue(c, track: track, x: 150) == 2.5)
        #expect(PopoverContent.sliderValue(c, track: track, x: 0) == 0)
        c.ticks = 3; c.snapsToTicks = true
        #expect(PopoverContent.sliderValue(c, track: track, x: 170) == 5)
    }
}

/// A popover taller than the window is capped inside it, and its content scrolls as a long
/// menu's rows do: the wheel and a drag move it, a drag presses nothing, and what scrolls into
/// view is pressed where it shows. Mail's Filter popover in a window 220 points tall.
@Suite struct PopoverScrollTests {
    static func openFilter() throws -> PresentationDriver {
        let d = try PresentationDriver("mail", height: 220)
        d.tap(try d.button("filter"))
        d.settle()
        return d
    }

    @Test func aTallPopoverIsCappedAndItsContentScrolls() throws {
        let d = try Self.openFilter()
        let m = try #require(d.menu.presentation)
        #expect(m.isPopover && m.layout.scrolls && m.scroll != nil)
        #expect(m.layout.frame.minY >= MenuLayout.scrollMargin - 0.5 && m.layout.frame.maxY <= 220 - MenuLayout.scrollMargin + 0.5)
        // The Clear Filters button lies below the panel until the content is scrolled.
        func clear(_ m: MenuPresentation) throws -> Rect? {
            let content = try #require(d.menu.popoverContent(m)).content
            var y = m.contentFrame(at: d.now).minY
            while y < m.contentFrame(at: d.now).maxY {
                var x = m.layout.frame.minX + 4
                while x < m.layout.frame.maxX {
                    if case .button(_, _, let f)? = content.target(at: Point(x, y), prefix: m.buttonID) { return f }
                    x += 8
                }
                y += 4
            }
            return nil
        }
        let before = try #require(try clear(m))
        #expect(before.minY > m.layout.frame.maxY - 1)
        let page = d.session.scrollOffset()
        for _ in 0..<6 { d.wheel(3, at: m.layout.frame.center); d.advance() }
        d.settle()
        let scrolled = try #require(d.menu.presentation)
        #expect(scrolled.offset(at: d.now) > 20)
        #expect(d.session.scrollOffset() == page, "the page under the popover holds still")
        let after = try #require(try clear(scrolled))
        #expect(abs(before.minY - scrolled.offset(at: d.now) - after.minY) < 0.5)
        #expect(scrolled.layout.visibleRows.contains(after.center))
        d.tap(after.center)
        #expect(PresentationDriver.field(d.events("button.pressed").last, "id") != nil)
        // A drag on the content scrolls it back and presses nothing.
        let rows = d.events("popover.row").count
        d.drag(from: Point(scrolled.layout.frame.midX, scrolled.layout.frame.minY + 40),
               to: Point(scrolled.layout.frame.midX, scrolled.layout.frame.minY + 140), steps: 8)
        d.settle()
        #expect(try #require(d.menu.presentation).offset(at: d.now) < scrolled.offset(at: d.now) - 20)
        #expect(d.events("popover.row").count == rows)
        #expect(d.menu.isOpen)
    }
}
