import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `glass-viewer --replay FOLDER`: a failing flow's folder opened in the window, paused at the
/// failing step, shows the frame `replay` draws of it bit for bit (under the recording's size
/// and settings), and `.` steps on from there; bad uses of the option are located errors.
extension WindowTests {
    /// A folder holding a flow on mail that fails mid-way through the action sheet's entrance,
    /// under Reduce Transparency, and the `test` run's artifacts of it.
    private static func failedFlow() throws -> (dir: String, artifacts: String, testOutput: String) {
        let dir = NSTemporaryDirectory() + "glass-viewer-window-replay-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let mail = RepositoryPaths.scenes.appendingPathComponent("mail.json").path
        let flow = """
            {"t":0,"type":"meta","scene":"\(mail)","width":480,"height":360,"scale":1,"settings":{"reduceTransparency":true}}
            {"t":0.2,"type":"tap","on":{"id":"select"}}
            {"t":0.32,"type":"expect","logged":"alert.shown"}

            """
        try flow.write(toFile: dir + "/select.jsonl", atomically: true, encoding: .utf8)
        let (status, output) = try runViewer(["test", dir + "/select.jsonl", "--artifacts", dir + "/results"])
        #expect(status == 1, "\(output)")
        return (dir, dir + "/results/select", output)
    }

    @Test("--replay opens a failing flow's folder paused at its step, the frame replay draws, bit for bit")
    func replayFolderOpensAtTheFailingFrame() throws {
        let (dir, artifacts, testOutput) = try Self.failedFlow()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // `test` says how to open it.
        #expect(testOutput.contains("glass-viewer --replay \(artifacts)"), "\(testOutput)")
        // What `replay` draws of it.
        let (status, output) = try Self.runViewer(["replay", artifacts, "--out", dir + "/frames"])
        #expect(status == 0, "\(output)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").filter { $0.hasSuffix(".png") }
        #expect(pngs.count == 1, "\(pngs)")
        let replayed = try PNGFile.read(dir + "/frames/" + (try #require(pngs.first)))

        // The window, with no --size: the recording gives it.
        let server = try XvfbServer()
        let viewer = try ViewerProcess(["--replay", artifacts], display: server.display)
        let client = try X11TestClient(server.display)
        guard let window = client.window(ofPID: viewer.pid) else {
            client.close(); server.stop()
            throw ViewerProcess.Failure(description: "no window appeared; stderr:\n\(viewer.stderr)")
        }
        let run = Running(server: server, viewer: viewer, client: client, window: window)
        defer { run.tearDown() }
        let shown = try #require(client.settledFrame(window, interval: 0.5), "no frame drawn: \(viewer.stderr)")
        #expect(shown.width == 480 && shown.height == 360)
        #expect(replayed.width == shown.width && replayed.height == shown.height)
        var differing = 0
        for y in 0..<min(replayed.height, shown.height) {
            for x in 0..<min(replayed.width, shown.width) where replayed[x, y] & 0xffffff != shown.values[y * shown.width + x] {
                differing += 1
            }
        }
        if differing > 0, let grab = Surface(width: shown.width, height: shown.height) {
            // Both pictures and where they differ, to look at.
            var spots: [String] = []
            for y in 0..<shown.height { for x in 0..<shown.width {
                grab[x, y] = 0xff00_0000 | shown.values[y * shown.width + x]
                if x < replayed.width, y < replayed.height, replayed[x, y] & 0xffffff != shown.values[y * shown.width + x], spots.count < 8 { spots.append("(\(x),\(y))") }
            } }
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("window-replay").path
            try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try? PNGFile.write(grab, to: out + "/window.png")
            try? PNGFile.write(replayed, to: out + "/replay.png")
            Issue.record("differing pixels at \(spots.joined(separator: " ")); both frames in \(out)")
        }
        #expect(differing == 0, "\(differing) pixels differ between the window opened with --replay and replay's frame")
        // Paused there: time does not run on by itself ...
        usleep(500_000)
        #expect(client.pixels(window) == shown, "the window was not paused at the failing step")
        // ... and `.` steps it one frame on, into the action sheet's entrance.
        client.key(window, keysym: KeySym(XK_period))
        #expect(waitUntil(timeout: 5) { client.pixels(window).map { $0 != shown } ?? false }, "a step did not move the frame on")
        client.sendDeleteWindow(window)
        #expect(viewer.waitForExit() == 0, "\(viewer.stderr)")
    }

    @Test("--replay of a flow by element with --at shows render's frame of that script and time")
    func replayScriptAtATime() throws {
        let dir = NSTemporaryDirectory() + "glass-viewer-window-replay-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let flow = dir + "/select.jsonl", png = dir + "/render.png"
        let mail = RepositoryPaths.scenes.appendingPathComponent("mail.json").path
        // No settings: render takes its own options, not a meta line's.
        try """
            {"t":0,"type":"meta","scene":"\(mail)","width":480,"height":360,"scale":1}
            {"t":0.2,"type":"tap","on":{"id":"select"}}
            {"t":0.4,"type":"expect","on":{"role":"alert","id":"inbox-actions"},"visible":true}

            """.write(toFile: flow, atomically: true, encoding: .utf8)
        let (status, output) = try Self.runViewer(["render", mail, "--script", flow, "--size", "480x360", "--time", "0.29", "--out", png])
        #expect(status == 0, "\(output)")
        let rendered = try PNGFile.read(png)
        let server = try XvfbServer()
        let viewer = try ViewerProcess(["--replay", flow, "--at", "0.29"], display: server.display)
        let client = try X11TestClient(server.display)
        guard let window = client.window(ofPID: viewer.pid) else {
            client.close(); server.stop()
            throw ViewerProcess.Failure(description: "no window appeared; stderr:\n\(viewer.stderr)")
        }
        let run = Running(server: server, viewer: viewer, client: client, window: window)
        defer { run.tearDown() }
        let shown = try #require(client.settledFrame(window, interval: 0.5), "no frame drawn: \(viewer.stderr)")
        #expect(rendered.width == shown.width && rendered.height == shown.height)
        var differing = 0
        for y in 0..<min(rendered.height, shown.height) {
            for x in 0..<min(rendered.width, shown.width) where rendered[x, y] & 0xffffff != shown.values[y * shown.width + x] {
                differing += 1
            }
        }
        #expect(differing == 0, "\(differing) pixels differ between --replay FLOW --at 0.29 and render --time 0.29")
        client.sendDeleteWindow(window)
        #expect(viewer.waitForExit() == 0, "\(viewer.stderr)")
    }

    @Test("bad uses of --replay and --at are located errors, before any window")
    func badReplayArguments() throws {
        let (dir, artifacts, _) = try Self.failedFlow()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cases: [([String], String)] = [
            (["--replay", dir + "/none"], "\(dir)/none"),
            (["--replay", dir], "\(dir): a folder without report.json"),
            (["--replay", artifacts, "--size", "400x300"], "--size: --replay opens the window as the recording says"),
            (["--replay", artifacts, "--appearance", "dark"], "--appearance: --replay opens the window as the recording says"),
            (["--replay", artifacts, RepositoryPaths.scenes.appendingPathComponent("music.json").path], "opens the recording's own scene"),
            (["--at", "1"], "--at: says where --replay stops"),
            (["--replay", artifacts, "--at", "-1"], "--at"),
            (["--replay", artifacts, "--at", "1e9"], "--at"),
        ]
        for (args, message) in cases {
            // No display: a usage error must come before the window is opened.
            let (status, output) = try Self.runViewer(args + ["--no-shm"])
            #expect(status == 1, "\(args): \(output)")
            #expect(output.contains(message), "\(args): \(output)")
            #expect(!output.contains("DISPLAY"), "\(args) got as far as the display: \(output)")
        }
        // A recording whose element target names nothing stops the window with its line.
        let script = dir + "/bad.jsonl"
        try """
            {"t":0,"type":"meta","scene":"\(RepositoryPaths.scenes.appendingPathComponent("mail.json").path)","width":480,"height":360,"scale":1}
            {"t":0.2,"type":"tap","on":{"id":"no-such-button"}}

            """.write(toFile: script, atomically: true, encoding: .utf8)
        let server = try XvfbServer()
        defer { server.stop() }
        let viewer = try ViewerProcess(["--replay", script], display: server.display)
        #expect(viewer.waitForExit(timeout: 60) == 1)
        #expect(viewer.stderr.contains("\(script):2"), "\(viewer.stderr)")
    }
}
