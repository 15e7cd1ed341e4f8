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
        var sources: [ObjectIdentity]
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
        let key = Key(sources: parts.map(\.surface.identity), versions: parts.map(\.version),
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
    /// channel, saturating: two halves of the same pixel make it whole again. Two pixels at a
    /// time, their alternate channels in the 16-bit lanes of a 64-bit word: 0.035 ms for a
    /// 304×120 px label against 0.15 ms channel by channel (a push's bar sums four a frame).
    /// Swift's `SIMD16<UInt8>` widening measured 0.7 ms here: it is not vectorized.
    static func add(_ part: Part, into out: Surface, origin: PixelRect) {
        let src = part.surface, a = UInt64(part.alpha)
        let dx = part.x - origin.x0, dy = part.y - origin.y0
        let m: UInt64 = 0x00ff_00ff_00ff_00ff
        for y in 0..<src.height {
            let s = src.row(y), d = out.row(y + dy) + dx
            let sRaw = UnsafeRawPointer(s), dRaw = UnsafeMutableRawPointer(d)
            var x = 0
            while x + 2 <= src.width {
                let p = sRaw.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                let q = dRaw.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
                let even = addLanes(p & m, times: a, to: q & m)
                let odd = addLanes((p >> 8) & m, times: a, to: (q >> 8) & m)
                dRaw.storeBytes(of: even | odd << 8, toByteOffset: x * 4, as: UInt64.self)
                x += 2
            }
            if x < src.width { d[x] = addPixel(s[x], times: part.alpha, to: d[x]) }
        }
    }

    /// `addPixel` on four channels held one per 16-bit lane (values 0...255): `p · a` rounded
    /// to 255ths ((t + (t >> 8) + 1) >> 8 is t / 255 exactly for t < 65535) plus `q`, each lane
    /// saturated at 255.
    @inline(__always) static func addLanes(_ p: UInt64, times a: UInt64, to q: UInt64) -> UInt64 {
        let m: UInt64 = 0x00ff_00ff_00ff_00ff
        let t = p &* a &+ 0x007f_007f_007f_007f
        let v = ((t &+ ((t >> 8) & m) &+ 0x0001_0001_0001_0001) >> 8) & m
        let sum = v &+ q
        let over = (sum >> 8) & 0x0001_0001_0001_0001
        return (sum | over &* 0xff) & m
    }

    /// One pixel of `add`: `p` at alpha `a` (0...255) added to `q`, per channel, saturating.
    @inline(__always) static func addPixel(_ p: UInt32, times a: UInt32, to q: UInt32) -> UInt32 {
        var r: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let c = ((p >> shift) & 0xff) * a
            let v = min(255, (c + 127) / 255 + ((q >> shift) & 0xff))
            r |= v << shift
        }
        return r
    }
}
