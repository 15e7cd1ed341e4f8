import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// `glass-viewer bench` reports what it ran and where, so two reports can be compared, and
/// refuses to report a run in which nothing changed. Runs the built binary; needs no X server.
@Suite struct BenchReportTests {
    /// Runs `glass-viewer bench arguments...` with stdout and stderr in files (not a terminal).
    private func bench(_ arguments: [String]) throws -> (status: Int32?, stdout: String, stderr: String) {
        let path = NSTemporaryDirectory() + "glass-viewer-bench-\(getpid())-\(UUID().uuidString)"
        let out = open(path + ".stdout", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let err = open(path + ".stderr", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(out); close(err); unlink(path + ".stdout"); unlink(path + ".stderr") }
        guard out >= 0, err >= 0 else { throw ViewerProcess.Failure(description: "cannot create \(path).*") }
        let child = try ChildProcess(try ViewerProcess.binary(), ["bench"] + arguments,
                                     environment: ProcessInfo.processInfo.environment, stdoutFD: out, stderrFD: err)
        _ = child.waitForExit(timeout: 60)
        return (child.exitStatus, (try? String(contentsOfFile: path + ".stdout", encoding: .utf8)) ?? "",
                (try? String(contentsOfFile: path + ".stderr", encoding: .utf8)) ?? "")
    }

    private func member(_ key: String, of node: JSONNode?) -> JSONNode? {
        guard case .object(let members)? = node?.value else { return nil }
        return members.first { $0.key == key }?.node
    }

    @Test func theJSONReportNamesTheRunTheMachineAndTheBuild() throws {
        let path = NSTemporaryDirectory() + "glass-viewer-bench-\(getpid())-\(UUID().uuidString).json"
        defer { unlink(path) }
        let (status, _, stderr) = try bench(["default", "--size", "64x64", "--frames", "3", "--warmup", "0",
                                             "--no-plans", "--no-backdrop-cache", "--paced", "--json", path])
        #expect(status == 0, "\(stderr)")
        #expect(!stderr.contains("\r"), "no progress line when stderr is not a terminal")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let root = try JSONParser.parse(text)
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["scene", "scene_file", "script", "width", "height", "scale", "warmup", "paced", "switches",
                                       "frames", "idle_frames", "waited_for_content", "redrawn_mpx_per_frame", "frame", "stages",
                                       "peak_rss_mb", "date", "machine", "build"])
        // The first frame redraws all 64×64 pixels.
        if case .number(let mpx)? = member("redrawn_mpx_per_frame", of: root)?.value {
            #expect(mpx > 0 && mpx <= 64 * 64 / 1e6 + 1e-4)
        } else { Issue.record("no redrawn_mpx_per_frame") }
        guard case .object(let list)? = member("stages", of: root)?.value else { Issue.record("no stages"); return }
        #expect(list.map(\.key) == FrameStage.allCases.map(\.name))
        if case .string(let file)? = member("scene_file", of: root)?.value { #expect(file == "default") } else { Issue.record("no scene_file") }
        if case .null? = member("script", of: root)?.value {} else { Issue.record("script is not null") }
        if case .number(let warmup)? = member("warmup", of: root)?.value { #expect(warmup == 0) } else { Issue.record("no warmup") }
        if case .array(let switches)? = member("switches", of: root)?.value {
            let names = switches.compactMap { node -> String? in if case .string(let s) = node.value { return s } else { return nil } }
            #expect(names == ["no-plans", "no-backdrop-cache"])
        } else { Issue.record("no switches") }
        if case .string(let date)? = member("date", of: root)?.value {
            #expect(date.count == 20 && date.hasSuffix("Z") && date.dropFirst(10).first == "T", "\(date)")
        } else { Issue.record("no date") }
        if case .number(let mb)? = member("peak_rss_mb", of: root)?.value { #expect(mb > 1) } else { Issue.record("no peak_rss_mb") }
        let machine = member("machine", of: root)
        if case .number(let cores)? = member("cores", of: machine)?.value { #expect(cores >= 1) } else { Issue.record("no cores") }
        if case .string(let cpu)? = member("cpu", of: machine)?.value { #expect(!cpu.isEmpty) } else { Issue.record("no cpu") }
        if case .string(let kernel)? = member("kernel", of: machine)?.value { #expect(kernel.hasPrefix("Linux ")) } else { Issue.record("no kernel") }
        let build = member("build", of: root)
        for key in ["version", "commit", "optimization", "target_cpu", "kernels"] {
            if case .string(let value)? = member(key, of: build)?.value { #expect(!value.isEmpty, "\(key)") } else { Issue.record("no build.\(key)") }
        }
        if case .object(let waited)? = member("waited_for_content", of: root)?.value {
            #expect(waited.map(\.key) == ["frames", "tiles"])
        } else { Issue.record("no waited_for_content") }
    }

    @Test func theTableNamesTheBuildTheMachineAndTheWaits() throws {
        let (status, stdout, stderr) = try bench(["default", "--size", "64x64", "--frames", "3", "--warmup", "1"])
        #expect(status == 0, "\(stderr)")
        let lines = stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("build      glass-viewer 0.") == true, "\(stdout)")
        #expect(lines.count > 2 && lines[1].hasPrefix("machine    ") && lines[1].contains(" cores, Linux "), "\(stdout)")
        #expect(lines.count > 2 && lines[2] == "run        default  built-in scroll  warm-up 1", "\(stdout)")
        #expect(lines.contains { $0.hasPrefix("waited     ") && $0.contains("frames waited for content") }, "\(stdout)")
        #expect(lines.contains { $0.hasPrefix("peak RSS   ") && $0.hasSuffix(" MB") }, "\(stdout)")
    }

    /// A run in which nothing changed measures nothing: no table of zeros, no report file, a
    /// hint and exit 1 (a script running many benches sees it).
    @Test func aRunInWhichNothingChangedFailsWithAHint() throws {
        let folder = NSTemporaryDirectory() + "glass-viewer-bench-idle-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // One event long after the run ends: every measured frame is idle.
        try #"{"t":100,"type":"key","key":"q"}"#.write(toFile: folder + "/late.jsonl", atomically: true, encoding: .utf8)
        let report = folder + "/report.json"
        let (status, stdout, stderr) = try bench(["default", "--size", "64x64", "--frames", "4", "--warmup", "2",
                                                  "--script", folder + "/late.jsonl", "--json", report])
        #expect(status == 1)
        #expect(stdout.isEmpty, "no table: \(stdout)")
        #expect(stderr.contains("bench: no frame changed in the 4 frames after the warm-up"), "\(stderr)")
        #expect(stderr.contains("hint: the script ") && stderr.contains("more --frames"), "\(stderr)")
        #expect(access(report, F_OK) != 0, "no report of zeros was written")
    }

    /// Without a script, the hint names the scene's own bench script when there is one.
    @Test func theHintNamesTheScenesBenchScript() throws {
        let folder = NSTemporaryDirectory() + "glass-viewer-bench-hint-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/bench", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A scene whose one short screen fits any window: the built-in scroll moves nothing.
        try #"{"tabs": [{"title": "Home", "screen": {"items": []}}]}"#.write(toFile: folder + "/still.json", atomically: true, encoding: .utf8)
        try #"{"t":0.1,"type":"key","key":"q"}"#.write(toFile: folder + "/bench/still.jsonl", atomically: true, encoding: .utf8)
        let (status, _, stderr) = try bench([folder + "/still.json", "--size", "320x400", "--frames", "3", "--warmup", "2"])
        #expect(status == 1)
        #expect(stderr.contains("hint: give it --script \(folder)/bench/still.jsonl, or a smaller --size"), "\(stderr)")
    }
}
