import Testing
@testable import GlassCompositor

/// A long press competes with the drags in the gesture arena: held within the slop until its
/// deadline it claims the gesture (the others are cancelled); moved past the slop first, it
/// drops out and the drag goes on. Its deadline is a timed change of the session's clock.
@Suite struct LongPressArenaTests {
    typealias Probe = GestureArenaTests.Probe

    @Test func aHoldThatCompletesClaimsTheGestureAtItsDeadlineAndCancelsTheOthers() {
        let arena = GestureArena()
        let row = Probe("row"), page = Probe("page"), hold = Probe("hold")
        arena.register(page, for: .pageScroll)
        arena.begin(at: Point(100, 100), time: 1, components: [])
        arena.taken(by: row)
        arena.join(.pageScroll)
        arena.armLongPress(hold)
        #expect(arena.nextTimedChange == 1.5, "the hold's deadline wakes the host")
        arena.moved(to: Point(106, 104), at: 1.2)
        arena.advance(to: 1.4)
        #expect(!arena.isClaimed && hold.log.isEmpty, "not before the deadline")
        // Reached late (a frame drawn long after): the claim is dated at the deadline.
        arena.advance(to: 1.9)
        #expect(arena.isClaimed && arena.holder === hold)
        #expect(hold.log == ["claimed from 100.0,100.0@1.0 at 106.0,104.0@1.5"])
        #expect(page.log == ["began 100.0,100.0", "cancelled@1.5"], "the page's scroll lets go")
        #expect(row.log == ["cancelled@1.5"], "the holder it took the press from lets go")
        #expect(arena.nextTimedChange == nil)
        // A later drag past the slop is the long press's: nothing is handed over again.
        arena.moved(to: Point(100, 180), at: 2)
        arena.yield(to: .pageScroll, pointer: Point(100, 180), at: 2)
        #expect(arena.holder === page, "a yield still hands over explicitly")
    }

    @Test func aDragPastTheSlopBeforeTheDeadlineIsTheScrollsAndTheHoldNeverFires() {
        let arena = GestureArena()
        let row = Probe("row"), page = Probe("page"), hold = Probe("hold")
        arena.register(page, for: .pageScroll)
        arena.begin(at: Point(100, 100), time: 0, components: [])
        arena.taken(by: row)
        arena.join(.pageScroll)
        arena.armLongPress(hold)
        arena.moved(to: Point(100, 100 + GestureArena.slop + 1), at: 0.3)
        #expect(hold.log == ["cancelled@0.3"], "past the slop the hold drops out")
        #expect(arena.nextTimedChange == nil)
        arena.yield(to: .pageScroll, pointer: Point(100, 120), at: 0.31)
        arena.advance(to: 2)
        #expect(arena.holder === page && page.log.last == "claimed from 100.0,100.0@0.0 at 100.0,120.0@0.31")
        #expect(hold.log == ["cancelled@0.3"], "and never claims")
    }

    @Test func withinTheSlopTheHoldStaysArmedAndAReleaseDisarmsIt() {
        let arena = GestureArena()
        let hold = Probe("hold")
        arena.begin(at: Point(0, 0), time: 0, components: [])
        arena.taken(by: hold)
        arena.armLongPress(hold)
        arena.moved(to: Point(GestureArena.slop, 0), at: 0.2)
        #expect(arena.nextTimedChange == 0.5, "exactly the slop is still a press")
        arena.end(at: 9)
        arena.advance(to: 1)
        #expect(hold.log.isEmpty && arena.nextTimedChange == nil, "released before the deadline: a tap, no long press")
    }

    @Test func aClaimByAnotherRecognizerDisarmsTheHold() {
        let arena = GestureArena()
        let row = Probe("row"), hold = Probe("hold")
        arena.begin(at: Point(0, 0), time: 0, components: [])
        arena.taken(by: row)
        arena.armLongPress(hold)
        arena.claim(row, at: 0.2)
        #expect(hold.log == ["cancelled@0.2"])
        arena.advance(to: 1)
        #expect(arena.holder === row)
    }

    @Test func theSessionWakesForTheHoldAndTheFrameDoesNotDependOnWhenItWasDrawn() throws {
        // tv's sidebar: a long press on Originals enters Edit mode and lifts the row.
        let scene = try ChromeFixtures.scene("tv")
        func run(frames: [Double]) throws -> (ViewerSession, [String]) {
            let (s, _) = ChromeFixtures.session(scene, width: 1194, height: 834)
            var events: [String] = []
            s.onSemanticEvent = { events.append($0.name) }
            let originals = try #require(scene.tabs.firstIndex { $0.id == "originals" })
            let row = try #require(s.sidebar.layout.row(forTab: originals)).frame
            s.handle(InputEvent(.down(button: 1), at: row.center, time: 0.2))
            #expect(s.nextTimedChange == 0.7, "the hold's deadline is the next timed change")
            for t in frames { s.advance(to: t) }
            return (s, events)
        }
        let (a, eventsA) = try run(frames: [0.3, 0.5, 0.69, 0.71, 0.9])
        let (b, eventsB) = try run(frames: [0.9])
        #expect(eventsA == eventsB && eventsA.contains("sidebar.edit.began") && eventsA.contains("sidebar.drag.began"))
        #expect(a.sidebar.editing && b.sidebar.editing && a.sidebar.drag == b.sidebar.drag && a.sidebar.drag != nil)
    }
}
