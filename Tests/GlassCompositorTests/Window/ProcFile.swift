import GlassCompositor

/// Text of a file under /proc, read whole.
///
/// Foundation's `String(contentsOfFile:)` trusts `fstat`, which says 0 bytes for /proc files,
/// and returns what one `read` gave: the kernel's first page (about 4 KB). /proc/PID/maps of a
/// viewer runs to 40 KB once fonts are mapped, and each new font mapping lands at a lower
/// address, pushing the frame buffers' lines past that first page. `FileReader` reads until
/// end of file.
enum ProcFile {
    static func text(_ path: String) -> String? {
        (try? FileReader.read(path, limit: 16 << 20)).map { String(decoding: $0, as: UTF8.self) }
    }
}
