#if canImport(Glibc)
import Glibc
#endif

/// What a path names, from the mode bits of `stat`: only regular files are read or replaced;
/// everything else is refused by name, because reading a FIFO blocks, a device never ends,
/// and writing "over" one would not make a file.
public enum FileKind: Equatable, Sendable {
    case regular, folder, fifo, device, socket, symbolicLink, other

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// What it is, in words: "a FIFO (named pipe)".
    public var name: String {
        switch self {
        case .regular: return "a file"
        case .folder: return "a folder"
        case .fifo: return "a FIFO (named pipe)"
        case .device: return "a device"
        case .socket: return "a socket"
        case .symbolicLink: return "a symbolic link"
        case .other: return "not a regular file"
        }
    }

    /// The refusal for anything but a regular file: "is a FIFO (named pipe), not a file".
    public var refusal: String { self == .other ? "is not a regular file" : "is \(name), not a file" }
}
