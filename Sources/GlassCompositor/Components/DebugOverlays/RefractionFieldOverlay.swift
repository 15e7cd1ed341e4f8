import CCairo
import Foundation

/// The refraction field: where each glass pixel samples its backdrop. The bezel is shaded by
/// the displacement's size (transparent at 0, orange to red at the edge's full amount), and
/// arrows on a grid every `spacing` points run from a pixel to the backdrop point it shows,
/// at their true length (outward along the field's normal, `RefractionProfile`).
final class RefractionFieldOverlay: FrameOverlay {
    /// Points between two arrows.
    static let spacing = 10.0
    /// Arrows shorter than this many points are left out: the flat centre shows its backdrop as is.
    static let shortest: Float = 1.5
    static let arrowColor = Color(white: 1, a: 0.95)
    static let arrowShadow = Color(white: 0, a: 0.7)
    private let table = RefractionTable()

    private func area(_ item: GlassItem, _ frame: OverlayFrame) -> PixelRect {
        let st = ResolvedGlassStyle(item.style, scale: frame.scale, field: item.field)
        return PixelRect(covering: item.field.bounds).outsetBy(Int(st.amount.rounded(.up)) + Int(3 * frame.scale) + 2).intersection(frame.frame)
    }

    func marks(for frame: OverlayFrame) -> [PixelRect] {
        frame.glass.map { area($0, frame) }.filter { !$0.isEmpty }
    }

    /// The colour of a displacement of `fraction` of the edge's amount.
    static func heat(_ fraction: Float) -> Color {
        let f = min(max(fraction, 0), 1)
        return Color(r: 1, g: 0.75 * (1 - f) + 0.1, b: 0.1, a: 0.12 + 0.4 * f)
    }

    func draw(_ frame: OverlayFrame, on canvas: OverlayCanvas) {
        let surface = canvas.surface, c = canvas.canvas, s = frame.scale
        for item in frame.glass {
            let st = ResolvedGlassStyle(item.style, scale: s, field: item.field)
            guard st.bezel > 0, st.amount > 0 else { continue }
            let bounds = PixelRect(covering: item.field.bounds).intersection(frame.frame)
            // The kernel's own table (one lerp a pixel rather than the profile's square roots).
            let lookup = table.prepare(st.profile, bezel: st.bezel, amount: st.amount, refractiveIndex: st.refractiveIndex)
            let displacement = { (depth: Float) -> Float in lookup.displacement(depth) }
            // The colour map, pixel by pixel over the bezel, from 64 precomputed levels.
            let heat = (0...64).map { Self.heat(Float($0) / 64).pixel }
            c.flush()
            var arrows: [(Point, Point, Float)] = []
            item.field.withEvaluator { field in
                guard !bounds.isEmpty else { return }
                for y in bounds.y0..<bounds.y1 {
                    let row = surface.row(y)
                    for x in bounds.x0..<bounds.x1 {
                        let d = field.distance(Float(x) + 0.5, Float(y) + 0.5)
                        guard d < 0, -d < st.bezel else { continue }
                        let level = min(64, max(0, Int(displacement(-d) / st.amount * 64 + 0.5)))
                        row[x] = blendOver(heat[level], row[x])
                    }
                }
                let step = Self.spacing * s
                var y = Double(bounds.y0) + step / 2
                while y < Double(bounds.y1) {
                    var x = Double(bounds.x0) + step / 2
                    while x < Double(bounds.x1) {
                        let (d, n) = field.distanceAndNormal(Float(x), Float(y), normalRadius: st.normalRadius)
                        if d < 0 {
                            let disp = displacement(-d)
                            if disp >= Self.shortest * Float(s) {
                                arrows.append((Point(x / s, y / s), Point((x + Double(n.x * disp)) / s, (y + Double(n.y * disp)) / s), disp))
                            }
                        }
                        x += step
                    }
                    y += step
                }
            }
            cairo_surface_mark_dirty(c.cairoSurface)
            // All arrows as one path, stroked twice (a dark halo, then white): one cairo stroke
            // each rather than one per arrow.
            for (width, color) in [(2.2, Self.arrowShadow), (1.1, Self.arrowColor)] {
                for (from, to, _) in arrows { arrowPath(c, from: from, to: to) }
                c.setColor(color)
                cairo_set_line_width(c.cr, width)
                cairo_set_line_cap(c.cr, CAIRO_LINE_CAP_ROUND)
                cairo_set_line_join(c.cr, CAIRO_LINE_JOIN_ROUND)
                cairo_stroke(c.cr)
            }
        }
    }

    /// Adds a line from `from` to `to` (points) with a small head at `to` to the current path.
    private func arrowPath(_ c: Canvas, from: Point, to: Point) {
        let dx = to.x - from.x, dy = to.y - from.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let ux = dx / length, uy = dy / length, head = min(3.5, length * 0.6)
        cairo_move_to(c.cr, from.x, from.y)
        cairo_line_to(c.cr, to.x, to.y)
        cairo_move_to(c.cr, to.x - ux * head - uy * head * 0.6, to.y - uy * head + ux * head * 0.6)
        cairo_line_to(c.cr, to.x, to.y)
        cairo_line_to(c.cr, to.x - ux * head + uy * head * 0.6, to.y - uy * head - ux * head * 0.6)
    }
}
