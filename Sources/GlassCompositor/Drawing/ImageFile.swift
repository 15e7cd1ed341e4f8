/// Reading a scene's image file into a premultiplied BGRA `Surface` (sRGB): JPEG and WebP
/// through gdk-pixbuf, SVG through librsvg, PNG through cairo (`PNGFile`) as before: gdk-pixbuf's
/// PNG loader draws a PNG whose image data is cut or random as a picture, where libpng behind
/// cairo refuses it (`scripts/fuzz --class image` found 16 such cases in 300).
///
/// A hostile file (another party's bytes) is refused with what is wrong with it, never decoded
/// blindly: the file is read by `FileReader` (a regular file of at most `maximumFileBytes`),
/// its contents decide its format (a JPEG named `.png` is called that, not decoded as a PNG),
/// the size its header declares is checked against `ImageHeader`'s limits before any decoder
/// allocates, the end of a JPEG or WebP (`ImageEnd`) and a PNG's chunks (`PNGStructure`) are
/// checked before decoding, and what the decoder itself refuses is reported in its words.
/// Corrupt JPEG image data is the one fault left unseen: libjpeg only warns, and gdk-pixbuf
/// draws what it could decode.
enum ImageFile {
    /// Why a file's bytes are not a usable image.
    struct Error: Swift.Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(EchoedValue.path(path)): \(reason)" }
    }

    /// The largest image file read: far above any image within the pixel limits that
    /// compresses at all.
    static let maximumFileBytes = 64 << 20

    /// Reads and decodes the image at `path`.
    static func read(_ path: String) throws -> Surface {
        try decode(FileReader.read(path, limit: maximumFileBytes), path: path)
    }

    /// Decodes image bytes; `path` names the file in errors and says what it claims to be.
    static func decode(_ bytes: [UInt8], path: String) throws(Error) -> Surface {
        func fail(_ reason: String) -> Error { Error(path: path, reason: reason) }
        guard !bytes.isEmpty else { throw fail("is empty, not \(ImageFormat.supported)") }
        let named = ImageFormat.named(by: path)
        guard let format = ImageFormat(sniffing: bytes) else {
            throw fail(named.map { "is not a \($0.name) file" } ?? "is not \(ImageFormat.supported)")
        }
        if let named, named != format {
            throw fail("is \(format.withArticle) image named as \(named.withArticle) (rename it to .\(format.extensions[0]))")
        }
        if format == .png {
            do { return try PNGFile.decode(bytes, path: path) } catch let e as PNGFile.Error { throw fail(e.reason) } catch { throw fail("\(error)") }
        }
        do throws(PixbufDecoder.Failure) {
            if format == .svg { return try SVGRaster.decode(bytes) }
            guard let size = ImageHeader.size(bytes, format: format) else {
                throw PixbufDecoder.Failure(reason: "is not a valid \(format.name): its header gives no image size (the file is cut short or corrupt)")
            }
            if let refusal = ImageHeader.refusal(width: size.width, height: size.height) { throw PixbufDecoder.Failure(reason: refusal) }
            if let problem = ImageEnd.cutShort(bytes, format: format) {
                throw PixbufDecoder.Failure(reason: "is not a valid \(format.name): \(problem)")
            }
            return try PixbufDecoder.decode(bytes, format: format)
        } catch {
            throw fail(error.reason)
        }
    }
}
