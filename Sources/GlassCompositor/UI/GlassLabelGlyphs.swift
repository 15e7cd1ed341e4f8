/// The icon or text that sits on a custom glass element, rasterized into a small transparent
/// surface per element and kept until its inputs change.
final class GlassLabelGlyphs {
    /// The soft light under the pointer of pressed glass (SPEC G8), in points; strength in 16ths.
    struct Light: Hashable {
        var x: Int, y: Int
        var strength: Int
    }

    struct Key: Hashable {
        var rect: Rect
        var icon: String?
        var text: String?
        /// Label lightness in 24ths (0 dark ... 24 light).
        var lightness: Int
        var tint: Color?
        var scale: Double
        var light: Light?
        var shape: GlassElement.Shape
    }

    private var cache: [Int: (key: Key, surface: Surface, version: Int)] = [:]
    private var nextVersion = 0

    /// The glyphs of element `slot` for `key` and a version that changes when they are redrawn;
    /// nil when the element shows nothing.
    func surface(slot: Int, for key: Key) -> (Surface, version: Int)? {
        guard key.icon != nil || key.text != nil || key.light != nil else { return nil }
        if let c = cache[slot], c.key == key { return (c.surface, c.version) }
        let px = PixelRect(covering: key.rect.scaled(by: key.scale))
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let light = Float(key.lightness) / 24
        let color = key.tint ?? Color(white: 0.08, a: 0.88).mixed(with: Color(white: 1, a: 0.95), light)
        let r = key.rect
        if let light = key.light {
            // About 15 % white at full press, fading out over a radius of the short side.
            c.save()
            c.clip(r, radius: key.shape == .rect ? 12 : min(r.width, r.height) / 2)
            c.fillRadialGlow(center: Point(Double(light.x), Double(light.y)), radius: max(24, min(r.width, r.height) * 0.9),
                             inner: Color(white: 1, a: 0.16 * Float(light.strength) / 16))
            c.restore()
        }
        switch (key.icon, key.text) {
        case (let icon?, let text?):
            let side = min(22, r.height * 0.5)
            IconTheme.shared.draw(icon, in: Rect(x: r.minX + 14, y: r.midY - side / 2, width: side, height: side), color: color, on: c)
            c.drawText(text, in: Rect(x: r.minX + 22 + side, y: r.midY - 10, width: r.width - 36 - side, height: 20),
                       style: .headline, color: color)
        case (let icon?, nil):
            let side = min(28, min(r.width, r.height) * 0.5)
            IconTheme.shared.draw(icon, in: Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side), color: color, on: c)
        case (nil, let text?):
            c.drawText(text, in: Rect(x: r.minX + 8, y: r.midY - 10, width: r.width - 16, height: 20), style: .headline,
                       color: color, alignment: .center)
        case (nil, nil):
            break
        }
        c.flush()
        nextVersion += 1
        cache[slot] = (key, s, nextVersion)
        return (s, nextVersion)
    }
}
