#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Numbers the write probes of one process, so two at once never share a name.
private let probeCounter = Atomic<Int>(0)

/// Where an output file will really be written, checked before anything is created: the
/// target's folder exists, the target is a regular file or does not exist yet, and it is not
/// one of the command's inputs.
///
/// A symbolic link to a regular file is followed: the file it points to is replaced and the
/// link stays (what writing through the link would have done, and what a person who made the
/// link wants). A link to anything else, or to nothing, is refused like the thing itself.
public struct OutputTarget: Equatable, Sendable {
    /// The path as given (for messages).
    public let path: String
    /// The file that will be replaced: `path`, or the regular file a symbolic link points to.
    public let destination: String
    /// The folder the temporary file is made in (the destination's, so `rename` stays on one
    /// file system).
    public let folder: String
    /// The permission bits of the file being replaced, kept for its replacement; nil for a new file.
    public let existingMode: mode_t?

    /// Checks `path` as an output that must not be any of `inputs`.
    public init(_ path: String, inputs: [InputFile] = []) throws {
        self.path = path
        guard !path.isEmpty else { throw FileError(path: path, reason: "the file name is empty") }
        guard !path.utf8.contains(0) else { throw FileError(path: path, reason: "the file name contains a NUL character") }
        guard !path.hasSuffix("/") else { throw FileError(path: path, reason: "names a folder; give a file name") }
        var link = stat()
        var destination = path
        var mode: mode_t?
        if lstat(path, &link) == 0 {
            var info = link
            if FileKind(mode: link.st_mode) == .symbolicLink {
                guard stat(path, &info) == 0 else {
                    let e = errno
                    if e == ENOENT { throw FileError(path: path, reason: "is a symbolic link to a file that does not exist") }
                    throw FileError.system("stat", errno: e, path: path)
                }
                let kind = FileKind(mode: info.st_mode)
                guard kind == .regular else {
                    throw FileError(path: path, reason: "is a symbolic link to \(kind.name), not to a file")
                }
                guard let resolved = realpath(path, nil) else { throw FileError.system("realpath", errno: errno, path: path) }
                destination = String(cString: resolved)
                free(resolved)
            } else {
                let kind = FileKind(mode: link.st_mode)
                guard kind == .regular else { throw FileError(path: path, reason: kind.refusal) }
            }
            let identity = FileIdentity(info)
            if let input = inputs.first(where: { $0.identity.isSameFile(as: identity) }) {
                throw FileError(path: path, reason: "would overwrite the input \(input.role) \(EchoedValue.path(input.path))")
            }
            mode = info.st_mode & 0o7777
        } else {
            let e = errno
            guard e == ENOENT || e == ENOTDIR else { throw FileError.system("lstat", errno: e, path: path) }
        }
        let folder = OutputTarget.folder(of: destination)
        var f = stat()
        guard stat(folder, &f) == 0 else {
            let e = errno
            if e == ENOENT || e == ENOTDIR { throw FileError(path: path, reason: "the folder \(EchoedValue.path(folder)) does not exist") }
            throw FileError.system("stat", errno: e, path: folder)
        }
        guard FileKind(mode: f.st_mode) == .folder else { throw FileError(path: path, reason: "\(EchoedValue.path(folder)) is not a folder") }
        try OutputTarget.checkWritable(folder: folder, for: path)
        self.destination = destination
        self.folder = folder
        existingMode = mode
    }

    /// Whether a file can be made in `folder`, found by making one (and removing it at once):
    /// permissions, a read-only file system, a full inode table or a folder such as /proc that
    /// takes no new files all say so here, before any work, with the real reason, instead of at
    /// the end of a render or a benchmark. `path` names the output in the message.
    public static func checkWritable(folder: String, for path: String) throws {
        let probe = (folder == "/" ? "" : folder) + "/.glass-viewer-probe-\(getpid())-\(probeCounter.add(1, ordering: .relaxed).newValue)"
        let fd = Glibc.open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let e = errno
            throw FileError(path: path, reason: "cannot make a file in \(EchoedValue.path(folder)): \(String(cString: strerror(e)))")
        }
        close(fd)
        unlink(probe)
    }

    /// The folder part of a path: "." for a bare name, "/" for a file at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The name part of a path.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

/// A file a command reads, which its outputs must not replace: the scene, the script, the
/// recording. Its identity is taken when it is named, so a later output with the same device
/// and inode (the same path, another spelling of it, a hard link, a symbolic link to it) is
/// refused.
public struct InputFile: Equatable, Sendable {
    public let path: String
    /// What it is, for the message: "scene", "script", "recording".
    public let role: String
    let identity: FileIdentity

    /// nil when `path` does not exist (nothing to protect).
    public init?(_ path: String, role: String) {
        guard let identity = FileIdentity(path: path) else { return nil }
        self.path = path; self.role = role; self.identity = identity
    }
}
