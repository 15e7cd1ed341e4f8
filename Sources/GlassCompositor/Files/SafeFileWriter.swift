#if canImport(Glibc)
import Glibc
#endif

/// The one way output files are written (PNG frames, bench JSON and traces, event logs,
/// recordings): into a new temporary file in the target's folder, `fsync`, then `rename` over
/// the target. A kill, a full disk or a failed write at any moment leaves either the old file
/// or the complete new one, never a truncated mix; the temporary file is removed on every
/// failure the process survives.
///
/// Targets are checked first (`OutputTarget`): a missing folder, a folder, FIFO or device as
/// the target, or a target that is one of `inputs` is refused before anything is created.
public struct SafeFileWriter {
    /// Files this command reads, which no output may replace.
    public var inputs: [InputFile]
    /// The system calls that can fail while writing, replaceable so tests can fail them the
    /// way a full disk or a bad device would.
    var calls: WriterCalls

    public init(inputs: [InputFile] = []) {
        self.inputs = inputs
        calls = .system
    }

    init(inputs: [InputFile] = [], calls: WriterCalls) {
        self.inputs = inputs
        self.calls = calls
    }

    /// Checks `path` as a target without creating anything.
    public func check(_ path: String) throws -> OutputTarget { try OutputTarget(path, inputs: inputs) }

    /// Replaces (or creates) the file at `path` with `bytes`.
    public func write(_ bytes: [UInt8], to path: String) throws {
        let stream = try open(path)
        do {
            try stream.write(bytes)
            try stream.commit()
        } catch {
            stream.abandon()
            throw error
        }
    }

    public func write(_ text: String, to path: String) throws { try write(Array(text.utf8), to: path) }

    /// Makes the folder `path` and any missing parents (`mkdir -p`); an existing folder is
    /// fine, anything else at that path is refused by name.
    public static func makeFolder(_ path: String) throws {
        guard !path.isEmpty else { throw FileError(path: path, reason: "the folder name is empty") }
        if let kind = FileReader.kind(of: path, followingLinks: true) {
            guard kind == .folder else { throw FileError(path: path, reason: "is \(kind.name), not a folder") }
            return
        }
        let parent = OutputTarget.folder(of: path)
        if parent != path, parent != ".", parent != "/", FileReader.kind(of: parent, followingLinks: true) == nil {
            try makeFolder(parent)
        }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw FileError.system("mkdir", errno: errno, path: path) }
    }

    /// Starts an output written piece by piece (a log); the target is replaced at `commit()`.
    public func open(_ path: String) throws -> SafeFileStream {
        try SafeFileStream(target: check(path), calls: calls)
    }
}

/// An output being written: a temporary file beside its target until `commit()` puts it in
/// the target's place. Until then the target is untouched; `abandon()` (or a failure) removes
/// the temporary file. A process killed before `commit()` leaves the temporary file (named
/// `.NAME.glass-viewer-PID-N.tmp`, beside the target) and the old target.
///
/// A log that others read while it grows is `publish()`ed once it has its first contents:
/// the temporary file is flushed and renamed over the target then, and later writes append
/// to it in place, so the old file is replaced only by a log that has begun, never by an
/// empty one from a command that failed.
public final class SafeFileStream {
    public let target: OutputTarget
    /// The temporary file's path.
    public let temporaryPath: String
    private var fd: Int32
    private let calls: WriterCalls
    /// The first write error; reported by the write that met it and again by `commit()`.
    private var failure: FileError?
    nonisolated(unsafe) private static var counter = 0

    init(target: OutputTarget, calls: WriterCalls) throws {
        self.target = target
        self.calls = calls
        let name = OutputTarget.name(of: target.destination)
        var made: Int32 = -1
        var path = ""
        for _ in 0..<100 {
            SafeFileStream.counter += 1
            path = "\(target.folder)/.\(name).glass-viewer-\(getpid())-\(SafeFileStream.counter).tmp"
            // 0666 less the umask, as a file the user created would get; an existing target's
            // own bits are copied below.
            made = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
            if made >= 0 || errno != EEXIST { break }
        }
        guard made >= 0 else { throw FileError.system("open", errno: errno, path: target.path, context: "cannot make a temporary file in \(target.folder)") }
        fd = made
        temporaryPath = path
        if let mode = target.existingMode { _ = fchmod(made, mode) }
    }

    deinit {
        // Not committed: the output was not finished, so the target keeps its old contents
        // (or, once published, what was written).
        if fd >= 0 { abandon() }
    }

    /// Appends `bytes` to the temporary file.
    public func write(_ bytes: [UInt8]) throws {
        if let failure { throw failure }
        guard fd >= 0 else { throw FileError(path: target.path, reason: "the output is already closed") }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return calls.write(fd, base + offset, buffer.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                let e = FileError.system("write", errno: errno, path: target.path)
                failure = e
                throw e
            }
            if n == 0 {
                let e = FileError(path: target.path, reason: "write wrote nothing", call: "write")
                failure = e
                throw e
            }
            offset += n
        }
    }

    public func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Whether the file is already in the target's place (`publish()`).
    public private(set) var isPublished = false

    /// Flushes what is written so far and renames the temporary file over the target; the
    /// stream stays open, writing to the target from now on.
    public func publish() throws {
        guard fd >= 0 else { throw FileError(path: target.path, reason: "the output is already closed") }
        guard !isPublished else { return }
        if let failure { abandon(); throw failure }
        if calls.fsync(fd) != 0 {
            let e = FileError.system("fsync", errno: errno, path: target.path)
            abandon()
            throw e
        }
        try putInPlace()
    }

    /// Flushes the file to the disk, closes it and puts it in the target's place (unless
    /// published already).
    public func commit() throws {
        guard fd >= 0 else { throw FileError(path: target.path, reason: "the output is already closed") }
        if let failure { abandon(); throw failure }
        if calls.fsync(fd) != 0 {
            let e = FileError.system("fsync", errno: errno, path: target.path)
            abandon()
            throw e
        }
        let closed = Glibc.close(fd)
        fd = -1
        if closed != 0 && errno != EINTR {
            let e = FileError.system("close", errno: errno, path: target.path)
            abandon()
            throw e
        }
        if !isPublished { try putInPlace() }
    }

    /// Renames the temporary file over the target and flushes the folder.
    private func putInPlace() throws {
        if rename(temporaryPath, target.destination) != 0 {
            let e = FileError.system("rename", errno: errno, path: target.path)
            abandon()
            throw e
        }
        isPublished = true
        // The rename itself is durable once the folder is flushed; a failure here loses
        // nothing that was there before, so it is not an error.
        let dir = Glibc.open(target.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 { _ = Glibc.fsync(dir); Glibc.close(dir) }
    }

    /// Removes the temporary file; the target keeps its old contents. After `publish()` the
    /// file is the target, so it is only closed.
    public func abandon() {
        closeQuietly()
        if !isPublished { unlink(temporaryPath) }
    }

    private func closeQuietly() {
        if fd >= 0 { Glibc.close(fd); fd = -1 }
    }
}

/// The calls `SafeFileStream` makes that can fail on a full or broken disk, as a seam for tests.
struct WriterCalls: Sendable {
    var write: @Sendable (Int32, UnsafeRawPointer, Int) -> Int
    var fsync: @Sendable (Int32) -> Int32

    static let system = WriterCalls(write: { Glibc.write($0, $1, $2) }, fsync: { Glibc.fsync($0) })
}
