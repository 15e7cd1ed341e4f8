/// Draws `ScrollEdgeEffect`s into the frame, in place over what the frame drew before them.
///
/// A soft band is blurred on a reduced grid, never at full resolution: the band is box-averaged
/// once into cells `cell` pixels square (2 points; 1 point below scale 1.5), the cells are
/// blurred with a Gaussian whose σ follows each grid row's depth (horizontal, then vertical,
/// both with that row's kernel) and packed to bytes, and one full-resolution pass per row
/// (`ScrollEdgeRow`, a kernel compiled per CPU level, integers only) mixes the original
/// pixel, the bilinear upsample of the blurred grid and the page colour. Rows where the blur
/// is finer than a cell take the grid's finest blur cross-faded with the sharp pixel. The
/// blurred grid is kept between frames while what lies under the band is the same content at
/// the same scroll (`BackdropContent`), so a band redrawn for a pressed bar button pays only
/// the last pass. A hard band has no grid: the pass mixes each pixel with the colour.
///
/// Grid values are premultiplied BGRA in 0...255 as `Float`s, then bytes; the arithmetic is
/// the same whichever core runs a row, so a frame is the same bits on any number of cores,
/// at every kernel level, and whether or not the grid was kept.
final class ScrollEdgeRenderer {
    /// What the kept grid was computed from.
    private struct Key: Equatable {
        var effect: ScrollEdgeEffect
        var content: BackdropContent
    }

    private var key: Key?
    /// The grid's shape and kernels, for the effect they were made for.
    private var geometry: Geometry?
    /// Box-averaged cells; gh rows of gw cells.
    private var cells = ScratchBuffer<SIMD4<Float>>()
    /// Horizontally blurred rows.
    private var across = ScratchBuffer<SIMD4<Float>>()
    /// The blurred grid packed, gh rows of `paddedCells` (edges repeated).
    private var packed = ScratchBuffer<UInt32>()
    /// Per-chunk scratch: a padded row for the horizontal pass, or a row pass's words.
    private var scratch = ScratchBuffer<SIMD4<Float>>()
    private var rowScratch = ScratchBuffer<UInt32>()
    /// Frames that reused the kept grid (tests read it).
    private(set) var reusedGrids = 0

    /// Draws `effect` within `region` (which holds the whole band when it touches it: the
    /// band's read reach is the band). `source` says what lies under it, for keeping the grid.
    func draw(_ effect: ScrollEdgeEffect, into frame: Surface, region: DamageRegion, source: BackdropSource,
              kernels: KernelVariant = .baseline) {
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
        mix(g, frame: frame, parts: parts.rects, kernels: kernels)
    }

    // MARK: The grid

    /// Box-averages the band into cells, blurs them and packs them (rows over the cores in
    /// chunks).
    private func blurGrid(_ g: Geometry, frame: Surface) {
        let (gw, gh) = (g.gridWidth, g.gridHeight)
        let chunks = min(gh, 4), padded = gw + 2 * g.maxRadius
        let (cellPtr, acrossPtr) = (cells.reserve(gw * gh), across.reserve(gw * gh))
        let packedPtr = packed.reserve(g.paddedCells * gh)
        let pad = scratch.reserve(chunks * max(padded, gw))
        DisjointWork.run(chunks) { chunk in
            let row = pad + chunk * padded
            for r in stride(from: chunk, to: gh, by: chunks) {
                ScrollEdgeRenderer.downsample(frame, g, row: r, into: cellPtr + r * gw)
                ScrollEdgeRenderer.blurAcross(cellPtr + r * gw, into: acrossPtr + r * gw, g, row: r, pad: row)
            }
        }
        DisjointWork.run(chunks) { chunk in
            let row = pad + chunk * max(padded, gw)
            for r in stride(from: chunk, to: gh, by: chunks) {
                ScrollEdgeRenderer.blurDown(acrossPtr, into: row, g, row: r)
                ScrollEdgeRenderer.pack(row, into: packedPtr + r * g.paddedCells, g)
            }
        }
    }

    /// The mean of each cell of grid row `r` (frame pixels of the band, 0...255 per channel).
    /// Sums two channels per 32-bit word (blue and red, green and alpha): a cell's 16 pixels
    /// sum to at most 4080 per channel, so the halves never carry.
    private static func downsample(_ frame: Surface, _ g: Geometry, row r: Int, into out: UnsafeMutablePointer<SIMD4<Float>>) {
        let f = g.cell, band = g.band
        let y0 = band.y0 + r * f, y1 = min(band.y1, y0 + f)
        let mask = SIMD4<UInt32>(repeating: 0x00ff_00ff)
        @inline(__always) func cell(_ rb: UInt32, _ ag: UInt32, count: Int) -> SIMD4<Float> {
            SIMD4<Float>(Float(rb & 0xffff), Float(ag & 0xffff), Float(rb >> 16), Float(ag >> 16)) * (1 / Float(count))
        }
        var c = 0
        if f == 4 {
            let whole = band.width / 4, count = 4 * (y1 - y0)
            while c < whole {
                var rb = SIMD4<UInt32>(repeating: 0), ag = SIMD4<UInt32>(repeating: 0)
                for y in y0..<y1 {
                    let v = PixelQuad.load(frame.row(y) + band.x0 + 4 * c)
                    rb &+= v & mask
                    ag &+= (v &>> 8) & mask
                }
                out[c] = cell(rb.x &+ rb.y &+ rb.z &+ rb.w, ag.x &+ ag.y &+ ag.z &+ ag.w, count: count)
                c += 1
            }
        }
        while c < g.gridWidth {
            let x0 = band.x0 + c * f, x1 = min(band.x1, x0 + f)
            var rb: UInt32 = 0, ag: UInt32 = 0
            for y in y0..<y1 {
                let px = frame.row(y)
                for x in x0..<x1 {
                    rb &+= px[x] & 0x00ff_00ff
                    ag &+= (px[x] >> 8) & 0x00ff_00ff
                }
            }
            out[c] = cell(rb, ag, count: (y1 - y0) * (x1 - x0))
            c += 1
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

    /// A blurred grid row as packed pixels, rounded, the first cell once before it and the
    /// last repeated after it up to `paddedCells` (what the row pass's upsample reads).
    private static func pack(_ row: UnsafeMutablePointer<SIMD4<Float>>, into out: UnsafeMutablePointer<UInt32>, _ g: Geometry) {
        let gw = g.gridWidth
        for c in 0..<gw {
            let v = row[c].lanesMax(0).lanesMin(255).lanesRoundedByte
            out[c + 1] = v.x | v.y << 8 | v.z << 16 | v.w << 24
        }
        out[0] = out[1]
        for c in (gw + 1)..<g.paddedCells { out[c] = out[gw] }
    }

    // MARK: The full-resolution pass

    /// Each row of `parts` through the kernel (`ScrollEdgeRow`), row bands over the cores.
    private func mix(_ g: Geometry, frame: Surface, parts: [PixelRect], kernels: KernelVariant) {
        var bands: [PixelRect] = []
        for r in parts {
            for y0 in stride(from: r.y0, to: r.y1, by: 32) {
                bands.append(PixelRect(x0: r.x0, y0: y0, x1: r.x1, y1: min(r.y1, y0 + 32)))
            }
        }
        let words = ScrollEdgeRow.scratchWords(width: g.band.width, paddedCells: g.paddedCells)
        let scratch = rowScratch.reserve(bands.count * words), grid = UnsafePointer(packed.base)
        let draw = kernels.scrollEdge
        DisjointWork.run(bands.count) { i in
            let b = bands[i]
            for y in b.y0..<b.y1 {
                let r = g.rows[y - g.band.y0]
                guard r.keep < 256 else { continue }
                let blurred = r.blur > 0
                let upper = grid + r.gridRow * g.paddedCells
                let lower = grid + min(g.gridHeight - 1, r.gridRow + 1) * g.paddedCells
                draw(ScrollEdgeRow(pixels: frame.row(y) + g.band.x0, x0: b.x0 - g.band.x0, x1: b.x1 - g.band.x0,
                                   width: g.band.width, cell: g.cell, upper: blurred ? upper : nil, lower: blurred ? lower : nil,
                                   paddedCells: g.paddedCells, t: r.t, keep: r.keep, blur: r.blur, colour: r.colour,
                                   scratch: scratch + i * words))
            }
        }
    }
}

extension ScrollEdgeRenderer {
    /// The reduced grid of one effect in one frame width: its cells, each grid row's kernel,
    /// and each frame row's weights (1/256) and place between grid rows.
    struct Geometry {
        struct Row {
            /// Weights of the pixel and of the blurred grid; the colour has the rest of 256.
            var keep: UInt32
            var blur: UInt32
            /// The page colour times its weight / 256, packed.
            var colour: UInt32
            var gridRow: Int
            /// Weight of the grid row below (0...256).
            var t: UInt32
        }

        let effect: ScrollEdgeEffect
        let frameWidth: Int
        let band: PixelRect
        /// Cell side (pixels): 4 (2 points at scale 2), 2 below scale 1.5.
        let cell: Int
        let gridWidth: Int, gridHeight: Int
        /// Entries of a packed grid row: the cells and their repeated edges, a multiple of 4.
        let paddedCells: Int
        /// Each grid row's kernel radius (taps each side).
        let radii: [Int]
        let maxRadius: Int
        /// `maxRadius + 1` weights per grid row (`GaussianKernel`).
        private let kernel: ScratchBuffer<Float>
        let rows: [Row]

        init(_ effect: ScrollEdgeEffect, band: PixelRect) {
            self.effect = effect
            self.band = band
            frameWidth = band.x1
            let f = effect.scale < 1.5 ? 2 : 4
            cell = f
            gridWidth = max(1, (band.width + f - 1) / f)
            gridHeight = max(1, (band.height + f - 1) / f)
            paddedCells = (gridWidth + 4 + 3) / 4 * 4
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
            let colour = effect.color, gh = gridHeight
            rows = (band.y0..<band.y1).map { y in
                let d = effect.depth(row: y)
                let fade = effect.fade(atDepth: d), blur = min(1, effect.sigma(atDepth: d) / Double(f))
                let keep = UInt32(((1 - fade) * (1 - blur) * 256).rounded())
                let mixed = min(256 - keep, UInt32(((1 - fade) * blur * 256).rounded()))
                let rest = 256 - keep - mixed
                let rb = (((colour & 0x00ff_00ff) &* rest) >> 8) & 0x00ff_00ff
                let ag = ((((colour >> 8) & 0x00ff_00ff) &* rest) >> 8) & 0x00ff_00ff
                let v = max(0, (Double(y - band.y0) + 0.5) / Double(f) - 0.5)
                let j = min(Int(v), gh - 1)
                return Row(keep: keep, blur: mixed, colour: rb | ag << 8, gridRow: j,
                           t: UInt32((min(1, v - Double(j)) * 256).rounded()))
            }
        }

        func weights(row r: Int) -> UnsafeMutablePointer<Float> { kernel.base + r * (maxRadius + 1) }
    }
}
