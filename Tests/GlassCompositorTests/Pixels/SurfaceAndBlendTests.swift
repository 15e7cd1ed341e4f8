import Testing
@testable import GlassCompositor

/// Surfaces, "over" blending and blits on small known inputs.
@Suite struct SurfaceAndBlendTests {
    @Test func newSurfaceIsTransparentAndRowsFollowStride() {
        let s = Surface(width: 3, height: 2)!
        #expect(s.stride == 3 && s.bytesPerRow == 12)
        #expect((0..<2).allSatisfy { y in (0..<3).allSatisfy { s[$0, y] == 0 } })
        s[2, 1] = 0xff11_2233
        #expect(s.row(1)[2] == 0xff11_2233)
        #expect(s.pixels[5] == 0xff11_2233)
    }

    @Test func rejectsEmptyAndAbsurdSizes() {
        #expect(Surface(width: 0, height: 4) == nil)
        #expect(Surface(width: 4, height: -1) == nil)
        #expect(Surface(width: 20000, height: 1) == nil)
    }

    @Test func borrowedSurfaceUsesCallerMemoryAndStride() {
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * 3)
        defer { memory.deallocate() }
        memory.initialize(repeating: 0, count: 12)
        let s = Surface(borrowing: memory, width: 3, height: 3, stride: 4)
        s.fill(0xffff_ffff)
        #expect(memory[3] == 0 && memory[7] == 0)     // padding untouched
        #expect(memory[4] == 0xffff_ffff && memory[10] == 0xffff_ffff)
    }

    @Test func fillClipsToBounds() {
        let s = Surface(width: 4, height: 4)!
        s.fill(PixelRect(x: 2, y: -3, width: 10, height: 5), with: 0xff00_00ff)
        #expect(s[3, 0] == 0xff00_00ff && s[2, 1] == 0xff00_00ff)
        #expect(s[1, 1] == 0 && s[2, 2] == 0)
    }

    @Test func overIsExactForOpaqueAndTransparentSources() {
        let dst: UInt32 = 0xff12_3456
        #expect(blendOver(0xffab_cdef, dst) == 0xffab_cdef)
        #expect(blendOver(0x0000_0000, dst) == dst)
    }

    @Test func overMatchesTheFormulaOnKnownValues() {
        // 50 % white over opaque black: 128 + 0 · (127/255) per channel.
        #expect(blendOver(0x8080_8080, 0xff00_0000) == 0xff80_8080)
        // 50 % black over opaque white: 255 · 127/255 = 127.
        #expect(blendOver(0x8000_0000, 0xffff_ffff) == 0xff7f_7f7f)
        // Every channel within one level of the float formula.
        for (src, dst) in [(UInt32(0x4020_1008), UInt32(0xc0a0_8060)), (0x7f7f_0000, 0x80ff_ff00), (0x0101_0101, 0xffff_ffff)] {
            let s = PixelVector.unpack(src), d = PixelVector.unpack(dst)
            let expected = s + d * (1 - s.w)
            let got = PixelVector.unpack(blendOver(src, dst))
            #expect(maxAbsDifference(got, expected) <= 1.0 / 255 + 1e-6)
        }
    }

    /// The row blend (octets, then quads: skipped, copied or blended in 16-bit lanes) is bit-identical to
    /// `blendOver` pixel by pixel, over every mix of transparent, opaque and translucent quads.
    @Test func rowBlendMatchesThePixelBlend() {
        var seed: UInt32 = 0x1234_5678
        func next() -> UInt32 { seed = seed &* 1_664_525 &+ 1_013_904_223; return seed }
        // Runs of four and of eight: mixed octets, and octets all empty, all solid or all translucent.
        for (count, run) in [0, 1, 3, 4, 7, 64, 129].flatMap({ c in [(c, 4), (c, 8)] }) {
            var src = [UInt32](), dst = [UInt32]()
            for i in 0..<count {
                let a: UInt32 = [0, 255, next() >> 24][(i / run) % 3]
                // Premultiplied: colour never above alpha.
                let c = SIMD3(next() & 0xff, next() & 0xff, next() & 0xff) &* a / 255
                src.append(a << 24 | c.x << 16 | c.y << 8 | c.z)
                dst.append(next() | 0xff00_0000)
            }
            let expected = zip(src, dst).map { blendOver($0, $1) }
            var out = dst
            src.withUnsafeBufferPointer { s in out.withUnsafeMutableBufferPointer { d in
                if count > 0 { blendOverRow(s.baseAddress!, d.baseAddress!, count: count) }
            } }
            #expect(out == expected, "count \(count)")
        }
    }

    /// A surface of one colour per row (a scroll edge's gradient) blends by the destination
    /// alone, and gives the same bits as blending it pixel by pixel, rows of every alpha and
    /// widths that leave a tail past the octets; a surface whose rows differ is not marked.
    @Test func oneColourRowsBlendAsThePixelBlend() throws {
        var seed: UInt32 = 0x0bad_cafe
        func next() -> UInt32 { seed = seed &* 1_664_525 &+ 1_013_904_223; return seed }
        for width in [1, 7, 8, 13, 61] {
            let source = try #require(Surface(width: width, height: 6))
            for y in 0..<6 {
                let a: UInt32 = [0, 255, 1, 128, 254, next() >> 24][y]
                let c = SIMD3(next() & 0xff, next() & 0xff, next() & 0xff) &* a / 255
                source.row(y).update(repeating: a << 24 | c.x << 16 | c.y << 8 | c.z, count: width)
            }
            source.markUniformRows()
            #expect(source.hasUniformRows)
            let frame = try #require(Surface(width: width + 5, height: 9))
            for y in 0..<9 { for x in 0..<(width + 5) { frame.row(y)[x] = next() | 0xff00_0000 } }
            var expected: [UInt32] = []
            for y in 0..<9 { for x in 0..<(width + 5) {
                let inside = x >= 2 && x < 2 + width && y >= 1 && y < 7
                expected.append(inside ? blendOver(source.row(y - 1)[x - 2], frame.row(y)[x]) : frame.row(y)[x])
            } }
            let before = frame.copy()
            frame.blit(source, at: 2, 1)
            var got: [UInt32] = []
            for y in 0..<9 { for x in 0..<(width + 5) { got.append(frame.row(y)[x]) } }
            #expect(got == expected, "width \(width)")
            // Faded (a row highlight fading out): the bits of the faded blend pixel by pixel.
            for opacity in [1, 9, 128, 254] as [UInt32] {
                let faded = before.copy()
                faded.blit(source, at: 2, 1, opacity: opacity)
                for y in 0..<9 { for x in 0..<(width + 5) {
                    let inside = x >= 2 && x < 2 + width && y >= 1 && y < 7
                    let s = inside ? source.row(y - 1)[x - 2] : 0
                    let want = inside && s >> 24 != 0 ? blendOver(scaledPixel(s, opacity), before.row(y)[x]) : before.row(y)[x]
                    if faded.row(y)[x] != want { Issue.record("width \(width) opacity \(opacity) at \(x),\(y)"); return }
                } }
            }
        }
        let mixed = try #require(Surface(width: 4, height: 2))
        mixed.row(1)[3] = 0x8000_0000
        mixed.markUniformRows()
        #expect(!mixed.hasUniformRows)
    }

    @Test func blitCopiesOpaqueAndBlendsTranslucent() {
        let dst = Surface(width: 4, height: 3)!
        dst.fill(0xff00_0000)
        let src = Surface(width: 2, height: 2)!
        src.fill(0x8080_8080)
        dst.blit(src, at: 3, 2)        // only (3, 2) overlaps
        #expect(dst[3, 2] == 0xff80_8080)
        #expect(dst[2, 2] == 0xff00_0000 && dst[3, 1] == 0xff00_0000)
        src.fill(0xff11_2233)
        dst.blit(src, at: -1, -1, opaque: true)
        #expect(dst[0, 0] == 0xff11_2233 && dst[1, 0] == 0xff00_0000)
    }

    @Test func blitRespectsClip() {
        let dst = Surface(width: 4, height: 4)!
        let src = Surface(width: 4, height: 4)!
        src.fill(0xffff_ffff)
        dst.blit(src, at: 0, 0, clip: PixelRect(x: 1, y: 1, width: 2, height: 1), opaque: true)
        #expect(dst[1, 1] == 0xffff_ffff && dst[2, 1] == 0xffff_ffff)
        #expect(dst[0, 1] == 0 && dst[1, 2] == 0 && dst[3, 1] == 0)
    }

    @Test func copyAndPixelComparison() {
        let a = Surface(width: 5, height: 2)!
        a[4, 1] = 0xff01_0203
        let b = a.copy()
        #expect(b.hasSamePixels(as: a))
        b[0, 0] = 1
        #expect(!b.hasSamePixels(as: a))
    }
}
