import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The built `glass-viewer` binary, run as a child process with its stderr captured in a file.
final class ViewerProcess {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let child: ChildProcess
    let launched = Date()
    private let stderrPath: String

    var pid: Int32 { child.pid }
    var isRunning: Bool { child.isRunning }
    /// The signal that ended the viewer, if one did.
    var signal: Int32? { child.terminatingSignal }
    /// Everything written to stderr so far.
    var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// Starts `glass-viewer arguments...` on `display` (nil: with DISPLAY unset).
    init(_ arguments: [String], display: String?, environment extra: [String: String] = [:]) throws {
        let binary = try ViewerProcess.binary()
        stderrPath = NSTemporaryDirectory() + "glass-viewer-test-\(getpid())-\(UUID().uuidString).stderr"
        let fd = open(stderrPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw Failure(description: "cannot create \(stderrPath)") }
        defer { close(fd) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        // The desktop of the person running the tests must not scale or darken the window:
        // the tests' own servers have no XSETTINGS manager, and a test that wants these sets them.
        environment["GDK_SCALE"] = nil
        environment["GTK_THEME"] = nil
        environment.merge(extra) { $1 }
        child = try ChildProcess(binary, arguments, environment: environment, stderrFD: fd)
    }

    deinit { unlink(stderrPath) }

    /// Waits up to `timeout` seconds for the viewer to end; returns its exit status, or nil
    /// if it is still running or a signal ended it (`signal` says which).
    func waitForExit(timeout: Double = 5) -> Int32? {
        _ = child.waitForExit(timeout: timeout)
        return child.exitStatus
    }

    func send(_ signal: Int32) { child.kill(signal) }

    /// User plus system CPU time in seconds, from /proc/PID/stat.
    func cpuSeconds() -> Double? {
        guard let line = ProcFile.text("/proc/\(pid)/stat"),
              let close = line.lastIndex(of: ")") else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The binary: `$GLASS_VIEWER_BIN`, or `glass-viewer` in the build directory that holds
    /// the test bundle (found from /proc/self/exe), or `.build/debug/glass-viewer`.
    static func binary() throws -> String {
        if let explicit = ProcessInfo.processInfo.environment["GLASS_VIEWER_BIN"] { return explicit }
        var candidates: [String] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
            for _ in 0..<3 { // the bundle may sit a level or two below the build directory
                candidates.append(dir.appendingPathComponent("glass-viewer").path)
                dir = dir.deletingLastPathComponent()
            }
        }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(repository.appendingPathComponent(".build/debug/glass-viewer").path)
        for c in candidates where access(c, X_OK) == 0 && !isDirectory(c) { return c }
        throw Failure(description: "the glass-viewer binary was not found (looked at \(candidates.joined(separator: ", "))); "
            + "run `swift build` before `swift test`, or set GLASS_VIEWER_BIN")
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }
}
