import CCairo

/// Decodes JPEG and WebP bytes through gdk-pixbuf into a premultiplied BGRA `Surface` (sRGB, as
/// the files are taken to be; gdk-pixbuf applies no colour profile). PNG it could too, but
/// `ImageFile` gives those to cairo, which refuses corrupt image data.
///
/// The loader is asked for the one format the bytes were sniffed as, so a file cannot reach any
/// other of gdk-pixbuf's loaders. A JPEG's EXIF orientation is applied, as a phone's portrait
/// photo is meant to be seen. Callers check the declared size (`ImageHeader`) first: the
/// loader allocates what the header says.
enum PixbufDecoder {
    /// A decode that failed, in words that follow the file's name.
    struct Failure: Error {
        let reason: String
    }

    /// gdk-pixbuf's loader name for `format`.
    static func loaderName(_ format: ImageFormat) -> String {
        switch format {
        case .png: return "png"
        case .jpeg: return "jpeg"
        case .webp: return "webp"
        case .svg: return "svg"
        }
    }

    static func decode(_ bytes: [UInt8], format: ImageFormat) throws(Failure) -> Surface {
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(loaderName(format), &error) else {
            let said = message(error)
            throw Failure(reason: format == .webp
                ? "cannot be decoded: this system's gdk-pixbuf has no WebP loader (Debian's webp-pixbuf-loader adds it)"
                : "cannot be decoded: gdk-pixbuf has no \(format.name) loader (\(said))")
        }
        defer { g_object_unref(loader) }
        let wrote = bytes.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), &error) } != 0
        let writeError = message(error)
        error = nil
        // Closed even after a failed write, which is when a cut file is told apart.
        let closed = gdk_pixbuf_loader_close(loader, &error) != 0
        let closeError = message(error)
        guard wrote, closed, let decoded = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw Failure(reason: "is not a valid \(format.name): \(wrote ? closeError : writeError)")
        }
        // A new reference, turned as the file's orientation tag says (or the same pixels).
        guard let pixbuf = gdk_pixbuf_apply_embedded_orientation(decoded) else {
            throw Failure(reason: "is not a valid \(format.name): gdk-pixbuf could not turn it upright")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return try surface(from: pixbuf, format: format)
    }

    /// The pixels of `pixbuf` (8-bit RGB or RGBA, straight alpha) as premultiplied BGRA.
    private static func surface(from pixbuf: OpaquePointer, format: ImageFormat) throws(Failure) -> Surface {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), rowBytes = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let alpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard ImageHeader.refusal(width: width, height: height) == nil, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
              channels == (alpha ? 4 : 3), rowBytes >= width * channels,
              let data = gdk_pixbuf_read_pixels(pixbuf), let out = Surface(width: width, height: height) else {
            throw Failure(reason: "is not a valid \(format.name): gdk-pixbuf decoded it to \(width)×\(height) pixels of a kind it cannot be drawn from")
        }
        for y in 0..<height {
            let row = data + y * rowBytes, target = out.row(y)
            for x in 0..<width {
                let p = row + x * channels
                let a = alpha ? UInt32(p[3]) : 255
                target[x] = a << 24 | premultiply(p[0], a) << 16 | premultiply(p[1], a) << 8 | premultiply(p[2], a)
            }
        }
        return out
    }

    /// `c × a / 255` rounded as cairo's PNG reader rounds it, so a PNG decodes to the same
    /// pixels through either.
    @inline(__always)
    static func premultiply(_ c: UInt8, _ a: UInt32) -> UInt32 {
        let t = UInt32(c) * a + 0x80
        return (t + (t >> 8)) >> 8
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "gdk-pixbuf refused it" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "gdk-pixbuf refused it"
    }
}
