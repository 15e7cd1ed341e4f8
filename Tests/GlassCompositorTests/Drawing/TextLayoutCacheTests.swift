import Foundation
import Testing
@testable import GlassCompositor

/// A font map keeps the layouts it set (`TextLayoutCache`): the same text in the same look and
/// box is drawn again from the kept layout, elsewhere and at another fractional offset, with
/// the pixels a fresh layout draws, and a change of anything the layout is set from makes a new one.
@Suite struct TextLayoutCacheTests {
    static let style = TextStyle(size: 15.5, weight: 400)
    static let text = "Three files you follow were updated this week. Liquid Glass kit v2 now includes toolbar groups."

    /// Draws the wrapped text, a one-line emphasised copy and an unbounded line at `origin`
    /// (points, fractional) on a fresh surface with `pool`.
    private func drawn(on pool: FontMapPool, at origin: Point, scale: Double = 2) throws -> Surface {
        let surface = try #require(Surface(width: 600, height: 260))
        let canvas = Canvas(surface: surface, scale: scale, fontMaps: pool)
        let ink = Color(r: 0.1, g: 0.1, b: 0.12)
        canvas.drawText(Self.text, in: Rect(x: origin.x, y: origin.y, width: 240, height: 60), style: Self.style, color: ink, maxLines: 2)
        canvas.drawText(Self.text, in: Rect(x: origin.x, y: origin.y + 50, width: 200, height: 20), style: Self.style, color: ink,
                        emphasis: 6..<11, emphasisColor: Color(r: 0.9, g: 0.2, b: 0.3), emphasisWeight: 700)
        canvas.drawTextLine("liquid glass", at: Point(origin.x, origin.y + 80), style: Self.style, color: ink)
        canvas.flush()
        return surface
    }

    private func counts(_ pool: FontMapPool) -> (made: Int, found: Int) {
        pool.withMap { ($0.layouts.made, $0.layouts.found) }
    }

    @Test func aKeptLayoutDrawsWhatAFreshOneDraws() throws {
        let warm = FontMapPool(minimumCount: 1, label: "test.layouts.warm")
        _ = try drawn(on: warm, at: Point(3, 4))
        #expect(counts(warm) == (3, 0))
        for origin in [Point(3, 4), Point(10.25, 7.75), Point(0.5, 21.3)] {
            let kept = try drawn(on: warm, at: origin)
            let fresh = try drawn(on: FontMapPool(minimumCount: 1, label: "test.layouts.fresh"), at: origin)
            #expect(kept.hasSamePixels(as: fresh), "at \(origin)")
        }
        #expect(counts(warm) == (3, 9))
    }

    @Test func anotherScaleWidthOrEmphasisSetsANewLayout() throws {
        let pool = FontMapPool(minimumCount: 1, label: "test.layouts.keys")
        _ = try drawn(on: pool, at: Point(3, 4))
        _ = try drawn(on: pool, at: Point(3, 4), scale: 1)
        #expect(counts(pool) == (6, 0))
        let surface = try #require(Surface(width: 600, height: 260))
        let canvas = Canvas(surface: surface, scale: 2, fontMaps: pool)
        canvas.drawText(Self.text, in: Rect(x: 3, y: 4, width: 241, height: 60), style: Self.style, color: .black, maxLines: 2)
        canvas.drawText(Self.text, in: Rect(x: 3, y: 4, width: 200, height: 20), style: Self.style, color: .black,
                        emphasis: 6..<12, emphasisColor: Color(r: 0.9, g: 0.2, b: 0.3), emphasisWeight: 700)
        #expect(counts(pool) == (8, 0))
    }
}
