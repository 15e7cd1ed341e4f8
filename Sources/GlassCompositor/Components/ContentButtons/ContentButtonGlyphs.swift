/// The icon and title on a content glass button (C1), one small surface per button,
/// redrawn when its key changes. Drawn at the button's resting frame, in points at `scale`;
/// the origin is in pixels relative to the window's top-left at that rest position.
final class ContentButtonGlyphs {
    struct Key: Equatable {
        var button: ButtonControl
        /// The resting frame in window points (its fractional part sets the pixel phase).
        var rect: Rect
        var color: Color
        var scale: Double
    }

    private var cache: [String: (key: Key, surface: Surface, origin: (x: Int, y: Int), version: Int)] = [:]
    private var nextVersion = 0

    func surface(slot: String, for key: Key) -> (surface: Surface, origin: (x: Int, y: Int), version: Int)? {
        if let c = cache[slot], c.key == key { return (c.surface, c.origin, c.version) }
        // Keyed by the rest frame's position within a pixel, so a scrolled button reuses it.
        if let c = cache[slot], c.key.button == key.button, c.key.color == key.color, c.key.scale == key.scale,
           c.key.rect.size == key.rect.size, (c.key.rect.minX - key.rect.minX) * key.scale == ((c.key.rect.minX - key.rect.minX) * key.scale).rounded(),
           (c.key.rect.minY - key.rect.minY) * key.scale == ((c.key.rect.minY - key.rect.minY) * key.scale).rounded() {
            let dx = Int(((key.rect.minX - c.key.rect.minX) * key.scale).rounded()), dy = Int(((key.rect.minY - c.key.rect.minY) * key.scale).rounded())
            return (c.surface, (c.origin.x + dx, c.origin.y + dy), c.version)
        }
        let px = PixelRect(covering: key.rect.scaled(by: key.scale))
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        ContentPainter.paintButtonLabel(key.button, in: key.rect, color: key.color, on: c)
        c.flush()
        nextVersion += 1
        if cache.count > 128 { cache.removeAll() }
        cache[slot] = (key, s, (px.x0, px.y0), nextVersion)
        return (s, (px.x0, px.y0), nextVersion)
    }
}
