import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The QA tools in the window with real XTest keys: `b` writes a bug-report folder that
/// `replay` reproduces bit for bit, `,` steps back (the report of a frame of the past replays
/// to that frame), `w` writes the trace of the last seconds, `--trace` writes a valid trace at
/// exit, and `replay --log` of the window's recording writes the window's log.
extension WindowTests {
    /// Runs `glass-viewer args...` headless and returns its exit status and stdout.
    static func runViewer(_ args: [String]) throws -> (status: Int32?, output: String) {
        let out = NSTemporaryDirectory() + "glass-viewer-out-\(getpid())-\(UUID().uuidString).txt"
        defer { unlink(out) }
        let fd = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(fd) }
        let child = try ChildProcess(try ViewerProcess.binary(), args, environment: ProcessInfo.processInfo.environment,
                                     stdoutFD: fd, stderrFD: fd)
        _ = child.waitForExit(timeout: 120)
        return (child.exitStatus, (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
    }

    @Test("B writes a bug report that replays bit for bit; , steps back and its report replays to the earlier frame")
    func bugReportsAndStepBack() throws {
        let dir = NSTemporaryDirectory() + "glass-viewer-qa-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = RepositoryPaths.scenes.appendingPathComponent("music.json").path
        let record = dir + "/rec.jsonl", log = dir + "/log.jsonl", trace = dir + "/trace.json"
        let run = try launch([scene, "--scale", "1", "--reports", dir, "--record", record, "--log", log, "--trace", trace])
        defer { run.tearDown() }
        let (client, window) = (run.client, run.window)
        _ = try #require(client.settledFrame(window), "no frame drawn")
        func reports() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasPrefix("glass-viewer-report-") }.sorted()
        }
        // Scroll, and report in mid-motion.
        for _ in 0..<4 { client.wheel(window, button: 5, x: 200, y: 150); usleep(20_000) }
        client.key(window, keysym: KeySym(XK_b))
        #expect(waitUntil(timeout: 10) { reports().count == 1 }, "no report folder: \(run.viewer.stderr)")
        // Pause, three frames back, report that frame.
        _ = client.settledFrame(window)
        client.key(window, keysym: KeySym(XK_p))
        usleep(300_000)
        for _ in 0..<3 { client.key(window, keysym: KeySym(XK_comma)); usleep(150_000) }
        usleep(300_000)
        client.key(window, keysym: KeySym(XK_b))
        #expect(waitUntil(timeout: 10) { reports().count == 2 }, "no second report: \(run.viewer.stderr)")
        // Three traces within a second are three files (`-2`, `-3`), none lost.
        for _ in 0..<3 { client.key(window, keysym: KeySym(XK_w)) }
        let traces = { ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasPrefix("glass-viewer-trace-") } }
        #expect(waitUntil(timeout: 10) { traces().count == 3 }, "traces written: \(traces())")
        client.sendDeleteWindow(window)
        #expect(run.viewer.waitForExit() == 0)

        // Each folder has everything and replays to its screenshot.
        var frames: [Int] = []
        for name in reports() {
            let folder = dir + "/" + name
            for file in ["recording.jsonl", "screenshot.png", "log.jsonl", "trace.json", "report.json"] {
                #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(name) has no \(file)")
            }
            #expect(TraceChecker.problems(try String(contentsOfFile: folder + "/trace.json", encoding: .utf8)) == [])
            let loaded = try BugReport.load(folder)
            frames.append(loaded.frame)
            let (status, output) = try Self.runViewer(["replay", folder])
            #expect(status == 0 && output.contains("matches the report's screenshot bit for bit"), "\(output)")
        }
        // The second report is of a frame of the past: three frames before the live one then.
        #expect(frames.count == 2)
        let second = try BugReport.load(dir + "/" + reports()[1])
        let marks = try InteractionScript.parse(String(contentsOfFile: record, encoding: .utf8), file: record).frames
        let live = try #require(marks.last)
        #expect(second.frame == live.number - 3, "reported frame \(second.frame), live \(live.number)")

        // The trace the window wrote at exit and the one of the `w` key pass the checker.
        #expect(TraceChecker.problems(try String(contentsOfFile: trace, encoding: .utf8)) == [])
        #expect(TraceChecker.problems(try String(contentsOfFile: dir + "/" + traces()[0], encoding: .utf8)) == [])
        let events = TraceChecker.events(try String(contentsOfFile: trace, encoding: .utf8))
        #expect(events.contains { $0["name"] as? String == "frame" && ($0["args"] as? [String: Any])?["scene_time"] != nil })
        #expect(events.contains { $0["name"] as? String == "RSS MB" && $0["ph"] as? String == "C" })

        // `replay --log` and `render --log` of the window's recording write the window's log.
        let replayLog = dir + "/replay-log.jsonl"
        let (status, output) = try Self.runViewer(["replay", record, "--log", replayLog, "--state", dir + "/state.jsonl"])
        #expect(status == 0, "\(output)")
        #expect(try String(contentsOfFile: replayLog, encoding: .utf8) == String(contentsOfFile: log, encoding: .utf8))
        let renderLog = dir + "/render-log.jsonl"
        let rendered = try Self.runViewer(["render", scene, "--script", record, "--size", "400x300", "--out", dir + "/r.png", "--log", renderLog])
        #expect(rendered.status == 0, "\(rendered.output)")
        #expect(try String(contentsOfFile: renderLog, encoding: .utf8) == String(contentsOfFile: log, encoding: .utf8))
        let stateLines = try String(contentsOfFile: dir + "/state.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(stateLines.count == (try InteractionScript.parse(String(contentsOfFile: record, encoding: .utf8), file: record).frames.count))
    }

    @Test("bench --trace writes a trace the strict checker accepts, with worker tracks")
    func benchTracePassesTheChecker() throws {
        let path = NSTemporaryDirectory() + "glass-viewer-bench-trace-\(getpid())-\(UUID().uuidString).json"
        defer { unlink(path) }
        let (status, output) = try Self.runViewer(["bench", RepositoryPaths.scenes.appendingPathComponent("glass-lab.json").path,
                                                   "--size", "640x400", "--frames", "30", "--warmup", "2", "--trace", path])
        #expect(status == 0, "\(output)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(TraceChecker.problems(text) == [])
        let events = TraceChecker.events(text)
        #expect(events.filter { $0["name"] as? String == "frame" }.count == 30)
        #expect(events.contains { $0["name"] as? String == "thread_name" && (($0["args"] as? [String: Any])?["name"] as? String)?.hasPrefix("worker") == true })
    }
}
