/// Glyph surfaces of a navigation bar in transition: one or two cached glyph surfaces, each at
/// its own opacity and place, summed into one premultiplied surface (a group whose items
/// change while its glass stays shows the outgoing items fading out over the incoming ones
/// fading in; a bare item fades alone). Cached by slot; a surface is a function of its key.
/// Pixels throughout.
final class BlendedGlyphs {
    /// One source surface, where its top-left goes (frame pixels) and how opaque (0...255).
    struct Part {
        var surface: Surface
        /// The source's version in its own cache (a new version is a redrawn surface).
        var version: Int
        var x: Int
        var y: Int
        var alpha: UInt32
    }

    private struct Key: Equatable {
        var sources: [ObjectIdentifier]
        var versions: [Int]
        var places: [Int]
        var alphas: [UInt32]
    }

    private var cache: [Int: (key: Key, surface: Surface, x: Int, y: Int, version: Int)] = [:]
    private var nextVersion = 0

    /// The parts summed into one surface and its top-left in frame pixels (nil for none, or
    /// when every part is transparent).
    func surface(slot: Int, _ parts: [Part]) -> (surface: Surface, x: Int, y: Int, version: Int)? {
        let parts = parts.filter { $0.alpha > 0 }
        guard !parts.isEmpty else { return nil }
        let key = Key(sources: parts.map { ObjectIdentifier($0.surface) }, versions: parts.map(\.version),
                      places: parts.flatMap { [$0.x, $0.y] }, alphas: parts.map(\.alpha))
        if let c = cache[slot], c.key == key { return (c.surface, c.x, c.y, c.version) }
        let area = parts.map { PixelRect(x: $0.x, y: $0.y, width: $0.surface.width, height: $0.surface.height) }
            .reduce(PixelRect.empty) { $0.union($1) }
        guard let out = Surface(width: max(1, area.width), height: max(1, area.height)) else { return nil }
        for part in parts { Self.add(part, into: out, origin: area) }
        nextVersion += 1
        cache[slot] = (key, out, area.x0, area.y0, nextVersion)
        return (out, area.x0, area.y0, nextVersion)
    }

    /// Adds `part` at its opacity to `out` (whose top-left is at `origin`), channel by
    /// channel, saturating: two halves of the same pixel make it whole again.
    private static func add(_ part: Part, into out: Surface, origin: PixelRect) {
        let src = part.surface, a = part.alpha
        let dx = part.x - origin.x0, dy = part.y - origin.y0
        for y in 0..<src.height {
            let s = src.row(y), d = out.row(y + dy) + dx
            for x in 0..<src.width {
                let p = s[x]
                guard p != 0 else { continue }
                let q = d[x]
                var r: UInt32 = 0
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    let c = ((p >> shift) & 0xff) * a
                    let v = min(255, (c + 127) / 255 + ((q >> shift) & 0xff))
                    r |= v << shift
                }
                d[x] = r
            }
        }
    }
}
