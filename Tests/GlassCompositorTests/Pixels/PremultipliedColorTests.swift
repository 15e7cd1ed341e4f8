import Testing
@testable import GlassCompositor

/// Straight ↔ premultiplied colour and the packed pixel format.
@Suite struct PremultipliedColorTests {
    /// Color → PremultipliedColor → pixel → PremultipliedColor → Color stays within 1/255 of
    /// the straight colour wherever alpha leaves enough precision (the error of a premultiplied
    /// 8-bit channel grows like 1/(255·a) once divided back by alpha).
    @Test func roundTripThroughPixels() {
        let steps: [Float] = [0, 0.1, 0.25, 0.5, 0.73, 0.9, 1]
        for a in [1, 0.8, 0.5] as [Float] {
            for r in steps {
                for g in steps {
                    for b in steps {
                        let c = Color(r: r, g: g, b: b, a: a)
                        let back = PremultipliedColor(pixel: c.premultiplied.pixel)
                        let p = c.premultiplied
                        // Premultiplied values survive 8 bits within half a level.
                        #expect(abs(back.r - p.r) <= 0.5 / 255 + 1e-6 && abs(back.g - p.g) <= 0.5 / 255 + 1e-6)
                        #expect(abs(back.b - p.b) <= 0.5 / 255 + 1e-6 && abs(back.a - p.a) <= 0.5 / 255 + 1e-6)
                        let s = back.straight
                        let tolerance = 1 / (255 * a) + 1e-5
                        #expect(abs(s.r - r) <= tolerance && abs(s.g - g) <= tolerance && abs(s.b - b) <= tolerance)
                        if a == 1 { #expect(abs(s.r - r) <= 1 / 255 && abs(s.g - g) <= 1 / 255 && abs(s.b - b) <= 1 / 255) }
                    }
                }
            }
        }
    }

    @Test func pixelLayoutIsAARRGGBB() {
        #expect(Color(r: 1, g: 0, b: 0).pixel == 0xffff_0000)
        #expect(Color(r: 0, g: 1, b: 0).pixel == 0xff00_ff00)
        #expect(Color(r: 0, g: 0, b: 1).pixel == 0xff00_00ff)
        #expect(Color(white: 1, a: 0.5).pixel == 0x8080_8080)
        #expect(Color.clear.pixel == 0)
    }

    @Test func packingClampsColourToAlpha() {
        // An invalid premultiplied colour (r > a) is clamped so the pixel stays valid.
        #expect(PremultipliedColor(r: 1, g: 0, b: 0, a: 0.5).pixel == 0x8080_0000)
        #expect(PixelVector.pack(SIMD4(2, -1, 0.3, 0.2)) == 0x3333_0000 | 0x33)
    }

    @Test func vectorUnpackAndPackAreInverse() {
        for p: UInt32 in [0, 0xff00_0000, 0xffff_ffff, 0x8040_2010, 0x7f7f_7f00, 0xff12_3456] {
            #expect(PixelVector.pack(PixelVector.unpack(p)) == p)
        }
        let v = PixelVector.unpack(0x8040_2010)
        #expect(v.w == 128 / 255 && v.z == 64 / 255 && v.y == 32 / 255 && v.x == 16 / 255)
    }

    @Test func quadPackingMatchesPixelVector() {
        let pixels = SIMD4<UInt32>(0xff12_3456, 0x8040_2010, 0, 0xffff_ffff)
        let q = PixelQuad(pixels: pixels)
        #expect(q.packed == pixels)
        let c = (0..<4).map { PixelVector.unpack(pixels[$0]) }
        let t = PixelQuad(c[0], c[1], c[2], c[3])
        #expect(t.packed == pixels)
    }

    /// The integer quad darkening is black painted "over", exactly like `blendOver`.
    @Test func quadDarkenMatchesBlendOver() {
        let pixels = SIMD4<UInt32>(0xff12_3456, 0x8040_2010, 0xffff_ffff, 0xff80_8080)
        let keep = SIMD4<Float>(1, 0.9, 0.5, 0.123)
        let out = PixelQuad.darken(pixels, keep: keep)
        for i in 0..<4 {
            let k = UInt32((keep[i] * 255 + 0.5).rounded(.down))
            #expect(out[i] == blendOver((255 - k) << 24, pixels[i]))
        }
        // Every factor, on pixels with every channel value, in the 16-bit lanes it runs in.
        for k in UInt32(0)...255 {
            for base in stride(from: UInt32(0), through: 255, by: 3) {
                let p = SIMD4<UInt32>(0xff00_0000 | base << 16 | (255 - base) << 8 | base / 2,
                                      base << 24 | (base / 3) << 16 | (base / 2) << 8 | base, 0, 0xffff_ffff)
                let out = PixelQuad.darken(p, keep255: SIMD4(repeating: k))
                for i in 0..<4 { #expect(out[i] == blendOver((255 - k) << 24, p[i])) }
            }
        }
        // The float version agrees within a level.
        let f = PixelQuad(pixels: pixels).darkened(keep).packed
        for i in 0..<4 { #expect(maxAbsDifference(PixelVector.unpack(f[i]), PixelVector.unpack(out[i])) <= 1.01 / 255) }
    }

    @Test func luminanceUsesRec709Weights() {
        #expect(abs(PixelVector.luminance(PixelVector.unpack(0xffff_ffff)) - 1) < 1e-6)
        #expect(abs(PixelVector.luminance(PixelVector.unpack(0xff00_ff00)) - 0.7152) < 1e-6)
        #expect(abs(Color(r: 1, g: 0, b: 0).luminance - 0.2126) < 1e-6)
    }
}
