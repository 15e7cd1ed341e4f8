import Foundation
import Testing
@testable import GlassCompositor

/// The navigation bench script (`Scenes/bench/mail-navigation.jsonl`) does what it says (a
/// push, a swipe back, a push, the back button), and every frame of it drawn inside its damage
/// equals the same frame redrawn whole: the pages' commands damage what they change.
@Suite struct NavigationScriptTests {
    @Test func theBenchScriptPushesSwipesBackPushesAndGoesBack() throws {
        let scene = try NavigationDriver.mail()
        let scriptPath = RepositoryPaths.scenes.appendingPathComponent("bench/mail-navigation.jsonl").path
        let script = try InteractionScript.parse(try String(contentsOfFile: scriptPath, encoding: .utf8), file: scriptPath)
        // The 1920×1080 @2 reference run's point layout (the script plays the same at every size: BenchScriptSizeTests).
        let (w, h) = (960, 540)
        let options = RegionDamageSessionTests.live
        let partial = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: 1, clock: FixedStepClock(), options: options)
        let full = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: 1, clock: FixedStepClock(), options: options)
        var events: [SemanticEvent] = []
        partial.onSemanticEvent = { events.append($0) }
        let p = RegionDamageSessionTests.DoubleBufferedPresenter(width: w, height: h)
        let fp = RegionDamageSessionTests.FullRedrawPresenter(width: w, height: h)
        var players = [ScriptPlayer(script), ScriptPlayer(script)]
        var mismatches = 0
        for frame in 0..<(Int(script.duration * 60) + 60) {
            players[0].deliver(upTo: partial.clock.now, to: partial)
            players[1].deliver(upTo: full.clock.now, to: full)
            partial.step(to: p); full.step(to: fp)
            if !p.buffers[p.last].hasSamePixels(as: fp.surface) {
                mismatches += 1
                if mismatches <= 3 { Issue.record("frame \(frame): \(p.buffers[p.last].largestChannelDifference(from: fp.surface)) levels off a full redraw") }
            }
        }
        #expect(mismatches == 0)
        let navigation = events.filter { $0.name.hasPrefix("navigation.") }.map { "\($0.name) \($0.string("how") ?? $0.string("destination") ?? "")" }
        #expect(navigation == ["navigation.push message", "navigation.pop swipe", "navigation.push message", "navigation.pop backButton"])
        #expect(partial.navigation.depth(tab: 0) == 0 && partial.navigation.transition == nil)
    }
}
