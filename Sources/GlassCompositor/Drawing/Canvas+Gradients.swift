import CCairo

/// Gradient fills whose pixels are computed here and composited by cairo.
///
/// pixman evaluates gradients through its general path, about 4 ns a pixel on this project's
/// machines: an artwork of a linear gradient and five glows the size of its card took
/// 10–15 ms, longer than a frame, on whichever thread needed its tile first. Written here the
/// gradient costs a fraction of that, and cairo still fills the path with it (antialiased edge,
/// clip, operator) through its plain image path, so callers see cairo's semantics.
extension Canvas {
    /// Fills a circle with a radial gradient from `inner` at the centre to transparent at the rim.
    func fillRadialGlow(center: Point, radius: Double, inner: Color) {
        guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite, inner.a > 0 else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = (m.xx * m.xx + m.yx * m.yx).squareRoot()
        // A circle stays a circle in device pixels only when user space is rotated and scaled
        // evenly (always, for the callers here); anything else goes through cairo's gradient.
        let similar = abs(m.xx - m.yy) < 1e-9 && abs(m.xy + m.yx) < 1e-9 && scale > 0
        guard similar else {
            cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
            let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)!
            defer { cairo_pattern_destroy(pattern) }
            cairo_pattern_add_color_stop_rgba(pattern, 0, Double(inner.r), Double(inner.g), Double(inner.b), Double(inner.a))
            cairo_pattern_add_color_stop_rgba(pattern, 1, Double(inner.r), Double(inner.g), Double(inner.b), 0)
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
            return
        }
        var cx = center.x, cy = center.y
        cairo_user_to_device(cr, &cx, &cy)
        // Clamped as cairo clamps its colour stops, so every lane stays a byte.
        let a = min(max(inner.a, 0), 1)
        let color = SIMD4(min(max(inner.r, 0), 1) * a, min(max(inner.g, 0), 1) * a, min(max(inner.b, 0), 1) * a, a) * 255
        let glow = RadialGlow(centerX: Float(cx), centerY: Float(cy), radius: Float(radius * scale), color: color)
        // The computed glow is transparent outside its circle, so its square is filled, not the
        // circle: the same pixels to a level at the rim, without rasterizing an arc (which
        // cairo cuts into more segments the larger it is).
        cairo_rectangle(cr, center.x - radius, center.y - radius, 2 * radius, 2 * radius)
        fillPath { glow.write(into: $0, originX: $1, originY: $2) }
    }

    /// Fills `r` with a linear gradient from `from` to `to` (points), through evenly spaced stops.
    func fillLinearGradient(_ r: Rect, radius: Double = 0, from: Point, to: Point, colors: [Color]) {
        if radius > 0 { roundedRectPath(r, radius: radius) } else { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        // The position along the gradient is affine in user space, t = (p − from)·d / |d|², so
        // affine in device space too: through the inverse of the user-to-device matrix.
        let d = Point(to.x - from.x, to.y - from.y)
        let length2 = d.x * d.x + d.y * d.y
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard length2 > 0, cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else {
            setColor(colors.last ?? Color(white: 0, a: 0))
            cairo_fill(cr)
            return
        }
        // user = m · device; t = (user − from)·d / |d|².
        let ux = d.x / length2, uy = d.y / length2
        let ramp = LinearRamp(tx: Float(m.xx * ux + m.yx * uy), ty: Float(m.xy * ux + m.yy * uy),
                              t0: Float((m.x0 - from.x) * ux + (m.y0 - from.y) * uy), stops: colors)
        fillPath { ramp.write(into: $0, originX: $1, originY: $2) }
    }

    /// Fills the current path with pixels `write` puts into a surface covering the part of the
    /// path inside the clip, given the device pixel of its top-left corner.
    private func fillPath(_ write: (Surface, Int, Int) -> Void) {
        var fx0 = 0.0, fy0 = 0.0, fx1 = 0.0, fy1 = 0.0
        cairo_fill_extents(cr, &fx0, &fy0, &fx1, &fy1)
        var kx0 = 0.0, ky0 = 0.0, kx1 = 0.0, ky1 = 0.0
        cairo_clip_extents(cr, &kx0, &ky0, &kx1, &ky1)
        let box = deviceBox(fx0, fy0, fx1, fy1).intersection(deviceBox(kx0, ky0, kx1, ky1)).intersection(surface.bounds)
        guard !box.isEmpty, let image = Surface(width: box.width, height: box.height) else { cairo_new_path(cr); return }
        write(image, box.x0, box.y0)
        let source = image.cairoImage()
        let pattern = cairo_pattern_create_for_surface(source)!
        // Pattern space is device space moved to the image's corner: user → device → image.
        var m = cairo_matrix_t(), shift = cairo_matrix_t(), toImage = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_matrix_init_translate(&shift, -Double(box.x0), -Double(box.y0))
        cairo_matrix_multiply(&toImage, &m, &shift)
        cairo_pattern_set_matrix(pattern, &toImage)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        // The context must not keep a source whose pixels are freed when `image` goes.
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
        cairo_pattern_destroy(pattern)
        cairo_surface_finish(source)
        cairo_surface_destroy(source)
        withExtendedLifetime(image) {}
    }

    /// The device pixels covering the user-space box (x0, y0)–(x1, y1), rounded out.
    private func deviceBox(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> PixelRect {
        var xs = [x0, x1, x0, x1], ys = [y0, y0, y1, y1]
        for i in 0..<4 { cairo_user_to_device(cr, &xs[i], &ys[i]) }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let clamp = { (v: Double) in Int(min(max(v, -1e8), 1e8)) }
        return PixelRect(x0: clamp(minX.rounded(.down)), y0: clamp(minY.rounded(.down)),
                         x1: clamp(maxX.rounded(.up)), y1: clamp(maxY.rounded(.up)))
    }
}
