import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process started with `posix_spawn`, with every signal unblocked and at its default
/// action.
///
/// Foundation's `Process` would do, except that the child inherits the signal mask of the
/// spawning thread, and tests run on worker threads that block almost every signal: an Xvfb
/// started that way ignores SIGTERM, and a viewer could not be asked to quit.
final class ChildProcess {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let pid: pid_t
    private var status: Int32?

    /// - Parameters:
    ///   - stdoutFD / stderrFD: descriptors to give the child as 1 and 2 (nil: /dev/null).
    init(_ executable: String, _ arguments: [String], environment: [String: String],
         stdoutFD: Int32? = nil, stderrFD: Int32? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (target, source) in [(Int32(1), stdoutFD), (Int32(2), stderrFD)] {
            if let source { posix_spawn_file_actions_adddup2(&actions, source, target) }
            else { posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw Failure(description: "cannot start \(executable): \(String(cString: strerror(rc)))") }
        pid = child
    }

    deinit {
        if isRunning { kill(SIGKILL); _ = waitForExit(timeout: 5) }
    }

    /// True until the child has exited (reaps it when it has).
    var isRunning: Bool {
        if status != nil { return false }
        var s: Int32 = 0
        let r = waitpid(pid, &s, WNOHANG)
        if r == pid || r < 0 { status = r < 0 ? -1 : s; return false }
        return true
    }

    /// The exit status, or nil while running or when a signal ended it.
    var exitStatus: Int32? {
        guard !isRunning, let s = status, s >= 0, s & 0x7f == 0 else { return nil }
        return (s >> 8) & 0xff
    }

    /// The signal that ended the child, if one did.
    var terminatingSignal: Int32? {
        guard !isRunning, let s = status, s >= 0, s & 0x7f != 0, s & 0x7f != 0x7f else { return nil }
        return s & 0x7f
    }

    func kill(_ signal: Int32) { if status == nil { Glibc.kill(pid, signal) } }

    /// Waits up to `timeout` seconds; true when the child has exited.
    func waitForExit(timeout: Double) -> Bool { waitUntil(timeout: timeout) { !self.isRunning } }
}

/// Polls `condition` every 20 ms until it holds or `timeout` seconds pass.
func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if condition() { return true }
        if Date() >= deadline { return false }
        usleep(20_000)
    }
}

/// The absolute path of `name` on `$PATH` (plus /usr/bin and /usr/sbin), if executable.
func findExecutable(_ name: String) -> String? {
    if name.hasPrefix("/") { return access(name, X_OK) == 0 ? name : nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") + ["/usr/bin", "/usr/sbin"] {
        let candidate = "\(dir)/\(name)"
        if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
}
