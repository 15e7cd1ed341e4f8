import Foundation
import Testing
@testable import GlassCompositor

/// Text is laid out on pango font maps lent by a pool instead of pango's per-thread default
/// maps: a map outlives the thread that used it, a look one map met is loaded into the idle
/// maps in the background, and the pixels are the same whichever map drew them.
@Suite struct FontMapPoolTests {
    /// A look no test elsewhere draws, so the shared pool's traffic cannot interfere.
    static let style = TextStyle(size: 23.25, weight: 300)
    static let text = "Midnight City — M83"

    private func look(scale: Double, weight: Int? = nil) -> FontMapPool.Look {
        FontMapPool.Look(Self.style, weight: weight, scale: scale)
    }

    private func drawn(on pool: FontMapPool, scale: Double = 2) throws -> [UInt32] {
        let surface = try #require(Surface(width: 400, height: 120))
        let canvas = Canvas(surface: surface, scale: scale, fontMaps: pool)
        canvas.drawText(Self.text, in: Rect(x: 4, y: 4, width: 190, height: 30), style: Self.style, color: Color(r: 0.1, g: 0.1, b: 0.12))
        canvas.drawText(Self.text, in: Rect(x: 4, y: 32, width: 190, height: 30), style: Self.style, color: Color(r: 0.1, g: 0.1, b: 0.12),
                        emphasis: 0..<3, emphasisColor: Color(r: 0.9, g: 0.2, b: 0.3), emphasisWeight: 700)
        canvas.flush()
        return Array(UnsafeBufferPointer(start: surface.pixels, count: surface.stride * surface.height))
    }

    /// Text drawn on a thread that then ends leaves its map, loaded with the look, in the pool;
    /// the warming then makes the pool's spare maps and loads the look (and the emphasis's
    /// weight) into every one of them, so no thread meets it cold again.
    @Test func aLookOneMapMetIsLoadedIntoEveryMap() throws {
        let pool = FontMapPool(minimumCount: 3, label: "test.font-maps.met")
        let done = DispatchSemaphore(value: 0)
        Thread { _ = try? drawn(on: pool); done.signal() }.start()
        done.wait()
        pool.waitForWarming()
        for l in [look(scale: 2), look(scale: 2, weight: 700)] {
            let census = pool.census(l)
            #expect(census.made == 3)
            #expect(census.idle == 3)
            #expect(census.loaded == 3, "\(l)")
        }
        #expect(pool.census(look(scale: 1)).loaded == 0, "a look is per scale: nothing drew at 1x")
    }

    /// The same text drawn by a map that never drew before and by a map only the warming
    /// loaded gives the same bytes: warming fills caches and changes no pixel.
    @Test func warmedAndColdMapsDrawTheSamePixels() throws {
        let cold = FontMapPool(minimumCount: 1, label: "test.font-maps.cold")
        let warmed = FontMapPool(minimumCount: 2, label: "test.font-maps.warm")
        warmed.prepare([look(scale: 2), look(scale: 2, weight: 700)])
        warmed.waitForWarming()
        #expect(warmed.census(look(scale: 2)).loaded == 2)
        let a = try drawn(on: cold), b = try drawn(on: warmed)
        #expect(a.contains { $0 != 0 }, "text was drawn")
        #expect(a == b)
    }
}
