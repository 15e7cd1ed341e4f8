#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory (RSS) from `/proc/self/statm`, for the HUD, the trace's counter and
/// the bench's note. The library never reads `/proc`: hosts pass the number in.
enum ResidentMemory {
    /// Bytes resident now, or nil where `/proc` cannot be read.
    static func bytes() -> Int? {
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = read(fd, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let fields = String(decoding: buffer[..<n], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
