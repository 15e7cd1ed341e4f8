import Testing
@testable import GlassCompositor

/// `BlurredRow.fillFlat` (fixed point, one add per pixel) against the plain float path: each
/// pixel's bilinear `sample`, packed like `PixelQuad.packed`.
@Suite struct BlurredRowFillTests {
    /// A row of cells: random in-range cells, then the edge cases (black, white, fully
    /// transparent, colour = alpha, cells a hair inside 0 and 1) and cells outside the range
    /// the grading can produce (colour above alpha or below 0, alpha above 1).
    static func cells(_ count: Int, seed: UInt64) -> [SIMD4<Float>] {
        var state = seed
        func random() -> Float {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Float(state >> 40) / Float(1 << 24)
        }
        let special: [SIMD4<Float>] = [
            SIMD4(0, 0, 0, 0), SIMD4(1, 1, 1, 1), SIMD4(0, 0, 0, 1), SIMD4(0.5, 0.5, 0.5, 0.5),
            SIMD4(1e-7, 0, 2e-7, 3e-7), SIMD4(0.9999999, 1, 0.99999994, 1), SIMD4(0.3, 0.7, 0.7, 0.7),
            SIMD4(0.002, 0.001, 0, 0.002), SIMD4(1.2, 0.4, -0.1, 1), SIMD4(0.5, 0.6, 0.2, 0.55),
            SIMD4(0.2, 0.3, 0.4, 1.3), SIMD4(-0.2, -0.1, -0.3, -0.1),
        ]
        return (0..<count).map { i in
            if i % 3 == 1 { return special[(i / 3) % special.count] }
            let a = random() < 0.2 ? 1 : random()
            return SIMD4(random() * a, random() * a, random() * a, a)
        }
    }

    /// What the fill must match: per pixel, the float sample packed like `PixelQuad.packed`.
    static func reference(_ row: BlurredRow, _ x: Int) -> UInt32 {
        let s = row.sample(Float(x) + 0.5)
        return PixelQuad(s, s, s, s).packed.x
    }

    /// Largest channel difference between two packed pixels, in levels.
    static func levels(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            let u = Int((a >> shift) & 0xff), v = Int((b >> shift) & 0xff)
            worst = max(worst, abs(u - v))
        }
        return worst
    }

    @Test(arguments: [1, 2, 4, 8, 16])
    func fillMatchesFloatSamples(factor g: Int) {
        let columns = 40
        let width = columns * g + 8
        var cells = Self.cells(columns, seed: UInt64(g))
        var pixels = [UInt32](repeating: 0, count: width + 2)
        let sentinel: UInt32 = 0x1234_5678
        var worst = 0, differing = 0, compared = 0, strayWrites = 0
        // Spans: every start over the first intervals, short (1-3 px) and long, and offsets
        // that put the first pixel anywhere in its interval and past either end of the row.
        let offsets: [Float] = [-0.5, -0.5 + 0.37 / Float(g), -1.75, 0.031, 0.25, -0.999, 0.5 - 1 / Float(2 * g)]
        cells.withUnsafeMutableBufferPointer { c in
            for offset in offsets {
                let row = BlurredRow(cells: UnsafePointer(c.baseAddress!), columns: columns, offset: offset, step: 1 / Float(g))
                let starts = Array(0..<min(width, 3 * g + 5)) + Array(stride(from: 3 * g + 5, to: width, by: 7))
                for x0 in starts {
                    for length in [1, 2, 3, 4, 5, 7, g + 1, 2 * g + 3, width - x0] where x0 + length <= width {
                        let x1 = x0 + length
                        for x in 0..<pixels.count { pixels[x] = sentinel }
                        pixels.withUnsafeMutableBufferPointer { p in
                            row.fillFlat(p.baseAddress! + 1, from: x0, to: x1)
                        }
                        for x in 0..<width where x < x0 || x >= x1 {
                            if pixels[x + 1] != sentinel { strayWrites += 1 }
                        }
                        for x in x0..<x1 {
                            let d = Self.levels(pixels[x + 1], Self.reference(row, x))
                            worst = max(worst, d)
                            if d > 0 { differing += 1 }
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(strayWrites == 0)
        #expect(worst <= 1, "g = \(g): \(worst) levels off")
        // Off by one only where the exact level ends in .5 to within the fixed point's error:
        // a fill that rounded differently would be off on a large share of the pixels.
        #expect(differing * 1000 <= compared, "g = \(g): \(differing) of \(compared) pixels differ")
        print("fillFlat g = \(g): \(compared) pixels, \(differing) differ, by at most \(worst) level(s)")
    }
    /// A row of one colour (glass under an opaque fill) is filled plainly, with the bits the
    /// interval path gives: the same row with its last cell changed takes that path, and every
    /// pixel before the last interval must agree.
    @Test(arguments: [4, 8, 16])
    func aRowOfOneColourFillsWithTheIntervalsBits(factor g: Int) {
        let columns = 30, width = columns * g
        for colour in [SIMD4<Float>(0.95, 0.95, 0.97, 1), SIMD4(0.3, 0.2, 0.1, 0.6), SIMD4(0, 0, 0, 0), SIMD4(1, 1, 1, 1)] {
            var uniform = [SIMD4<Float>](repeating: colour, count: columns)
            var broken = uniform
            broken[columns - 1] = colour * 0.5
            var a = [UInt32](repeating: 0, count: width), b = [UInt32](repeating: 0, count: width)
            uniform.withUnsafeMutableBufferPointer { u in
                broken.withUnsafeMutableBufferPointer { v in
                    let ru = BlurredRow(cells: UnsafePointer(u.baseAddress!), columns: columns, offset: -0.5, step: 1 / Float(g))
                    let rb = BlurredRow(cells: UnsafePointer(v.baseAddress!), columns: columns, offset: -0.5, step: 1 / Float(g))
                    a.withUnsafeMutableBufferPointer { ru.fillFlat($0.baseAddress!, from: 3, to: width - 1) }
                    b.withUnsafeMutableBufferPointer { rb.fillFlat($0.baseAddress!, from: 3, to: width - 1) }
                }
            }
            let checked = 3..<((columns - 2) * g)
            #expect(checked.allSatisfy { a[$0] == b[$0] }, "colour \(colour) at g = \(g)")
            #expect(Set(a[(2 * g)..<((columns - 2) * g)]).count == 1, "one colour")
        }
    }
}
