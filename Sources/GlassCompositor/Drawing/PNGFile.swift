import CCairo

/// Reading and writing PNG files for surfaces, through cairo (premultiplied ARGB32 both ways).
///
/// Cairo only ever sees bytes in memory: files are read by `FileReader` (regular files only,
/// size-capped, never blocking) and written by `SafeFileWriter` (temporary file, fsync,
/// rename), since cairo's own file functions block on a FIFO and write over the old file in
/// place.
public enum PNGFile {
    /// Problems decoding or encoding a PNG (file problems are `FileError`s).
    public struct Error: Swift.Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(EchoedValue.path(path)): \(reason)" }
    }

    /// The largest PNG file read: far above any image within `ImageHeader`'s pixel limits
    /// that compresses at all.
    public static let maximumFileBytes = 64 << 20

    /// Encodes and writes `surface` to `path` through `writer`.
    public static func write(_ surface: Surface, to path: String, writer: SafeFileWriter = SafeFileWriter()) throws {
        try writer.write(encode(surface, path: path), to: path)
    }

    /// The PNG encoding of `surface`; `path` only names it in errors.
    public static func encode(_ surface: Surface, path: String = "<png>") throws -> [UInt8] {
        let cs = surface.cairoImage()
        guard cairo_surface_status(cs) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(cs)
            throw Error(path: path, reason: "cairo could not wrap the frame")
        }
        defer { cairo_surface_destroy(cs) }
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(cs, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Error(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }

    /// Reads and decodes the PNG file at `path`.
    ///
    /// - Throws: `FileError` when the file cannot be read (not a regular file, too large, an
    ///   I/O error), `PNGFile.Error` when it is not a PNG within `ImageHeader`'s limits.
    public static func read(_ path: String) throws -> Surface {
        try decode(FileReader.read(path, limit: maximumFileBytes), path: path)
    }

    /// Decodes PNG bytes; the size in the header is checked before cairo allocates anything,
    /// and the chunk structure (`PNGStructure`) before cairo reads it, so a broken file is
    /// refused with what is wrong rather than cairo's "out of memory".
    public static func decode(_ bytes: [UInt8], path: String) throws -> Surface {
        guard let size = PNGHeader.size(Array(bytes.prefix(24))) else { throw Error(path: path, reason: "is not a PNG file") }
        if let refusal = ImageHeader.refusal(width: size.width, height: size.height) { throw Error(path: path, reason: refusal) }
        if let problem = PNGStructure.problem(bytes) { throw Error(path: path, reason: "is not a valid PNG: \(problem)") }
        let source = ByteSource(bytes)
        let decoded = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
                return source.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let cs = decoded else { throw Error(path: path, reason: "cairo could not decode it") }
        defer { cairo_surface_destroy(cs) }
        let status = cairo_surface_status(cs)
        guard status == CAIRO_STATUS_SUCCESS else {
            // The structure is sound, so what libpng refused is the compressed data itself;
            // cairo reports any libpng error as "out of memory", which would mislead.
            let said = String(cString: cairo_status_to_string(status))
            throw Error(path: path, reason: "is not a valid PNG: corrupt or truncated image data (libpng refused it; cairo says \"\(said)\")")
        }
        let w = Int(cairo_image_surface_get_width(cs)), h = Int(cairo_image_surface_get_height(cs))
        guard let out = Surface(width: w, height: h) else { throw Error(path: path, reason: "image is empty or too large") }
        // Normalise any format cairo loaded (RGB24, A8 ...) into ARGB32 by painting.
        let canvas = Canvas(surface: out, scale: 1)
        cairo_set_source_surface(canvas.cr, cs, 0, 0)
        cairo_paint(canvas.cr)
        canvas.flush()
        return out
    }

    /// Collects what cairo encodes.
    private final class ByteSink { var bytes: [UInt8] = [] }

    /// Hands cairo the file's bytes in the pieces it asks for.
    private final class ByteSource {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func read(into data: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
            guard count >= 0, count <= bytes.count - offset else { return false }
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                data.update(from: base + offset, count: count)
            }
            offset += count
            return true
        }
    }
}
