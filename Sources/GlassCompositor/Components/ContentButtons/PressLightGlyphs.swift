/// The soft light under the pointer of a pressed glass button (G8, `PressLight`), clipped to
/// its capsule. One small surface per slot, redrawn when its key changes.
final class PressLightGlyphs {
    struct Key: Equatable {
        /// The pressed glass (points) and its corner radius.
        var rect: Rect
        var radius: Double
        /// The pointer (whole points) and the strength in 16ths.
        var x: Int
        var y: Int
        var strength: Int
        var scale: Double
    }

    private var cache: [String: (key: Key, surface: Surface, origin: (x: Int, y: Int), version: Int)] = [:]
    private var nextVersion = 0

    /// The light of slot `slot` for `key`: its surface, top-left (pixels) and version.
    func surface(slot: String, for key: Key) -> (surface: Surface, origin: (x: Int, y: Int), version: Int)? {
        if let c = cache[slot], c.key == key { return (c.surface, c.origin, c.version) }
        guard key.strength > 0 else { return nil }
        let px = PixelRect(covering: key.rect.scaled(by: key.scale))
        guard let s = Surface(width: max(1, px.width), height: max(1, px.height)) else { return nil }
        let c = Canvas(surface: s, scale: key.scale, origin: Point(Double(px.x0) / key.scale, Double(px.y0) / key.scale))
        PressLight.draw(at: Point(Double(key.x), Double(key.y)), strength: Float(key.strength) / 16, in: key.rect,
                        cornerRadius: key.radius, on: c)
        c.flush()
        nextVersion += 1
        if cache.count > 64 { cache.removeAll() }
        cache[slot] = (key, s, (px.x0, px.y0), nextVersion)
        return (s, (px.x0, px.y0), nextVersion)
    }

    /// The light's overlay command for the glass `rect` (points) of a press, if it shows.
    func command(slot: String, rect: Rect, radius: Double, light: (at: Point, strength: Double)?, scale: Double) -> RenderCommand? {
        guard let light else { return nil }
        let key = Key(rect: rect, radius: radius, x: Int(light.at.x.rounded()), y: Int(light.at.y.rounded()),
                      strength: Int((light.strength * 16).rounded()), scale: scale)
        guard let s = surface(slot: slot, for: key) else { return nil }
        return .overlay(s.surface, x: s.origin.x, y: s.origin.y, version: s.version)
    }
}
