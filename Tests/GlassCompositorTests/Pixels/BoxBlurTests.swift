import Testing
@testable import GlassCompositor

/// `BoxBlur`: each pass is the rounded mean of the `2r + 1` pixels around each one (edges
/// clamped), channel by channel; its division by a reciprocal gives the bits integer division
/// gives, for small and very wide boxes and for the brightest pixels.
@Suite struct BoxBlurTests {
    /// One box pass over a line the plain way: sums, then a rounded integer division.
    static func referencePass(_ line: [UInt32], radius r: Int) -> [UInt32] {
        let n = line.count, width = 2 * r + 1
        return (0..<n).map { i in
            var out: UInt32 = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                var sum = 0
                for j in (i - r)...(i + r) { sum += Int((line[min(max(j, 0), n - 1)] >> UInt32(shift)) & 0xff) }
                out |= UInt32((sum + width / 2) / width) << UInt32(shift)
            }
            return out
        }
    }

    static func reference(_ s: Surface, radius: Int, passes: Int) -> Surface {
        let out = s.copy()
        for _ in 0..<passes {
            for y in 0..<out.height {
                let row = referencePass((0..<out.width).map { out[$0, y] }, radius: radius)
                for x in 0..<out.width { out[x, y] = row[x] }
            }
            for x in 0..<out.width {
                let column = referencePass((0..<out.height).map { out[x, $0] }, radius: radius)
                for y in 0..<out.height { out[x, y] = column[y] }
            }
        }
        return out
    }

    @Test(arguments: [1, 2, 7, 40, 300])
    func aPassIsTheRoundedMeanOfItsBox(_ radius: Int) throws {
        let s = try #require(Surface(width: 37, height: 11))
        var random = SeededRandom(seed: UInt64(radius))
        for y in 0..<s.height { for x in 0..<s.width {
            // Premultiplied; a third of the pixels white, where the sums are largest.
            let a = random.range(0, 1) < 0.33 ? 255 : UInt32(random.range(0, 255))
            let c = { UInt32(random.range(0, Double(a))) }
            s[x, y] = a == 255 && random.range(0, 1) < 0.5 ? 0xffff_ffff : (a << 24) | (c() << 16) | (c() << 8) | c()
        } }
        let expected = Self.reference(s, radius: radius, passes: 2)
        BoxBlur.blur(s, radius: radius, passes: 2)
        #expect(s.diffCount(expected) == 0)
    }
}
