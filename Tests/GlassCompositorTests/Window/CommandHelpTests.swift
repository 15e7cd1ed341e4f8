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

    @Test(arguments: ["render", "bench", "replay", "check"])
    func everyCommandHasItsOwnHelp(_ command: String) throws {
        let (status, text) = try run([command, "--help"])
        #expect(status == 0)
        #expect(text.contains("  glass-viewer \(command) "))
        #expect(text.contains("OPTIONS") && text.contains("EXIT STATUS"))
        // Only this command's usage, not the others'.
        for other in ["render", "bench", "replay", "check"] where other != command {
            #expect(!text.contains("  glass-viewer \(other) "), "\(command) --help shows \(other)")
        }
    }

    @Test func helpAfterOtherWordsStillAnswers() throws {
        let (status, text) = try run(["bench", "Scenes/glass-lab.json", "--frames", "3", "-h"])
        #expect(status == 0)
        #expect(text.contains("  glass-viewer bench "))
    }

    @Test func anUnknownOptionPointsAtTheCommandsHelp() throws {
        let viewer = try ViewerProcess(["bench", "--bogus"], display: nil)
        #expect(viewer.waitForExit(timeout: 10) == 1)
        #expect(viewer.stderr.contains("unknown option --bogus for 'bench' (see glass-viewer bench --help)"))
    }
}
