import CCairo

/// A cairo context drawing into a `Surface` (premultiplied ARGB32, the same memory layout),
/// in device pixels scaled by `scale` so callers speak points.
///
/// Owns its cairo objects and releases them in `deinit`. Not thread-safe; one canvas per thread.
final class Canvas {
    let surface: Surface
    let cairoSurface: OpaquePointer
    let cr: OpaquePointer
    let scale: Double
    /// The point (in points) at the surface's top-left pixel.
    let origin: Point
    /// Where text layouts borrow their pango font map (tests give their own).
    let fontMaps: FontMapPool

    /// - Parameter origin: the point (in points) that maps to the surface's top-left pixel, so a
    ///   tile of a long layer draws the layer's content at the tile's place.
    init(surface: Surface, scale: Double, origin: Point = .zero, fontMaps: FontMapPool = .shared) {
        self.surface = surface
        self.fontMaps = fontMaps
        self.scale = scale
        self.origin = origin
        // Drawing changes where the surface has coverage.
        surface.coverage = nil
        cairoSurface = surface.cairoImage()
        cr = cairo_create(cairoSurface)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -origin.x, -origin.y)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_finish(cairoSurface)
        cairo_surface_destroy(cairoSurface)
    }

    /// Makes pending cairo drawing visible in the surface's memory.
    func flush() { cairo_surface_flush(cairoSurface) }

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }
    func translate(_ dx: Double, _ dy: Double) { cairo_translate(cr, dx, dy) }
    func scale(_ factor: Double) { cairo_scale(cr, factor, factor) }

    /// Makes everything inside the current clip transparent.
    func clear() {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    func setColor(_ c: Color) {
        cairo_set_source_rgba(cr, Double(c.r), Double(c.g), Double(c.b), Double(c.a))
    }

    /// Adds a rounded-rectangle path (circular corners, radius clamped to half the short side).
    func roundedRectPath(_ r: Rect, radius: Double) {
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func fill(_ r: Rect, color: Color, radius: Double = 0) {
        setColor(color)
        if radius > 0 { roundedRectPath(r, radius: radius) } else { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        cairo_fill(cr)
    }

    func fillEllipse(_ r: Rect, color: Color) {
        cairo_save(cr)
        cairo_translate(cr, r.midX, r.midY)
        cairo_scale(cr, r.width / 2, r.height / 2)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
        setColor(color)
        cairo_fill(cr)
    }

    func strokeLine(from a: Point, to b: Point, color: Color, width: Double) {
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, b.x, b.y)
        cairo_stroke(cr)
    }

    /// Strokes a polyline through `points`, with round caps when asked (symbols, checkmarks).
    func strokePolyline(_ points: [Point], color: Color, width: Double, roundCaps: Bool = false) {
        guard let first = points.first else { return }
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_stroke(cr)
    }

    func clip(_ r: Rect, radius: Double = 0) {
        if radius > 0 { roundedRectPath(r, radius: radius) } else { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        cairo_clip(cr)
    }

    /// Draws another surface (premultiplied, in pixels) scaled into `r` (points), at `opacity`
    /// (0...1; cairo's good filter, which averages the pixels a shrunk image covers).
    func draw(_ image: Surface, in r: Rect, opacity: Double = 1) {
        let src = image.cairoImage()
        defer { cairo_surface_destroy(src) }
        cairo_save(cr)
        cairo_translate(cr, r.minX, r.minY)
        cairo_scale(cr, r.width / Double(image.width), r.height / Double(image.height))
        cairo_set_source_surface(cr, src, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }
}

extension Canvas {
    /// Fills the closed polygon through `points`.
    func fillPolygon(_ points: [Point], color: Color) {
        guard let first = points.first else { return }
        setColor(color)
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
        cairo_fill(cr)
    }
}
