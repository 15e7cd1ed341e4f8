import Testing
@testable import GlassCompositor

/// A bar's glyphs in transition are summed four pixels at a time: the sum must be the
/// per-channel rounding and saturating sum, pixel for pixel, whatever the widths and places.
@Suite struct BlendedGlyphsSumTests {
    /// A deterministic pseudo-random premultiplied pixel (xorshift), with some transparent ones.
    static func pixel(_ state: inout UInt64) -> UInt32 {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        let v = UInt32(truncatingIfNeeded: state)
        if v % 5 == 0 { return 0 }
        let a = (v >> 24) & 0xff
        func c(_ s: UInt32) -> UInt32 { min(a, (v >> s) & 0xff) }
        return a << 24 | c(16) << 16 | c(8) << 8 | c(0)
    }

    @Test(arguments: [(1, 0, 0, UInt32(255)), (7, 3, 1, 128), (33, 5, 2, 17), (64, 0, 3, 240)])
    func vectorSumMatchesThePixelRule(width: Int, dx: Int, dy: Int, alpha: UInt32) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(width)
        let out = Surface(width: width + dx + 2, height: 6 + dy)!
        let src = Surface(width: width, height: 5)!
        for i in 0..<(out.width * out.height) { out.pixels[i] = Self.pixel(&state) }
        for i in 0..<(src.width * src.height) { src.pixels[i] = Self.pixel(&state) }
        var expected = Array(UnsafeBufferPointer(start: out.pixels, count: out.width * out.height))
        for y in 0..<src.height {
            for x in 0..<src.width {
                let j = (y + dy) * out.width + x + dx
                expected[j] = BlendedGlyphs.addPixel(src.row(y)[x], times: alpha, to: expected[j])
            }
        }
        let part = BlendedGlyphs.Part(surface: src, version: 0, x: 10 + dx, y: 20 + dy, alpha: alpha)
        BlendedGlyphs.add(part, into: out, origin: PixelRect(x: 10, y: 20, width: out.width, height: out.height))
        #expect(Array(UnsafeBufferPointer(start: out.pixels, count: out.width * out.height)) == expected)
    }

    @Test func halvesMakeAWhole() {
        // Two halves of an opaque pixel sum back to it (the cross-fade of a label with itself).
        let p: UInt32 = 0xFF80_4020
        let half = BlendedGlyphs.addPixel(p, times: 128, to: 0)
        #expect(BlendedGlyphs.addPixel(p, times: 127, to: half) == p)
    }
}
