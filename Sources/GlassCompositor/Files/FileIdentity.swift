#if canImport(Glibc)
import Glibc
#endif

/// Which file a path named and which version of it: device and inode say which file, size and
/// modification time which contents. Two equal identities are, for our purposes, the same
/// bytes; the image cache reads a file again when its identity changes, and the safe writer
/// refuses a target that is the same file (device and inode) as an input.
struct FileIdentity: Equatable, Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    init(_ s: stat) {
        device = UInt64(s.st_dev)
        inode = UInt64(s.st_ino)
        size = Int64(s.st_size)
        modifiedSeconds = Int64(s.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(s.st_mtim.tv_nsec)
    }

    /// The identity of what `path` names (following symbolic links); nil when it cannot be
    /// stat'ed (missing, no permission).
    init?(path: String) {
        var s = stat()
        guard stat(path, &s) == 0 else { return nil }
        self.init(s)
    }

    /// Same file (device and inode), whatever its contents now.
    func isSameFile(as other: FileIdentity) -> Bool { device == other.device && inode == other.inode }
}
