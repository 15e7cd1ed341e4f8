/// A pressed alert or action-sheet button drawn apart from the rest of its glyphs: its
/// capsule and title at the size the press has grown it to, over the alert's glass. One
/// small surface per button, painted again only when its key changes (each frame of the
/// press spring, a few hundred pixels wide), a function of its key alone.
final class AlertPressGlyphs {
    struct Key: Equatable {
        var index: Int
        var content: AlertContent
        /// The capsule's pressed rectangle on the pixel grid (pixels).
        var frame: PixelRect
        var held: Bool
        var dark: Bool
        var accent: Color
        /// In `AlertGlyphs.opacitySteps`: it fades with the alert.
        var opacity: Int
        var scale: Double
    }

    private var drawn: [Int: (key: Key, surface: Surface, version: Int)] = [:]
    private var nextVersion = 0

    /// The button's surface for `key`, its top-left in pixels and a version that changes
    /// whenever its pixels do; nil when it is fully faded.
    func surface(for key: Key) -> (surface: Surface, origin: (x: Int, y: Int), version: Int)? {
        guard key.opacity > 0 else { return nil }
        if let d = drawn[key.index], d.key == key { return (d.surface, (key.frame.x0 - 1, key.frame.y0 - 1), d.version) }
        // A pixel of room around the capsule for its antialiased edge.
        let px = key.frame.outsetBy(1)
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let f = key.frame
        let frame = Rect(x: Double(f.x0) / key.scale, y: Double(f.y0) / key.scale,
                         width: Double(f.width) / key.scale, height: Double(f.height) / key.scale)
        AlertGlyphs.paintButton(key.index, in: frame, content: key.content, held: key.held, dark: key.dark, accent: key.accent, on: c)
        c.flush()
        if key.opacity < AlertGlyphs.opacitySteps { s.scaleAlpha(by: UInt32(key.opacity * 255 / AlertGlyphs.opacitySteps)) }
        nextVersion += 1
        drawn[key.index] = (key, s, nextVersion)
        return (s, (px.x0, px.y0), nextVersion)
    }

    /// Forgets the buttons not in `indices` (no longer pressed).
    func keep(only indices: [Int]) { drawn = drawn.filter { indices.contains($0.key) } }
}

extension Surface {
    /// Multiplies every premultiplied pixel by `alpha`/255 (a faded copy of a glyph layer).
    func scaleAlpha(by alpha: UInt32) {
        for y in 0..<height {
            let p = row(y)
            for x in 0..<width {
                let v = p[x]
                let rb = ((v & 0x00ff00ff) &* alpha &+ 0x00800080)
                let ag = (((v >> 8) & 0x00ff00ff) &* alpha &+ 0x00800080)
                let rbm = ((rb &+ ((rb >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff
                let agm = ((ag &+ ((ag >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff
                p[x] = rbm | (agm << 8)
            }
        }
    }
}
