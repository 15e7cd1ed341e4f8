import Testing
@testable import GlassCompositor

/// `Surface.darken` (a dimmed page, N7) is black at 1 − keep/255 over each pixel: for
/// opaque pixels the same as the pixel blended at `keep` over black, every width's tail too.
@Suite struct SurfaceDarkenTests {
    @Test(arguments: [0, 1, 128, 230, 254])
    func darkeningIsBlackOverThePixel(_ keep: Int) throws {
        let width = 37, height = 3
        let s = try #require(Surface(width: width, height: height))
        var random = SeededRandom(seed: UInt64(keep + 1))
        for y in 0..<height { for x in 0..<width {
            let c = Color(r: Float(random.range(0, 1)), g: Float(random.range(0, 1)), b: Float(random.range(0, 1)))
            s[x, y] = c.pixel
        } }
        let original = (0..<height).map { y in (0..<width).map { s[$0, y] } }
        s.darken(PixelRect(x: 3, y: 0, width: width - 3, height: height), keep255: UInt32(keep))
        for y in 0..<height { for x in 0..<width {
            let p = original[y][x]
            guard x >= 3 else { #expect(s[x, y] == p); continue }
            let k = UInt32(keep)
            func scale(_ v: UInt32) -> UInt32 { let t = v * k + 0x80; return (t + (t >> 8)) >> 8 }
            let expected = scale(p & 0xff) | scale((p >> 8) & 0xff) << 8 | scale((p >> 16) & 0xff) << 16 | 0xff00_0000
            #expect(s[x, y] == expected, "pixel \(x),\(y) keep \(keep)")
        } }
    }

    /// A black scrim darkens instead of blending (vectors), and a frame restored from the copy
    /// kept under it is darkened on the way: both the same bits as blending the scrim, for
    /// translucent pixels too and every width's tail.
    @Test(arguments: [1, 51, 115, 200, 254])
    func blackScrimDarkensAsItBlends(_ alpha: Int) throws {
        let width = 29, height = 4
        let base = try #require(Surface(width: width, height: height))
        var random = SeededRandom(seed: UInt64(alpha))
        for y in 0..<height { for x in 0..<width {
            let a = Float(random.range(0, 1))
            base[x, y] = Color(r: Float(random.range(0, 1)), g: Float(random.range(0, 1)), b: Float(random.range(0, 1)), a: a).pixel
        } }
        let rect = PixelRect(x: 2, y: 1, width: width - 2, height: height - 1)
        let blended = try #require(Surface(width: width, height: height)), darkened = try #require(Surface(width: width, height: height))
        let restored = try #require(Surface(width: width, height: height))
        for s in [blended, darkened] { s.darken(s.bounds, from: base, keep255: 255) }
        blended.blend(UInt32(alpha) << 24, over: rect)
        darkened.darken(rect, keep255: 255 - UInt32(alpha))
        restored.darken(restored.bounds, from: base, keep255: 255)
        restored.darken(rect, from: base, keep255: 255 - UInt32(alpha))
        for y in 0..<height { for x in 0..<width {
            #expect(darkened[x, y] == blended[x, y], "pixel \(x),\(y) alpha \(alpha)")
            #expect(restored[x, y] == blended[x, y], "restored pixel \(x),\(y) alpha \(alpha)")
        } }
    }
}

/// Glyphs blitted at an opacity (content cross-fading on morphing glass) blend in vectors with
/// the same bits as scaling each pixel and blending it.
@Suite struct FadedBlitTests {
    @Test(arguments: [1, 77, 128, 254])
    func fadedBlitIsScaledPixelOver(_ opacity: Int) throws {
        let width = 23, height = 3
        let glyphs = try #require(Surface(width: width, height: height)), frame = try #require(Surface(width: width, height: height))
        var random = SeededRandom(seed: UInt64(opacity) + 9)
        for y in 0..<height { for x in 0..<width {
            // Empty, partly covered and solid glyph pixels, over translucent and opaque frame pixels.
            let a: Float = x % 5 == 0 ? 0 : (x % 7 == 0 ? 1 : Float(random.range(0, 1)))
            glyphs[x, y] = Color(r: Float(random.range(0, 1)), g: Float(random.range(0, 1)), b: Float(random.range(0, 1)), a: a).pixel
            frame[x, y] = Color(r: Float(random.range(0, 1)), g: Float(random.range(0, 1)), b: Float(random.range(0, 1)), a: y == 0 ? 0.5 : 1).pixel
        } }
        let before = (0..<height).map { y in (0..<width).map { frame[$0, y] } }
        frame.blit(glyphs, at: 0, 0, opacity: UInt32(opacity))
        for y in 0..<height { for x in 0..<width {
            let s = glyphs[x, y]
            let expected = s >> 24 == 0 ? before[y][x] : blendOver(scaledPixel(s, UInt32(opacity)), before[y][x])
            #expect(frame[x, y] == expected, "pixel \(x),\(y) opacity \(opacity)")
        } }
    }
}
