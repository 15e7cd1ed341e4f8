import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// Hostile scenes never crash, hang or run away with memory: every shipped scene mutated with
/// a fixed seed (types changed, keys deleted, huge and negative numbers, 30,000-character
/// strings, nesting 10,000 deep, arrays multiplied, hostile icon names, images that are a
/// FIFO, `/proc/self/mem`, a folder, `/dev/zero`, oversized or truncated PNGs, text cut short
/// or with a byte changed) loads with located diagnostics or renders.
///
/// Most cases run in this process through the library's load path (`SceneDecoder.load`, as
/// `check` does) and, when they load, a 200×300 frame at scale 2 with a scroll; a smaller
/// sample runs through the real binary's `render` and `check` with a timeout, asserting exit
/// 0 or 1 with a located message and never a signal. The worst time and peak memory of one
/// case are printed. `GLASS_FUZZ_DUMP=DIR` keeps every case's scene in DIR, to run by hand.
@Suite(.serialized) struct SceneFuzzTests {
    static let seed: UInt64 = 0x16
    static let casesPerScene = 40
    static let binaryCases = 16

    /// The working folder: mutated scenes, the odd files their images point at, and `assets`
    /// linked to the shipped scenes' assets so their own images still resolve.
    final class Workspace {
        let folder = TemporaryFolder()
        let oddImages: [String]

        init() {
            let f = folder
            _ = symlink(RepositoryPaths.scenes.appendingPathComponent("assets").path, f.path("assets"))
            mkfifo(f.path("fifo.png"), 0o600)
            mkdir(f.path("folder.png"), 0o755)
            _ = symlink(f.path("loop-b.png"), f.path("loop-a.png"))
            _ = symlink(f.path("loop-a.png"), f.path("loop-b.png"))
            let sparse = open(f.path("sparse.png"), O_WRONLY | O_CREAT, 0o600)
            ftruncate(sparse, 1 << 30)
            close(sparse)
            // A real PNG cut in half, and one whose header claims 9000×9000.
            let png = (try? FileReader.read(RepositoryPaths.scenes.appendingPathComponent("assets/valley-dusk.png").path, limit: 1 << 20)) ?? []
            _ = FileManager.default.createFile(atPath: f.path("truncated.png"), contents: Data(png.prefix(png.count / 2)))
            var big = png.prefix(33)
            if big.count == 33 { big.replaceSubrange(16..<24, with: [0, 0, 0x23, 0x28, 0, 0, 0x23, 0x28]) }
            _ = FileManager.default.createFile(atPath: f.path("huge-header.png"), contents: Data(big))
            oddImages = [f.path("fifo.png"), "/proc/self/mem", f.path("folder.png"), "/dev/zero", "/dev/stdin",
                         f.path("loop-a.png"), f.path("sparse.png"), f.path("truncated.png"), f.path("huge-header.png"),
                         "", "../../../../../../etc/passwd", String(repeating: "x/", count: 3_000) + "a.png"]
        }

        /// Writes a case to a file of its own and returns the path.
        func write(_ c: FuzzCase) -> String {
            let path = folder.path("\(c.name).json")
            _ = FileManager.default.createFile(atPath: path, contents: Data(c.bytes))
            return path
        }
    }

    /// One mutated scene.
    struct FuzzCase {
        var name: String
        var what: String
        var bytes: [UInt8]
    }

    /// Every case, in a fixed order: each shipped scene mutated `casesPerScene` times, then the
    /// whole-file cases (the scene itself a FIFO, a device, a folder, too large, not UTF-8).
    static func cases(_ workspace: Workspace) throws -> [FuzzCase] {
        var rng = SeededRandom(seed: seed)
        var all: [FuzzCase] = []
        for url in SceneCorpusTests.shippedScenes {
            let text = try String(contentsOf: url, encoding: .utf8)
            let root = try JSONParser.parse(text)
            let name = url.deletingPathExtension().lastPathComponent
            for i in 0..<casesPerScene {
                var mutator = SceneMutator(rng: rng, oddImages: workspace.oddImages)
                let (what, bytes) = mutator.mutate(root)
                rng = mutator.rng
                all.append(FuzzCase(name: "\(name)-\(i)", what: what, bytes: bytes))
            }
        }
        return all
    }

    /// Scene paths that are not scene files at all, for `SceneDecoder.load` and `check`.
    static func wholeFileCases(_ workspace: Workspace) -> [(String, String)] {
        let f = workspace.folder
        let sparse = f.path("sparse-scene.json")
        let fd = open(sparse, O_WRONLY | O_CREAT, 0o600)
        ftruncate(fd, 3 << 30)
        close(fd)
        _ = FileManager.default.createFile(atPath: f.path("latin1.json"), contents: Data([0x7b, 0x22, 0xe9, 0x22, 0x7d]))
        _ = FileManager.default.createFile(atPath: f.path("empty.json"), contents: Data())
        return [(f.path("fifo.png"), "is a FIFO (named pipe), not a file"), ("/proc/self/mem", "cannot be read: Input/output error (read)"),
                (f.path("folder.png"), "is a folder, not a file"), ("/dev/zero", "is a device, not a file"),
                (sparse, "is larger than 16 MiB (3 GiB)"), (f.path("latin1.json"), "file is not UTF-8 text"),
                (f.path("empty.json"), "unexpected end of file, expected a value"), (f.path("loop-a.png"), "too many levels of symbolic links")]
    }

    /// The process's peak resident memory since the last reset, in KiB (VmHWM).
    static func peakMemoryKiB() -> Int {
        let status = ProcFile.text("/proc/self/status") ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Resets VmHWM to the current RSS (Linux 4.0+), so a case's peak is its own.
    static func resetPeakMemory() {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        if fd >= 0 { _ = write(fd, "5", 1); close(fd) }
    }

    @Test func mutatedScenesLoadWithLocatedErrorsOrRender() throws {
        let workspace = Workspace()
        let all = try Self.cases(workspace)
        #expect(all.count >= 300)
        var loaded = 0, refused = 0
        var worstTime = (0.0, ""), worstMemory = (0, "")
        let baseline = Self.peakMemoryKiB()
        for c in all {
            let path = workspace.write(c)
            if let dump = ProcessInfo.processInfo.environment["GLASS_FUZZ_DUMP"] { _ = FileManager.default.createFile(atPath: "\(dump)/\(c.name).json", contents: Data(c.bytes)) }
            Self.resetPeakMemory()
            let before = Self.peakMemoryKiB()
            let start = Date()
            do {
                let scene = try SceneDecoder.load(path: path)
                loaded += 1
                let clock = FixedStepClock()
                let session = ViewerSession(scene: scene, pixelWidth: 200, pixelHeight: 300, scale: 2, clock: clock)
                let presenter = try #require(OffscreenPresenter(width: 200, height: 300))
                session.step(to: presenter)
                session.handle(InputEvent(.wheel(dx: 0, dy: 3), at: Point(50, 80), time: clock.now))
                for _ in 0..<3 { session.step(to: presenter) }
                TiledLayer.waitForPrefetch()
            } catch let e as SceneLoadError {
                refused += 1
                #expect(!e.diagnostics.isEmpty, "\(c.name) (\(c.what)): no diagnostic")
                for d in e.diagnostics {
                    #expect(d.line != nil && d.column != nil && d.path.hasPrefix("$"), "\(c.name) (\(c.what)): not located: \(d)")
                }
            }
            let seconds = Date().timeIntervalSince(start)
            let memory = Self.peakMemoryKiB() - before
            if seconds > worstTime.0 { worstTime = (seconds, "\(c.name) (\(c.what))") }
            if memory > worstMemory.0 { worstMemory = (memory, "\(c.name) (\(c.what))") }
            // A hang guard, not a timing: a case waits for the shared tile queue, which holds
            // the work of every test running beside it (11.5 s once on two loaded cores).
            #expect(seconds < 30, "\(c.name) (\(c.what)) took \(seconds) s")
            unlink(path)
        }
        print("SceneFuzzTests: \(all.count) in-process cases (\(loaded) loaded and rendered, \(refused) refused with located "
            + "errors); worst time \(String(format: "%.3f", worstTime.0)) s (\(worstTime.1)); worst memory +\(worstMemory.0) KiB "
            + "over the case's start (\(worstMemory.1)); process peak before the cases \(baseline) KiB")
        #expect(loaded > 30 && refused > 30, "the mutations should both break and keep scenes")
    }

    @Test func filesThatAreNotScenesAreOneLocatedError() throws {
        let workspace = Workspace()
        for (path, reason) in Self.wholeFileCases(workspace) {
            let start = Date()
            let error = try #require(throws: SceneLoadError.self) { try SceneDecoder.load(path: path) }
            #expect(Date().timeIntervalSince(start) < 1, "\(path)")
            #expect(error.diagnostics.map(\.description) == ["\(path):1:1: error: \(reason) (at $)"])
        }
    }

    /// One run of the binary: exit status or signal, stderr, wall time and peak memory.
    struct BinaryRun {
        var status: Int32?
        var signal: Int32?
        var stderr: String
        var seconds: Double
        var peakKiB: Int?
    }

    /// Runs the viewer with a 20 s timeout. Under GNU time when it is installed, for the
    /// child's own peak memory: getrusage of a child spawned from this process would count
    /// this process's memory too (posix_spawn shares it until the exec), while time forks.
    static func runBinary(_ arguments: [String], in workspace: Workspace) throws -> BinaryRun {
        let binary = try ViewerProcess.binary()
        let errPath = workspace.folder.path("stderr-\(UUID().uuidString)")
        let memPath = workspace.folder.path("time-\(UUID().uuidString)")
        let fd = open(errPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(fd); unlink(errPath); unlink(memPath) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let time = findExecutable("/usr/bin/time")
        let child = try time.map { try ChildProcess($0, ["-o", memPath, "-f", "%x %M", binary] + arguments, environment: environment, stderrFD: fd) }
            ?? ChildProcess(binary, arguments, environment: environment, stderrFD: fd)
        let start = Date()
        let finished = child.waitForExit(timeout: 20)
        let seconds = Date().timeIntervalSince(start)
        if !finished {
            // Under time, the viewer is time's child: end it by its pid first.
            let children = ProcFile.text("/proc/\(child.pid)/task/\(child.pid)/children") ?? ""
            for pid in children.split(separator: " ").compactMap({ Int32($0) }) { kill(pid, SIGKILL) }
            child.kill(SIGKILL)
            _ = child.waitForExit(timeout: 5)
        }
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        guard finished else { return BinaryRun(status: nil, signal: nil, stderr: stderr, seconds: seconds, peakKiB: nil) }
        guard time != nil else {
            return BinaryRun(status: child.exitStatus, signal: child.terminatingSignal, stderr: stderr, seconds: seconds, peakKiB: nil)
        }
        // time's file: "Command terminated by signal N" or "Command exited with non-zero
        // status N" first when so, then "STATUS PEAK_KIB".
        let report = (try? String(contentsOfFile: memPath, encoding: .utf8)) ?? ""
        let lines = report.split(separator: "\n")
        let signal = lines.first { $0.hasPrefix("Command terminated by signal ") }.flatMap { Int32($0.split(separator: " ").last ?? "") }
        let fields = lines.last?.split(separator: " ") ?? []
        let status = signal == nil ? fields.first.flatMap { Int32($0) } : nil
        return BinaryRun(status: status, signal: signal, stderr: stderr, seconds: seconds, peakKiB: fields.last.flatMap { Int($0) })
    }

    /// A located diagnostic as `check` and `render` print it.
    static var located: Regex<AnyRegexOutput> { try! Regex(#"^(glass-viewer: )?.+:[0-9]+:[0-9]+: error: .+ \(at \$.*\)$"#) }

    @Test func theBinaryExitsZeroOrOneWithALocatedMessage() throws {
        let workspace = Workspace()
        let all = try Self.cases(workspace)
        // An even sample of the mutations through `render`, then the whole-file cases through `check`.
        let step = max(1, all.count / Self.binaryCases)
        var runs: [(what: String, arguments: [String])] = stride(from: 0, to: all.count, by: step).prefix(Self.binaryCases).map { i in
            (all[i].name + " (" + all[i].what + ")",
             ["render", workspace.write(all[i]), "--out", workspace.folder.path("out.png"), "--size", "200x300", "--scale", "2"])
        }
        runs += Self.wholeFileCases(workspace).prefix(20 - runs.count).map { ("check \($0.0)", ["check", $0.0]) }
        #expect(runs.count == 20)
        var worst = (0.0, 0, "")
        for run in runs {
            let result = try Self.runBinary(run.arguments, in: workspace)
            #expect(result.signal == nil, "\(run.what): ended by signal \(result.signal ?? 0):\n\(result.stderr.prefix(2000))")
            #expect(result.status == 0 || result.status == 1,
                    "\(run.what): exit \(result.status.map(String.init) ?? "none (timed out)")\n\(result.stderr.prefix(2000))")
            if result.status == 1 {
                let lines = result.stderr.split(separator: "\n")
                #expect(!lines.isEmpty && lines.allSatisfy { $0.wholeMatch(of: Self.located) != nil },
                        "\(run.what): not located:\n\(result.stderr.prefix(2000))")
            }
            if result.seconds > worst.0 { worst = (result.seconds, worst.1, run.what) }
            worst.1 = max(worst.1, result.peakKiB ?? 0)
        }
        print("SceneFuzzTests: \(runs.count) binary runs; slowest \(String(format: "%.2f", worst.0)) s (\(worst.2)); "
            + (worst.1 > 0 ? "largest peak RSS of one run \(worst.1) KiB" : "peak memory not measured (no /usr/bin/time)"))
    }
}

/// Makes one hostile variant of a parsed scene, chosen by its random generator.
struct SceneMutator {
    var rng: SeededRandom
    let oddImages: [String]

    /// A step from a node to one of its children.
    enum Step { case member(Int), element(Int) }

    mutating func pick(_ n: Int) -> Int { n <= 1 ? 0 : Int(rng.next() % UInt64(n)) }

    /// Every node's path, root first.
    func paths(_ node: JSONNode, _ prefix: [Step] = [], into out: inout [[Step]]) {
        out.append(prefix)
        switch node.value {
        case .object(let members): for (i, m) in members.enumerated() { paths(m.node, prefix + [.member(i)], into: &out) }
        case .array(let items): for (i, n) in items.enumerated() { paths(n, prefix + [.element(i)], into: &out) }
        default: break
        }
    }

    func node(at path: [Step], in root: JSONNode) -> JSONNode {
        var n = root
        for step in path {
            switch (step, n.value) {
            case (.member(let i), .object(let m)): n = m[i].node
            case (.element(let i), .array(let a)): n = a[i]
            default: return n
            }
        }
        return n
    }

    /// The key a path ends at, if it ends at an object member.
    func key(at path: [Step], in root: JSONNode) -> String? {
        guard case .member(let i)? = path.last, case .object(let m) = node(at: Array(path.dropLast()), in: root).value else { return nil }
        return m[i].key
    }

    /// `root` with the node at `path` replaced by `change(node)`; nil removes it from its parent.
    func replacing(_ path: [Step], in root: JSONNode, _ change: (JSONNode) -> JSONNode?) -> JSONNode {
        guard let first = path.first else { return change(root) ?? JSONNode(value: .null, line: 1, column: 1) }
        var out = root
        let rest = Array(path.dropFirst())
        switch (first, root.value) {
        case (.member(let i), .object(var m)):
            if rest.isEmpty, change(m[i].node) == nil { m.remove(at: i) } else { m[i].node = replacing(rest, in: m[i].node, change) }
            out.value = .object(m)
        case (.element(let i), .array(var a)):
            if rest.isEmpty, change(a[i]) == nil { a.remove(at: i) } else { a[i] = replacing(rest, in: a[i], change) }
            out.value = .array(a)
        default: break
        }
        return out
    }

    func value(_ v: JSONNode.Value) -> JSONNode { JSONNode(value: v, line: 1, column: 1) }

    static let deepMarker = "__deep_nesting__"

    /// One mutation: what it did (for messages) and the scene's bytes.
    mutating func mutate(_ root: JSONNode) -> (String, [UInt8]) {
        var all: [[Step]] = []
        paths(root, into: &all)
        let inner = Array(all.dropFirst())
        func chosen(where keep: ([Step]) -> Bool) -> [Step]? {
            let matching = inner.filter(keep)
            return matching.isEmpty ? nil : matching[pick(matching.count)]
        }
        func isNumber(_ p: [Step]) -> Bool { if case .number = node(at: p, in: root).value { return true }; return false }
        func isString(_ p: [Step]) -> Bool { if case .string = node(at: p, in: root).value { return true }; return false }
        func isArray(_ p: [Step]) -> Bool { if case .array(let a) = node(at: p, in: root).value { return !a.isEmpty }; return false }
        var result = root
        var what: String
        switch pick(12) {
        case 0:
            let p = inner[pick(inner.count)]
            let replacements: [JSONNode.Value] = [.string("x"), .number(7), .bool(true), .null, .array([]), .object([]),
                                                  .object([("kind", value(.string("image")))]), .array([value(.number(1))])]
            let r = replacements[pick(replacements.count)]
            result = replacing(p, in: root) { _ in value(r) }
            what = "type of \(key(at: p, in: root) ?? "an element") changed to \(value(r).typeName)"
        case 1:
            let p = chosen { if case .member = $0.last { return true }; return false } ?? inner[0]
            result = replacing(p, in: root) { _ in nil }
            what = "key \(key(at: p, in: root) ?? "?") deleted"
        case 2:
            let numbers = [1e308, -1e308, 1e15, 9_007_199_254_740_992, -1, -1e9, 0, 1e-300, 65_536, 16_385, 10_000, 8_193, 4.5, 2_147_483_648]
            let v = numbers[pick(numbers.count)]
            let p = chosen(where: isNumber) ?? inner[pick(inner.count)]
            result = replacing(p, in: root) { _ in value(.number(v)) }
            what = "\(key(at: p, in: root) ?? "an element") set to \(v)"
        case 3:
            let p = chosen(where: isNumber) ?? inner[0]
            let factor = [-1.0, -1000, -1e12][pick(3)]
            result = replacing(p, in: root) { n in
                guard case .number(let v) = n.value else { return n }
                return value(.number((v == 0 ? 1 : abs(v)) * factor))
            }
            what = "\(key(at: p, in: root) ?? "an element") made negative ×\(factor)"
        case 4:
            let p = chosen(where: isString) ?? inner[0]
            let long = String(repeating: "long-name-", count: 3_000)
            result = replacing(p, in: root) { _ in value(.string(long)) }
            what = "\(key(at: p, in: root) ?? "a string") made 30,000 characters"
        case 5:
            let p = inner[pick(inner.count)]
            let depth = [10_000, 255, 300][pick(3)]
            result = replacing(p, in: root) { _ in value(.string(SceneMutator.deepMarker)) }
            let text = JSONText.serialize(result).replacingOccurrences(
                of: JSONText.quoted(SceneMutator.deepMarker),
                with: String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
            return ("\(key(at: p, in: root) ?? "an element") nested \(depth) deep", Array(text.utf8))
        case 6:
            let odd = oddImages[pick(oddImages.count)]
            if let p = chosen(where: { ["src", "image"].contains(key(at: $0, in: root)) && isString($0) }), pick(2) == 0 {
                result = replacing(p, in: root) { _ in value(.string(odd)) }
            } else if let p = chosen(where: { key(at: $0, in: root) == "items" && isArray($0) }) {
                result = replacing(p, in: root) { n in
                    guard case .array(var a) = n.value else { return n }
                    a.insert(value(.object([("kind", value(.string("image"))), ("src", value(.string(odd)))])), at: 0)
                    return value(.array(a))
                }
            }
            what = "an image at \(odd.prefix(60))"
        case 7:
            let p = chosen(where: isArray) ?? inner[0]
            let times = [50, 200, 1_000][pick(3)]
            result = replacing(p, in: root) { n in
                guard case .array(let a) = n.value else { return n }
                return value(.array(Array(repeating: a, count: max(1, min(times, 5_000 / max(1, a.count)))).flatMap { $0 }))
            }
            what = "\(key(at: p, in: root) ?? "an array") multiplied ×\(times)"
        case 8:
            let names = ["../../../../../../dev/zero", ".hidden", "a/b", String(repeating: "go-home-", count: 4_000), "", "go-hom-symbolic"]
            let name = names[pick(names.count)]
            let p = chosen { key(at: $0, in: root) == "icon" } ?? inner[0]
            result = replacing(p, in: root) { _ in value(.string(name)) }
            what = "icon \"\(name.prefix(30))\""
        case 9:
            var bytes = Array(JSONText.serialize(root).utf8)
            let cut = pick(bytes.count)
            bytes.removeSubrange(cut...)
            return ("cut at byte \(cut)", bytes)
        case 10:
            var bytes = Array(JSONText.serialize(root).utf8)
            let at = pick(bytes.count)
            let replacement = [0x00, 0xff, 0x22, 0x7b, 0x5d, 0x0a, 0xc3, UInt8(ascii: "9")][pick(8)]
            bytes[at] = UInt8(replacement)
            return ("byte \(at) changed to 0x\(String(replacement, radix: 16))", bytes)
        default:
            // Two of the size mutations at once: huge numbers in multiplied arrays.
            let p = chosen(where: isArray) ?? inner[0]
            result = replacing(p, in: root) { n in
                guard case .array(let a) = n.value else { return n }
                return value(.array(Array(repeating: a, count: max(1, 2_000 / max(1, a.count))).flatMap { $0 }))
            }
            var grown: [[Step]] = []
            paths(result, into: &grown)
            let numbers = grown.filter { if case .number = node(at: $0, in: result).value { return true }; return false }
            for _ in 0..<min(20, numbers.count) {
                let q = numbers[pick(numbers.count)]
                result = replacing(q, in: result) { _ in value(.number([10_000, 1e308, 8_192][pick(3)])) }
            }
            what = "\(key(at: p, in: root) ?? "an array") multiplied with huge numbers"
        }
        return (what, Array(JSONText.serialize(result).utf8))
    }
}
