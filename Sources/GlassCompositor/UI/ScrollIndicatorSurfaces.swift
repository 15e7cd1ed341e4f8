/// The scroll indicator's capsule as an overlay (`ScrollIndicator`): drawn once per length,
/// opacity step and appearance, then moved. The page's indicator and a scrolling menu's use
/// the same one, so they look the same. Frames in window points, surfaces in pixels
/// (premultiplied sRGB).
final class ScrollIndicatorSurfaces {
    /// Opacity steps a fading capsule is drawn in.
    static let steps = 8
    private var surfaces: [Int: Surface] = [:]

    /// The overlay for a capsule at `exact` (window points) at `opacity` (0...1), on whole
    /// pixels vertically so a cached capsule is the same pixels wherever it was first drawn.
    func command(_ exact: Rect, opacity: Double, dark: Bool, scale: Double) -> RenderCommand? {
        let step = Int((opacity * Double(Self.steps)).rounded())
        guard step > 0 else { return nil }
        let y0 = (exact.minY * scale).rounded(), y1 = (exact.maxY * scale).rounded()
        let rect = Rect(x: exact.minX, y: y0 / scale, width: exact.width, height: max(1, y1 - y0) / scale)
        let px = PixelRect(covering: rect.scaled(by: scale))
        let key = (px.height * 16 + step) * 2 + (dark ? 1 : 0)
        let surface: Surface
        if let cached = surfaces[key] { surface = cached } else {
            guard let s = Surface(width: px.width, height: px.height) else { return nil }
            let c = Canvas(surface: s, scale: scale, origin: Point(Double(px.x0) / scale, Double(px.y0) / scale))
            // Dark on light content, light on dark: a grey that reads on both, like UIKit's.
            let grey = dark ? Color(white: 1, a: 0.55) : Color(white: 0, a: 0.42)
            c.fill(rect, color: grey.withAlpha(grey.a * Float(step) / Float(Self.steps)), radius: rect.width / 2)
            c.flush()
            if surfaces.count > 64 { surfaces.removeAll() }
            surfaces[key] = s
            surface = s
        }
        return .overlay(surface, x: px.x0, y: px.y0, version: key)
    }

    func removeAll() { surfaces.removeAll() }
}
