import Testing
@testable import GlassCompositor

/// Artwork is the same pixels whatever `ArtworkCache` held before: an entry evicted by other
/// artwork is painted again as it was, so a tile drawn late in a session equals the one drawn
/// first (the frame for a time never depends on the frames before it).
@Suite struct ArtworkCacheHistoryTests {
    static func paint(_ spec: ArtworkSpec, at r: Rect, cache: ArtworkCache) -> Surface {
        let s = Surface(width: 400, height: 200)!
        // A tile's canvas: its origin on a whole pixel row of the page, the artwork at a fraction.
        let c = Canvas(surface: s, scale: 2, origin: Point(0, 64))
        ArtworkPainter.paintCached(spec, in: r, radius: 12, on: c, cache: cache)
        c.flush()
        return s
    }

    @Test(arguments: ArtworkSpec.Style.allCases)
    func anEvictedEntryIsPaintedAgainAsItWas(_ style: ArtworkSpec.Style) {
        let r = Rect(x: 3.3, y: 91.7, width: 170, height: 110.4)
        // An entry is kept when it is at most a quarter of the capacity: room for four of
        // these, so the five painted after the first push it out.
        let bytes = (Int((r.width * 2).rounded(.up)) + 2) * (Int((r.height * 2).rounded(.up)) + 2) * 4
        let cache = ArtworkCache(capacityBytes: bytes * 4 + bytes / 2)
        let first = Self.paint(ArtworkSpec(seed: 7, style: style), at: r, cache: cache)
        for seed in 8...12 { _ = Self.paint(ArtworkSpec(seed: UInt64(seed), style: style), at: r, cache: cache) }
        let again = Self.paint(ArtworkSpec(seed: 7, style: style), at: r, cache: cache)
        #expect(again.largestChannelDifference(from: first) == 0)
        #expect(first.inkBounds().width >= Int(r.width * 2) - 2, "the artwork was painted")
    }
}
