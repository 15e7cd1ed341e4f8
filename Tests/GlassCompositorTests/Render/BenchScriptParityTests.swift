import Foundation
import Testing
@testable import GlassCompositor

/// The interaction bench scripts, drawn every frame, give at each checked time the frame a fresh
/// session draws only then: tiles a push draws ahead (at the press, in columns as the slide
/// uncovers them), the frame kept under an alert's scrim (brought up to date where what lies
/// under it changed), the receded page kept behind a full-height sheet and what an opaque sheet
/// hides left undrawn change no bits, only when the work is done. Viewport 960×540 points at scale 1, the point layout of the 1920×1080 @2 reference run.
@Suite struct BenchScriptParityTests {
    static let cases: [(scene: String, script: String, times: [Int])] = [
        // Frames (60 Hz): the first push sliding in, mid-swipe, the second push, the back button's pop.
        ("mail.json", "mail-navigation.jsonl", [12, 16, 66, 122, 126, 165]),
        // The action sheet appearing, the alert appearing over the fading sheet, the alert settled, leaving.
        ("mail.json", "mail-alert.jsonl", [12, 30, 94, 110, 162]),
        // The sheet dragged to full height, and settling; a tap on the dimmed page sends it back
        // into its button while the page comes forward under the window's dimming.
        ("maps.json", "maps-sheet.jsonl", [115, 125, 175, 179, 183, 190]),
        // An album pushed from a carousel tile, mid-swipe; the action sheet appearing, at rest, leaving.
        ("music.json", "music-navigation.jsonl", [16, 62, 300, 335, 354]),
    ]

    static func script(_ name: String) throws -> InteractionScript {
        let path = RepositoryPaths.scenes.appendingPathComponent("bench/\(name)").path
        return try InteractionScript.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
    }

    static func session(_ scene: Scene) -> (ViewerSession, OffscreenPresenter) {
        (ViewerSession(scene: scene, pixelWidth: 960, pixelHeight: 540, scale: 1), OffscreenPresenter(width: 960, height: 540)!)
    }

    @Test(arguments: 0..<cases.count)
    func everyFrameDrawnGivesTheFrameDrawnOnlyThen(_ index: Int) throws {
        let c = Self.cases[index]
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent(c.scene).path)
        let script = try Self.script(c.script)
        let (s, presenter) = Self.session(scene)
        var player = ScriptPlayer(script)
        var slid = false, columns = 0, restoredChecked = 0, reusedChecked = 0, updatedChecked = 0, coveredChecked = 0
        for k in 0...(c.times.max() ?? 0) {
            let t = Double(k) / 60
            player.deliver(upTo: t, to: s)
            s.advance(to: t)
            var checked = c.times.contains(k)
            let restored = s.renderer.recedeBase.restoredFrames, reused = s.renderer.recedeSourceReused
            let updated = s.renderer.scrimBase.updatedFrames, covered = s.renderer.coveredFrames
            if s.needsFrame || checked { s.renderFrame(to: presenter) }
            // The first frames restored from the kept receded page are checked too, and the
            // first that receded the kept page under it without drawing it.
            if s.renderer.recedeBase.restoredFrames > restored, restoredChecked < 3 { checked = true; restoredChecked += 1 }
            if s.renderer.recedeSourceReused > reused, reusedChecked < 3 { checked = true; reusedChecked += 1 }
            // And the first that brought the frame kept under a scrim up to date in place.
            if s.renderer.scrimBase.updatedFrames > updated, updatedChecked < 4 { checked = true; updatedChecked += 1 }
            // And the first drawn only around an opaque sheet's interior (`OpaqueCover`).
            if s.renderer.coveredFrames > covered, coveredChecked < 3 { checked = true; coveredChecked += 1 }
            if s.navigation.drawsPages {
                slid = true
                columns = max(columns, s.content.layer(page: s.navigation.topPage(tab: s.selectedTab)).columns)
            }
            guard checked else { continue }
            let (fresh, last) = Self.session(scene)
            var p = ScriptPlayer(script)
            p.deliver(upTo: t, to: fresh)
            fresh.advance(to: t)
            fresh.renderFrame(to: last)
            let diff = presenter.surface.diffCount(last.surface)
            #expect(diff == 0, "\(c.script) frame \(k): \(diff) pixels differ (\(FrameParityTests.describe(presenter.surface, last.surface, "bench-\(c.script)-\(k)")))")
        }
        // The paths under test were taken: pushed pages in columns, frames restored under a scrim.
        if c.script.contains("navigation") { #expect(slid && columns > 1) }
        if c.script.contains("alert") { #expect(s.renderer.scrimBase.restoredFrames > 10) }
        // The action sheet appears while the list's scroll indicator fades under its dimming.
        if c.script.contains("music-navigation") { #expect(updatedChecked == 4, "\(s.renderer.scrimBase.updatedFrames) frames updated the kept frame") }
        // Frames where only the sheet moved over the same receded page restored it.
        if c.script.contains("maps-sheet") {
            #expect(s.renderer.recedeBase.restoredFrames > 3, "\(s.renderer.recedeBase.restoredFrames)")
            #expect(reusedChecked == 3, "\(s.renderer.recedeSourceReused) frames receded the kept page")
            #expect(coveredChecked == 3, "\(s.renderer.coveredFrames) frames drawn around the opaque sheet")
        }
    }
}
