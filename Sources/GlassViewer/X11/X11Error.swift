#if canImport(Glibc)
import Glibc
#endif

/// A failure to set up or keep the window, carrying the call that failed.
///
/// Set-up throws these; the frame path never does. Every one is a display error: the command
/// prints `glass-viewer: <description>` and exits with status 2.
struct X11Error: Error, CustomStringConvertible {
    /// The Xlib, MIT-SHM or system call that failed, e.g. `XOpenDisplay` or `shmget`.
    var call: String
    /// What went wrong, in words a user can act on.
    var reason: String

    var description: String { "\(call): \(reason)" }

    /// A failed system call, described by `errno`.
    static func system(_ call: String, errno code: Int32 = errno) -> X11Error {
        X11Error(call: call, reason: String(cString: strerror(code)))
    }
}
