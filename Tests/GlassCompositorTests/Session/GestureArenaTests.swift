import Testing
@testable import GlassCompositor

/// One owner per press: the arena hit-tests a press once, records who holds it, hands it to
/// the recognizer of the role a drag turns out to have, and tells every loser.
@Suite struct GestureArenaTests {
    /// A recognizer that writes down what the arena told it, and is hit where `hits` says.
    final class Probe: GestureRecognizer {
        let name: String
        var log: [String] = []
        var hitTests = 0
        let hits: (Point) -> Bool
        init(_ name: String, hits: @escaping (Point) -> Bool = { _ in false }) {
            self.name = name
            self.hits = hits
        }
        func plan() -> [RenderCommand] { [] }
        func hitTest(_ p: Point) -> Bool {
            hitTests += 1
            return hits(p)
        }
        func gestureBegan(_ press: GestureArena.Press) { log.append("began \(press.down.x),\(press.down.y)") }
        func gestureClaimed(_ press: GestureArena.Press, pointer p: Point, at t: Double) {
            log.append("claimed from \(press.down.x),\(press.down.y)@\(press.time) at \(p.x),\(p.y)@\(t)")
        }
        func gestureCancelled(at t: Double) { log.append("cancelled@\(t)") }
        /// Whether it claims a move offered to it as a candidate.
        var wants: (Point) -> Bool = { _ in false }
        func gestureShouldClaim(_ press: GestureArena.Press, pointer p: Point, at t: Double) -> Bool {
            log.append("offered \(p.x),\(p.y)")
            return wants(p)
        }
    }

    /// Free competition: a move the holder did not claim is offered to every candidate, the
    /// swipe back before the page whatever order they joined in; the first that claims wins
    /// from where the press began, the holder and the rest are cancelled, and no one is
    /// offered a move again.
    @Test func aMoveNobodyClaimedGoesToTheFirstCandidateWhoseAxisLocks() {
        let arena = GestureArena()
        let row = Probe("row"), page = Probe("page"), swipe = Probe("swipe")
        page.wants = { abs($0.y - 100) >= GestureArena.slop }
        swipe.wants = { NavigationGesture.isSwipeBack(dx: $0.x - 100, dy: $0.y - 100) }
        arena.register(page, for: .pageScroll)
        arena.register(swipe, for: .swipeBack)
        arena.begin(at: Point(100, 100), time: 1, components: [])
        arena.taken(by: row)
        arena.join(.pageScroll)
        arena.join(.swipeBack)
        arena.offerMove(to: Point(104, 103), at: 1.1)
        #expect(!arena.isClaimed, "within the slop nobody locks")
        #expect(swipe.log == ["began 100.0,100.0", "offered 104.0,103.0"] && page.log == ["began 100.0,100.0", "offered 104.0,103.0"],
                "the swipe back is offered the move first though it joined last")
        arena.offerMove(to: Point(130, 105), at: 1.2)
        #expect(arena.holder === swipe && arena.isClaimed)
        #expect(swipe.log.last == "claimed from 100.0,100.0@1.0 at 130.0,105.0@1.2")
        #expect(row.log == ["cancelled@1.2"] && page.log.last == "cancelled@1.2")
        let counts = (page.log.count, swipe.log.count)
        arena.offerMove(to: Point(100, 200), at: 1.3)
        #expect((page.log.count, swipe.log.count) == counts, "a claimed gesture is offered to no one")
    }

    @Test func aVerticalMoveGoesToThePageWhenTheSwipeBackDeclines() {
        let arena = GestureArena()
        let row = Probe("row"), page = Probe("page"), swipe = Probe("swipe")
        page.wants = { abs($0.y - 0) >= GestureArena.slop }
        swipe.wants = { NavigationGesture.isSwipeBack(dx: $0.x, dy: $0.y) }
        arena.register(page, for: .pageScroll)
        arena.register(swipe, for: .swipeBack)
        arena.begin(at: Point(0, 0), time: 0, components: [])
        arena.taken(by: row)
        arena.join(.swipeBack)
        arena.join(.pageScroll)
        arena.offerMove(to: Point(3, 40), at: 0.1)
        #expect(arena.holder === page && swipe.log.last == "cancelled@0.1" && row.log == ["cancelled@0.1"])
    }

    /// A press released with a candidate still waiting (its holder gave the tap up and no one
    /// claimed) lets the candidate go: the page does not stay caught after the press.
    @Test func theReleaseLetsAWaitingCandidateGo() {
        let arena = GestureArena()
        let row = Probe("row"), page = Probe("page")
        arena.register(page, for: .pageScroll)
        arena.begin(at: Point(0, 0), time: 0, components: [])
        arena.taken(by: row)
        arena.join(.pageScroll)
        arena.end(at: 0.4)
        #expect(page.log == ["began 0.0,0.0", "cancelled@0.4"] && row.log.isEmpty)
    }

    @Test func aYieldedDragGoesToItsRolesRecognizerFromWhereThePressBeganAndTheHolderLosesIt() {
        let arena = GestureArena()
        let button = Probe("button"), page = Probe("page"), swipe = Probe("swipe")
        arena.register(page, for: .pageScroll)
        arena.register(swipe, for: .swipeBack)
        arena.begin(at: Point(10, 20), time: 1, components: [page, button])
        arena.taken(by: button)
        arena.join(.pageScroll)
        arena.join(.pageScroll)
        #expect(page.log == ["began 10.0,20.0"], "a candidate joins once")
        arena.yield(to: .pageScroll, pointer: Point(10, 60), at: 1.2)
        #expect(button.log == ["cancelled@1.2"])
        #expect(page.log == ["began 10.0,20.0", "claimed from 10.0,20.0@1.0 at 10.0,60.0@1.2"], "the winner is not told it lost")
        #expect(swipe.log.isEmpty, "a recognizer that never joined hears nothing")
        #expect(arena.holder === page, "the winner holds the press")
        #expect(arena.isClaimed)
        arena.end(at: 9)
        #expect(arena.holder == nil && arena.press == nil && !arena.isClaimed)
    }

    @Test func aHolderThatClaimsTheGestureLetsEveryCandidateGo() {
        let arena = GestureArena()
        let row = Probe("row"), page = Probe("page"), swipe = Probe("swipe")
        arena.register(page, for: .pageScroll)
        arena.register(swipe, for: .swipeBack)
        arena.begin(at: Point(0, 0), time: 2, components: [])
        arena.taken(by: row)
        arena.join(.pageScroll)
        arena.join(.swipeBack)
        arena.claim(row, at: 2.5)
        #expect(page.log.last == "cancelled@2.5" && swipe.log.last == "cancelled@2.5")
        #expect(row.log.isEmpty, "the claimer is not cancelled")
        #expect(arena.holder === row && arena.isClaimed)
    }

    @Test func aReleaseBeforeAnyoneClaimsIsATapTheCandidatesLetGoTheHolderKeepsIt() {
        let arena = GestureArena()
        let button = Probe("button"), page = Probe("page")
        arena.register(page, for: .pageScroll)
        arena.begin(at: Point(5, 5), time: 3, components: [])
        arena.taken(by: button)
        arena.join(.pageScroll)
        arena.endUndecided(at: 3.1)
        #expect(page.log == ["began 5.0,5.0", "cancelled@3.1"])
        #expect(button.log.isEmpty)
        #expect(arena.holder === button && !arena.isClaimed)
        // A second release-undecided has nobody left to tell.
        arena.endUndecided(at: 3.2)
        #expect(page.log.count == 2)
    }

    @Test func theFirstComponentToTakeTheDownHoldsThePress() {
        let arena = GestureArena()
        let a = Probe("a"), b = Probe("b")
        arena.taken(by: a)
        #expect(arena.holder == nil, "no press, no holder")
        arena.begin(at: Point(1, 1), time: 0, components: [])
        arena.taken(by: a)
        arena.taken(by: b)
        #expect(arena.holder === a)
        arena.join(.pageScroll)
        #expect(a.log.isEmpty, "no recognizer registered for the role: joining does nothing")
    }

    @Test func aPressIsHitTestedOnceAndAnsweredFromThoseHitsAtItsPoint() {
        let arena = GestureArena()
        let down = Point(50, 50)
        let back = Probe("back") { _ in true }
        let middle = Probe("middle") { _ in false }
        let front = Probe("front") { $0 == down }
        arena.begin(at: down, time: 0, components: [back, middle, front])
        #expect([back.hitTests, middle.hitTests, front.hitTests] == [1, 1, 1])
        #expect(arena.hitInFront(of: 0, at: down) == true, "front is hit there")
        #expect(arena.hitInFront(of: 1, at: down) == true)
        #expect(arena.hitInFront(of: 2, at: down) == false, "nothing in front of the frontmost")
        #expect(arena.hitInFront(of: 0, at: Point(51, 50)) == nil, "another point was never hit-tested")
        #expect([back.hitTests, middle.hitTests, front.hitTests] == [1, 1, 1], "answers reuse the press's hits")
        arena.end(at: 9)
        #expect(arena.hitInFront(of: 0, at: down) == nil)
    }

    @Test func aRoleCancelledLetsGoWhetherItWaitsOrHolds() {
        let arena = GestureArena()
        let row = Probe("row"), page = Probe("page")
        arena.register(page, for: .pageScroll)
        arena.begin(at: Point(0, 0), time: 0, components: [])
        arena.taken(by: row)
        arena.join(.pageScroll)
        arena.cancel(.pageScroll, at: 0.5)
        #expect(page.log == ["began 0.0,0.0", "cancelled@0.5"] && row.log.isEmpty)
        #expect(arena.holder === row, "a candidate leaving does not move the press")
        arena.yield(to: .pageScroll, pointer: Point(0, 30), at: 0.6)
        arena.cancel(.pageScroll, at: 0.7)
        #expect(page.log.last == "cancelled@0.7")
        #expect(arena.holder == nil, "the holder let go: later moves go to whoever takes them")
        arena.cancel(.pageScroll, at: 0.8)
        #expect(page.log.count == 4, "nothing to let go twice")
    }

    /// A push while the page is dragged (a key, a script) stops the drag: the page under the
    /// new one keeps still, and the pushed page is not dragged by the same press.
    @Test func aPushDuringADragStopsThePagesDrag() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        d.drag(from: Point(195, 600), dy: -120, steps: 6, release: false)
        #expect(d.session.content.dragging)
        let held = d.session.content.offset()
        #expect(d.session.ui.actions.perform(.push(destination: "a", source: "test", highlight: nil), at: d.t))
        #expect(!d.session.content.dragging)
        d.session.handle(InputEvent(.move, at: Point(195, 300), time: d.t + 0.05))
        d.session.handle(InputEvent(.up(button: 1), at: Point(195, 300), time: d.t + 0.1))
        d.t += 0.2
        d.settle()
        #expect(d.depth == 1)
        #expect(d.session.content.offset() == 0, "the pushed page starts at its top and ignores the old press")
        d.key("Escape")
        d.settle()
        #expect(abs(d.session.content.offset() - held) < 1, "the page below kept where the drag left it")
    }

    /// Through the session: a press on a row that turns into a vertical drag is the page's,
    /// and the row is never pushed, wherever the pointer goes before the release.
    @Test func aDragThatStartsOnARowIsThePagesToItsReleaseOverTheBars() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        let row = d.destinationRow(6)
        // Up past the top edge of the window, over the navigation bar, and release there.
        d.drag(from: row, dy: -(row.y - 10), steps: 12)
        d.settle()
        #expect(d.depth == 0 && d.events(named: "navigation.push").isEmpty)
        #expect(d.session.content.offset() > row.y - 80, "the page followed the whole drag")
        #expect(d.session.ui.gestures.holder == nil && d.session.ui.gestures.press == nil, "the release emptied the arena")
    }
}
