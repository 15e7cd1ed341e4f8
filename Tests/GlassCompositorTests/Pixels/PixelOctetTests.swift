import Testing
@testable import GlassCompositor

/// `PixelOctet` shades eight edge pixels with `PixelQuad`'s arithmetic at twice the width: a
/// replayed frame must be the same bits whichever width drew a pixel.
@Suite struct PixelOctetTests {
    /// Deterministic cells in and around the premultiplied range (the optics overshoot it).
    private func cells(_ seed: Int) -> [SIMD4<Float>] {
        var state = UInt32(truncatingIfNeeded: 2_654_435_761 &* (seed + 1))
        func next() -> Float {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Float(state >> 8) / Float(1 << 24) * 1.4 - 0.2
        }
        return (0..<8).map { _ in SIMD4(next(), next(), next(), next()) }
    }

    @Test func opticsMatchTwoQuadsBitForBit() {
        for seed in 0..<200 {
            let c = cells(seed), w = cells(seed + 1000)
            let weight = SIMD8<Float>(w.map(\.x)), border = SIMD8<Float>(w.map(\.y)), coverage = SIMD8<Float>(w.map(\.z))
            let keep = SIMD8<Float>(w.map(\.w)), color = SIMD4<Float>(0.9, 0.2, 0.4, 1)
            let under = SIMD8<UInt32>((0..<8).map { UInt32(truncatingIfNeeded: (seed &+ $0) &* 0x9e37_79b9) })
            var octet = c.withUnsafeBufferPointer { PixelOctet(cells: $0.baseAddress!) }
            octet.mixRim(weight, chroma: 0.6)
            octet.mixBorder(color, border)
            octet = PixelOctet(pixels: under).darkened(keep).mixed(with: octet, coverage)
            let wide = octet.packed
            for half in 0..<2 {
                let o = 4 * half
                @inline(__always) func quad(_ v: SIMD8<Float>) -> SIMD4<Float> { half == 0 ? v.lowHalf : v.highHalf }
                var q = PixelQuad(c[o], c[o + 1], c[o + 2], c[o + 3])
                q.mixRim(quad(weight), chroma: 0.6)
                q.mixBorder(color, quad(border))
                let u = half == 0 ? under.lowHalf : under.highHalf
                q = PixelQuad(pixels: u).darkened(quad(keep)).mixed(with: q, quad(coverage))
                let narrow = q.packed
                for i in 0..<4 { #expect(wide[o + i] == narrow[i], "seed \(seed), pixel \(o + i)") }
            }
        }
    }

    @Test func darkeningEightMatchesTwoQuads() {
        for k in stride(from: UInt32(0), through: 255, by: 5) {
            let p = SIMD8<UInt32>((0..<8).map { UInt32(truncatingIfNeeded: (Int(k) &+ $0) &* 0x9e37_79b9) })
            let keep = SIMD8<UInt32>((0..<8).map { (k + UInt32($0) * 31) % 256 })
            let wide = PixelQuad.darken(p, keep255: keep)
            let lo = PixelQuad.darken(p.lowHalf, keep255: keep.lowHalf), hi = PixelQuad.darken(p.highHalf, keep255: keep.highHalf)
            #expect(wide == SIMD8(lowHalf: lo, highHalf: hi))
        }
    }
}
