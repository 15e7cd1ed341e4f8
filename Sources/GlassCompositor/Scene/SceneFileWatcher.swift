#if canImport(Glibc)
import Glibc
#endif

/// Watches one scene file for saves through inotify on its *folder*: editors often save by
/// writing a temporary file and renaming it over the original, which a watch on the file
/// itself would lose.
///
/// The host polls `fileDescriptor` with its other fds and calls `drain()` when it is readable.
/// Owns the inotify descriptor; `close()` (or deinit) releases it.
public final class SceneFileWatcher {
    public private(set) var path: String
    public private(set) var fileDescriptor: Int32
    private let directory: String
    private var fileName: String

    /// Problems setting up the watch.
    public struct Error: Swift.Error, CustomStringConvertible {
        public let description: String
    }

    public init(path: String) throws {
        self.path = path
        let slash = path.lastIndex(of: "/")
        directory = slash.map { String(path[..<$0]) }.flatMap { $0.isEmpty ? "/" : $0 } ?? "."
        fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
        fileDescriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fileDescriptor >= 0 else { throw Error(description: "inotify_init1: \(String(cString: strerror(errno)))") }
        // Only finished saves: a write closed, or a file renamed into place. IN_MODIFY would
        // catch an editor mid-write and flash a parse error.
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)
        guard inotify_add_watch(fileDescriptor, directory, mask) >= 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fileDescriptor)
            fileDescriptor = -1
            throw Error(description: "cannot watch \(directory): \(reason)")
        }
    }

    /// Watches another file of the same folder instead (moving through a folder's scenes);
    /// false, and no change, when `path` is in another folder.
    @discardableResult
    public func follow(_ newPath: String) -> Bool {
        let slash = newPath.lastIndex(of: "/")
        let dir = slash.map { String(newPath[..<$0]) }.flatMap { $0.isEmpty ? "/" : $0 } ?? "."
        guard dir == directory else { return false }
        path = newPath
        fileName = slash.map { String(newPath[newPath.index(after: $0)...]) } ?? newPath
        return true
    }

    /// Reads every pending event; true when one of them concerns the watched file.
    public func drain() -> Bool {
        guard fileDescriptor >= 0 else { return false }
        var changed = false
        let size = 4096
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let n = read(fileDescriptor, buffer, size)
            if n <= 0 { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= n {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameLength = Int(event.len)
                if nameLength > 0 {
                    let namePointer = (buffer + offset + MemoryLayout<inotify_event>.size).assumingMemoryBound(to: CChar.self)
                    if String(cString: namePointer) == fileName { changed = true }
                }
                offset += MemoryLayout<inotify_event>.size + nameLength
            }
        }
        return changed
    }

    public func close() {
        if fileDescriptor >= 0 { Glibc.close(fileDescriptor) }
        fileDescriptor = -1
    }

    deinit { close() }
}
