import CCairo

/// Reading and writing PNG files for surfaces, through cairo (premultiplied ARGB32 both ways).
public enum PNGFile {
    /// Problems reading or writing a PNG.
    public struct Error: Swift.Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    public static func write(_ surface: Surface, to path: String) throws {
        let data = UnsafeMutableRawPointer(surface.pixels).assumingMemoryBound(to: UInt8.self)
        let cs = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(surface.width),
                                                     Int32(surface.height), Int32(surface.bytesPerRow))
        defer { cairo_surface_destroy(cs) }
        let status = cairo_surface_write_to_png(cs, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Error(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    public static func read(_ path: String) throws -> Surface {
        let cs = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(cs) }
        let status = cairo_surface_status(cs)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Error(path: path, reason: String(cString: cairo_status_to_string(status)))
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
}
