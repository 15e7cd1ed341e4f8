import Foundation
import Testing
@testable import GlassCompositor

/// tv's sidebar in a short window: its rows scroll under the header (wheel, drag, fling) when
/// they do not fit, a tap after scrolling selects the row under the pointer, a press on the
/// moving list stops it, a hold still starts Edit mode, and a row dragged in Edit mode near the
/// list's edge scrolls the list with its drop place following.
@Suite struct SidebarScrollTests {
    final class Driver {
        let scene: Scene
        let s: ViewerSession
        let p: OffscreenPresenter
        var events: [SemanticEvent] = []
        var t = 0.1

        init(height: Int = 400) throws {
            scene = try ChromeFixtures.scene("tv")
            (s, p) = ChromeFixtures.session(scene, width: 1280, height: height)
            s.onSemanticEvent = { [unowned self] in self.events.append($0) }
            s.step(to: p)
        }

        var offset: Double { s.sidebar.scrollOffset }
        var list: Rect { s.sidebar.layout.list }
        var selected: String? { s.ui.selectedTabID?.rawValue }

        func send(_ kind: InputEvent.Kind, _ at: Point, dt: Double = 1.0 / 60) {
            t += dt
            s.handle(InputEvent(kind, at: at, time: t))
        }

        func click(_ p: Point) {
            send(.down(button: 1), p, dt: 0.05)
            send(.up(button: 1), p, dt: 0.05)
        }

        /// A press at `a` moved by `dy` in `steps` moves `dt` apart, released there.
        func drag(from a: Point, by dy: Double, steps: Int = 10, dt: Double = 1.0 / 60) {
            send(.down(button: 1), a, dt: 0.05)
            for k in 1...steps { send(.move, Point(a.x, a.y + dy * Double(k) / Double(steps)), dt: dt) }
            send(.up(button: 1), Point(a.x, a.y + dy), dt: dt)
        }

        func settle(_ seconds: Double = 3) {
            t += seconds
            s.advance(to: t)
            s.step(to: p)
        }

        func row(_ id: String) -> Rect? {
            let i = scene.tabs.firstIndex { $0.id == id }!
            return s.sidebar.layout.rows.first { $0.item == .tab(i) }?.frame
        }

        /// The sidebar's rows as elements (what scripts and flows press).
        var elementRows: [UIElement] {
            s.elementTree().elements.filter { $0.role == .sidebarRow || $0.role == .header }
        }
    }

    @Test func aWheelScrollsTheRowsAndTheirElementsFollow() throws {
        let d = try Driver()
        let rest = d.s.sidebar.restLayout
        #expect(rest.scrolls, "tv's rows do not fit 400 pt: \(rest.contentHeight) in \(rest.list.height)")
        let firstBefore = try #require(d.s.sidebar.layout.rows.first)
        d.send(.wheel(dx: 0, dy: 2), d.list.center)
        d.settle()
        let maximum = rest.contentHeight - rest.list.height
        #expect(d.offset > 0 && d.offset <= maximum + 0.001)
        #expect(d.s.stateSnapshot()["sidebar.scroll"] == d.offset)
        #expect(d.s.content.offset() == 0, "the page under the sidebar does not scroll")
        #expect(d.events.contains { $0.name == "sidebar.scroll" })
        // Rows moved up by the offset; those above the list are left out, elements too.
        let moved = d.s.sidebar.layout.rows.first { $0.item == firstBefore.item }
        if let moved { #expect(abs(moved.frame.minY - (firstBefore.frame.minY - d.offset)) < 0.001) }
        #expect(d.s.sidebar.layout.rows.allSatisfy { $0.frame.maxY > d.list.minY && $0.frame.minY < d.list.maxY })
        for e in d.elementRows { #expect(e.frame.maxY > d.list.minY && e.frame.minY < d.list.maxY, "\(e.label)") }
        // Far enough, it rests at the end: the last row at the list's bottom.
        d.send(.wheel(dx: 0, dy: 40), d.list.center)
        d.settle()
        #expect(abs(d.offset - maximum) < 0.001)
        #expect(abs(try #require(d.s.sidebar.layout.rows.last).frame.maxY - d.list.maxY) < 0.001)
    }

    @Test func theRowsShowAScrollIndicatorWhileTheyMoveThatFadesAfter() throws {
        let d = try Driver()
        // The indicator: an overlay within the panel's trailing 12 pt, in pixels.
        func indicator() -> PixelRect? {
            let frame = d.s.sidebar.layout.frame, scale = d.s.ui.scale
            for case .overlay(let surface, let x, let y, _) in d.s.sidebar.plan() {
                let r = PixelRect(x: x, y: y, width: surface.width, height: surface.height)
                if Double(r.x0) > (frame.maxX - 12) * scale, Double(r.x1) <= frame.maxX * scale { return r }
            }
            return nil
        }
        #expect(indicator() == nil, "rows at rest show none")
        d.send(.wheel(dx: 0, dy: 1), d.list.center)
        d.settle(0.3)
        let first = try #require(indicator(), "shown while the rows move")
        #expect(d.s.sidebar.nextTimedChange != nil, "the host wakes when it starts to fade")
        d.send(.wheel(dx: 0, dy: 40), d.list.center)
        d.settle(0.3)
        let end = try #require(indicator())
        #expect(end.y0 > first.y0, "further down the list, further down its track")
        #expect(Double(end.y1) <= d.list.maxY * d.s.ui.scale)
        d.settle(3)
        #expect(indicator() == nil, "faded once the rows rest")
        #expect(!d.s.sidebar.isAnimating && d.s.sidebar.nextTimedChange == nil)
    }

    @Test func aDragScrollsAndATapThenSelectsTheRowUnderThePointer() throws {
        let d = try Driver()
        let rest = d.s.sidebar.restLayout
        let last = try #require(rest.rows.last { if case .tab = $0.item { return true }; return false })
        #expect(last.frame.minY > rest.list.maxY, "the last tab is below the list at first")
        let before = d.selected
        let start = try #require(d.row("originals"))
        // Slowly, so it rests where it is let go.
        d.drag(from: start.center, by: -200, steps: 20, dt: 0.05)
        d.settle()
        #expect(d.offset > 150, "\(d.offset)")
        #expect(d.selected == before, "a drag selects nothing")
        #expect(!d.s.sidebar.editing, "a drag is not a long press")
        guard case .tab(let i) = last.item else { return }
        let id = d.scene.tabs[i].id
        let shown = try #require(d.row(id), "the last tab is in the list now")
        d.click(shown.center)
        #expect(d.selected == id)
    }

    @Test func aFlingSettlesInsideTheBounds() throws {
        let d = try Driver()
        let start = try #require(d.row("originals"))
        d.drag(from: start.center, by: -120, steps: 4, dt: 1.0 / 60)
        #expect(d.s.sidebar.isAnimating, "released moving, it flings")
        let released = d.offset
        d.settle(0.1)
        #expect(d.offset > released, "it carries on")
        d.settle(5)
        #expect(!d.s.sidebar.isAnimating)
        let rest = d.s.sidebar.restLayout
        #expect(d.offset >= 0 && d.offset <= rest.contentHeight - rest.list.height + 0.001)
    }

    @Test func aPressOnTheMovingListStopsItAndSelectsNothing() throws {
        let d = try Driver()
        let before = d.selected
        let start = try #require(d.row("originals"))
        d.drag(from: start.center, by: -90, steps: 3, dt: 1.0 / 60)
        d.settle(0.05)
        #expect(d.s.sidebar.isAnimating)
        let caught = d.offset
        let p = d.list.center
        d.click(p)
        d.settle()
        #expect(d.selected == before, "the press only stopped the list")
        #expect(abs(d.offset - caught) < 30, "held about where it was caught: \(caught) → \(d.offset)")
        #expect(!d.s.sidebar.isAnimating)
    }

    @Test func aHoldOnARowStillStartsEditModeInAListThatScrolls() throws {
        let d = try Driver()
        let row = try #require(d.row("sports"))
        d.send(.down(button: 1), row.center, dt: 0.05)
        d.settle(0.6)
        #expect(d.s.sidebar.editing && d.s.sidebar.drag != nil)
        d.send(.up(button: 1), row.center)
        #expect(d.offset == 0)
    }

    @Test func aSidebarThatFitsDoesNotScroll() throws {
        let d = try Driver(height: 834)
        #expect(!d.s.sidebar.restLayout.scrolls)
        let row = try #require(d.row("sports"))
        d.send(.wheel(dx: 0, dy: 3), row.center)
        d.drag(from: row.center, by: -150, steps: 10, dt: 0.05)
        d.settle()
        #expect(d.offset == 0 && d.s.sidebar.scroll == nil)
        #expect(d.s.stateSnapshot()["sidebar.scroll"] == nil)
    }

    @Test func aRowHeldNearTheBottomEdgeInEditModeScrollsTheListAndItsPlaceFollows() throws {
        let d = try Driver()
        d.click(try #require(d.s.sidebar.layout.editButton).center)
        d.settle()
        let sections = d.s.ui.tabs.sectionOrder(in: d.scene)
        #expect(sections.count >= 2)
        // The first section's header, dragged into the list's bottom band and held there.
        let first = try #require(d.scene.tabSections.firstIndex { $0.id == sections[0] })
        let header = try #require(d.s.sidebar.layout.rows.first { $0.item == .section(first) }).frame
        let bottom = d.list.maxY - 6
        d.send(.down(button: 1), header.center, dt: 0.05)
        for k in 1...8 { d.send(.move, Point(header.midX, header.midY + (bottom - header.midY) * Double(k) / 8)) }
        #expect(d.s.sidebar.drag != nil)
        #expect(d.s.sidebar.isAnimating, "held in the band, the list scrolls")
        let place = try #require(d.s.sidebar.drag).place
        let scrolled = d.offset
        d.t += 1.5
        d.s.advance(to: d.t)
        #expect(d.offset > scrolled + 100, "\(scrolled) → \(d.offset)")
        let rest = d.s.sidebar.restLayout
        #expect(d.offset <= rest.contentHeight - rest.list.height + 0.001, "it stops at the end")
        #expect(try #require(d.s.sidebar.drag).place > place, "the drop place followed the rows scrolling under it")
        d.send(.up(button: 1), Point(header.midX, bottom))
        #expect(d.s.ui.tabs.sectionOrder(in: d.scene).last == sections[0])
        d.settle()
        #expect(!d.s.sidebar.isAnimating)
    }
}
