import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `glass-viewer COMMAND --help` answers with the command's usage instead of an error, and an
/// unknown option still fails and points at that help. Runs the built binary; needs no X server.
@Suite struct CommandHelpTests {
    /// Runs the viewer with `arguments`; returns its exit status and what it printed on stdout.
    private func run(_ arguments: [String]) throws -> (status: Int32?, stdout: String) {
        let path = NSTemporaryDirectory() + "glass-viewer-help-\(getpid())-\(UUID().uuidString).stdout"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw ViewerProcess.Failure(description: "cannot create \(path)") }
        defer { close(fd); unlink(path) }
        let child = try ChildProcess(try ViewerProcess.binary(), arguments,
                                     environment: ProcessInfo.processInfo.environment, stdoutFD: fd)
        _ = child.waitForExit(timeout: 10)
        return (child.exitStatus, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }

    @Test(arguments: ["render", "bench", "replay", "check", "test", "matrix", "icon"])
    func everyCommandHasItsOwnHelp(_ command: String) throws {
        let (status, text) = try run([command, "--help"])
        #expect(status == 0)
        #expect(text.contains("  glass-viewer \(command) "))
        #expect(text.contains("OPTIONS") && text.contains("EXIT STATUS"))
        // Only this command's usage, not the others'.
        for other in ["render", "bench", "replay", "check", "test", "matrix", "icon"] where other != command {
            #expect(!text.contains("  glass-viewer \(other) "), "\(command) --help shows \(other)")
        }
    }

    @Test func helpAfterOtherWordsStillAnswers() throws {
        let (status, text) = try run(["bench", "Scenes/glass-lab.json", "--frames", "3", "-h"])
        #expect(status == 0)
        #expect(text.contains("  glass-viewer bench "))
    }

    /// `--version` names the version, the commit the binary was built from (baked in at build
    /// time: this checkout's HEAD when the tests run on a fresh build) and how it was compiled.
    @Test func versionNamesTheCommitAndTheBuild() throws {
        let (status, text) = try run(["--version"])
        #expect(status == 0)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(text)")
        #expect(lines.first?.hasPrefix("glass-viewer 0.") == true, "\(text)")
        let commit = lines.count > 1 ? lines[1] : ""
        #expect(commit.hasPrefix("commit "), "\(text)")
        let hash = commit.dropFirst("commit ".count).prefix { $0 != " " }
        #expect(hash == "unknown" || (hash.count == 40 && hash.allSatisfy(\.isHexDigit)), "\(text)")
        // A binary named by GLASS_VIEWER_BIN may come from anywhere; the built one from here.
        if ProcessInfo.processInfo.environment["GLASS_VIEWER_BIN"] == nil, let head = Self.checkoutHead() { #expect(hash == head, "built from \(hash), the checkout is at \(head)") }
        #expect(lines.count > 2 && lines[2].hasPrefix("build ") && lines[2].contains("compiled for "), "\(text)")
        // Which kernels this CPU gets, among the binary's.
        #expect(lines.count > 3 && lines[3].hasPrefix("kernels ") && lines[3].hasSuffix(" of baseline, avx2, avx512"), "\(text)")
    }

    /// `--kernels` takes the variants' names only; an unknown one is a usage error.
    @Test func kernelsMustBeNamedAmongTheBinarys() throws {
        let out = NSTemporaryDirectory() + "glass-viewer-kernels-\(getpid()).png"
        defer { unlink(out) }
        #expect(try run(["render", "default", "--size", "64x48", "--kernels", "sse9", "--out", out]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try run(["render", "default", "--size", "64x48", "--kernels", "baseline", "--out", out]).status == 0)
        #expect(FileManager.default.fileExists(atPath: out))
    }

    /// The commit HEAD names in this source file's checkout, read from `.git` (a worktree's
    /// `.git` is a file pointing at its folder); nil outside a checkout.
    private static func checkoutHead() -> String? {
        var gitFolder = RepositoryPaths.root.appendingPathComponent(".git").path
        if let link = try? String(contentsOfFile: gitFolder, encoding: .utf8), link.hasPrefix("gitdir: ") {
            gitFolder = link.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let head = try? String(contentsOfFile: gitFolder + "/HEAD", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines) else { return nil }
        guard head.hasPrefix("ref: ") else { return head }
        let ref = String(head.dropFirst("ref: ".count))
        // A worktree's branches live in the main repository's folder (its `commondir`).
        var folders = [gitFolder]
        if let common = try? String(contentsOfFile: gitFolder + "/commondir", encoding: .utf8) {
            let c = common.trimmingCharacters(in: .whitespacesAndNewlines)
            folders.append(c.hasPrefix("/") ? c : gitFolder + "/" + c)
        }
        for folder in folders {
            if let hash = try? String(contentsOfFile: folder + "/" + ref, encoding: .utf8) {
                return hash.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            if let packed = try? String(contentsOfFile: folder + "/packed-refs", encoding: .utf8),
               let line = packed.split(separator: "\n").first(where: { $0.hasSuffix(" " + ref) }) {
                return String(line.prefix { $0 != " " })
            }
        }
        return nil
    }

    @Test func anUnknownOptionPointsAtTheCommandsHelp() throws {
        let viewer = try ViewerProcess(["bench", "--bogus"], display: nil)
        #expect(viewer.waitForExit(timeout: 10) == 1)
        #expect(viewer.stderr.contains("unknown option --bogus for 'bench' (see glass-viewer bench --help)"))
    }
}
