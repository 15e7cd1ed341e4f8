import CCairo

/// Draws an SVG image through librsvg into a premultiplied BGRA `Surface` (sRGB) of
/// `rasterSide` pixels on its longer side: the size an image across a wide window at scale 2
/// needs, since an SVG has no pixel size of its own (its width and height are only proportions
/// here).
///
/// The document is parsed from memory with no base file, so it cannot pull in other files
/// (`<image href="/etc/...">` draws nothing).
enum SVGRaster {
    /// The longer side, in pixels, every SVG image is drawn at.
    static let rasterSide = 2048

    static func decode(_ bytes: [UInt8]) throws(PixbufDecoder.Failure) -> Surface {
        var error: UnsafeMutablePointer<GError>?
        let made = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        guard let handle = made else {
            var said = "librsvg refused it"
            if let error {
                said = error.pointee.message.map { String(cString: $0) } ?? said
                g_error_free(error)
            }
            throw PixbufDecoder.Failure(reason: "is not a valid SVG: \(said)")
        }
        defer { g_object_unref(handle) }
        guard let (width, height) = proportions(handle) else {
            throw PixbufDecoder.Failure(reason: "is an SVG without a size: give its <svg> a width and height or a viewBox")
        }
        let scale = Double(rasterSide) / max(width, height)
        let w = max(1, min(rasterSide, Int((width * scale).rounded()))), h = max(1, min(rasterSide, Int((height * scale).rounded())))
        guard let out = Surface(width: w, height: h) else { throw PixbufDecoder.Failure(reason: "is an SVG too large to draw") }
        let target = out.cairoImage()
        defer { cairo_surface_destroy(target) }
        guard let cr = cairo_create(target) else { throw PixbufDecoder.Failure(reason: "is an SVG cairo could not draw") }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(w), height: Double(h))
        let drawn = rsvg_handle_render_document(handle, cr, &viewport, &error) != 0
        cairo_destroy(cr)
        cairo_surface_flush(target)
        if let error { g_error_free(error) }
        guard drawn else { throw PixbufDecoder.Failure(reason: "is not a valid SVG: librsvg could not draw it") }
        return out
    }

    /// The document's width and height, only as a ratio: its size in pixels, else its viewBox.
    private static func proportions(_ handle: UnsafeMutablePointer<RsvgHandle>) -> (Double, Double)? {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, usable(width), usable(height) {
            return (width, height)
        }
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var w = RsvgLength(), h = RsvgLength(), box = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &w, &hasHeight, &h, &hasViewBox, &box)
        if hasViewBox != 0, usable(box.width), usable(box.height) { return (box.width, box.height) }
        return nil
    }

    /// A side that can be a proportion: positive and finite, and not so lopsided that the
    /// short side rounds to nothing in a way that matters (it is clamped to one pixel).
    private static func usable(_ side: Double) -> Bool { side.isFinite && side > 0 }
}
