#if canImport(Glibc)
import Glibc
#endif
import GlassCompositor

/// A file written line by line while the window runs (`--log`, `--record`), through a
/// `SafeFileStream`: the first line goes to a temporary file beside the target, which then
/// replaces the target (flushed, renamed), and later lines are appended to it as they happen,
/// so the file can be followed live. A viewer that never got to write (a scene that did not
/// load, a display that could not be opened) leaves the old file as it was. The file is
/// flushed and closed when the window closes or the process exits (even from Xlib's IO error
/// handler); a killed viewer leaves the lines it wrote.
final class LineWriter {
    private let stream: SafeFileStream
    let option: String
    private var wrote = false
    private var failed = false
    private var finished = false

    nonisolated(unsafe) private static var open: [LineWriter] = []
    nonisolated(unsafe) private static var exitHookInstalled = false

    init(path: String, option: String, writer: SafeFileWriter) throws {
        do { stream = try writer.open(path) } catch let e as FileError {
            throw OutputError(description: "\(option) \(e)")
        }
        self.option = option
        LineWriter.open.append(self)
        if !LineWriter.exitHookInstalled {
            LineWriter.exitHookInstalled = true
            atexit { LineWriter.finishAll() }
        }
    }

    /// Appends one line. A failing disk ends the file there, with one message.
    func write(_ line: String) {
        guard !failed, !finished else { return }
        wrote = true
        do {
            try stream.write(line + "\n")
            if !stream.isPublished { try stream.publish() }
        } catch {
            failed = true
            printError("\(option) \(error); nothing more is written to it")
        }
    }

    /// Puts the file in place if anything was written; returns false (after a message) when
    /// that failed.
    @discardableResult
    func finish() -> Bool {
        guard !finished else { return !failed }
        finished = true
        LineWriter.open.removeAll { $0 === self }
        guard wrote, !failed else { stream.abandon(); return !failed }
        do { try stream.commit() } catch {
            failed = true
            printError("\(option) \(error)")
        }
        return !failed
    }

    /// Finishes every writer still open (process exit).
    static func finishAll() { for w in open { w.finish() } }
}
