import CCairo

/// Glass bounds and backdrop regions: each glass group's shapes outlined in cyan, the
/// rectangle its backdrop is blurred and sampled from (the bounds grown by the refraction's
/// reach and the blur's) dashed in orange, and the element's scene id on a chip when it has one.
final class GlassBoundsOverlay: FrameOverlay {
    static let shapeColor = Color(r: 0.2, g: 0.9, b: 1, a: 0.95)
    static let backdropColor = Color(r: 1, g: 0.6, b: 0.1, a: 0.8)

    /// The backdrop region of `item` (frame pixels), as `GlassRenderer.prepare` blurs it.
    static func backdropRegion(of item: GlassItem, in frame: OverlayFrame) -> PixelRect {
        let st = ResolvedGlassStyle(item.style, scale: frame.scale, field: item.field)
        return PixelRect(covering: item.field.bounds).outsetBy(st.backdropMargin).intersection(frame.frame)
    }

    private func labelOrigin(_ item: GlassItem, _ frame: OverlayFrame) -> Point {
        let b = PixelRect(covering: item.field.bounds)
        return Point(Double(b.x0) / frame.scale + 2, max(0, Double(b.y0) / frame.scale - 16))
    }

    func marks(for frame: OverlayFrame) -> [PixelRect] {
        var marks: [PixelRect] = []
        for item in frame.glass {
            for shape in item.field.shapes { marks += PixelRect(covering: shape.bounds).outlineMarks(width: Int(2 * frame.scale)) }
            marks += Self.backdropRegion(of: item, in: frame).outlineMarks(width: Int(2 * frame.scale))
            if let id = item.sceneID {
                marks.append(PixelRect(covering: OverlayCanvas.labelRect(id, at: labelOrigin(item, frame)).scaled(by: frame.scale)).outsetBy(1))
            }
        }
        return marks.map { $0.intersection(frame.frame) }.filter { !$0.isEmpty }
    }

    func draw(_ frame: OverlayFrame, on canvas: OverlayCanvas) {
        let c = canvas.canvas, s = frame.scale
        func points(_ r: PixelRect) -> Rect {
            Rect(x: Double(r.x0) / s, y: Double(r.y0) / s, width: Double(r.width) / s, height: Double(r.height) / s)
        }
        for item in frame.glass {
            let dashes: [Double] = [5, 3]
            cairo_set_dash(c.cr, dashes, 2, 0)
            c.stroke(points(Self.backdropRegion(of: item, in: frame)), color: Self.backdropColor, radius: 0, width: 1.5)
            cairo_set_dash(c.cr, nil, 0, 0)
            for shape in item.field.shapes {
                c.stroke(points(PixelRect(covering: shape.bounds)), color: Self.shapeColor, radius: 0, width: 1.5)
            }
            if let id = item.sceneID { canvas.label(id, at: labelOrigin(item, frame), color: Self.shapeColor) }
        }
    }
}
