import CCairo

/// Shapes the content painter needs beyond `Canvas`'s basics: rotation, rectangles rounded
/// only at the top or bottom (the ends of a grouped list), outlines and circles.
extension Canvas {
    /// Rotates the user space by `radians` (clockwise on screen).
    func rotate(_ radians: Double) { cairo_rotate(cr, radians) }

    /// Fills `r` with its top corners rounded by `top` and its bottom corners by `bottom`.
    func fill(_ r: Rect, color: Color, top: Double, bottom: Double) {
        let t = max(0, min(top, min(r.width, r.height) / 2)), b = max(0, min(bottom, min(r.width, r.height) / 2))
        setColor(color)
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - t, r.minY + t, t, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - b, r.maxY - b, b, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + b, r.maxY - b, b, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + t, r.minY + t, t, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    /// Strokes the outline of a rounded rectangle.
    func stroke(_ r: Rect, color: Color, radius: Double, width: Double) {
        setColor(color)
        cairo_set_line_width(cr, width)
        roundedRectPath(r, radius: radius)
        cairo_stroke(cr)
    }

    /// Fills a circle of `radius` around `center`.
    func fillCircle(center: Point, radius: Double, color: Color) {
        setColor(color)
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
        cairo_fill(cr)
    }

    /// Strokes a polyline with round caps (chevrons, checkmarks).
    func strokeGlyph(_ points: [Point], color: Color, width: Double) {
        strokePolyline(points, color: color, width: width, roundCaps: true)
    }
}
