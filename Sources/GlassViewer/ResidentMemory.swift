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

    /// The most the process has held resident so far (`VmHWM` in `/proc/self/status`), in
    /// bytes: a bench's peak memory, without a wrapper such as GNU time.
    static func peakBytes() -> Int? {
        let fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return nil }
        for line in String(decoding: buffer[..<n], as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let kB = Int(fields[1]) else { return nil }
            return kB * 1024
        }
        return nil
    }
}
