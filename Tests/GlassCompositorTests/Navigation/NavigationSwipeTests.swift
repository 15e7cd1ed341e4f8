import Foundation
import Testing
@testable import GlassCompositor

/// The interactive swipe back (N7) and interrupted transitions: the page follows the
/// finger 1:1, the release completes or cancels by its projected end point, and every
/// interruption ends in a consistent state (no transition left, the stack and scroll as the
/// last action asked).
@Suite struct NavigationSwipeTests {
    /// A driver with the message pushed and settled.
    func pushed() throws -> NavigationDriver {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        d.settle()
        return d
    }

    /// Nothing half way: no transition, nothing animating, the content drawn by the content.
    func expectSettled(_ d: NavigationDriver, depth: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        d.settle()
        #expect(d.nav.transition == nil, sourceLocation: sourceLocation)
        #expect(d.nav.gesture == nil, sourceLocation: sourceLocation)
        #expect(!d.nav.drawsPages, sourceLocation: sourceLocation)
        #expect(d.depth == depth, sourceLocation: sourceLocation)
        #expect(!d.session.content.dragging, sourceLocation: sourceLocation)
        #expect(!d.session.components.contains { $0.isAnimating }, sourceLocation: sourceLocation)
    }

    @Test func theSwipeFollowsTheFingerOneToOne() throws {
        let d = try pushed()
        let w = d.viewport.width
        d.drag(from: Point(120, 400), dx: 0.4 * w, dy: 6, release: false)
        let tr = try #require(d.nav.transition)
        #expect(tr.dragging)
        // The slop before the lock is caught up: the page sits exactly under the finger.
        #expect(abs(tr.progress(at: d.session.time) - 0.4) < 1e-9)
        #expect(d.nav.placement(tr, at: d.session.time).upper == Int((0.4 * Double(d.session.pixelWidth)).rounded()))
        // The previous screen moves with the parallax (30 % of the width when covered).
        #expect(d.nav.placement(tr, at: d.session.time).lower == -Int((0.6 * 0.3 * Double(d.session.pixelWidth)).rounded()))
        #expect(d.session.content.offset() == 0)
        d.up(at: Point(120 + 0.4 * w, 406))
    }

    @Test func aSwipeFromAnywhereNotOnlyTheEdge() throws {
        let d = try pushed()
        d.drag(from: Point(d.viewport.width * 0.6, 300), dx: 0.3 * d.viewport.width, hold: 0.2, release: false)
        #expect(d.nav.transition?.dragging == true)
    }

    @Test func releasedBelowHalfWithoutVelocityCancels() throws {
        let d = try pushed()
        d.drag(from: Point(80, 400), dx: 0.45 * d.viewport.width, hold: 0.2)
        #expect(d.depth == 1)
        #expect(d.events(named: "navigation.swipeCancelled").count == 1)
        #expect(d.events(named: "navigation.pop").isEmpty)
        expectSettled(d, depth: 1)
        #expect(d.top.screenID == "message")
    }

    @Test func releasedPastHalfWithoutVelocityCompletes() throws {
        let d = try pushed()
        d.drag(from: Point(80, 400), dx: 0.55 * d.viewport.width, hold: 0.2)
        #expect(d.depth == 0)
        #expect(d.events(named: "navigation.pop").first?.string("how") == "swipe")
        // The departing page carries on from where the finger left it.
        let tr = try #require(d.nav.transition)
        #expect(abs(tr.progress(at: d.session.time) - 0.55) < 0.01)
        expectSettled(d, depth: 0)
    }

    @Test func aQuickFlickBelowHalfCompletes() throws {
        let d = try pushed()
        // 0.25 of the width in 0.08 s, released moving: about 1200 pt/s, projected far past half.
        d.drag(from: Point(80, 400), dx: 0.25 * d.viewport.width, steps: 6, duration: 0.08, hold: 0)
        #expect(d.depth == 0)
        #expect(d.events(named: "navigation.pop").count == 1)
        expectSettled(d, depth: 0)
    }

    @Test func pastHalfButMovingBackCancels() throws {
        let d = try pushed()
        let w = d.viewport.width
        let start = Point(80, 400)
        d.drag(from: start, dx: 0.6 * w, duration: 0.3, hold: 0.15, release: false)
        // Then quickly back toward the leading edge, released moving that way.
        for i in 1...5 {
            d.session.handle(InputEvent(.move, at: Point(start.x + 0.6 * w - Double(i) * 0.03 * w, 400), time: d.t + Double(i) * 0.012))
        }
        d.t += 0.06
        d.up(at: Point(start.x + 0.45 * w, 400))
        #expect(d.depth == 1)
        #expect(d.events(named: "navigation.swipeCancelled").count == 1)
        expectSettled(d, depth: 1)
    }

    @Test func aVerticalDragStillScrollsAPushedScreen() throws {
        let d = try pushed()
        d.drag(from: Point(200, 600), dx: 10, dy: -200, hold: 0.1)
        #expect(d.nav.transition == nil)
        #expect(d.depth == 1)
        #expect(d.session.content.offset() > 100)
    }

    @Test func aLeftwardDragDoesNotSwipe() throws {
        let d = try pushed()
        d.drag(from: Point(300, 400), dx: -150, hold: 0.1)
        #expect(d.nav.transition == nil)
        #expect(d.depth == 1)
    }

    @Test func theBackButtonMidPushTurnsTheSlideAround() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        d.advance(by: 0.12)
        let before = try #require(d.nav.transition).progress(at: d.session.time)
        d.tap(try #require(d.session.backButton.frame).center)
        #expect(d.depth == 0)
        let tr = try #require(d.nav.transition)
        #expect(!tr.upperIsTop)
        // Continuous: it turns around from about where it was (0.05 s of tap in between).
        #expect(abs(tr.progress(at: d.session.time) - before) < 0.2)
        expectSettled(d, depth: 0)
        #expect(d.session.ui.screen?.id == "inbox")
    }

    @Test func escapeTwiceMidTransitionsPopsTwice() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        d.tap(d.destinationRow())
        d.settle()
        d.tap(d.destinationRow())
        d.advance(by: 0.1)
        d.key("Escape")
        d.advance(by: 0.05)
        d.key("Escape")
        #expect(d.depth == 0)
        expectSettled(d, depth: 0)
        #expect(d.events(named: "navigation.pop").count == 2)
    }

    @Test func aSecondPushMidTransition() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        d.tap(d.destinationRow(3))
        d.advance(by: 0.25)
        // A row of the screen still sliding in, where it shows.
        let tr = try #require(d.nav.transition)
        let shift = Double(d.nav.placement(tr, at: d.session.time).upper) / d.session.scale
        let row = d.destinationRow(1)
        d.tap(Point(max(row.x, shift + 40), row.y))
        #expect(d.depth == 2)
        #expect(d.top.screenID == "b")
        #expect(d.events(named: "navigation.push").map { $0.string("source") } == ["r3", "a1"])
        expectSettled(d, depth: 2)
        d.key("Escape"); d.settle()
        d.key("Escape")
        expectSettled(d, depth: 0)
    }

    @Test func aPushMidPop() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        d.tap(d.destinationRow())
        d.settle()
        d.key("Escape")
        d.advance(by: 0.1)
        // The root is on top again (sliding back in): a tap on its row pushes.
        d.tap(d.destinationRow(4))
        #expect(d.depth == 1)
        #expect(d.events(named: "navigation.push").last?.string("source") == "r4")
        expectSettled(d, depth: 1)
    }

    @Test func aScrollDuringTheSettleOfACompletedSwipe() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        d.tap(d.destinationRow())
        d.settle()
        d.drag(from: Point(60, 400), dx: 0.6 * d.viewport.width, hold: 0.2)
        #expect(d.depth == 0)
        #expect(d.nav.transition != nil)
        // While the departing page settles, a vertical drag scrolls the root it returns to.
        d.drag(from: Point(200, 600), dy: -180, hold: 0.2)
        #expect(d.session.content.offset() > 80)
        expectSettled(d, depth: 0)
        #expect(d.session.content.offset() > 80)
    }

    @Test func aScrollDuringTheSettleOfACancelledSwipe() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        d.tap(d.destinationRow())
        d.settle()
        d.drag(from: Point(60, 400), dx: 0.3 * d.viewport.width, hold: 0.2)
        #expect(d.depth == 1)
        d.drag(from: Point(200, 600), dy: -180, hold: 0.2)
        #expect(d.session.content.offset() > 80)
        expectSettled(d, depth: 1)
        #expect(d.top.screenID == "a")
    }

    @Test func aSettlingPageCanBeCaughtAgain() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        d.tap(d.destinationRow())
        d.settle()
        d.drag(from: Point(60, 400), dx: 0.4 * d.viewport.width, hold: 0.2)
        d.advance(by: 0.05)
        let x = try #require(d.nav.transition).progress(at: d.session.time)
        #expect(x > 0.05)
        // Caught mid-settle, it moves on from where it was, not from the edge.
        d.drag(from: Point(100, 400), dx: 0.3 * d.viewport.width, hold: 0.2, release: false)
        let caught = try #require(d.nav.transition).progress(at: d.session.time)
        #expect(abs(caught - (x + 0.3)) < 0.02)
        d.up(at: Point(100 + 0.3 * d.viewport.width, 400))
        expectSettled(d, depth: caught > 0.5 ? 0 : 1)
    }

    @Test func theRowThatPushedStaysGreyUntilAPopRevealsIt() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        let row = d.destinationRow()
        d.session.handle(InputEvent(.down(button: 1), at: row, time: d.t))
        // Held: the row greys (an overlay over the page, from the navigation component).
        #expect(d.nav.ridingCommands(for: d.top, at: PagePlacement(shiftX: 0, offsetY: d.session.content.offsetPixels, isTop: true)).count == 1)
        d.t += 0.05
        d.up(at: row)
        d.settle()
        let root = ContentPage.root(d.session.tabID(0))
        #expect(d.nav.highlightAmount(of: root, at: d.session.time) == 1)
        // A swipe back half way shows it half faded; cancelled, it stays selected.
        d.drag(from: Point(60, 500), dx: 0.3 * d.viewport.width, release: false)
        #expect(abs(d.nav.highlightAmount(of: root, at: d.session.time) - 0.7) < 1e-9)
        // Held still a moment, then released: no velocity, below half, so it cancels.
        d.t += 0.2
        d.session.handle(InputEvent(.move, at: Point(60 + 0.3 * d.viewport.width, 500), time: d.t))
        d.up(at: Point(60 + 0.3 * d.viewport.width, 500))
        #expect(d.depth == 1)
        d.settle()
        #expect(d.nav.highlightAmount(of: root, at: d.session.time) == 1)
        // Popped, it is deselected once the inbox shows whole.
        d.key("Escape")
        d.settle()
        #expect(d.nav.highlightAmount(of: root, at: d.session.time) == 0)
        #expect(d.nav.ridingCommands(for: d.top, at: PagePlacement(shiftX: 0, offsetY: d.session.content.offsetPixels, isTop: true)).isEmpty)
    }

    @Test func aTabSwitchMidSwipeEndsIt() throws {
        let d = NavigationDriver(.builtInDefault())
        d.tap(d.destinationRow())
        d.settle()
        d.drag(from: Point(60, 400), dx: 120, release: false)
        d.key("2")
        #expect(d.nav.transition == nil)
        d.up(at: Point(180, 400))
        d.key("1")
        expectSettled(d, depth: 1)
    }
}
