/// A pressed alert or action-sheet button drawn apart from the rest of its glyphs: its
/// capsule and title at the size the press has grown it to, over the alert's glass. One
/// small surface per button, painted again only when its key changes (each frame of the
/// press spring, a few hundred pixels wide), a function of its key alone.
final class AlertPressGlyphs {
    struct Key: Equatable {
        var index: Int
        var content: AlertContent
        /// In an action sheet (no default button is filled there).
        var sheet: Bool
        /// The capsule's pressed rectangle on the pixel grid (pixels).
        var frame: PixelRect
        var held: Bool
        var dark: Bool
        var accent: Color
        var scale: Double
    }

    private var drawn: [Int: (key: Key, surface: Surface, version: Int)] = [:]
    private var nextVersion = 0

    /// The button's surface for `key`, its top-left in pixels and a version that changes
    /// whenever its pixels do. It fades with the alert by being blended at the alert's opacity
    /// (`RenderCommand.fadedOverlay`), not painted again per step.
    func surface(for key: Key) -> (surface: Surface, origin: (x: Int, y: Int), version: Int)? {
        if let d = drawn[key.index], d.key == key { return (d.surface, (key.frame.x0 - 1, key.frame.y0 - 1), d.version) }
        // A pixel of room around the capsule for its antialiased edge.
        let px = key.frame.outsetBy(1)
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        let f = key.frame
        let frame = Rect(x: Double(f.x0) / key.scale, y: Double(f.y0) / key.scale,
                         width: Double(f.width) / key.scale, height: Double(f.height) / key.scale)
        AlertGlyphs.paintButton(key.index, in: frame, content: key.content, sheet: key.sheet, held: key.held, dark: key.dark, accent: key.accent, on: c)
        c.flush()
        nextVersion += 1
        drawn[key.index] = (key, s, nextVersion)
        return (s, (px.x0, px.y0), nextVersion)
    }

    /// Forgets the buttons not in `indices` (no longer pressed).
    func keep(only indices: [Int]) { drawn = drawn.filter { indices.contains($0.key) } }
}
