#if canImport(Glibc)
import Glibc
#endif

/// The one way the library and the command line read a file: scenes, scripts, images, icons.
///
/// Each read checks before it reads: `open` with `O_NONBLOCK` (opening a FIFO must not wait
/// for a writer) and `O_CLOEXEC`, `fstat` of that descriptor, regular files only (a folder,
/// FIFO, device or socket is refused by name), the size against the caller's limit, and then
/// a read loop that stops one byte past the limit whatever `fstat` said (files in /proc report
/// 0 bytes). Every failure is a thrown `FileError` with the path and the failing call; nothing
/// here can trap, block or allocate more than the limit.
public enum FileReader {
    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) throws -> [UInt8] {
        try readWithIdentity(path, limit: limit).bytes
    }

    /// The bytes and the identity of the file they came from (from `fstat` of the same
    /// descriptor, so the two always belong together).
    static func readWithIdentity(_ path: String, limit: Int) throws -> (bytes: [UInt8], identity: FileIdentity) {
        let (fd, info) = try openRegular(path, limit: limit)
        defer { close(fd) }
        let bytes = try readAll(fd, path: path, limit: limit, expected: Int(info.st_size))
        return (bytes, FileIdentity(info))
    }

    /// One `read` into `bytes` at `offset`, again when a signal interrupted it; the bytes read
    /// (0 at the end of the file), or a located error.
    private static func readRetrying(_ fd: Int32, into bytes: inout [UInt8], at offset: Int, path: String) throws -> Int {
        while true {
            let n = readSome(fd, into: &bytes, at: offset)
            if n >= 0 { return n }
            if errno != EINTR { throw FileError.system("read", errno: errno, path: path, context: "cannot be read") }
        }
    }

    /// The first `count` bytes (fewer when the file is shorter), after the same checks as
    /// `read`, with `limit` applied to the whole file's size: enough to check a PNG header
    /// without reading the image.
    public static func readPrefix(_ path: String, count: Int, limit: Int) throws -> [UInt8] {
        let (fd, _) = try openRegular(path, limit: limit)
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let n = try readRetrying(fd, into: &bytes, at: filled, path: path)
            if n == 0 { break }
            filled += n
        }
        return Array(bytes[0..<filled])
    }

    /// The kind of what `path` names without following a final symbolic link; nil when it
    /// does not exist (or cannot be looked at).
    public static func kind(of path: String, followingLinks: Bool = false) -> FileKind? {
        var s = stat()
        guard (followingLinks ? stat(path, &s) : lstat(path, &s)) == 0 else { return nil }
        return FileKind(mode: s.st_mode)
    }

    /// Opens `path` for reading and checks that it is a regular file of at most `limit` bytes.
    private static func openRegular(_ path: String, limit: Int) throws -> (Int32, stat) {
        guard !path.isEmpty else { throw FileError(path: path, reason: "the file name is empty") }
        guard !path.utf8.contains(0) else { throw FileError(path: path, reason: "the file name contains a NUL character") }
        var fd: Int32
        repeat { fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw FileError.system("open", errno: errno, path: path, context: "cannot be opened") }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let e = errno
            close(fd)
            throw FileError.system("fstat", errno: e, path: path, context: "cannot be read")
        }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else {
            close(fd)
            throw FileError(path: path, reason: kind.refusal)
        }
        guard Int64(info.st_size) <= Int64(limit) else {
            close(fd)
            throw tooLarge(path, limit: limit, size: Int64(info.st_size))
        }
        return (fd, info)
    }

    /// Reads to the end, failing as soon as more than `limit` bytes arrive.
    private static func readAll(_ fd: Int32, path: String, limit: Int, expected: Int) throws -> [UInt8] {
        // Room for what fstat promised plus one byte, so a file that grew is noticed; files
        // that report no size (/proc) grow the buffer in chunks.
        var capacity = min(limit, max(expected, 0)) + 1
        var bytes = [UInt8](repeating: 0, count: capacity)
        var filled = 0
        while true {
            if filled == capacity {
                guard capacity <= limit else { throw tooLarge(path, limit: limit, size: nil) }
                let grown = min(limit + 1, max(capacity * 2, 64 << 10))
                bytes.append(contentsOf: repeatElement(0, count: grown - capacity))
                capacity = grown
            }
            let n = try readRetrying(fd, into: &bytes, at: filled, path: path)
            if n == 0 { break }
            filled += n
            if filled > limit { throw tooLarge(path, limit: limit, size: nil) }
        }
        bytes.removeLast(capacity - filled)
        return bytes
    }

    /// One `read` into `bytes[offset...]`.
    private static func readSome(_ fd: Int32, into bytes: inout [UInt8], at offset: Int) -> Int {
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress, offset < buffer.count else { return 0 }
            return Glibc.read(fd, base + offset, buffer.count - offset)
        }
    }

    private static func tooLarge(_ path: String, limit: Int, size: Int64?) -> FileError {
        let actual = size.map { " (\(ByteCount.text($0)))" } ?? ""
        return FileError(path: path, reason: "is larger than \(ByteCount.text(limit))\(actual)")
    }
}
