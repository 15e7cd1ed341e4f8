import Testing
@testable import GlassCompositor

/// Glyph surfaces that know where they have coverage (`RowCoverage`) blend only those runs:
/// the same bits as blending every pixel, and nothing skipped that has alpha.
@Suite struct SurfaceCoverageTests {
    /// A mostly transparent surface: specks of translucent and opaque colour, a few runs.
    static func glyphs(width: Int, height: Int, seed: UInt32) -> Surface {
        let s = Surface(width: width, height: height)!
        var r = seed
        func next() -> UInt32 { r = r &* 1_103_515_245 &+ 12345; return r >> 8 }
        for _ in 0..<(width * height / 40) {
            let x = Int(next() % UInt32(width)), y = Int(next() % UInt32(height)), n = Int(next() % 20)
            let a = next() % 4 == 0 ? 255 : next() % 256
            let c = next() % (a + 1)
            for i in 0..<n where x + i < width { s[x + i, y] = (a << 24) | (c << 16) | ((c / 2) << 8) | (c / 3) }
        }
        // A card: an opaque body with translucent rounded ends, wider than an opaque run.
        for y in (height / 3)..<(height / 2) {
            for x in 5..<(width - 9) { s[x, y] = x < 9 || x >= width - 13 ? 0x8040_3020 : 0xffee_eeee }
        }
        return s
    }

    static func background(width: Int, height: Int) -> Surface {
        let s = Surface(width: width, height: height)!
        for y in 0..<height { for x in 0..<width { s[x, y] = 0xff00_0000 | UInt32((x * 7 + y * 13) & 0xff_ffff) } }
        return s
    }

    @Test(arguments: [(0, 0, 255), (-13, 5, 255), (37, -9, 128), (3, 11, 1)] as [(Int, Int, UInt32)])
    func blendingTheRunsGivesTheSameBitsAsBlendingEveryPixel(dx: Int, dy: Int, opacity: UInt32) {
        let glyphs = Self.glyphs(width: 301, height: 97, seed: UInt32(dx & 0xff) + 7)
        let clip = PixelRect(x: 10, y: 4, width: 250, height: 80)
        let plain = Self.background(width: 320, height: 120), covered = Self.background(width: 320, height: 120)
        plain.blit(glyphs, at: dx, dy, clip: clip, opacity: opacity)
        glyphs.markCoverage()
        let coverage = glyphs.coverage!
        #expect(coverage.coveredPixels < glyphs.width * glyphs.height, "transparent runs are skipped")
        #expect(coverage.opaque.contains(true), "the card's body is copied")
        covered.blit(glyphs, at: dx, dy, clip: clip, opacity: opacity)
        #expect(covered.hasSamePixels(as: plain))
    }

    @Test func everyPixelWithAlphaIsInARun() {
        let s = Self.glyphs(width: 203, height: 61, seed: 99)
        s.markCoverage()
        let c = s.coverage!
        for y in 0..<s.height {
            for x in 0..<s.width where s[x, y] >> 24 != 0 {
                let runs = Int(c.rowStart[y])..<Int(c.rowStart[y + 1])
                #expect(runs.contains { x >= Int(c.runs[2 * $0]) && x < Int(c.runs[2 * $0 + 1]) }, "pixel \(x),\(y)")
            }
        }
    }

    @Test func aCrossFadeCoversWhatEitherEndCovers() {
        let a = Self.glyphs(width: 150, height: 40, seed: 1), b = Self.glyphs(width: 150, height: 40, seed: 2)
        a.markCoverage(); b.markCoverage()
        let mixed = Surface.crossFade(from: a, to: b, weight: 100)!
        let fresh = Surface(width: 150, height: 40)!
        fresh.blit(mixed, at: 0, 0)
        let union = mixed.coverage!
        mixed.coverage = nil
        let reference = Surface(width: 150, height: 40)!
        reference.blit(mixed, at: 0, 0)
        #expect(fresh.hasSamePixels(as: reference))
        for y in 0..<40 {
            let runs = Int(union.rowStart[y])..<Int(union.rowStart[y + 1])
            for k in runs.dropFirst() { #expect(union.runs[2 * k] > union.runs[2 * k - 1], "runs sorted and apart") }
        }
    }

    @Test func drawingOnASurfaceForgetsItsCoverage() {
        let s = Self.glyphs(width: 64, height: 16, seed: 5)
        s.markCoverage()
        #expect(s.coverage != nil)
        _ = Canvas(surface: s, scale: 1)
        #expect(s.coverage == nil)
        s.markCoverage()
        s.fill(PixelRect(x: 0, y: 0, width: 4, height: 4), with: 0xffff_ffff)
        #expect(s.coverage == nil)
    }
}
