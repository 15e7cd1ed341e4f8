#if canImport(Glibc)
import Glibc
#endif
import CX11

/// Xlib's process-wide error handlers: X protocol errors become reports that name the failing
/// request, and a lost connection ends the process with status 2.
///
/// Xlib calls the handlers from inside whatever call read the error (XSync, XPending, ...),
/// so they only format text (no requests) and record. Two modes:
/// - normally an error is printed on stderr, e.g.
///   `glass-viewer: X error: BadMatch (invalid parameter attributes) in X_PutImage (major 72, minor 0), resource 0x200002, serial 41`,
///   and the viewer goes on (the first 20 are printed, later ones only counted);
/// - inside `trap(_:_:)` errors are collected and returned instead, so a set-up step such as
///   `XShmAttach` can fail softly (BadAccess on a remote display) and fall back.
///
/// Thread-safety: Xlib and the viewer's X calls run on the main thread only; so does this.
enum X11ErrorReporter {
    /// One X protocol error, already turned into text.
    struct Record: CustomStringConvertible {
        var errorCode: UInt8
        var errorText: String
        var requestName: String
        var majorOpcode: UInt8
        var minorOpcode: UInt8
        var resource: UInt
        var serial: UInt

        var description: String {
            "\(errorText) in \(requestName) (major \(majorOpcode), minor \(minorOpcode)), "
                + "resource 0x\(String(resource, radix: 16)), serial \(serial)"
        }
    }

    /// Errors printed before the rest are only counted.
    static let printLimit = 20

    nonisolated(unsafe) private static var trapping = false
    nonisolated(unsafe) private static var trapped: [Record] = []
    nonisolated(unsafe) private static var reportedCount = 0
    /// Extension major opcode → extension name, for naming extension requests.
    nonisolated(unsafe) private static var extensionNames: [UInt8: String] = [:]

    /// Installs the error and IO error handlers (once per process; later calls do nothing harmful).
    static func install() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            X11ErrorReporter.record(X11ErrorReporter.describe(event.pointee, on: display))
            return 0
        }
        XSetIOErrorHandler { display in
            // Xlib must not get control back after an IO error (it would abort); the shared
            // memory segments are already IPC_RMID'ed, so exiting leaves none behind.
            let code = errno
            let name = display.map { String(cString: XDisplayString($0)) } ?? "?"
            let cause = code == 0 || code == EAGAIN ? "the server closed the connection"
                : String(cString: strerror(code))
            fputs("glass-viewer: lost the connection to the X server on display \"\(name)\" (\(cause)); "
                + "the server shut down or dropped this client. Exiting.\n", standardError)
            exit(2)
        }
    }

    /// Remembers the major opcodes of the extensions we use, so errors in their requests
    /// carry names such as `X_ShmPutImage` (Xlib's own table is private).
    static func registerExtensions(of display: OpaquePointer) {
        for name in ["MIT-SHM", "XInputExtension", "XTEST", "BIG-REQUESTS", "RENDER", "XKEYBOARD"] {
            var major: Int32 = 0, event: Int32 = 0, error: Int32 = 0
            if XQueryExtension(display, name, &major, &event, &error) != 0 {
                extensionNames[UInt8(truncatingIfNeeded: major)] = name
            }
        }
    }

    /// Runs `body`, then XSync, collecting the X errors it caused instead of printing them.
    ///
    /// - Returns: the body's result and the errors (empty when it succeeded).
    static func trap<T>(_ display: OpaquePointer, _ body: () -> T) -> (T, [Record]) {
        XSync(display, 0)                 // earlier errors are reported normally
        let saved = (trapping, trapped)
        trapping = true
        trapped = []
        let result = body()
        XSync(display, 0)
        let errors = trapped
        (trapping, trapped) = saved
        return (result, errors)
    }

    /// Prints how many errors were not printed, if any; call before exiting.
    static func printSummary() {
        if reportedCount > printLimit {
            fputs("glass-viewer: \(reportedCount) X errors in total (\(reportedCount - printLimit) not printed)\n", standardError)
        }
    }

    private static func record(_ r: Record) {
        if trapping { trapped.append(r); return }
        reportedCount += 1
        if reportedCount <= printLimit {
            fputs("glass-viewer: X error: \(r)\n", standardError)
        } else if reportedCount == printLimit + 1 {
            fputs("glass-viewer: further X errors are counted, not printed\n", standardError)
        }
    }

    private static func describe(_ e: XErrorEvent, on display: OpaquePointer) -> Record {
        var buffer = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, Int32(e.error_code), &buffer, Int32(buffer.count))
        let errorText = String(nulTerminated: buffer)
        let key: String
        if e.request_code < 128 {
            key = String(e.request_code)
        } else if let ext = extensionNames[e.request_code] {
            key = "\(ext).\(e.minor_code)"
        } else {
            key = ""
        }
        buffer[0] = 0
        if !key.isEmpty { XGetErrorDatabaseText(display, "XRequest", key, "", &buffer, Int32(buffer.count)) }
        var requestName = String(nulTerminated: buffer).trimmingSpaces()
        if requestName.isEmpty {
            requestName = e.request_code < 128 ? "request \(e.request_code)"
                : "extension request \(extensionNames[e.request_code] ?? "?").\(e.minor_code)"
        }
        return Record(errorCode: e.error_code, errorText: errorText, requestName: requestName,
                      majorOpcode: e.request_code, minorOpcode: e.minor_code,
                      resource: UInt(e.resourceid), serial: UInt(e.serial))
    }
}

private extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
