import Testing
@testable import GlassCompositor

/// Glass sent away (`m`, G2) is gone for the user from the moment it starts to leave: a tap
/// where it was presses what is under it, not the glass, and it is no element, though its
/// shrinking shape is drawn for a while (and the bouncy spring swings back above zero).
@Suite struct DematerializedGlassTests {
    @Test func leavingGlassTakesNoPressAndIsNoElement() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("maps"), width: 960, height: 540)
        let clock = s.clock as! FixedStepClock
        var targets: [String] = []
        s.onSemanticEvent = { e in
            if e.name == "press", let target = e.fields.first(where: { $0.0 == "target" })?.1 { targets.append("\(target)") }
        }
        s.step(to: p)
        let before = s.elementTree()
        let mapMode = try #require(before.elements.first { $0.id == "map-mode" })
        #expect(mapMode.hittable)
        s.handle(InputEvent(.key(name: "m", modifiers: []), time: clock.now))
        // Every frame of the leaving: drawn or not, the glass is no element and takes no press.
        for _ in 0..<90 {
            s.step(to: p)
            #expect(!s.elementTree().elements.contains { $0.id == "map-mode" })
        }
        let at = mapMode.frame.center
        s.handle(InputEvent(.down(button: 1), at: at, time: clock.now))
        s.handle(InputEvent(.up(button: 1), at: at, time: clock.now))
        #expect(!targets.contains { $0.contains("map-mode") }, "pressed: \(targets)")
        // Back again, it presses.
        s.handle(InputEvent(.key(name: "m", modifiers: []), time: clock.now))
        for _ in 0..<90 { s.step(to: p) }
        #expect(s.elementTree().elements.contains { $0.id == "map-mode" && $0.hittable })
    }
}
