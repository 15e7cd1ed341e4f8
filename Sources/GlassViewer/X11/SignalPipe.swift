#if canImport(Glibc)
import Glibc
#endif

/// Write end of the self-pipe, read by the signal handler (a plain global: no locks or
/// allocation there).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// A self-pipe that turns SIGINT and SIGTERM into a readable file descriptor, so the event
/// loop, asleep in `poll`, wakes up and quits cleanly (buffers released, window destroyed).
/// Also ignores SIGPIPE, so a server that vanishes mid-write is reported through Xlib's IO
/// error handler instead of killing the process silently.
///
/// One per process; `close()` restores the default handlers. Main thread only.
final class SignalPipe {
    /// Poll this for `POLLIN`.
    let readEnd: Int32
    private let writeEnd: Int32
    private var closed = false

    init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw X11Error.system("pipe") }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        readEnd = fds[0]
        writeEnd = fds[1]
        signalPipeWriteEnd = writeEnd
        signal(SIGPIPE, SIG_IGN)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signo in
            let saved = errno
            var byte = UInt8(truncatingIfNeeded: signo)
            _ = write(signalPipeWriteEnd, &byte, 1)
            errno = saved
        }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A parent may have started us with these blocked (children inherit the mask).
        var quitSignals = sigset_t()
        sigemptyset(&quitSignals)
        sigaddset(&quitSignals, SIGINT)
        sigaddset(&quitSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)
    }

    deinit { if !closed { fputs("glass-viewer: internal: signal pipe was not closed\n", standardError) } }

    /// Empties the pipe; returns the signal numbers that arrived.
    func drain() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 16)
        while true {
            let n = read(readEnd, &buffer, buffer.count)
            if n <= 0 { break }
            signals += buffer[0..<n].map { Int32($0) }
        }
        return signals
    }

    func close() {
        guard !closed else { return }
        closed = true
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        signalPipeWriteEnd = -1
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }
}
