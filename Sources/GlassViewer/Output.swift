#if canImport(Glibc)
import Glibc
#endif

/// Writes one line to standard error.
func printError(_ message: String) {
    fputs("glass-viewer: \(message)\n", stderr)
}
