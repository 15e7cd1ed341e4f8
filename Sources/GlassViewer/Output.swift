#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The C standard streams. They are C globals that Swift 6 cannot prove race-free; the viewer
/// writes to them from its main thread, and stdio locks each call anyway.
nonisolated(unsafe) let standardError = stderr
nonisolated(unsafe) let standardOutput = stdout

/// Writes one line to standard error.
func printError(_ message: String) {
    fputs("glass-viewer: \(message)\n", standardError)
}
