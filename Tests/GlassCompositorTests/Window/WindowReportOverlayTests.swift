import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A bug report written while the viewer's own overlays are on screen (the HUD, every
/// profiling overlay, the toast of a screenshot) still replays to its screenshot bit for bit,
/// live and from a frame of the past: the screenshot is the frame beneath those overlays,
/// which is what a replay can draw again (issue 35, item 5).
extension WindowTests {
    @Test("a bug report written with the HUD, the profiling overlays and a toast on replays bit for bit")
    func reportWithOverlaysReplays() throws {
        let dir = NSTemporaryDirectory() + "glass-viewer-qa-overlays-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = RepositoryPaths.scenes.appendingPathComponent("music.json").path
        let run = try launch([scene, "--scale", "1", "--hud", "--overlay", "damage,bounds", "--reports", dir],
                             environment: ["XDG_PICTURES_DIR": dir])
        defer { run.tearDown() }
        let (client, window) = (run.client, run.window)
        _ = try #require(client.settledFrame(window), "no frame drawn")
        func reports() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasPrefix("glass-viewer-report-") }.sorted()
        }
        // The other profiling overlays by key, a press on the HUD's plate (it takes it), a
        // screenshot (its toast shows), then a scroll and a report in mid-motion.
        for key in [XK_F4, XK_F5, XK_F6, XK_F7] { client.key(window, keysym: KeySym(key)); usleep(50_000) }
        client.click(window, x: 150, y: 120)
        client.key(window, keysym: KeySym(XK_F12))
        for _ in 0..<4 { client.wheel(window, button: 5, x: 350, y: 280); usleep(20_000) }
        client.key(window, keysym: KeySym(XK_b))
        #expect(waitUntil(timeout: 10) { reports().count == 1 }, "no report folder: \(run.viewer.stderr)")
        // Paused, two frames back (a frame of the past, drawn with the HUD too), reported.
        client.key(window, keysym: KeySym(XK_p))
        usleep(300_000)
        for _ in 0..<2 { client.key(window, keysym: KeySym(XK_comma)); usleep(150_000) }
        usleep(300_000)
        client.key(window, keysym: KeySym(XK_b))
        #expect(waitUntil(timeout: 10) { reports().count == 2 }, "no second report: \(run.viewer.stderr)")
        client.sendDeleteWindow(window)
        #expect(run.viewer.waitForExit() == 0)

        #expect(reports().count == 2)
        for name in reports() {
            // The screen as the person saw it is kept beside the screenshot, overlays and all.
            let shot = try PNGFile.read("\(dir)/\(name)/\(BugReport.screenshotFile)")
            let seen = try PNGFile.read("\(dir)/\(name)/\(BugReport.overlaidFile)")
            #expect(seen.width == shot.width && seen.height == shot.height && !seen.hasSamePixels(as: shot), "\(name)")
            let (status, output) = try Self.runViewer(["replay", dir + "/" + name])
            #expect(status == 0 && output.contains("matches the report's screenshot bit for bit"), "\(name): \(output)")
        }
    }
}
