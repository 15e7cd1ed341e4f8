import Testing
@testable import GlassCompositor

/// `Surface.crossFade`: each premultiplied channel `weight`/256 of the way between the two
/// surfaces, rounded to nearest, for every width's tail too; exact where they agree.
@Suite struct SurfaceCrossFadeTests {
    func randomSurface(_ width: Int, _ height: Int, seed: UInt64) throws -> Surface {
        let s = try #require(Surface(width: width, height: height))
        var random = SeededRandom(seed: seed)
        for y in 0..<height { for x in 0..<width {
            let c = Color(r: Float(random.range(0, 1)), g: Float(random.range(0, 1)), b: Float(random.range(0, 1)), a: Float(random.range(0, 1)))
            s[x, y] = c.pixel
        } }
        return s
    }

    @Test(arguments: [0, 1, 64, 128, 200, 255, 256])
    func everyChannelMixesByTheWeight(_ weight: Int) throws {
        let a = try randomSurface(21, 3, seed: 1), b = try randomSurface(21, 3, seed: 2)
        let m = try #require(Surface.crossFade(from: a, to: b, weight: weight))
        for y in 0..<3 { for x in 0..<21 {
            var expected: UInt32 = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                let p = (a[x, y] >> UInt32(shift)) & 0xff, q = (b[x, y] >> UInt32(shift)) & 0xff
                expected |= ((p * UInt32(256 - weight) + q * UInt32(weight) + 128) >> 8) << UInt32(shift)
            }
            #expect(m[x, y] == expected, "pixel \(x),\(y) weight \(weight)")
            // Still premultiplied: no colour channel above alpha.
            let alpha = m[x, y] >> 24
            #expect((m[x, y] >> 16) & 0xff <= alpha && (m[x, y] >> 8) & 0xff <= alpha && m[x, y] & 0xff <= alpha)
        } }
    }

    @Test func whereTheyAgreeTheMixIsThatPixel() throws {
        let a = try randomSurface(19, 2, seed: 3)
        let m = try #require(Surface.crossFade(from: a, to: a.copy(), weight: 77))
        #expect(m.hasSamePixels(as: a))
    }

    /// Two ends with transparent stretches (their coverage marked), as a panel's paintings.
    func paintedEnds() throws -> (Surface, Surface) {
        let a = try randomSurface(70, 6, seed: 11), b = try randomSurface(70, 6, seed: 12)
        for y in 0..<6 { for x in 0..<70 {
            if x < 9 || (x >= 30 && x < 50) || y == 2 { a[x, y] = 0 }
            if x < 17 || x >= 37 || y == 2 { b[x, y] = 0 }
        } }
        a.markCoverage(); b.markCoverage()
        return (a, b)
    }

    @Test(arguments: [1, 100, 255])
    func aCrossFadeOfTheSameEndsMixesOnlyTheirCoverageAndGivesTheSamePixels(_ weight: Int) throws {
        let (a, b) = try paintedEnds()
        let fresh = try #require(Surface.crossFade(from: a, to: b, weight: weight))
        let kept = try #require(Surface.crossFade(from: a, to: b, weight: 200))
        let again = try #require(Surface.crossFade(from: a, to: b, weight: weight, reusing: kept, reusedIsClearOutside: true))
        #expect(again === kept && again.hasSamePixels(as: fresh))
        // Only the covered runs are written: a pixel both ends leave transparent is left as it was.
        let marked = try #require(Surface.crossFade(from: a, to: b, weight: 200))
        marked[2, 2] = 0xff12_3456
        _ = Surface.crossFade(from: a, to: b, weight: weight, reusing: marked, reusedIsClearOutside: true)
        #expect(marked[2, 2] == 0xff12_3456 && marked[20, 3] == fresh[20, 3])
        // Without the promise every pixel is written.
        _ = Surface.crossFade(from: a, to: b, weight: weight, reusing: marked)
        #expect(marked.hasSamePixels(as: fresh))
    }

    @Test func aReusedSurfaceIsWrittenOverAndDifferentSizesAreRefused() throws {
        let a = try randomSurface(9, 2, seed: 4), b = try randomSurface(9, 2, seed: 5)
        let old = try randomSurface(9, 2, seed: 6)
        let m = try #require(Surface.crossFade(from: a, to: b, weight: 256, reusing: old))
        #expect(m === old && m.hasSamePixels(as: b))
        // Never written into one of its inputs.
        let n = try #require(Surface.crossFade(from: a, to: b, weight: 0, reusing: a))
        #expect(n !== a && n.hasSamePixels(as: a))
        #expect(Surface.crossFade(from: a, to: try randomSurface(8, 2, seed: 7), weight: 9) == nil)
    }
}
