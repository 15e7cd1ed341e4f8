#if canImport(Glibc)
import Glibc
#endif
import GlassCompositor

/// Startup timing on stderr with `--trace-startup` (or `GLASS_VIEWER_TRACE_STARTUP=1`):
/// `glass-viewer: startup: <stage> at <ms> ms since process start, <ms> ms since runWindow`.
///
/// The process start comes from /proc/self/stat (clock ticks, so ±10 ms); the second figure
/// is exact (CLOCK_MONOTONIC). Each stage is printed once.
struct StartupTrace {
    let enabled: Bool
    private let origin = WallClock.monotonicSeconds()
    private let processStartDelay: Double?
    private var printed: Set<String> = []

    init(enabled: Bool) {
        self.enabled = enabled
        processStartDelay = enabled ? Self.secondsSinceProcessStart() : nil
    }

    mutating func mark(_ stage: String) {
        guard enabled, !printed.contains(stage) else { return }
        printed.insert(stage)
        let sinceRun = (WallClock.monotonicSeconds() - origin) * 1000
        let sinceStart = processStartDelay.map { String(Int(($0 * 1000 + sinceRun).rounded())) } ?? "?"
        fputs("glass-viewer: startup: \(stage) at \(sinceStart) ms since process start, "
              + "\(String(format1: sinceRun)) ms since runWindow\n", standardError)
    }

    /// Seconds between the process start (field 22 of /proc/self/stat) and now (CLOCK_BOOTTIME,
    /// the clock that field counts on).
    private static func secondsSinceProcessStart() -> Double? {
        guard let f = fopen("/proc/self/stat", "r") else { return nil }
        defer { fclose(f) }
        var buffer = [CChar](repeating: 0, count: 1024)
        guard fgets(&buffer, Int32(buffer.count), f) != nil else { return nil }
        let line = String(nulTerminated: buffer)
        // Fields after the command name, which is in parentheses and may contain spaces.
        guard let close = line.lastIndex(of: ")") else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        var ts = timespec()
        clock_gettime(CLOCK_BOOTTIME, &ts)
        let now = Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
        return now - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

private extension String {
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10)"
    }
}
