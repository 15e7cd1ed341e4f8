import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The overlay and screenshot keys in the window, with real XTest keys: F3 draws the glass
/// bounds over the frame, F12 saves the frame beneath (without the overlay) as a PNG in
/// `$XDG_PICTURES_DIR`.
extension WindowTests {
    @Test("F3 shows the glass bounds overlay, F12 saves the frame without it")
    func overlayKeyAndScreenshot() throws {
        let pictures = NSTemporaryDirectory() + "glass-viewer-pictures-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: pictures) }
        let run = try launch(["--scale", "1"], environment: ["XDG_PICTURES_DIR": pictures])
        defer { run.tearDown() }
        let (client, window) = (run.client, run.window)
        let plain = try #require(client.settledFrame(window), "no frame drawn")

        client.key(window, keysym: KeySym(XK_F3))
        let overlaid = waitUntil(timeout: 5) { client.pixels(window).map { $0 != plain } ?? false }
        #expect(overlaid, "F3 drew no overlay")

        client.key(window, keysym: KeySym(XK_F12))
        var files: [String] = []
        let saved = waitUntil(timeout: 10) {
            files = ((try? FileManager.default.contentsOfDirectory(atPath: pictures)) ?? []).filter { $0.hasSuffix(".png") }
            return !files.isEmpty
        }
        #expect(saved, "F12 wrote no PNG into XDG_PICTURES_DIR; stderr:\n\(run.viewer.stderr)")
        guard let name = files.first else { return }
        #expect(name.hasPrefix("glass-viewer-") && !name.hasPrefix("."))
        let shot = try PNGFile.read(pictures + "/" + name)
        #expect(shot.width == plain.width && shot.height == plain.height)
        // The screenshot is the frame beneath the overlay: the idle frame shown before F3.
        var differing = 0
        for y in 0..<shot.height {
            for x in 0..<shot.width where shot.row(y)[x] & 0xffffff != plain.values[y * plain.width + x] { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels of the screenshot differ from the frame without the overlay")
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: pictures)) ?? []).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        client.sendDeleteWindow(window)
        #expect(run.viewer.waitForExit() == 0)
    }
}
