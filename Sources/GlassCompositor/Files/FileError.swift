#if canImport(Glibc)
import Glibc
#endif

/// A file that could not be read or written, and why, in words a person can act on: the path,
/// the reason ("is a folder, not a file", "no such file", "read failed: Input/output error"),
/// and for a failed system call which call it was and its errno.
///
/// Every I/O problem of the library and the command line ends up as one of these, thrown, so
/// nothing traps on a bad disk, a FIFO or `/proc/self/mem`; scene loading turns them into
/// located diagnostics.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    /// What went wrong, without the path.
    public var reason: String
    /// The system call that failed (`open`, `fstat`, `read`, `write`, `fsync`, `rename`, ...);
    /// nil for the checks the reader and writer make themselves (kind of file, size).
    public var call: String?
    /// The errno of `call`, when there was one.
    public var errno: Int32?

    public init(path: String, reason: String, call: String? = nil, errno: Int32? = nil) {
        self.path = path; self.reason = reason; self.call = call; self.errno = errno
    }

    /// `PATH: REASON`, the path as `EchoedValue.path` shows it (escaped, and cut in the middle
    /// past 200 characters).
    public var description: String { "\(EchoedValue.path(path)): \(reason)" }

    /// A failed system call. Common errnos get plain words; any other is named by `strerror`
    /// with the call, after `context`, so a report says where it failed ("cannot be read:
    /// Input/output error (read)").
    public static func system(_ call: String, errno code: Int32, path: String, context: String? = nil) -> FileError {
        let reason: String
        switch code {
        case ENOENT: reason = "no such file"
        case ENOTDIR: reason = "a part of the path is not a folder"
        case EACCES, EPERM: reason = "permission denied (\(call))"
        case ELOOP: reason = "too many levels of symbolic links"
        case ENAMETOOLONG: reason = "the name is too long"
        case ENOSPC: reason = "no space left on the device (\(call))"
        case EDQUOT: reason = "disk quota exceeded (\(call))"
        case EROFS: reason = "the file system is read-only (\(call))"
        default: reason = (context.map { "\($0): " } ?? "") + "\(String(cString: strerror(code))) (\(call))"
        }
        return FileError(path: path, reason: reason, call: call, errno: code)
    }
}
