#if canImport(Glibc)
import Glibc
#endif
import GlassCompositor

/// One line of progress on a terminal, rewritten in place (`bench: frame 1200 of 5000`), for
/// runs long enough that silence looks like a hang. Nothing is written when stderr is not a
/// terminal, so a report piped or captured by a script holds no carriage returns; nothing for
/// the first half second either, so short runs stay quiet.
struct ProgressLine {
    private let label: String
    private let total: Int
    private let enabled: Bool
    private let started = WallClock.monotonicSeconds()
    private var lastShown = -Double.infinity
    private var shown = false

    init(_ label: String, total: Int, enabled: Bool = isatty(2) != 0) {
        self.label = label
        self.total = total
        self.enabled = enabled
    }

    /// Shows `done` of the total, at most five times a second.
    mutating func update(_ done: Int) {
        guard enabled else { return }
        let now = WallClock.monotonicSeconds()
        guard now - started >= 0.5, now - lastShown >= 0.2 else { return }
        lastShown = now
        shown = true
        fputs("\r\(label) \(done) of \(total) (\(done * 100 / max(1, total)) %)\u{1B}[K", standardError)
        fflush(standardError)
    }

    /// Erases the line, if one was shown, so what follows starts on a clean line.
    mutating func finish() {
        guard shown else { return }
        fputs("\r\u{1B}[K", standardError)
        fflush(standardError)
        shown = false
    }
}
