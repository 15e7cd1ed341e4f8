import Testing
@testable import GlassCompositor

/// `RadialGlow.write` computes only each row's chord of the circle: the same bits as every
/// pixel of the row computed in its four-pixel steps, and the rest cleared (whatever the
/// surface held), for circles inside, across and beside the surface.
@Suite struct RadialGlowChordTests {
    /// Every pixel of every row, as the glow was written before it kept to the chord.
    static func everyPixel(_ glow: RadialGlow, width: Int, height: Int, originX: Int, originY: Int) -> [UInt32] {
        let inverse = 1 / glow.radius
        let lanes = Float4(0, 1, 2, 3)
        let c = glow.color
        let (b, g, r, a) = (Float4(repeating: c.z), Float4(repeating: c.y), Float4(repeating: c.x), Float4(repeating: c.w))
        var out: [UInt32] = []
        for y in 0..<height {
            let dy = (Float(originY + y) + 0.5 - glow.centerY) * inverse
            let dy2 = Float4(repeating: dy * dy)
            var x = 0
            while x < width {
                let dx = (Float4(repeating: Float(originX + x) + 0.5 - glow.centerX) + lanes) * inverse
                let k = (1 - (dx * dx + dy2).lanesSquareRoot).lanesMax(0)
                let packed = (b * k).lanesRoundedByte | (g * k).lanesRoundedByte &<< 8
                    | (r * k).lanesRoundedByte &<< 16 | (a * k).lanesRoundedByte &<< 24
                for i in 0..<min(4, width - x) { out.append(packed[i]) }
                x += 4
            }
        }
        return out
    }

    @Test(arguments: [(40.3, 30.7, 25.2), (3.0, 50.0, 60.0), (-10.0, 10.0, 20.0), (200.0, 20.0, 30.0), (33.0, 33.0, 1.2)])
    func onlyTheChordIsComputedWithTheSameBits(cx: Double, cy: Double, radius: Double) throws {
        let glow = RadialGlow(centerX: Float(cx), centerY: Float(cy), radius: Float(radius), color: SIMD4(200, 120, 40, 230))
        let s = try #require(Surface(width: 83, height: 61))
        for y in 0..<s.height { for x in 0..<s.width { s[x, y] = 0xdead_beef } }
        glow.write(into: s, originX: 7, originY: 3)
        let expected = Self.everyPixel(glow, width: 83, height: 61, originX: 7, originY: 3)
        var wrong = 0, lit = 0
        for y in 0..<s.height { for x in 0..<s.width {
            if s[x, y] != expected[y * 83 + x] { wrong += 1 }
            if s[x, y] != 0 { lit += 1 }
        } }
        #expect(wrong == 0)
        // Each case lights some pixels, unless its circle is beside the surface.
        #expect(cx < 150 ? lit > 0 : lit == 0)
    }
}
