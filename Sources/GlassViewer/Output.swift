#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import GlassCompositor

/// The C standard streams. They are C globals that Swift 6 cannot prove race-free; the viewer
/// writes to them from its main thread, and stdio locks each call anyway.
nonisolated(unsafe) let standardError = stderr
nonisolated(unsafe) let standardOutput = stdout

/// Writes one line to standard error. Control characters in it (a path or a value from the
/// command line can hold an escape sequence or a newline) are written as escapes, so the
/// message stays one line and cannot drive the terminal; values in messages are cut with
/// `EchoedValue` where they are put in.
func printError(_ message: String) {
    fputs("glass-viewer: \(EchoedValue.escapingControls(message))\n", standardError)
}
