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
