import CCairo

/// What the overlays are told of one finished frame: its glass groups and content layers (in
/// command order), the rectangles its commands changed, the frame's size and scale, and the
/// scene time it shows. Pixels unless named otherwise.
struct OverlayFrame {
    /// A content layer as the frame placed it: frame pixel (x, y) shows layer pixel
    /// (x − offsetX, y + offsetY), inside `bounds`.
    struct PlacedLayer {
        var layer: TiledLayer
        var offsetX: Int, offsetY: Int
        var bounds: PixelRect
    }

    var glass: [GlassItem]
    var layers: [PlacedLayer]
    /// The pixels this frame's commands changed (not the overlays' own).
    var damage: DamageRegion
    var frame: PixelRect
    var scale: Double
    var time: Double
    /// Answers questions about glass (its influence, the resolved style).
    var renderer: GlassRenderer

    init(commands: [RenderCommand], damage: DamageRegion, frame: PixelRect, scale: Double, time: Double, renderer: GlassRenderer) {
        var glass: [GlassItem] = [], layers: [PlacedLayer] = []
        for c in commands {
            switch c {
            case .glass(let g) where !g.field.isEmpty && g.style.variant != .identity: glass.append(g)
            case .layer(let l, let x, let y, let b), .fadingLayer(let l, let x, let y, let b, _):
                layers.append(PlacedLayer(layer: l, offsetX: x, offsetY: y, bounds: b.intersection(frame)))
            default: break
            }
        }
        self.glass = glass
        self.layers = layers
        self.damage = damage
        self.frame = frame
        self.scale = scale
        self.time = time
        self.renderer = renderer
    }
}

/// Drawing shared by the overlays: one cairo canvas over the finished frame, clipped to the
/// rectangles the overlays said they would draw (`marks`), so no pixel outside them changes.
final class OverlayCanvas {
    let canvas: Canvas
    let surface: Surface
    let scale: Double

    init(surface: Surface, scale: Double, clip marks: [PixelRect]) {
        self.surface = surface
        self.scale = scale
        canvas = Canvas(surface: surface, scale: scale)
        let cr = canvas.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        for r in marks { cairo_rectangle(cr, Double(r.x0), Double(r.y0), Double(r.width), Double(r.height)) }
        cairo_restore(cr)
        cairo_clip(cr)
    }

    /// Blends `color` over every pixel of `rect` (frame pixels; straight cairo-free loop, for
    /// large translucent fills).
    func blend(_ rect: PixelRect, _ color: Color) {
        canvas.flush()
        let r = rect.intersection(surface.bounds)
        guard !r.isEmpty else { return }
        let p = color.pixel
        for y in r.y0..<r.y1 {
            let row = surface.row(y)
            for x in r.x0..<r.x1 { row[x] = blendOver(p, row[x]) }
        }
        cairo_surface_mark_dirty(canvas.cairoSurface)
    }

    /// A small label on a dark chip with its top-left at `origin` (points); returns its rect.
    @discardableResult
    func label(_ text: String, at origin: Point, color: Color = Color(white: 1, a: 0.95)) -> Rect {
        let r = OverlayCanvas.labelRect(text, at: origin)
        canvas.fill(r, color: Color(white: 0.05, a: 0.82), radius: 3)
        canvas.drawText(text, in: Rect(x: r.minX + 4, y: r.minY + 1, width: r.width - 6, height: r.height - 2), style: OverlayCanvas.labelStyle, color: color)
        return r
    }

    static let labelStyle = TextStyle(size: 10, weight: 600, family: "DejaVu Sans Mono")

    /// The chip a label of `text` takes (points), measured in the label's face.
    static func labelRect(_ text: String, at origin: Point) -> Rect {
        let size = TextMeasurer.shared.size(text, style: labelStyle, width: 2000, maxLines: 1)
        return Rect(x: origin.x, y: origin.y, width: size.width.rounded(.up) + 8, height: max(14, size.height.rounded(.up) + 2))
    }

    func finish() { canvas.flush() }
}

extension PixelRect {
    /// The four thin rectangles (pixels) an outline of `self` stroked `width` pixels wide
    /// (centred on its edge) touches, grown by a pixel for antialiasing.
    func outlineMarks(width: Int) -> [PixelRect] {
        let w = width / 2 + 2
        return [PixelRect(x0: x0 - w, y0: y0 - w, x1: x1 + w, y1: y0 + w),
                PixelRect(x0: x0 - w, y0: y1 - w, x1: x1 + w, y1: y1 + w),
                PixelRect(x0: x0 - w, y0: y0 + w, x1: x0 + w, y1: y1 - w),
                PixelRect(x0: x1 - w, y0: y0 + w, x1: x1 + w, y1: y1 - w)]
    }
}
