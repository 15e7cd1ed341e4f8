#if canImport(Glibc)
import Glibc
#endif

/// The process's resident set size, read by the host from `/proc/self/statm` (its second
/// field, in pages) for the HUD; the library reads no files for it.
enum ResidentMemory {
    static func bytes() -> Int? {
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return nil }
        let fields = String(decoding: buffer[..<n], as: UTF8.self).split(separator: " ")
        guard fields.count >= 2, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
