/// The element overlay's picture of one element: its frame outlined in the accent over a light
/// wash of it, and a dark label (role, label, id, frame in points, state) under it, or above
/// it near the window's bottom; one surface in device pixels, kept for the last element asked.
final class ElementOverlayLabel {
    static let style = TextStyle(size: 12, weight: 600)
    /// Points between the outline and the label.
    static let gap = 4.0
    private var key: (UIElement, Size, Double)?
    private var cached: (surface: Surface, x: Int, y: Int)?

    /// The picture and where it goes (pixels, window's top-left origin); nil for an element
    /// outside the window.
    func surface(for e: UIElement, viewport: Size, scale: Double, accent: Color) -> (surface: Surface, x: Int, y: Int)? {
        if let key, key.0 == e, key.1 == viewport, key.2 == scale, let cached { return cached }
        let window = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        var text = e.name + "  \(ElementTree.number(e.x)), \(ElementTree.number(e.y))  \(ElementTree.number(e.width)) × \(ElementTree.number(e.height))"
        let state = e.state.summary
        if !state.isEmpty { text += "  " + state }
        let measure = Canvas(surface: Surface(width: 1, height: 1)!, scale: scale)
        let size = measure.measureText(text, style: Self.style)
        let chipW = min(size.width + 16, viewport.width), chipH = size.height + 8
        // Under the element, or above it where there is no room below.
        let below = e.visibleFrame.maxY + Self.gap + chipH <= viewport.height
        let chipY = below ? e.visibleFrame.maxY + Self.gap : max(0, e.visibleFrame.minY - Self.gap - chipH)
        let chipX = min(max(0, e.visibleFrame.minX), viewport.width - chipW)
        let chip = Rect(x: chipX, y: chipY, width: chipW, height: chipH)
        let outline = e.visibleFrame
        let box = outline.union(chip).insetBy(dx: -2, dy: -2).intersection(window)
        guard !box.isEmpty else { return nil }
        let px = PixelRect(covering: box.scaled(by: scale))
        guard let s = Surface(width: px.width, height: px.height) else { return nil }
        let c = Canvas(surface: s, scale: scale)
        let origin = Point(Double(px.x0) / scale, Double(px.y0) / scale)
        c.translate(-origin.x, -origin.y)
        c.fill(outline, color: Color(r: accent.r, g: accent.g, b: accent.b, a: 0.12))
        c.stroke(outline.insetBy(dx: 0.75, dy: 0.75), color: accent, radius: 0, width: 1.5)
        c.fill(chip, color: Color(white: 0.08, a: 0.88), radius: 6)
        c.drawText(text, in: Rect(x: chip.minX + 8, y: chip.minY + 4, width: chip.width - 16, height: size.height), style: Self.style,
                   color: Color(white: 1, a: 1))
        c.flush()
        key = (e, viewport, scale)
        cached = (s, px.x0, px.y0)
        return cached
    }
}
