#if canImport(Glibc)
import Glibc
#endif

/// The machine a bench ran on: CPU model, cores online, kernel. Two reports can be compared
/// only when each says where it ran; the host reads `/proc` and `uname`, never the library.
struct MachineInfo {
    /// `model name` from /proc/cpuinfo (`unknown` where it cannot be read).
    var cpu: String
    /// Logical processors online.
    var cores: Int
    /// The kernel's name and release, as `uname -sr` prints them.
    var kernel: String

    static func current() -> MachineInfo {
        MachineInfo(cpu: cpuModel() ?? "unknown", cores: max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))), kernel: kernelRelease())
    }

    private static func cpuModel() -> String? {
        let fd = open("/proc/cpuinfo", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        // The first processor's lines are within the first few KiB.
        var buffer = [UInt8](repeating: 0, count: 16384)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return nil }
        for line in String(decoding: buffer[..<n], as: UTF8.self).split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[line.index(after: colon)...].split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            return name.isEmpty ? nil : name
        }
        return nil
    }

    private static func kernelRelease() -> String {
        var u = utsname()
        guard uname(&u) == 0 else { return "unknown" }
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return "\(text(u.sysname)) \(text(u.release))"
    }
}
