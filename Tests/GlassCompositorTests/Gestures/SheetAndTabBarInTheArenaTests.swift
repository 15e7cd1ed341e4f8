import Testing
@testable import GlassCompositor

/// The sheet's drag and the tab bar's pill are recognizers in the gesture arena: they hold the
/// presses on them, claim their drags past the slop on their axis, and a press on a tab that
/// wanders past the slop taps nothing.
@Suite struct SheetAndTabBarInTheArenaTests {
    static func driver(_ file: String) throws -> NavigationDriver {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent(file).path)
        let d = NavigationDriver(scene)
        d.settle()
        return d
    }

    @Test func aVerticalDragOnTheSheetsBodyMovesTheSheetPastTheSlop() throws {
        let d = try Self.driver("maps.json")
        let rest = try #require(d.session.sheet.frame)
        let body = Point(rest.midX, rest.minY + SheetLayout.handleHeight + 30)
        let offset = d.session.content.offset()
        // Within the slop nothing moves.
        d.drag(from: body, dy: -6, steps: 3, release: false)
        #expect(d.session.sheet.frame == rest)
        #expect(!d.session.ui.gestures.isClaimed)
        // Past it, the sheet follows the pointer from where the press began, and holds it.
        d.session.handle(InputEvent(.move, at: Point(body.x, body.y - 80), time: d.t + 0.05))
        d.t += 0.05
        #expect(d.session.ui.gestures.isClaimed)
        #expect(d.session.ui.gestures.holder === d.session.sheet)
        let dragged = try #require(d.session.sheet.frame)
        #expect(dragged.minY < rest.minY - 20, "the sheet rose with the drag: \(rest.minY) → \(dragged.minY)")
        d.t += 0.3
        d.up(at: Point(body.x, body.y - 80))
        #expect(!d.events(named: "sheet.detent").isEmpty)
        #expect(d.session.content.offset() == offset, "the page under the sheet never scrolled")
    }

    @Test func aSidewaysDragOrATapOnTheSheetsBodyLeavesItWhereItIs() throws {
        let d = try Self.driver("maps.json")
        let rest = try #require(d.session.sheet.frame)
        let body = Point(rest.midX - 60, rest.minY + SheetLayout.handleHeight + 30)
        d.drag(from: body, dx: 80, steps: 8)
        d.tap(body)
        d.settle()
        #expect(d.session.sheet.frame == rest)
        #expect(d.events(named: "sheet.detent").isEmpty, "neither settles on a detent: neither moved the sheet")
    }

    @Test func thePressOnTheGrabberClaimsAtOnce() throws {
        let d = try Self.driver("maps.json")
        let rest = try #require(d.session.sheet.frame)
        d.session.handle(InputEvent(.down(button: 1), at: Point(rest.midX, rest.minY + 4), time: d.t))
        #expect(d.session.ui.gestures.isClaimed && d.session.ui.gestures.holder === d.session.sheet)
        d.session.handle(InputEvent(.move, at: Point(rest.midX, rest.minY - 2), time: d.t + 0.05))
        #expect(try #require(d.session.sheet.frame).minY < rest.minY - 3, "the grabber moves the sheet within the slop")
    }

    @Test func aPressOnATabThatMovesPastTheSlopSelectsNothing() throws {
        let d = try Self.driver("music.json")
        let bar = d.session.tabBar
        let selected = d.session.selectedTab
        let other = bar.layout.slots[(bar.selectedSlot + 2) % bar.layout.slots.count]
        let p = Point(other.midX - 5, other.midY)
        // It wanders 12 pt along the slot and comes back onto it: still no tap.
        d.drag(from: p, dx: 12, steps: 4, release: false)
        d.session.handle(InputEvent(.move, at: p, time: d.t))
        d.up(at: p)
        d.settle()
        #expect(d.session.selectedTab == selected)
        #expect(d.events(named: "tabbar.cancelled").count == 1)
        // A press that stays within the slop is a tap.
        d.drag(from: p, dx: 4, steps: 2)
        d.settle()
        #expect(d.session.selectedTab != selected)
        #expect(d.events(named: "tabbar.cancelled").count == 1)
    }

    @Test func thePillDraggedAlongTheBarClaimsPastTheSlop() throws {
        let d = try Self.driver("music.json")
        let bar = d.session.tabBar
        let slots = bar.layout.slots
        let from = slots[bar.selectedSlot]
        let to = slots[(bar.selectedSlot + 1) % slots.count]
        d.session.handle(InputEvent(.down(button: 1), at: from.center, time: d.t))
        d.session.handle(InputEvent(.move, at: Point(from.midX + 5, from.midY), time: d.t + 0.02))
        #expect(!d.session.ui.gestures.isClaimed, "within the slop the pill's drag has not claimed")
        d.session.handle(InputEvent(.move, at: to.center, time: d.t + 0.1))
        #expect(d.session.ui.gestures.isClaimed && d.session.ui.gestures.holder === bar)
        d.t += 0.4
        d.up(at: to.center)
        d.settle()
        #expect(bar.selectedSlot == (slots.firstIndex(of: to) ?? -1))
        #expect(d.events(named: "tabbar.cancelled").isEmpty, "a pill drag is no cancelled tap")
    }
}
