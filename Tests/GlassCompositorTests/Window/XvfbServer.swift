import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private Xvfb server for one window test, on a free display number from :91 up.
///
/// A number is free when it has neither a lock file (/tmp/.XN-lock) nor a socket
/// (/tmp/.X11-unix/XN). The server is started with `-displayfd`, which reports the number
/// once the server accepts connections (no readiness polling); if another process took the
/// number meanwhile, Xvfb exits and the next number is tried. `stop()` or `kill()` ends it.
final class XvfbServer {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static let firstDisplay = 91
    let child: ChildProcess
    let number: Int
    var display: String { ":\(number)" }
    private var stopped = false

    /// - Parameters:
    ///   - depth: screen depth (24 normally; 16 to test the unsupported-visual error).
    ///   - extraArguments: e.g. `["-extension", "MIT-SHM"]` for a server without shared memory.
    ///   - prefix: a command to run Xvfb under, e.g. `["unshare", "--ipc"]`.
    ///   - screen: the screen's size in pixels (a window opened at its default size is at most
    ///     the screen's).
    /// - Throws: when Xvfb is not installed (naming the package) or does not start.
    init(depth: Int = 24, extraArguments: [String] = [], prefix: [String] = [], screen: String = "640x480") throws {
        // GLASS_XVFB names another server binary (and lets one check this message).
        guard let xvfb = findExecutable(ProcessInfo.processInfo.environment["GLASS_XVFB"] ?? "Xvfb") else {
            throw Failure(description: "Xvfb is not installed, so the window tests cannot run. Install it "
                + "(`apt-get install xvfb`), or set GLASS_SKIP_WINDOW_TESTS=1 to skip them on purpose.")
        }
        var executable = xvfb
        var leading: [String] = []
        if let first = prefix.first {
            guard let tool = findExecutable(first) else { throw Failure(description: "\(first) is not installed") }
            executable = tool
            leading = Array(prefix.dropFirst()) + [xvfb]
        }
        for n in Self.firstDisplay..<(Self.firstDisplay + 100) {
            guard access("/tmp/.X\(n)-lock", F_OK) != 0, access("/tmp/.X11-unix/X\(n)", F_OK) != 0 else { continue }
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed") }
            let arguments = leading + [":\(n)", "-displayfd", "1", "-screen", "0", "\(screen)x\(depth)", "-nolisten", "tcp"]
                + extraArguments
            let started = try ChildProcess(executable, arguments, environment: ProcessInfo.processInfo.environment,
                                           stdoutFD: fds[1])
            close(fds[1])
            let reported = Self.readLine(fds[0], timeout: 10)
            close(fds[0])
            if Int(reported ?? "") == n {
                child = started
                number = n
                return
            }
            started.kill(SIGKILL)
            _ = started.waitForExit(timeout: 5)
        }
        throw Failure(description: "Xvfb did not start on any display from :\(Self.firstDisplay) "
            + "(\(executable) \(leading.joined(separator: " ")) ...)")
    }

    deinit { stop() }

    /// Terminates the server and waits for it.
    func stop() {
        guard !stopped else { return }
        stopped = true
        child.kill(SIGTERM)
        if !child.waitForExit(timeout: 5) { kill() }
    }

    /// Kills the server without warning (as a crash would) and removes its stale socket and lock.
    func kill() {
        stopped = true
        child.kill(SIGKILL)
        _ = child.waitForExit(timeout: 5)
        unlink("/tmp/.X11-unix/X\(number)")
        unlink("/tmp/.X\(number)-lock")
    }

    /// The first line written to `fd` within `timeout` seconds (nil on EOF or timeout).
    private static func readLine(_ fd: Int32, timeout: Double) -> String? {
        var text = ""
        let deadline = Date().addingTimeInterval(timeout)
        while !text.contains("\n"), Date() < deadline {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 32)
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return text.contains("\n") ? text.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }
}
