import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One finished run of a program: its exit status and what it printed, for the install tests
/// (which run scripts, the installed binary, qemu and the desktop's validators).
struct CommandRun: Sendable {
    var status: Int32?
    var stdout: String
    var stderr: String

    /// Runs `executable` (a path, or a name on PATH) with `arguments` and `environment` (the
    /// test's own when nil), up to `timeout` seconds (then killed: status nil).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double = 120) throws -> CommandRun {
        guard let path = findExecutable(executable) else {
            throw ChildProcess.Failure(description: "\(executable) is not installed (scripts/install-deps installs it)")
        }
        let base = NSTemporaryDirectory() + "glass-viewer-run-\(getpid())-\(UUID().uuidString)"
        let out = open(base + ".out", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let err = open(base + ".err", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(out); close(err); unlink(base + ".out"); unlink(base + ".err") }
        guard out >= 0, err >= 0 else { throw ChildProcess.Failure(description: "cannot create \(base).out") }
        let child = try ChildProcess(path, arguments, environment: environment ?? ProcessInfo.processInfo.environment,
                                     stdoutFD: out, stderrFD: err)
        if !child.waitForExit(timeout: timeout) {
            child.kill(SIGKILL)
            _ = child.waitForExit(timeout: 10)
        }
        return CommandRun(status: child.exitStatus,
                          stdout: (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? "",
                          stderr: (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "")
    }

    /// The run, for a failed expectation's message.
    var shown: String { "status \(status.map(String.init) ?? "killed")\nstdout: \(stdout.suffix(1500))\nstderr: \(stderr.suffix(1500))" }
}
