import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// The built binary's outputs and argument messages: an output that is an input is refused,
/// a killed command leaves the old files whole, a failing command leaves its log untouched,
/// and bad arguments are named. Runs the binary headless; needs no X server.
@Suite(.serialized) struct OutputCommandTests {
    let folder = TemporaryFolder()

    /// Runs the viewer to its end; its exit status and stderr.
    func run(_ arguments: [String], timeout: Double = 60) throws -> (status: Int32?, stderr: String) {
        let viewer = try ViewerProcess(arguments, display: nil)
        let status = viewer.waitForExit(timeout: timeout)
        #expect(viewer.signal == nil, "\(arguments): signal \(viewer.signal ?? 0)\n\(viewer.stderr)")
        return (status, viewer.stderr)
    }

    func scene() throws -> String {
        let path = folder.path("s.json")
        try FileManager.default.copyItem(atPath: RepositoryPaths.scenes.appendingPathComponent("music.json").path, toPath: path)
        return path
    }

    func bytes(_ path: String) -> [UInt8]? { try? FileReader.read(path, limit: 1 << 30) }

    @Test func anOutputThatIsTheInputIsRefused() throws {
        let s = try scene()
        let original = bytes(s)
        #expect(link(s, folder.path("same.json")) == 0)
        for arguments in [["render", s, "--out", s], ["render", s, "--out", folder.path("same.json")],
                          ["bench", s, "--frames", "1", "--json", s], [s, "--record", s], [s, "--log", s]] {
            let (status, stderr) = try run(arguments)
            #expect(status == 1, "\(arguments): \(stderr)")
            #expect(stderr.contains("would overwrite the input scene \(s)"), "\(arguments): \(stderr)")
            #expect(bytes(s) == original, "\(arguments) changed the scene")
        }
    }

    /// An output where no file can be made (here /proc, which takes none, like a read-only or
    /// full file system) is refused with the real reason before any work: a bench of
    /// a hundred thousand frames returns at once, a replay draws no frame.
    @Test func anUnwritableOutputFailsBeforeAnyWork() throws {
        let s = try scene()
        let cases: [([String], String)] = [
            (["bench", s, "--frames", "100000", "--json", "/proc/glass-viewer-test.json"], "--json /proc/glass-viewer-test.json: cannot make a file in /proc"),
            (["bench", s, "--frames", "100000", "--trace", "/proc/glass-viewer-test.json"], "--trace /proc/glass-viewer-test.json: cannot make a file in /proc"),
            (["render", s, "--out", "/proc/self/mem"], "--out /proc/self/mem: cannot make a file in /proc/self"),
            (["replay", RepositoryPaths.scenes.appendingPathComponent("bench/mail.jsonl").path, "--out", "/proc/self"], "--out /proc/self: cannot make a file in /proc/self"),
        ]
        for (arguments, message) in cases {
            let (status, stderr) = try run(arguments, timeout: 30)
            #expect(status == 1, "\(arguments): \(stderr)")
            #expect(stderr.contains(message), "\(arguments): \(stderr)")
        }
    }

    @Test func aFailingCommandLeavesItsLogAndRecordingAlone() throws {
        let log = folder.file("events.jsonl", "the old log\n")
        let record = folder.file("input.jsonl", "the old recording\n")
        let broken = folder.file("broken.json", "{\"tabs\": 3}")
        let (status, stderr) = try run([broken, "--log", log, "--record", record])
        #expect(status == 1, "\(stderr)")
        #expect(bytes(log) == Array("the old log\n".utf8) && bytes(record) == Array("the old recording\n".utf8))
        // No display: the window never opens, so nothing is written either.
        let (noDisplay, _) = try run([try scene(), "--log", log])
        #expect(noDisplay == 2)
        #expect(bytes(log) == Array("the old log\n".utf8))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.root)) ?? []).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test func argumentsAndOutputsAreNamedInMessages() throws {
        let s = try scene()
        let cases: [([String], String)] = [
            (["render", s, "--out", folder.path("missing/frame.png")], "--out \(folder.path("missing/frame.png")): the folder \(folder.path("missing")) does not exist"),
            (["render", s, "--out", "/dev/null"], "--out /dev/null: is a device, not a file"),
            (["render", s, "--out", folder.root], "is a folder, not a file"),
            (["render", s, "--out", folder.path("a.png"), "--size", "100x100", "--size", "200x200"], "--size given twice"),
            (["render", s, "--out", folder.path("a.png"), "--scale", "0x2"], "--scale 0x2: expected a number"),
            (["render", s, "--out", folder.path("a.png"), "--scale", "nan"], "--scale nan: expected a number"),
            (["render", s, "--out", folder.path("a.png"), "--script", folder.root], "\(folder.root): cannot read the script: is a folder, not a file"),
            (["bench", s, "--frames", "1", "--json", folder.path("r.json"), "--trace", folder.path("r.json")], "--json and --trace name the same file"),
            ([s, "--hud", "--hud"], "--hud given twice"),
        ]
        for (arguments, message) in cases {
            let (status, stderr) = try run(arguments)
            #expect(status == 1, "\(arguments): \(stderr)")
            #expect(stderr.contains(message), "\(arguments): expected \"\(message)\" in:\n\(stderr)")
        }
        #expect(FileReader.kind(of: "/dev/null", followingLinks: true) == .device)
    }

    /// Found by scripts/fuzz: an option's value went into the message raw and whole, so
    /// `--overlay ESC[2J` cleared the terminal and a 10,000-character `--overlay` made a
    /// 20,000-character line (the value twice). Values are escaped and cut like a scene's.
    @Test func optionValuesAreEscapedAndCutInMessages() throws {
        let s = try scene()
        let long = String(repeating: "x", count: 10_000)
        let cases: [([String], String)] = [
            (["render", s, "--out", folder.path("a.png"), "--overlay", "\u{1B}[2J"], #"--overlay \u001b[2J: unknown overlay "\u001b[2J""#),
            (["render", s, "--out", folder.path("a.png"), "--overlay", long], "(10000 characters)"),
            (["render", s, "--out", folder.path("a.png"), "--size", "1\u{7}x2"], #"--size 1\u0007x2: expected WIDTHxHEIGHT"#),
            (["render", s, "--out", folder.path("a.png"), "--scale", "\u{202E}2"], #"--scale \u202e2: expected a number"#),
            (["bench", s, "--frames", "1\n2"], #"--frames 1\n2: expected a whole number"#),
            (["render", s, "--out", folder.path("a.png"), "--appearance", "dark\r"], #"--appearance dark\r: expected light or dark"#),
            (["check", s, "--\u{1B}[31m"], #"unknown option --\u001b[31m"#),
            (["check", folder.path("no\u{1B}[2Jfile.json")], #"no\u001b[2Jfile.json:1:1: error: no such file"#),
        ]
        for (arguments, message) in cases {
            let (status, stderr) = try run(arguments)
            #expect(status == 1, "\(arguments): \(stderr)")
            #expect(stderr.contains(message), "\(arguments): expected \"\(message)\" in:\n\(stderr.prefix(300))")
            for line in stderr.split(separator: "\n") {
                #expect(line.unicodeScalars.count < 300, "\(line.unicodeScalars.count) characters: \(line.prefix(100))")
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x202A...0x202E).contains($0.value) },
                        "a raw control character: \(line.debugDescription.prefix(200))")
            }
        }
    }

    /// Found by scripts/fuzz: `render ''` said `:1:1: error: the file name is empty (at $)`,
    /// a location with no file in it. An empty word where a file belongs is a usage error.
    @Test func anEmptyFileNameOnTheCommandLineIsAUsageError() throws {
        for arguments in [["render", "", "--out", folder.path("a.png")], ["check", try scene(), ""], ["replay", ""], [""],
                          ["bench", "", "--frames", "1"]] {
            let (status, stderr) = try run(arguments)
            #expect(status == 1, "\(arguments): \(stderr)")
            #expect(stderr.hasPrefix("glass-viewer: an empty word on the command line where a file name belongs"), "\(arguments): \(stderr)")
        }
    }

    /// A path in a message is cut in the middle past 200 characters, keeping its file name:
    /// a recording whose meta line names a 5,000-character scene made a 5,040-character line
    /// (found by scripts/fuzz), and so did a long path on the command line.
    @Test func longPathsAreCutInTheMiddleInMessages() throws {
        let longName = String(repeating: "x", count: 5_000)
        let deep = String(repeating: "a/", count: 2_000) + "end.json"
        let script = folder.file("long.jsonl", #"{"t":0,"type":"meta","scene":"\#(longName)","width":64,"height":48,"scale":1}"# + "\n")
        let s = try scene()
        let deepScript = folder.file("deep.jsonl", #"{"t":0,"type":"meta","scene":"\#(deep)","width":64,"height":48,"scale":1}"# + "\n")
        let cases: [([String], String)] = [
            (["replay", script], "x…" + String(repeating: "x", count: 100) + " its meta line names is not there"),
            (["replay", deepScript], "a/a/a/a/end.json its meta line names is not there"),
            (["check", folder.path(deep)], "a/a/a/a/end.json:1:1: error: no such file"),
            (["render", s, "--out", folder.path(deep)], "a/a/a/a/end.json: the folder"),
            (["render", s, "--out", folder.path("a.png"), "--script", folder.path(deep)], "a/a/end.json: cannot read the script: no such file"),
        ]
        for (arguments, message) in cases {
            let (status, stderr) = try run(arguments)
            #expect(status == 1, "\(arguments.map { $0.prefix(40) }): \(stderr.prefix(300))")
            #expect(stderr.contains(message), "expected \"\(message)\" in:\n\(stderr.prefix(400))")
            for line in stderr.split(separator: "\n") {
                #expect(line.unicodeScalars.count < 400, "\(line.unicodeScalars.count) characters: \(line.prefix(100))")
            }
        }
    }

    /// A recording that scrolls the music scene for two seconds: about 180 frames at 320×240.
    func recording() -> String {
        var lines = [#"{"t":0,"type":"meta","scene":"\#(RepositoryPaths.scenes.appendingPathComponent("music.json").path)","width":320,"height":240,"scale":1}"#]
        for i in 0..<20 { lines.append(#"{"t":\#(Double(i) / 10),"type":"wheel","x":100,"y":100,"dy":1}"#) }
        return folder.file("scroll.jsonl", lines.joined(separator: "\n") + "\n")
    }

    func frames(in dir: String) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] where name.hasSuffix(".png") {
            out[name] = bytes("\(dir)/\(name)")
        }
        return out
    }

    @Test func aKilledCommandLeavesEveryOldFileWhole() throws {
        // Replay writes a frame file every few milliseconds; the test watches the folder and
        // kills it the moment a temporary file appears, so the kill lands inside a write. The
        // folder starts with old files of the same names: afterwards each must be either the
        // old file or the complete new frame, never a mix or a cut-short file.
        let script = recording()
        let reference = folder.path("reference")
        let (status, stderr) = try run(["replay", script, "--out", reference])
        #expect(status == 0, "\(stderr)")
        let expected = frames(in: reference)
        #expect(expected.count > 100)
        let target = folder.path("frames")
        #expect(mkdir(target, 0o755) == 0)
        func old(_ name: String) -> [UInt8] { Array("the old \(name), which must survive whole".utf8) }
        var rng = SeededRandom(seed: 7)
        var insideWrites = 0, replaced = 0, attempts = 0
        // Five kills, and more (up to twenty) until one lands inside a write: on a loaded
        // machine the watcher can be late for all five.
        for attempt in 0..<20 where attempt < 5 || insideWrites == 0 {
            attempts += 1
            for name in expected.keys { try SafeFileWriter().write(old(name), to: "\(target)/\(name)") }
            let viewer = try ViewerProcess(["replay", script, "--out", target], display: nil)
            let wanted = 1 + Int(rng.next() % 40)
            var seen = Set<String>()
            let deadline = Date().addingTimeInterval(20)
            while seen.count < wanted, viewer.isRunning, Date() < deadline {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? [] where name.hasSuffix(".tmp") {
                    seen.insert(name)
                }
                usleep(100)
            }
            viewer.send(SIGKILL)
            _ = viewer.waitForExit()
            #expect(viewer.signal == SIGKILL, "attempt \(attempt): the replay ended before the kill")
            let now = frames(in: target)
            #expect(now.count == expected.count, "attempt \(attempt)")
            for (name, contents) in now {
                if contents == expected[name] { replaced += 1; continue }
                #expect(contents == old(name), "attempt \(attempt): \(name) is neither the old file nor the new frame (\(contents.count) bytes)")
            }
            // A kill inside a write leaves its temporary file beside the frames, never in their place.
            let temporary = ((try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []).filter { $0.hasSuffix(".tmp") }
            insideWrites += temporary.isEmpty ? 0 : 1
            for t in temporary { unlink("\(target)/\(t)") }
        }
        print("OutputCommandTests: \(attempts) replays killed while writing frames (\(insideWrites) killed between a temporary file's "
            + "creation and its rename); \(replaced) frames replaced whole, every other file the old one")
        #expect(insideWrites > 0, "no kill landed inside a write")
    }
}
