import Foundation
import Testing
@testable import GlassCompositor

/// The reduced-resolution blur against an exact full-resolution Gaussian.
@Suite struct BackdropBlurTests {
    /// A high-contrast test card: text-like black glyph blocks on white, 1 px and 2 px stripes in
    /// both directions, and a checkerboard. Values are 0 or 1 (opaque grey).
    static func testCard(width: Int, height: Int) -> [Double] {
        var img = [Double](repeating: 1, count: width * height)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) }
        for y in 0..<height {
            for x in 0..<width {
                let v: Double
                if x < width / 2 && y < height / 2 {
                    // "Text": glyphs of 2-5 px on lines 9 px apart, 2 px gaps between words.
                    let line = y % 9, glyph = x / 4
                    v = line < 6 && (glyph * 7 + y / 9 * 3) % 5 != 0 && (next() % 3 != 0) ? 0 : 1
                } else if y < height / 2 {
                    v = (x / ((x / 16) % 2 + 1)) % 2 == 0 ? 0 : 1        // 1 px and 2 px vertical stripes
                } else if x < width / 2 {
                    v = (y / ((y / 12) % 2 + 1)) % 2 == 0 ? 0 : 1        // horizontal stripes
                } else {
                    v = ((x / 3) + (y / 3)) % 2 == 0 ? 0 : 1             // 3 px checkerboard
                }
                img[y * width + x] = v
            }
        }
        return img
    }

    /// Exact Gaussian blur of a single-channel image, mirror (half-sample) edges, in Double:
    /// the 1-D operator is folded into an n×n matrix once, then applied along rows and columns.
    static func exactBlur(_ img: [Double], width: Int, height: Int, sigma: Double) -> [Double] {
        func matrix(_ n: Int) -> [Double] {
            var m = [Double](repeating: 0, count: n * n)
            let radius = Int((5 * sigma).rounded(.up))
            var taps = [Double](repeating: 0, count: 2 * radius + 1)
            for t in -radius...radius { taps[t + radius] = exp(-Double(t * t) / (2 * sigma * sigma)) }
            let total = taps.reduce(0, +)
            for i in 0..<n {
                for t in -radius...radius {
                    m[i * n + BackdropBlur.mirror(i + t, n)] += taps[t + radius] / total
                }
            }
            return m
        }
        let mx = matrix(width), my = matrix(height)
        var tmp = [Double](repeating: 0, count: width * height)
        var out = [Double](repeating: 0, count: width * height)
        img.withUnsafeBufferPointer { src in
            mx.withUnsafeBufferPointer { m in
                tmp.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<height {
                        for x in 0..<width {
                            var acc = 0.0
                            for j in 0..<width { acc += m[x * width + j] * src[y * width + j] }
                            dst[y * width + x] = acc
                        }
                    }
                }
            }
        }
        tmp.withUnsafeBufferPointer { src in
            my.withUnsafeBufferPointer { m in
                out.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<height {
                        for j in 0..<height {
                            let w = m[y * height + j]
                            if w == 0 { continue }
                            for x in 0..<width { dst[y * width + x] += w * src[j * width + x] }
                        }
                    }
                }
            }
        }
        return out
    }

    /// PSNR in dB of the blur of `region` (holding the test card; the rest of the surface is
    /// noise that must not leak in) against the exact blur.
    static func psnr(sigma: Float, width: Int, height: Int) -> Double {
        let pad = 7
        let surface = Surface(width: width + 2 * pad + 3, height: height + 2 * pad)!
        var seed: UInt32 = 12345
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                seed = seed &* 1_103_515_245 &+ 12345
                surface[x, y] = 0xff00_0000 | (seed >> 8)
            }
        }
        let card = testCard(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let g = UInt32(card[y * width + x] * 255)
                surface[x + pad, y + pad] = 0xff00_0000 | g << 16 | g << 8 | g
            }
        }
        let region = PixelRect(x: pad, y: pad, width: width, height: height)
        let blur = BackdropBlur()
        guard let result = blur.run(source: surface, region: region, sigma: sigma) else { return 0 }
        let exact = exactBlur(card, width: width, height: height, sigma: Double(sigma))
        var se = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let v = result.sample(Float(x + pad) + 0.5, Float(y + pad) + 0.5)
                let e = exact[y * width + x]
                se += (Double(v.x) - e) * (Double(v.x) - e) + (Double(v.y) - e) * (Double(v.y) - e)
                    + (Double(v.z) - e) * (Double(v.z) - e)
            }
        }
        let mse = se / Double(3 * width * height)
        return 10 * log10(1 / max(mse, 1e-12))
    }

    /// 1.5, 2, 2.5 and 3.4 take the 16-bit integer passes (`SmallSigmaBlurPasses`).
    @Test(arguments: [1.5, 2, 2.5, 3.4, 4, 8, 16, 24, 40] as [Float])
    func matchesExactGaussian(sigma: Float) {
        let db = Self.psnr(sigma: sigma, width: 160, height: 160)
        #expect(db >= 38, "σ = \(sigma): PSNR \(db) dB, factor \(BackdropBlur.downsampleFactor(sigma: sigma))")
    }

    /// Region sizes that are not multiples of the downsample factor (or of the grid step) still
    /// mirror correctly.
    @Test(arguments: [2, 6, 14, 40] as [Float])
    func matchesExactGaussianOnOddRegion(sigma: Float) {
        let db = Self.psnr(sigma: sigma, width: 131, height: 97)
        #expect(db >= 38, "σ = \(sigma): PSNR \(db) dB")
    }

    @Test func downsampleFactorIsLargestPowerOfTwoUnderAThirdOfSigma() {
        #expect(BackdropBlur.downsampleFactor(sigma: 2) == 1)
        #expect(BackdropBlur.downsampleFactor(sigma: 5.9) == 1)
        #expect(BackdropBlur.downsampleFactor(sigma: 6) == 2)
        #expect(BackdropBlur.downsampleFactor(sigma: 14) == 4)
        #expect(BackdropBlur.downsampleFactor(sigma: 24) == 8)
        #expect(BackdropBlur.downsampleFactor(sigma: 40) == 8)
        #expect(BackdropBlur.downsampleFactor(sigma: 1000) == 16)
    }

    @Test func gridFactorIsLargestPowerOfTwoUnderEightSeventhsOfSigma() {
        #expect(BackdropBlur.gridFactor(sigma: 1.7) == 1)
        #expect(BackdropBlur.gridFactor(sigma: 2) == 2)
        #expect(BackdropBlur.gridFactor(sigma: 3.4) == 2)
        #expect(BackdropBlur.gridFactor(sigma: 4) == 4)
        #expect(BackdropBlur.gridFactor(sigma: 10) == 8)
        #expect(BackdropBlur.gridFactor(sigma: 14) == 16)
        #expect(BackdropBlur.gridFactor(sigma: 1000) == 16)
        for sigma in stride(from: Float(0), through: 200, by: 0.5) {
            #expect(BackdropBlur.gridFactor(sigma: sigma) >= BackdropBlur.downsampleFactor(sigma: sigma))
        }
    }

    @Test func mirrorIndexReflectsAtBothEdges() {
        #expect((-3...7).map { BackdropBlur.mirror($0, 4) } == [2, 1, 0, 0, 1, 2, 3, 3, 2, 1, 0])
    }

    /// A flat colour stays exactly that colour, alpha included, edges included (σ = 2: the
    /// integer weights sum to exactly 256).
    @Test(arguments: [2, 14] as [Float])
    func flatColourIsPreserved(sigma: Float) {
        let s = Surface(width: 50, height: 30)!
        let c = PremultipliedColor(r: 0.2, g: 0.4, b: 0.1, a: 0.8).pixel
        s.fill(c)
        let blur = BackdropBlur()
        let r = blur.run(source: s, region: s.bounds, sigma: sigma)!
        let expected = PixelVector.unpack(c)
        for (x, y) in [(0.0, 0.0), (25, 15), (49.5, 29.5), (-20, 40), (10, 3)] as [(Float, Float)] {
            let v = r.sample(x, y)
            #expect(maxAbsDifference(v, expected) < 1e-4)
        }
    }

    /// An opaque surface of random colours: every cell of its blur differs.
    static func noise(width: Int, height: Int, seed start: UInt32) -> Surface {
        let s = Surface(width: width, height: height)!
        var seed = start
        for y in 0..<s.height {
            for x in 0..<s.width {
                seed = seed &* 1_103_515_245 &+ 12345
                s[x, y] = 0xff00_0000 | (seed >> 8)
            }
        }
        return s
    }

    /// Splitting the work over cores never changes a bit, mirrored edges included.
    @Test(arguments: [1.5, 2, 10, 15] as [Float])
    func splitDoesNotChangeTheResult(sigma: Float) {
        let s = Self.noise(width: 660, height: 200, seed: 777)
        // Wide enough for at least two pieces of 16 grid columns at σ = 15 (16 px cells).
        let region = PixelRect(x: 3, y: 5, width: 651, height: 187)
        let grading = GlassColorGrading.matrix(saturation: 1.5, brightness: 0.1, tint: SIMD4(0.2, 0.4, 0.9, 1),
                                               tintAmount: 0.3, fill: SIMD4(0.1, 0.1, 0.1, 0.1))
        let serial = BackdropBlur(), split = BackdropBlur()
        serial.parallelWork = .max
        split.parallelWork = 0
        let a = serial.run(source: s, region: region, sigma: sigma, grading: grading)!
        let b = split.run(source: s, region: region, sigma: sigma, grading: grading)!
        #expect(a.columns == b.columns && a.rows == b.rows)
        var same = true
        for i in 0..<(a.columns * a.rows) where a.cells[i] != b.cells[i] { same = false }
        #expect(same)
    }

    /// Glass under an opaque fill (a sheet at full height) is graded to one colour whatever its
    /// backdrop: the blur is skipped, and the cells are the bits that blurring and grading give.
    @Test(arguments: [1.5, 2, 10, 15] as [Float])
    func anOpaqueFillSkipsTheBlurWithTheSameCells(sigma: Float) {
        let s = Self.noise(width: 300, height: 120, seed: 4242)
        let region = PixelRect(x: 7, y: 3, width: 281, height: 109)
        let page = SIMD4<Float>(0.97, 0.95, 0.95, 1)
        let opaque = GlassColorGrading.matrix(saturation: 1.5, brightness: 0.1, tint: SIMD4(0, 0, 0, 1), tintAmount: 0, fill: page)
        #expect(opaque.isConstant)
        #expect(!GlassColorGrading.matrix(saturation: 1.5, brightness: 0.1, tint: SIMD4(0, 0, 0, 1), tintAmount: 0,
                                          fill: page * 0.99).isConstant, "a fill short of opaque still shows the backdrop")
        let blurring = BackdropBlur(), skipping = BackdropBlur()
        let plain = blurring.run(source: s, region: region, sigma: sigma)!
        let graded = skipping.run(source: s, region: region, sigma: sigma, grading: opaque)!
        #expect(graded.columns == plain.columns && graded.rows == plain.rows)
        #expect(graded.firstColumn == plain.firstColumn && graded.firstRow == plain.firstRow)
        var same = true
        for i in 0..<(plain.columns * plain.rows) where opaque.apply(plain.cells[i]) != graded.cells[i] { same = false }
        #expect(same)
        withExtendedLifetime((blurring, skipping)) {}
    }

    /// The chain written out plainly, one cell at a time: f×f integer box sums through the
    /// mirrored row and column maps, then the folded Gaussian along the rows and down the
    /// columns, each with the same operations in the same order per lane as `BackdropBlur`,
    /// then the grading. The vector paths (two box rows or two columns per 8-float vector,
    /// mirrored edge cells copied, odd row and column counts, a pair of box rows running one
    /// past the end when the grid step is odd) must give exactly these bits.
    static func referenceCells(source s: Surface, region: PixelRect, sigma: Float, needed n: PixelRect,
                               grading: ColorMatrix) -> [SIMD4<Float>] {
        let r = region.intersection(s.bounds)
        let f = BackdropBlur.downsampleFactor(sigma: sigma), g = BackdropBlur.gridFactor(sigma: sigma), d = g / f
        let e = d % 2 == 0 ? 1 : 0
        let sg = GaussianKernel.compensatedSigma(sigma, box: f, grid: g)
        let k = GaussianKernel.radius(sigma: sg, halfSample: e == 1)
        var w = [Float](repeating: 0, count: k + 1)
        w.withUnsafeMutableBufferPointer { GaussianKernel.fill($0.baseAddress!, sigma: sg, radius: k, halfSample: e == 1) }
        func cellRange(_ a: Int, _ b: Int, _ origin: Int) -> (Int, Int) {
            let lo = Int((Double(a - origin) / Double(g) - 0.5).rounded(.down))
            let hi = Int((Double(b - origin) / Double(g) - 0.5).rounded(.down)) + 1
            return (lo, hi - lo + 1)
        }
        let (ox0, outW) = cellRange(n.x0, n.x1, r.x0), (oy0, outH) = cellRange(n.y0, n.y1, r.y0)
        let ix0 = ox0 * d + (d - 1) / 2 + e - k, iy0 = oy0 * d + (d - 1) / 2 + e - k
        let inW = (outW - 1) * d + 2 * k - e + 1, inH = (outH - 1) * d + 2 * k - e + 1
        let scale = 1 / Float(255 * f * f)
        var box = [SIMD4<Float>](repeating: .zero, count: inW * inH)
        for cy in 0..<inH {
            for cx in 0..<inW {
                var sum = SIMD4<Int32>()
                for t in 0..<f {
                    let y = r.y0 + BackdropBlur.mirror((iy0 + cy) * f + t, r.height)
                    for u in 0..<f {
                        let p = s[r.x0 + BackdropBlur.mirror((ix0 + cx) * f + u, r.width), y]
                        sum &+= SIMD4(Int32(p & 0xff), Int32(p >> 8 & 0xff), Int32(p >> 16 & 0xff), Int32(p >> 24))
                    }
                }
                box[cy * inW + cx] = SIMD4(Float(sum.x), Float(sum.y), Float(sum.z), Float(sum.w)) * scale
            }
        }
        var h = [SIMD4<Float>](repeating: .zero, count: outW * inH)
        for cy in 0..<inH {
            for j in 0..<outW {
                let l = cy * inW + j * d + k, rr = l - e
                var acc = box[rr] * SIMD4(repeating: w[0])
                for p in 1...k { acc += (box[l - p] + box[rr + p]) * SIMD4(repeating: w[p]) }
                h[cy * outW + j] = acc
            }
        }
        var out = [SIMD4<Float>](repeating: .zero, count: outW * outH)
        for y in 0..<outH {
            for j in 0..<outW {
                let l = (y * d + k) * outW + j, rr = l - e * outW
                var acc = h[rr] * SIMD4(repeating: w[0])
                for p in 1...k { acc += (h[l - p * outW] + h[rr + p * outW]) * SIMD4(repeating: w[p]) }
                out[y * outW + j] = grading.apply(acc)
            }
        }
        return out
    }

    /// Every box factor (σ 4 ... 60: f = 1 ... 16), grid steps 1, 2 and 4, regions whose sizes
    /// are multiples of nothing, clipped `needed` rects (row lengths of every remainder), one
    /// piece and several: the same bits as `referenceCells`.
    @Test(arguments: [4, 6.5, 10, 13, 15, 30, 60] as [Float])
    func matchesThePlainChainBitForBit(sigma: Float) {
        let s = Surface(width: 300, height: 120)!
        var seed: UInt32 = 4242
        for y in 0..<s.height {
            for x in 0..<s.width {
                // Any bytes: the box sums are exact whatever the pixels hold.
                seed = seed &* 1_103_515_245 &+ 12345
                let high = seed >> 16
                seed = seed &* 1_103_515_245 &+ 12345
                s[x, y] = high << 16 | seed >> 16
            }
        }
        let grading = GlassColorGrading.matrix(saturation: 1.3, brightness: -0.05, tint: SIMD4(0.3, 0.2, 0.8, 1),
                                               tintAmount: 0.2, fill: SIMD4(0.05, 0.1, 0.0, 0.1))
        let cases: [(PixelRect, PixelRect?)] = [
            (PixelRect(x: 3, y: 2, width: 287, height: 113), nil),
            (PixelRect(x: 1, y: 4, width: 293, height: 101), PixelRect(x: 40, y: 30, width: 97, height: 41)),
            (PixelRect(x: 0, y: 0, width: 300, height: 120), PixelRect(x: 0, y: 0, width: 13, height: 120)),
            (PixelRect(x: 5, y: 7, width: 61, height: 37), nil),
            (PixelRect(x: 9, y: 3, width: 23, height: 19), nil),
        ]
        for (region, needed) in cases {
            for parallel in [Int.max, 0] {
                let blur = BackdropBlur()
                blur.parallelWork = parallel
                let n = (needed ?? region).intersection(region)
                let got = blur.run(source: s, region: region, sigma: sigma, needed: n, grading: grading)!
                let want = Self.referenceCells(source: s, region: region, sigma: sigma, needed: n, grading: grading)
                #expect(got.columns * got.rows == want.count)
                var same = got.columns * got.rows == want.count
                for i in 0..<min(want.count, got.columns * got.rows) where got.cells[i] != want[i] { same = false }
                #expect(same, "σ = \(sigma), region \(region), needed \(String(describing: needed)), work \(parallel)")
            }
        }
    }

    /// The small-σ passes give the same bits for any run of columns: each narrower `needed` span
    /// (same region, so the same mirroring) against the whole row. Every width from 1 to 40
    /// columns and every start in the first 17 reach the partial groups at the row's end
    /// (phase split, eight-output horizontal steps, eight-cell transposes) in all their sizes.
    @Test(arguments: [1.5, 2, 3] as [Float])
    func smallSigmaColumnsDoNotDependOnTheSpan(sigma: Float) {
        let s = Surface(width: 120, height: 40)!
        var seed: UInt32 = 4242
        for y in 0..<s.height {
            for x in 0..<s.width {
                seed = seed &* 1_103_515_245 &+ 12345
                s[x, y] = seed ^ (seed >> 13)
            }
        }
        let region = PixelRect(x: 3, y: 2, width: 111, height: 35)
        let grading = GlassColorGrading.matrix(saturation: 1.5, brightness: 0.1, tint: SIMD4(0.2, 0.4, 0.9, 1),
                                               tintAmount: 0.3, fill: SIMD4(0.1, 0.1, 0.1, 0.1))
        let blur = BackdropBlur()
        let whole = blur.run(source: s, region: region, sigma: sigma, grading: grading)!
        let full = Array(UnsafeBufferPointer(start: whole.cells, count: whole.columns * whole.rows))
        let fullColumns = whole.columns, fullFirst = Int(whole.firstColumn)
        var mismatches = 0, spans = 0
        for x0 in region.x0..<(region.x0 + 17) {
            for width in 1...40 where x0 + width <= region.x1 {
                let needed = PixelRect(x: x0, y: region.y0, width: width, height: region.height)
                let part = blur.run(source: s, region: region, sigma: sigma, needed: needed, grading: grading)!
                #expect(part.rows == whole.rows)
                let shift = Int(part.firstColumn) - fullFirst
                for y in 0..<part.rows {
                    for j in 0..<part.columns where part.cells[y * part.columns + j] != full[y * fullColumns + shift + j] {
                        mismatches += 1
                    }
                }
                spans += 1
            }
        }
        #expect(spans > 500)
        #expect(mismatches == 0, "σ = \(sigma)")
    }

    /// Once warmed up the blur reuses its buffers: same region, same memory.
    @Test func reusesScratchBuffers() {
        let s = Surface(width: 64, height: 64)!
        let blur = BackdropBlur()
        let a = blur.run(source: s, region: s.bounds, sigma: 8)!.cells
        let b = blur.run(source: s, region: s.bounds.insetBy(4), sigma: 8)!.cells
        #expect(a == b)
    }
}
