import CCairo

/// Content tiles: every visible tile of every content layer outlined in green with its row and
/// column, and the tiles rasterized since the previous frame (by this frame or by the
/// background prefetch) filled, where the frame redrew them.
final class TileBoundsOverlay: FrameOverlay {
    static let outlineColor = Color(r: 0.3, g: 1, b: 0.45, a: 0.9)
    static let newTileColor = Color(r: 1, g: 0.55, b: 0.1, a: 0.18)
    /// How many tiles each layer had rasterized when this overlay last drew.
    private var seen: [ObjectIdentity: Int] = [:]

    /// Each visible tile of `placed` in frame pixels, with its index.
    private func visibleTiles(_ placed: OverlayFrame.PlacedLayer, rasterizedAfter count: Int) -> (tiles: [(rect: PixelRect, index: Int, isNew: Bool)], count: Int) {
        let b = placed.bounds
        let inLayer = PixelRect(x0: b.x0 - placed.offsetX, y0: b.y0 + placed.offsetY, x1: b.x1 - placed.offsetX, y1: b.y1 + placed.offsetY)
        let (tiles, now) = placed.layer.tiles(in: inLayer, rasterizedAfter: count)
        let rects = tiles.map { t -> (rect: PixelRect, index: Int, isNew: Bool) in
            let r = placed.layer.tileRect(t.index)
            let f = PixelRect(x0: r.x0 + placed.offsetX, y0: r.y0 - placed.offsetY, x1: r.x1 + placed.offsetX, y1: r.y1 - placed.offsetY)
            return (f.intersection(b), t.index, t.isNew)
        }
        return (rects.filter { !$0.rect.isEmpty }, now)
    }

    private func label(_ layer: TiledLayer, _ index: Int) -> String {
        layer.columns > 1 ? "r\(index / layer.columns) c\(index % layer.columns)" : "tile \(index)"
    }

    func marks(for frame: OverlayFrame) -> [PixelRect] {
        var marks: [PixelRect] = []
        for placed in frame.layers {
            for t in visibleTiles(placed, rasterizedAfter: .max).tiles {
                marks += t.rect.outlineMarks(width: Int(2 * frame.scale))
                let origin = Point(Double(t.rect.x0) / frame.scale + 3, Double(t.rect.y0) / frame.scale + 3)
                marks.append(PixelRect(covering: OverlayCanvas.labelRect(label(placed.layer, t.index), at: origin).scaled(by: frame.scale)).outsetBy(1))
                marks += frame.damage.intersection(t.rect).rects
            }
        }
        return marks.map { $0.intersection(frame.frame) }.filter { !$0.isEmpty }
    }

    func draw(_ frame: OverlayFrame, on canvas: OverlayCanvas) {
        let c = canvas.canvas, s = frame.scale
        var counts: [ObjectIdentity: Int] = [:]
        for placed in frame.layers {
            let id = placed.layer.identity
            let (tiles, now) = visibleTiles(placed, rasterizedAfter: seen[id] ?? 0)
            counts[id] = now
            for t in tiles where t.isNew {
                for r in frame.damage.intersection(t.rect).rects { canvas.blend(r, Self.newTileColor) }
            }
            for t in tiles {
                let pt = Rect(x: Double(t.rect.x0) / s, y: Double(t.rect.y0) / s, width: Double(t.rect.width) / s, height: Double(t.rect.height) / s)
                c.stroke(pt.insetBy(dx: 0.75, dy: 0.75), color: Self.outlineColor, radius: 0, width: 1.5)
                canvas.label(label(placed.layer, t.index), at: Point(pt.minX + 3, pt.minY + 3), color: Self.outlineColor)
            }
        }
        seen = counts
    }
}
