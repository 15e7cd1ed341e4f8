/// Glyph surfaces of a navigation bar in transition: one or two cached glyph surfaces, each at
/// its own opacity and place, summed into one premultiplied surface (a group whose items
/// change while its glass stays shows the outgoing items fading out over the incoming ones
/// fading in; a bare item fades alone). Pixels throughout.
///
/// Cached by slot and, within a slot, by the parts' sources, their places relative to the
/// first part and their opacities: a sum that only moves (a capsule morphing carries both
/// labels along) is reused where it lands, and opacities in `alpha(_:)`'s steps recur from
/// one transition to the next. A surface is a function of its key, so what was drawn before
/// never changes a frame.
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
        /// Places relative to the first part's, pixels.
        var places: [Int]
        var alphas: [UInt32]
    }

    private struct Sum {
        /// Held so no source's identifier is reused by another surface while the entry lives.
        var sources: [Surface]
        var surface: Surface
        /// The sum's top-left relative to the first part's, pixels.
        var dx: Int
        var dy: Int
    }

    /// Sums kept per slot (a transition's steps of opacity, each way): the oldest goes first.
    static let entriesPerSlot = 48

    private var cache = RecentSurfaces<Key, Sum>(limit: BlendedGlyphs.entriesPerSlot)

    /// `opacity` (0...1) as a part's alpha, in sixteenths: a fade draws 17 sums, not one per frame.
    static func alpha(_ opacity: Double) -> UInt32 {
        UInt32(((min(1, max(0, opacity)) * 16).rounded() / 16 * 255).rounded())
    }

    /// The parts summed into one surface and its top-left in frame pixels (nil for none, or
    /// when every part is transparent).
    func surface(slot: Int, _ parts: [Part]) -> (surface: Surface, x: Int, y: Int, version: Int)? {
        let parts = parts.filter { $0.alpha > 0 }
        guard let first = parts.first else { return nil }
        let key = Key(sources: parts.map { ObjectIdentifier($0.surface) }, versions: parts.map(\.version),
                      places: parts.flatMap { [$0.x - first.x, $0.y - first.y] }, alphas: parts.map(\.alpha))
        if let kept = cache.value(slot: slot, key: key) {
            return (kept.value.surface, first.x + kept.value.dx, first.y + kept.value.dy, kept.version)
        }
        let area = parts.map { PixelRect(x: $0.x, y: $0.y, width: $0.surface.width, height: $0.surface.height) }
            .reduce(PixelRect.empty) { $0.union($1) }
        guard let out = Surface(width: max(1, area.width), height: max(1, area.height)) else { return nil }
        for part in parts { Self.add(part, into: out, origin: area) }
        let version = cache.insert(slot: slot, key: key,
                                   Sum(sources: parts.map(\.surface), surface: out, dx: area.x0 - first.x, dy: area.y0 - first.y))
        return (out, area.x0, area.y0, version)
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
