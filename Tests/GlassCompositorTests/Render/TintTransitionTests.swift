import Testing
@testable import GlassCompositor

/// G7: a glass element's tint that changes (here by a reload of the edited scene) flows
/// from the old colour to the new one instead of jumping.
@Suite struct TintTransitionTests {
    static func scene(tint: String) throws -> Scene {
        try SceneDecoder.decode("""
            {"tabs": [{"title": "A", "screen": {"glass": [
              {"kind": "glass", "id": "button", "shape": "capsule", "tint": "\(tint)", "text": "Go",
               "frame": {"anchor": "center", "width": 160, "height": 56}}]}}]}
            """, file: "t.json")
    }

    static func rgb(_ p: UInt32) -> SIMD3<Int> { SIMD3(Int(p >> 16 & 0xff), Int(p >> 8 & 0xff), Int(p & 0xff)) }

    @Test func anEditedTintAnimatesToTheNewColour() throws {
        let clock = FixedStepClock()
        let s = ViewerSession(scene: try Self.scene(tint: "#ff2d55"), pixelWidth: 390, pixelHeight: 400, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 400)!
        s.step(to: p)
        // A point on the glass away from its label.
        let probe = (x: 195 - 60, y: 200)
        let red = Self.rgb(p.surface[probe.x, probe.y])
        s.reload(try Self.scene(tint: "#0a84ff"))
        #expect(s.needsFrame)
        var middle: SIMD3<Int>? = nil
        var frames = 0
        while s.needsFrame && frames < 120 {
            s.step(to: p)
            frames += 1
            if frames == 10 { middle = Self.rgb(p.surface[probe.x, probe.y]) }
        }
        let blue = Self.rgb(p.surface[probe.x, probe.y])
        #expect(red.x > red.z + 60 && blue.z > blue.x + 60, "red \(red) → blue \(blue)")
        let m = try #require(middle)
        #expect(m.x < red.x - 20 && m.x > blue.x + 20 && m.z > red.z + 20 && m.z < blue.z - 20, "part way: \(m)")
        #expect(frames >= Int(TintTransition.duration * 60) - 2 && frames < 60, "\(frames) frames")

        // At the end it is exactly the new scene drawn from scratch.
        let fresh = ViewerSession(scene: try Self.scene(tint: "#0a84ff"), pixelWidth: 390, pixelHeight: 400, scale: 1, clock: FixedStepClock())
        let q = OffscreenPresenter(width: 390, height: 400)!
        fresh.step(to: q)
        #expect(p.surface.matchesReshadedGlass(q.surface))
    }

    @Test func aRestingTintDoesNotAnimate() throws {
        let clock = FixedStepClock()
        let s = ViewerSession(scene: try Self.scene(tint: "#ff2d55"), pixelWidth: 390, pixelHeight: 400, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 400)!
        s.step(to: p)
        #expect(!s.needsFrame)
        s.reload(try Self.scene(tint: "#ff2d55"))
        s.step(to: p)
        #expect(!s.needsFrame)
    }
}
