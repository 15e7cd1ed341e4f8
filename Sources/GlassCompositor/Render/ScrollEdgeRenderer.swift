/// Draws `ScrollEdgeEffect`s into the frame, in place over what the frame drew before them.
///
/// A soft band is blurred on a reduced grid, never at full resolution: the band is box-averaged
/// once into cells `cell` pixels square (2 points), the cells are blurred with a Gaussian whose
/// σ follows each grid row's depth (horizontal, then vertical, both with that row's kernel),
/// and one full-resolution pass mixes the original pixel, the bilinear upsample of the blurred
/// grid and the page colour, row by row. Rows where the blur is finer than a cell take the
/// grid's finest blur cross-faded with the sharp pixel. The blurred grid is kept between frames
/// while what lies under the band is the same content at the same scroll (`BackdropContent`),
/// so a band redrawn for a pressed bar button pays only the last pass.
///
/// Grid values are premultiplied BGRA in 0...255 as `Float`s; the arithmetic is the same
/// whichever core runs a row, so a frame is the same bits on any number of cores and whether
/// or not the grid was kept.
final class ScrollEdgeRenderer {
    /// What the kept grid was computed from.
    private struct Key: Equatable {
        var effect: ScrollEdgeEffect
        var content: BackdropContent
    }

    private var key: Key?
    /// The grid's shape and kernels, for the effect they were made for.
    private var geometry: Geometry?
    /// Box-averaged cells, then (reused) the vertically blurred grid; gh rows of gw cells.
    private var cells = ScratchBuffer<SIMD4<Float>>()
    /// Horizontally blurred rows.
    private var across = ScratchBuffer<SIMD4<Float>>()
    private var blurred = ScratchBuffer<SIMD4<Float>>()
    /// Per-chunk scratch: a padded row for the horizontal pass, or a row of mixed cells.
    private var scratch = ScratchBuffer<SIMD4<Float>>()
    /// Frames that reused the kept grid (tests read it).
    private(set) var reusedGrids = 0

    /// Draws `effect` within `region` (which holds the whole band when it touches it: the
    /// band's read reach is the band). `source` says what lies under it, for keeping the grid.
    func draw(_ effect: ScrollEdgeEffect, into frame: Surface, region: DamageRegion, source: BackdropSource) {
        let band = effect.bounds.intersection(frame.bounds)
        let parts = region.intersection(band)
        guard !parts.isEmpty else { return }
        if geometry?.effect != effect || geometry?.frameWidth != frame.width {
            geometry = Geometry(effect, band: band)
            key = nil
        }
        guard let g = geometry else { return }
        if effect.blurs {
            let content = source.content(under: band)
            let current = content.map { Key(effect: effect, content: $0) }
            if let current, current == key {
                reusedGrids += 1
            } else {
                blurGrid(g, frame: frame)
                key = current
            }
        }
        mix(g, effect: effect, frame: frame, parts: parts.rects)
    }

    // MARK: The grid

    /// Box-averages the band into cells and blurs them (rows over the cores in chunks).
    private func blurGrid(_ g: Geometry, frame: Surface) {
        let (gw, gh) = (g.gridWidth, g.gridHeight)
        let chunks = min(gh, 4), padded = gw + 2 * g.maxRadius
        let (cellPtr, acrossPtr, blurredPtr) = (cells.reserve(gw * gh), across.reserve(gw * gh), blurred.reserve(gw * gh))
        let pad = scratch.reserve(chunks * padded)
        DisjointWork.run(chunks) { chunk in
            let row = pad + chunk * padded
            for r in stride(from: chunk, to: gh, by: chunks) {
                ScrollEdgeRenderer.downsample(frame, g, row: r, into: cellPtr + r * gw)
                ScrollEdgeRenderer.blurAcross(cellPtr + r * gw, into: acrossPtr + r * gw, g, row: r, pad: row)
            }
        }
        DisjointWork.run(chunks) { chunk in
            for r in stride(from: chunk, to: gh, by: chunks) {
                ScrollEdgeRenderer.blurDown(acrossPtr, into: blurredPtr + r * gw, g, row: r)
            }
        }
    }

    /// The mean of each cell of grid row `r` (frame pixels of the band, 0...255 per channel).
    private static func downsample(_ frame: Surface, _ g: Geometry, row r: Int, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let f = g.cell, band = g.band
        let y0 = band.y0 + r * f, y1 = min(band.y1, y0 + f)
        for c in 0..<g.gridWidth {
            let x0 = band.x0 + c * f, x1 = min(band.x1, x0 + f)
            var sum = SIMD4<UInt32>(repeating: 0)
            for y in y0..<y1 {
                let px = frame.row(y)
                for x in x0..<x1 {
                    let p = px[x]
                    sum &+= SIMD4(p & 0xff, (p >> 8) & 0xff, (p >> 16) & 0xff, p >> 24)
                }
            }
            out[c] = SIMD4<Float>(Float(sum.x), Float(sum.y), Float(sum.z), Float(sum.w)) * (1 / Float((y1 - y0) * (x1 - x0)))
        }
    }

    /// Row `r` blurred across with its kernel, edges clamped (through a padded copy).
    private static func blurAcross(_ src: UnsafeMutablePointer<SIMD4<Float>>, into out: UnsafeMutablePointer<SIMD4<Float>>,
                                   _ g: Geometry, row r: Int, pad: UnsafeMutablePointer<SIMD4<Float>>) {
        let gw = g.gridWidth, p = g.maxRadius, radius = g.radii[r], w = g.weights(row: r)
        for i in 0..<p { pad[i] = src[0]; pad[p + gw + i] = src[gw - 1] }
        (pad + p).update(from: src, count: gw)
        let centre = pad + p
        for c in 0..<gw {
            var acc = centre[c] * w[0]
            var k = 1
            while k <= radius {
                acc += (centre[c - k] + centre[c + k]) * w[k]
                k += 1
            }
            out[c] = acc
        }
    }

    /// Row `r` of the grid blurred down its columns with row `r`'s kernel, edges clamped.
    private static func blurDown(_ src: UnsafeMutablePointer<SIMD4<Float>>, into out: UnsafeMutablePointer<SIMD4<Float>>,
                                 _ g: Geometry, row r: Int) {
        let (gw, gh) = (g.gridWidth, g.gridHeight), radius = g.radii[r], w = g.weights(row: r)
        let centre = src + r * gw, w0 = w[0]
        for c in 0..<gw { out[c] = centre[c] * w0 }
        var k = 1
        while k <= radius {
            let above = src + max(0, r - k) * gw, below = src + min(gh - 1, r + k) * gw, wk = w[k]
            for c in 0..<gw { out[c] += (above[c] + below[c]) * wk }
            k += 1
        }
    }

    // MARK: The full-resolution pass

    /// Each pixel of `parts`: the original kept by (1 − fade)(1 − blur), the blurred grid
    /// (bilinear) by (1 − fade) blur, and the page colour by fade. Row bands over the cores.
    private func mix(_ g: Geometry, effect: ScrollEdgeEffect, frame: Surface, parts: [PixelRect]) {
        var bands: [PixelRect] = []
        for r in parts {
            for y0 in stride(from: r.y0, to: r.y1, by: 32) {
                bands.append(PixelRect(x0: r.x0, y0: y0, x1: r.x1, y1: min(r.y1, y0 + 32)))
            }
        }
        let gw = g.gridWidth, rowCells = gw + 1
        let (grid, rowScratch) = (blurred.base, scratch.reserve(bands.count * rowCells))
        let colour = ScrollEdgeRenderer.unpack(effect.color)
        DisjointWork.run(bands.count) { i in
            let b = bands[i], mixed = rowScratch + i * rowCells
            for y in b.y0..<b.y1 {
                let r = g.rows[y - g.band.y0]
                guard r.fade > 0 || r.blur > 0 else { continue }
                let keep = (1 - r.fade) * (1 - r.blur)
                if r.blur > 0 {
                    let upper = grid + r.gridRow * gw, lower = grid + min(g.gridHeight - 1, r.gridRow + 1) * gw
                    let m = (1 - r.fade) * r.blur, t = r.gridFraction, ink = colour * r.fade
                    for c in 0..<gw { mixed[c] = (upper[c] + (lower[c] - upper[c]) * t) * m + ink }
                } else {
                    let ink = colour * r.fade
                    for c in 0..<gw { mixed[c] = ink }
                }
                mixed[gw] = mixed[gw - 1]
                let px = frame.row(y), columns = g.columns.base, fractions = g.fractions.base
                for x in b.x0..<b.x1 {
                    let gx = x - g.band.x0, cell = Int(columns[gx]), t = fractions[gx]
                    let a = mixed[cell], value = ScrollEdgeRenderer.unpack(px[x]) * keep + a + (mixed[cell + 1] - a) * t
                    px[x] = ScrollEdgeRenderer.pack(value)
                }
            }
        }
    }

    @inline(__always) static func unpack(_ p: UInt32) -> SIMD4<Float> {
        // Lane by lane: the generic SIMD conversions are not specialised (a call per lane).
        SIMD4<Float>(Float(p & 0xff), Float((p >> 8) & 0xff), Float((p >> 16) & 0xff), Float(p >> 24))
    }

    /// Rounded to the nearest level; a convex mix of premultiplied colours stays premultiplied.
    @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 {
        let c = v.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255)) + 0.5
        return UInt32(c.x) | (UInt32(c.y) << 8) | (UInt32(c.z) << 16) | (UInt32(c.w) << 24)
    }
}

extension ScrollEdgeRenderer {
    /// The reduced grid of one effect in one frame width: its cells, each grid row's kernel,
    /// each frame row's weights and place between grid rows, and each column's.
    struct Geometry {
        struct Row {
            var fade: Float
            var blur: Float
            var gridRow: Int
            var gridFraction: Float
        }

        let effect: ScrollEdgeEffect
        let frameWidth: Int
        let band: PixelRect
        /// Cell side (pixels): 2 points.
        let cell: Int
        let gridWidth: Int, gridHeight: Int
        /// Each grid row's kernel radius (taps each side).
        let radii: [Int]
        let maxRadius: Int
        /// `maxRadius + 1` weights per grid row (`GaussianKernel`).
        private let kernel: ScratchBuffer<Float>
        let rows: [Row]
        /// Each band column's left grid cell and the fraction toward the next.
        let columns: ScratchBuffer<Int32>
        let fractions: ScratchBuffer<Float>

        init(_ effect: ScrollEdgeEffect, band: PixelRect) {
            self.effect = effect
            self.band = band
            frameWidth = band.x1
            let f = max(2, Int((2 * effect.scale).rounded()))
            cell = f
            gridWidth = max(1, (band.width + f - 1) / f)
            gridHeight = max(1, (band.height + f - 1) / f)
            // A grid row's σ in cells, less what the box and the bilinear upsample add, never
            // under 0.6 cells (finer blurs are a cross-fade with the sharp pixel instead).
            var sigmas: [Float] = []
            for r in 0..<gridHeight {
                let y = band.y0 + min(band.height - 1, r * f + f / 2)
                let sigma = Float(effect.sigma(atDepth: effect.depth(row: y)))
                sigmas.append(max(0.6, GaussianKernel.compensatedSigma(sigma, box: f, grid: f)))
            }
            radii = sigmas.map { GaussianKernel.radius(sigma: $0) }
            maxRadius = radii.max() ?? 0
            kernel = ScratchBuffer(capacity: gridHeight * (maxRadius + 1))
            for r in 0..<gridHeight { GaussianKernel.fill(kernel.base + r * (maxRadius + 1), sigma: sigmas[r], radius: radii[r]) }
            rows = (band.y0..<band.y1).map { y in
                let d = effect.depth(row: y)
                let v = max(0, (Double(y - band.y0) + 0.5) / Double(f) - 0.5)
                let j = min(Int(v), max(0, (band.height + f - 1) / f - 1))
                return Row(fade: Float(effect.fade(atDepth: d)), blur: Float(min(1, effect.sigma(atDepth: d) / Double(f))),
                           gridRow: j, gridFraction: Float(v - Double(j)))
            }
            columns = ScratchBuffer(capacity: band.width)
            fractions = ScratchBuffer(capacity: band.width)
            for x in 0..<band.width {
                let u = max(0, (Double(x) + 0.5) / Double(f) - 0.5)
                let i = min(Int(u), gridWidth - 1)
                columns.base[x] = Int32(i)
                fractions.base[x] = Float(u - Double(i))
            }
        }

        func weights(row r: Int) -> UnsafeMutablePointer<Float> { kernel.base + r * (maxRadius + 1) }
    }
}
