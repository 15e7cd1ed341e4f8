import Foundation
import Testing
@testable import GlassCompositor

/// A bug report's screenshot is the frame on screen with the overlays taken off (the HUD, the
/// profiling overlays, a toast), from the frame's own pixels, and it is what the replay of
/// the recording draws: headless, the way the window keeps and writes it (issue 35, item 5).
@Suite struct ReportWithOverlaysTests {
    @Test func theFrameBeneathTheOverlaysIsTheReplayedFrame() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let driver = WindowLikeDriver(scene: scene)
        driver.session.keepsPixelsUnderOverlays = true
        // The HUD and every profiling overlay by key, as a person turns them on.
        for key in ["F1", "F2", "F3", "F4", "F5", "F6", "F7"] {
            driver.input(InputEvent(.key(name: key, modifiers: []), time: 0))
        }
        driver.interact(for: 1.5)
        driver.session.showToast("Saved a screenshot") // the host's answer to F12: no replay shows it
        let mark = driver.frame(at: 1.55)
        let shown = driver.presenter.surface.copy()
        let kept = driver.session.pixelsUnderOverlays
        #expect(!kept.rects.isEmpty)
        let beneath = shown.copy()
        #expect(kept.restore(into: beneath))

        let script = try InteractionScript.parse(driver.recorder.recording(through: mark), file: "recording.jsonl")
        let meta = try #require(script.meta), last = try #require(script.frames.last)
        let replayed = try #require(RecordingReplay.frameWithoutOverlays(scene: scene, meta: meta, events: script.events, at: last))
        #expect(!shown.hasSamePixels(as: replayed), "the overlays drew nothing")
        var differing = 0
        for y in 0..<replayed.height { for x in 0..<replayed.width where beneath[x, y] != replayed[x, y] { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels of the frame beneath the overlays differ from the replayed frame")
    }
}
