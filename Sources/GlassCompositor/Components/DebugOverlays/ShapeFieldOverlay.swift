import CCairo

/// The shape field: iso-distance lines of each glass group's merged signed distance field
/// every `step` points (yellow inside, cyan outside), the zero line (the glass edge) in white,
/// and the bezel band, where the refraction bends the backdrop, shaded magenta.
final class ShapeFieldOverlay: FrameOverlay {
    /// Points between two iso-distance lines.
    static let step = 8.0
    /// Lines drawn outside the shape.
    static let outsideLines = 2.0
    static let insideColor = Color(r: 1, g: 0.85, b: 0.2, a: 0.85)
    static let outsideColor = Color(r: 0.3, g: 0.85, b: 1, a: 0.7)
    static let edgeColor = Color(white: 1, a: 1)
    static let bezelColor = Color(r: 1, g: 0.15, b: 0.8, a: 0.26)

    /// The pixels drawn for `item`: its bounds grown by the outside lines.
    private func area(_ item: GlassItem, _ frame: OverlayFrame) -> PixelRect {
        PixelRect(covering: item.field.bounds).outsetBy(Int((Self.step * Self.outsideLines + 1) * frame.scale)).intersection(frame.frame)
    }

    func marks(for frame: OverlayFrame) -> [PixelRect] {
        frame.glass.map { area($0, frame) }.filter { !$0.isEmpty }
    }

    func draw(_ frame: OverlayFrame, on canvas: OverlayCanvas) {
        canvas.canvas.flush()
        let surface = canvas.surface, scale = Float(frame.scale)
        let step = Float(Self.step) * scale, halfWidth = 0.55 * scale, reach = Float(Self.step * Self.outsideLines) * scale + 0.5
        let inside = Self.insideColor.pixel, outside = Self.outsideColor.pixel, edge = Self.edgeColor.pixel, bezelFill = Self.bezelColor.pixel
        for item in frame.glass {
            let r = area(item, frame)
            guard !r.isEmpty else { continue }
            let bezel = ResolvedGlassStyle(item.style, scale: frame.scale, field: item.field).bezel
            item.field.withEvaluator { field in
                for y in r.y0..<r.y1 {
                    let row = surface.row(y)
                    for x in r.x0..<r.x1 {
                        let d = field.distance(Float(x) + 0.5, Float(y) + 0.5)
                        guard d < reach else { continue }
                        var p = row[x]
                        if d < 0 && d > -bezel { p = blendOver(bezelFill, p) }
                        if abs(d) < halfWidth * 1.4 {
                            p = blendOver(edge, p)
                        } else {
                            let off = abs(d - (d / step).rounded() * step)
                            if off < halfWidth { p = blendOver(d < 0 ? inside : outside, p) }
                        }
                        row[x] = p
                    }
                }
            }
        }
        cairo_surface_mark_dirty(canvas.canvas.cairoSurface)
    }
}
