import Testing
@testable import GlassCompositor

/// P1: menus grow out of the glass button that opens them, are chosen from by a tap or
/// by dragging from the button onto an item, and shrink back into the button when an item is
/// chosen, on a press outside or on Escape.
@Suite struct MenuTests {
    @Test func aTapOpensTheMenuAndATapOnARowChoosesIt() throws {
        let d = try PresentationDriver("mail")
        d.tap(try d.button("sort"))
        #expect(d.menu.isOpen)
        #expect(PresentationDriver.field(d.events("menu.opened").last, "id") == "sort")
        d.settle()
        // Released where it went down, the menu stays open.
        #expect(d.menu.isOpen)
        d.tap(try d.row(1))
        let selected = try #require(d.events("menu.selected").last)
        #expect(PresentationDriver.field(selected, "item") == "Oldest First")
        #expect(PresentationDriver.field(selected, "id") == "sort")
        #expect(PresentationDriver.field(d.events("menu.dismissed").last, "how") == "selected")
        #expect(!d.menu.isOpen)
        d.settle()
        #expect(d.menu.presentation == nil, "shrunk back into the button and gone")
        #expect(!d.session.needsFrame)
    }

    @Test func aPressOutsideDismissesAndReachesNothingUnderIt() throws {
        let d = try PresentationDriver("mail")
        d.tap(try d.button("sort"))
        d.settle()
        let offset = d.session.scrollOffset()
        let before = d.events.count
        // A drag over the inbox's rows: it would scroll the page or press a row.
        d.drag(from: Point(195, 600), to: Point(195, 400), steps: 8)
        let after = d.events[before...].map(\.name)
        #expect(after == ["menu.dismissed"], "only the dismissal: \(after)")
        #expect(PresentationDriver.field(d.events("menu.dismissed").last, "how") == "outside")
        d.settle()
        #expect(d.session.scrollOffset() == offset)
        #expect(d.menu.presentation == nil)
    }

    /// Pressed again while it shrinks back, the menu grows out again from where it is: one
    /// shape all along, no jump back to the button.
    @Test func anotherButtonPressedWhileOneShrinksOpensBesideIt() throws {
        let d = try PresentationDriver("mail")
        d.tap(try d.button("sort"))
        d.settle()
        d.key("Escape")
        d.advance(frames: 4)
        func panels() -> [Rect] {
            d.menu.plan().compactMap { c -> Rect? in if case .glass(let g) = c { return g.field.shapes[0].rect } else { return nil } }
        }
        let shrinking = try #require(panels().first)
        // The filter popover opens from the bottom bar while the sort menu finishes going back.
        d.tap(try d.button("filter"))
        #expect(d.menu.presentation?.buttonID == "filter")
        d.advance()
        let both = panels()
        #expect(both.count == 2)
        #expect(both.first.map { $0.width <= shrinking.width && $0.midY < 300 } == true, "the sort menu keeps shrinking: \(both)")
        d.settle()
        // The sort menu is back in its button; only the popover is left, open.
        #expect(panels().count == 1)
        #expect(d.menu.leaving == nil && d.menu.isOpen)
        #expect(d.events("menu.dismissed").count == 1 && d.events("popover.opened").count == 1)
    }

    @Test func aPressWhileClosingReopensFromWhereItIs() throws {
        let d = try PresentationDriver("mail")
        let sort = try d.button("sort")
        d.tap(sort)
        d.settle()
        d.key("Escape")
        d.advance(frames: 6)
        let shrinking = try #require(d.menu.glassShape(at: d.now)).rect
        d.down(sort)
        #expect(d.menu.isOpen)
        d.advance()
        let regrowing = try #require(d.menu.glassShape(at: d.now)).rect
        #expect(abs(regrowing.width - shrinking.width) < 20 && abs(regrowing.height - shrinking.height) < 20,
                "\(shrinking) → \(regrowing)")
        d.up(sort)
        d.settle()
        #expect(d.menu.isOpen)
    }

    @Test func escapeDismisses() throws {
        let d = try PresentationDriver("mail")
        d.tap(try d.button("sort"))
        d.advance(frames: 10)
        d.key("Escape")
        #expect(PresentationDriver.field(d.events("menu.dismissed").last, "how") == "escape")
        #expect(d.events("menu.selected").isEmpty)
        d.settle()
        #expect(d.menu.presentation == nil)
    }

    /// Press on the button, drag straight onto the second item, let go: that item is chosen
    /// (iOS's press-drag-release), and the row under the pointer highlights on the way.
    @Test func pressDragReleaseChoosesTheItemUnderThePointer() throws {
        let d = try PresentationDriver("mail")
        let start = try d.button("sort")
        d.down(start)
        #expect(d.menu.isOpen, "the menu opens on the press")
        let target = try d.row(1)
        for i in 1...10 {
            d.advance()
            d.move(Point(start.x + (target.x - start.x) * Double(i) / 10, start.y + (target.y - start.y) * Double(i) / 10))
        }
        #expect(d.menu.presentation?.highlighted == 1)
        d.up(target)
        #expect(PresentationDriver.field(d.events("menu.selected").last, "item") == "Oldest First")
        #expect(PresentationDriver.field(d.events("menu.selected").last, "index") == "1")
    }

    @Test func theRowUnderThePointerHighlights() throws {
        let d = try PresentationDriver("mail")
        d.tap(try d.button("inbox-more"))
        d.settle()
        d.move(try d.row(2))
        #expect(d.menu.presentation?.highlighted == 2)
        d.move(Point(20, 600))
        #expect(d.menu.presentation?.highlighted == nil)
    }

    /// At a small window the panel is pushed back inside it with its margin.
    @Test(arguments: [(240, 300), (260, 200), (390, 844)])
    func thePanelStaysOnScreen(width: Int, height: Int) throws {
        let d = try PresentationDriver("mail", width: width, height: height)
        var opened = 0
        defer { #expect(opened > 0) }
        for id in ["inbox-more", "sort"] {
            guard let b = d.session.toolbar.placedButton(id: id) else { continue }
            opened += 1
            d.tap(Point(b.frame.midX, b.frame.midY))
            d.settle()
            let frame = try #require(d.menu.presentation?.layout.frame)
            let m = MenuLayout.margin
            #expect(frame.minX >= m - 1e-9 && frame.maxX <= Double(width) - m + 1e-9, "\(id) at \(width)×\(height): \(frame)")
            #expect(frame.minY >= m - 1e-9 && frame.maxY <= Double(height) - m + 1e-9, "\(id) at \(width)×\(height): \(frame)")
            d.key("Escape")
            d.settle()
        }
    }

    @Test func aSubmenuOpensInPlaceAndLeadsBack() throws {
        let d = try PresentationDriver("mail")
        d.tap(try d.button("inbox-more"))
        d.settle()
        let rootFrame = try #require(d.menu.presentation?.layout.frame)
        d.tap(try d.row(1)) // Move All To
        #expect(d.menu.isOpen, "an entry with a submenu opens it instead of closing")
        let entries = try #require(d.menu.presentation?.layout.entries)
        #expect(entries.first == .back(title: "Move All To"))
        #expect(entries.count == 3)
        d.settle()
        // In place: the panel keeps its corner at the button.
        let subFrame = try #require(d.menu.presentation?.layout.frame)
        #expect(subFrame.maxX == rootFrame.maxX && subFrame.minY == rootFrame.minY)
        // Back, and in again, and choose.
        d.tap(try d.row(0))
        #expect(d.menu.presentation?.layout.entries.count == 3)
        #expect(d.menu.presentation?.layout.entries.first?.isBack == false)
        d.settle()
        d.tap(try d.row(1))
        d.settle()
        d.tap(try d.row(2)) // Junk
        let selected = try #require(d.events("menu.selected").last)
        #expect(PresentationDriver.field(selected, "item") == "Junk")
        #expect(PresentationDriver.field(selected, "itemID") == "move-junk")
    }

    @Test func destructiveItemsAndSectionsAreDecoded() throws {
        let scene = try ChromeFixtures.scene("mail")
        let toolbar = try #require(scene.tabs.first?.screen.toolbar)
        let more = toolbar.allItems.compactMap { item -> ToolbarButton? in
            if case .button(let b) = item, b.id == "inbox-more" { return b }
            return nil
        }.first
        let menu = try #require(more?.menu)
        #expect(menu.map(\.title) == ["Mark All as Read", "Move All To", "Delete All"])
        #expect(menu[2].destructive && menu[2].startsSection)
        #expect(menu[1].submenu.map(\.id) == ["move-archive", "move-junk"])
        // The layout puts a separator above the new section.
        let layout = MenuLayout(entries: menu.map { .item($0) }, source: Rect(x: 300, y: 8, width: 44, height: 44), opensUpward: false,
                                viewport: Size(390, 844)) { Double($0.count) * 9 }
        #expect(layout.separators.count == 1)
        #expect(layout.separators[0] > layout.rows[1].maxY && layout.separators[0] < layout.rows[2].minY)
    }

    @Test func aPopoverOpensOutOfItsButtonAndCloses() throws {
        let d = try PresentationDriver("mail")
        let filter = try d.button("filter")
        d.tap(filter)
        #expect(PresentationDriver.field(d.events("popover.opened").last, "id") == "filter")
        d.settle()
        let frame = try #require(d.menu.presentation?.layout.frame)
        // Out of a bottom-bar button it stands up from the button.
        let b = try #require(d.session.toolbar.placedButton(id: "filter"))
        #expect(frame.maxY == b.groupFrame.maxY && frame.minX == b.groupFrame.minX)
        // A tap inside the popover keeps it open; a tap outside closes it.
        d.tap(Point(frame.midX, frame.midY))
        #expect(d.menu.isOpen)
        d.tap(Point(195, 100))
        #expect(PresentationDriver.field(d.events("popover.dismissed").last, "how") == "outside")
        d.settle()
        #expect(d.menu.presentation == nil)
        // And Escape closes it too.
        d.tap(filter)
        d.settle()
        d.key("Escape")
        #expect(PresentationDriver.field(d.events("popover.dismissed").last, "how") == "escape")
    }

    /// One shape grows from the button into the panel: every edge of its rectangle moves
    /// monotonically from the button's to the panel's, and back on the way in.
    @Test func theMorphIsOneContinuousShape() throws {
        let d = try PresentationDriver("mail")
        let b = try #require(d.session.toolbar.placedButton(id: "sort"))
        d.tap(Point(b.frame.midX, b.frame.midY))
        let opened = d.now
        var rects: [Rect] = []
        for _ in 0..<40 {
            rects.append(try #require(d.menu.glassShape(at: d.now)).rect)
            d.advance()
        }
        let panel = try #require(d.menu.presentation?.layout.frame)
        // Sort shares its capsule with More: its glass is a capsule on its own slot.
        let button = b.alone ? b.groupFrame : b.frame
        #expect(rects.first.map { abs($0.minX - button.minX) < 6 && abs($0.maxY - button.maxY) < 6 } == true,
                "starts as the button: \(rects.first!) vs \(button) at \(opened)")
        #expect(rects.last.map { abs($0.minX - panel.minX) < 0.5 && abs($0.maxY - panel.maxY) < 0.5 } == true, "ends as the panel")
        for (a, c) in zip(rects, rects.dropFirst()) {
            #expect(c.minX <= a.minX + 1e-9 && c.maxY >= a.maxY - 1e-9 && c.width >= a.width - 1e-9 && c.height >= a.height - 1e-9,
                    "grows monotonically: \(a) → \(c)")
        }
        d.key("Escape")
        rects = []
        while let shape = d.menu.glassShape(at: d.now) {
            rects.append(shape.rect)
            d.advance()
        }
        #expect(rects.count > 5)
        #expect(rects.last.map { abs($0.width - button.width) < 3 && abs($0.height - button.height) < 3 } == true,
                "back into the button: \(rects.last.map { "\($0)" } ?? "-")")
        for (a, c) in zip(rects, rects.dropFirst()) {
            #expect(c.width <= a.width + 1e-9 && c.height <= a.height + 1e-9, "shrinks monotonically: \(a) → \(c)")
        }
    }

    /// Reduce Motion: no morph; the panel cross-fades in place.
    @Test func reduceMotionCrossFadesInPlace() throws {
        let d = try PresentationDriver("mail")
        d.session.reduceMotion = true
        d.tap(try d.button("sort"))
        d.advance(frames: 2)
        let panel = try #require(d.menu.presentation?.layout.frame)
        let shape = try #require(d.menu.glassShape(at: d.now))
        #expect(shape.rect == panel, "the panel at its place from the start")
        #expect(d.session.needsFrame, "while it fades in")
        d.advance(frames: 30)
        #expect(!d.menu.isAnimating, "a short fade")
    }

    /// A glass button in the content opens its menu the same way, out of its own capsule.
    @Test func aContentButtonOpensItsMenu() throws {
        let text = """
        {"format": 1, "device": {"kind": "phone"}, "tabBar": {"visible": false},
         "tabs": [{"id": "t", "title": "T", "icon": "go-home-symbolic", "screen": {"items": [
           {"kind": "controls", "controls": [
             {"id": "share", "title": "Share", "style": "glass",
              "menu": [{"title": "Copy Link", "icon": "edit-copy-symbolic"}, {"title": "Remove", "role": "destructive"}]}]}]}}]}
        """
        let scene = try SceneDecoder.decode(text, file: "inline.json")
        let (s, p) = ChromeFixtures.session(scene, width: 390, height: 844)
        var events: [SemanticEvent] = []
        s.onSemanticEvent = { events.append($0) }
        s.step(to: p)
        let button = try #require(s.menu.contentButtons.first)
        #expect(button.button.id == "share")
        let c = Point(button.frame.midX, button.frame.midY)
        s.handle(InputEvent(.down(button: 1), at: c, time: s.time))
        s.handle(InputEvent(.up(button: 1), at: c, time: s.time + 0.05))
        #expect(events.contains { $0.name == "menu.opened" && PresentationDriver.field($0, "id") == "share" })
        let layout = try #require(s.menu.presentation?.layout)
        #expect(layout.frame.minY == button.frame.minY, "it hangs from the button")
        guard case .item(let remove)? = layout.entries.last else { Issue.record("no entries"); return }
        #expect(remove.destructive)
    }
}
