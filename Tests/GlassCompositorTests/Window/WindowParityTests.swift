import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What a QA person sees in the window is what a headless render of the same recording
/// shows: real XTest input into a window recording itself (`--record`), then `render` of
/// that recording, compared pixel for pixel with a grab of the settled window.
extension WindowTests {
    @Test("a window's settled frame equals a headless render of its recording")
    func windowMatchesRenderOfItsRecording() throws {
        let record = NSTemporaryDirectory() + "glass-viewer-parity-\(getpid())-\(UUID().uuidString).jsonl"
        let png = record + ".png"
        defer { unlink(record); unlink(png) }
        let scene = RepositoryPaths.scenes.appendingPathComponent("music.json").path
        let run = try launch([scene, "--scale", "1", "--record", record])
        defer { run.tearDown() }
        let (client, window) = (run.client, run.window)
        _ = try #require(client.settledFrame(window), "no frame drawn")

        // Wheel steps over the content, then a tap on the second tab and a wheel step there.
        for _ in 0..<3 {
            client.wheel(window, button: 5, x: 200, y: 120)
            usleep(60_000)
        }
        let slot = TabBarLayout(tabCount: 4, viewport: Size(400, 300), collapse: 0, hasAccessory: true).slots[1]
        _ = client.settledFrame(window)
        client.click(window, x: Int32(slot.midX.rounded()), y: Int32(slot.midY.rounded()))
        usleep(100_000)
        client.wheel(window, button: 5, x: 200, y: 120)
        // Settled for good: the scroll indicator lingers half a second, still, before it fades.
        let shown = try #require(client.settledFrame(window, interval: 1.2, timeout: 20), "the window did not settle")
        client.sendDeleteWindow(window)
        #expect(run.viewer.waitForExit() == 0)

        let render = try ChildProcess(try ViewerProcess.binary(), ["render", scene, "--script", record, "--size", "400x300", "--out", png, "--time", "30"],
                                      environment: ProcessInfo.processInfo.environment)
        _ = render.waitForExit(timeout: 60)
        #expect(render.exitStatus == 0)
        let rendered = try PNGFile.read(png)
        #expect(rendered.width == shown.width && rendered.height == shown.height)
        var differing = 0
        for y in 0..<min(rendered.height, shown.height) {
            for x in 0..<min(rendered.width, shown.width) where rendered[x, y] & 0xffffff != shown.values[y * shown.width + x] {
                differing += 1
            }
        }
        let recording = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        if differing > 0, let grab = Surface(width: shown.width, height: shown.height) {
            // Both pictures, to look at.
            for y in 0..<shown.height { for x in 0..<shown.width { grab[x, y] = 0xff00_0000 | shown.values[y * shown.width + x] } }
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("window-parity").path
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try? PNGFile.write(grab, to: dir + "/window.png")
            try? PNGFile.write(rendered, to: dir + "/render.png")
            try? recording.write(toFile: dir + "/recording.jsonl", atomically: true, encoding: .utf8)
        }
        #expect(differing == 0, "\(differing) pixels differ between the window and `render` of its recording:\n\(recording)")
        // The tap's press names what it landed on beside its coordinates, which render used: the
        // wheel minimized the bar, so the accessory, inline beside it, is there.
        let press = recording.split(separator: "\n").first { $0.contains("\"type\":\"down\"") }
        #expect(press?.contains("\"on\":{\"role\":\"accessory\",\"label\":\"Midnight Drive\"}") == true, "\(press ?? "no press")")
    }
}
