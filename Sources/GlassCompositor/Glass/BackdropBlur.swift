import Dispatch

/// Gaussian blur of a region of a surface at reduced resolution (DESIGN §3, "Backdrop").
///
/// The chain, for σ in frame pixels:
/// 1. choose a downsample factor `f`, the largest power of two ≤ σ/3 (1 ... 16);
/// 2. box-average f×f blocks of the region into `Float` cells (premultiplied, exact integer
///    sums), reading mirrored pixels where a block or the kernel reaches past the region;
/// 3. a separable sampled Gaussian on the cells with σ' = `GaussianKernel.compensatedSigma`,
///    which subtracts the variance the box and the bilinear upsample add;
/// 4. callers sample the result bilinearly at full-resolution coordinates (`BlurredBackdrop`).
///
/// With σ ≥ 3f the Gaussian removes nearly everything the box lets alias: against an exact
/// full-resolution Gaussian with mirrored edges the PSNR stays above 42 dB on high-contrast
/// text and 1-2 px stripes (a test requires ≥ 38 dB for σ = 2 ... 40). Cost is one read of the
/// needed region plus O(σ/f) per low-resolution cell.
///
/// Buffers are kept and grown, never shrunk: after the largest region has been seen, a blur
/// allocates nothing. Work is split into row bands over all cores with `concurrentPerform`.
/// Not thread-safe: one blur per renderer.
final class BackdropBlur {
    private let low = ScratchBuffer<SIMD4<Float>>()
    private let horizontal = ScratchBuffer<SIMD4<Float>>()
    private let output = ScratchBuffer<SIMD4<Float>>()
    private let columnMap = ScratchBuffer<Int32>()
    private let rowMap = ScratchBuffer<Int32>()
    private let weights = ScratchBuffer<Float>()
    /// Low-resolution rows per parallel work item.
    var bandRows = 12

    /// The downsample factor for σ pixels: the largest power of two ≤ σ/3, at least 1, at most 16
    /// (so that f² · 255 fits the 16-bit integer lanes of the box sums).
    static func downsampleFactor(sigma: Float) -> Int {
        var f = 1
        while f < 16 && Float(2 * f) <= sigma / 3 { f *= 2 }
        return f
    }

    /// Integer half-sample mirror of `i` into 0..<n (…, 1, 0 | 0, 1, …, n−1 | n−1, …).
    @inline(__always) static func mirror(_ i: Int, _ n: Int) -> Int {
        let period = 2 * n
        var m = i % period
        if m < 0 { m += period }
        return m < n ? m : period - 1 - m
    }

    /// Blurs `region` of `source` (clamped to the source) with standard deviation `sigma` pixels.
    ///
    /// - Parameters:
    ///   - region: the backdrop; pixels beyond it are its mirror image.
    ///   - needed: where the result will be sampled (frame pixels); nil = the whole region.
    ///     Only cells that a bilinear sample inside `needed` touches are produced.
    ///   - grading: an affine colour transform applied to every blurred cell (the glass folds its
    ///     vibrancy, tint and fill in here); identity by default.
    /// - Returns: a view of the result, valid until the next call; nil if the region is empty.
    @discardableResult
    func run(source: Surface, region: PixelRect, sigma: Float, needed: PixelRect? = nil,
             grading: ColorMatrix = .identity) -> BlurredBackdrop? {
        let r = region.intersection(source.bounds)
        guard !r.isEmpty else { return nil }
        var n = (needed ?? r).intersection(r)
        if n.isEmpty { n = r }
        let f = Self.downsampleFactor(sigma: sigma)
        let s = GaussianKernel.compensatedSigma(sigma, factor: f)
        let k = GaussianKernel.radius(sigma: s)

        // Output cells cover every bilinear stencil for x in [n.x0, n.x1] (continuous).
        func cellRange(_ a: Int, _ b: Int, _ origin: Int) -> (Int, Int) {
            let lo = Int((Double(a - origin) / Double(f) - 0.5).rounded(.down))
            let hi = Int((Double(b - origin) / Double(f) - 0.5).rounded(.down)) + 1
            return (lo, hi - lo + 1)
        }
        let (ox0, outW) = cellRange(n.x0, n.x1, r.x0)
        let (oy0, outH) = cellRange(n.y0, n.y1, r.y0)
        let inW = outW + 2 * k, inH = outH + 2 * k
        let ix0 = ox0 - k, iy0 = oy0 - k

        // Source column / row of every full-resolution sample of the input cells, mirrored.
        let cols = columnMap.reserve(inW * f), rowsMap = rowMap.reserve(inH * f)
        for e in 0..<(inW * f) { cols[e] = Int32(r.x0 + Self.mirror(ix0 * f + e, r.width)) }
        for e in 0..<(inH * f) { rowsMap[e] = Int32(r.y0 + Self.mirror(iy0 * f + e, r.height)) }
        let w = weights.reserve(k + 1)
        GaussianKernel.fill(w, sigma: s, radius: k)

        let lowCells = low.reserve(inW * inH)
        let hCells = horizontal.reserve(outW * inH)
        let outCells = output.reserve(outW * outH)
        let pixels = source.pixels, stride = source.stride
        let band = max(1, bandRows)
        let scale = 1 / Float(255 * f * f)

        // Pass 1: box downsample + horizontal Gaussian, per input row.
        let inBands = (inH + band - 1) / band
        DispatchQueue.concurrentPerform(iterations: inBands) { b in
            for row in (b * band)..<min(inH, (b + 1) * band) {
                let dst = lowCells + row * inW
                let rowsOfCell = rowsMap + row * f
                if f == 1 {
                    let src = UnsafePointer(pixels + Int(rowsOfCell[0]) * stride)
                    for i in 0..<inW { dst[i] = PixelVector.unpack(src[Int(cols[i])]) }
                } else {
                    let mask = SIMD4<UInt32>(repeating: 0x00ff_00ff)
                    for i in 0..<inW {
                        var rb: UInt32 = 0, ag: UInt32 = 0
                        let c = cols + i * f
                        let c0 = Int(c[0])
                        if f >= 4 && Int(c[f - 1]) == c0 + f - 1 {
                            // Block inside the region: four pixels per 16-byte load.
                            var rb4 = SIMD4<UInt32>(), ag4 = SIMD4<UInt32>()
                            for t in 0..<f {
                                let src = UnsafePointer(pixels + Int(rowsOfCell[t]) * stride + c0)
                                var u = 0
                                while u < f {
                                    let v = PixelQuad.load(src + u)
                                    rb4 &+= v & mask
                                    ag4 &+= (v &>> 8) & mask
                                    u += 4
                                }
                            }
                            rb = rb4.x &+ rb4.y &+ rb4.z &+ rb4.w
                            ag = ag4.x &+ ag4.y &+ ag4.z &+ ag4.w
                        } else {
                            for t in 0..<f {
                                let src = UnsafePointer(pixels + Int(rowsOfCell[t]) * stride)
                                for u in 0..<f {
                                    let p = src[Int(c[u])]
                                    rb &+= p & 0x00ff_00ff
                                    ag &+= (p >> 8) & 0x00ff_00ff
                                }
                            }
                        }
                        let sums = SIMD4<UInt32>(rb, ag, rb, ag) &>> SIMD4<UInt32>(0, 0, 16, 16) & 0xffff
                        dst[i] = unsafeBitCast(sums, to: SIMD4<Int32>.self).lanesFloat * scale
                    }
                }
                Self.horizontalPass(dst, hCells + row * outW, count: outW, radius: k, weights: w)
            }
        }

        // Pass 2: vertical Gaussian, per output row.
        let outBands = (outH + band - 1) / band
        DispatchQueue.concurrentPerform(iterations: outBands) { b in
            for row in (b * band)..<min(outH, (b + 1) * band) {
                let dst = outCells + row * outW
                Self.verticalPass(hCells + (row + k) * outW, dst,
                                  count: outW, rowStride: outW, radius: k, weights: w, grading: grading)
            }
        }

        return BlurredBackdrop(cells: outCells, columns: outW, rows: outH,
                               originX: Float(r.x0), originY: Float(r.y0),
                               regionWidth: Float(r.width), regionHeight: Float(r.height),
                               inverseFactor: 1 / Float(f),
                               firstColumn: Float(ox0), firstRow: Float(oy0))
    }

    /// dst[j] = Σ w_|t| · src[j + radius + t], t = −radius ... radius. Four outputs at a time
    /// with independent accumulators, so the adds pipeline instead of waiting on each other.
    @inline(__always)
    private static func horizontalPass(_ src: UnsafePointer<SIMD4<Float>>, _ dst: UnsafeMutablePointer<SIMD4<Float>>,
                                       count: Int, radius k: Int, weights w: UnsafePointer<Float>) {
        let w0 = SIMD4<Float>(repeating: w[0])
        var j = 0
        while j + 4 <= count {
            let c = src + (j + k)
            var a0 = c[0] * w0, a1 = c[1] * w0, a2 = c[2] * w0, a3 = c[3] * w0
            var t = 1
            while t <= k {
                let wt = SIMD4<Float>(repeating: w[t])
                let l = c - t, r = c + t
                a0 += (l[0] + r[0]) * wt
                a1 += (l[1] + r[1]) * wt
                a2 += (l[2] + r[2]) * wt
                a3 += (l[3] + r[3]) * wt
                t += 1
            }
            dst[j] = a0; dst[j + 1] = a1; dst[j + 2] = a2; dst[j + 3] = a3
            j += 4
        }
        while j < count {
            let c = src + (j + k)
            var acc = c[0] * w0
            var t = 1
            while t <= k {
                acc += (c[-t] + c[t]) * SIMD4<Float>(repeating: w[t])
                t += 1
            }
            dst[j] = acc
            j += 1
        }
    }

    /// dst[j] = Σ w_|t| · centre[j + t·rowStride]: four columns at a time with the sums in
    /// registers (each tap is two loads and a multiply-add, no store), then the rest one by one;
    /// each result goes through the colour grading `g` on its way out.
    @inline(__always)
    private static func verticalPass(_ centre: UnsafePointer<SIMD4<Float>>, _ dst: UnsafeMutablePointer<SIMD4<Float>>,
                                     count: Int, rowStride: Int, radius k: Int, weights w: UnsafePointer<Float>,
                                     grading g: ColorMatrix) {
        let w0 = SIMD4<Float>(repeating: w[0])
        var j = 0
        while j + 4 <= count {
            let c = centre + j
            var a0 = c[0] * w0, a1 = c[1] * w0, a2 = c[2] * w0, a3 = c[3] * w0
            var t = 1
            while t <= k {
                let wt = SIMD4<Float>(repeating: w[t])
                let up = c - t * rowStride, down = c + t * rowStride
                a0 += (up[0] + down[0]) * wt
                a1 += (up[1] + down[1]) * wt
                a2 += (up[2] + down[2]) * wt
                a3 += (up[3] + down[3]) * wt
                t += 1
            }
            dst[j] = g.apply(a0); dst[j + 1] = g.apply(a1); dst[j + 2] = g.apply(a2); dst[j + 3] = g.apply(a3)
            j += 4
        }
        while j < count {
            let c = centre + j
            var acc = c[0] * w0
            var t = 1
            while t <= k {
                acc += (c[-t * rowStride] + c[t * rowStride]) * SIMD4<Float>(repeating: w[t])
                t += 1
            }
            dst[j] = g.apply(acc)
            j += 1
        }
    }
}
