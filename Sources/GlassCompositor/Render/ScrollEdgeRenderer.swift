/// Draws `ScrollEdgeEffect`s into the frame, in place over what the frame drew before them.
///
/// A soft band is blurred on a reduced grid, never at full resolution: the band is box-averaged
/// once into cells `cell` pixels square (4 points at scale 2, 4 pixels below scale 1.5), the cells are
/// blurred with a Gaussian whose σ follows each grid row's depth (horizontal, then vertical,
/// both with that row's kernel) and packed to bytes, and one full-resolution pass per row
/// (`ScrollEdgeRow`, a kernel compiled per CPU level, integers only) mixes the original
/// pixel, the bilinear upsample of the blurred grid and the page colour. Rows where the blur
/// is finer than a cell take the grid's finest blur cross-faded with the sharp pixel. The
/// blurred grid is kept between frames while what lies under the band is the same content at
/// the same scroll (`BackdropContent`), and damage redraws only the pixels a change drawn over
/// the band touches (a menu, a pressed bar button), so those pay only the last pass there. A
/// hard band has no grid: the pass mixes each pixel with the colour.
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
    /// Whether `packed` holds the blurred grid of `geometry`'s effect.
    private var hasGrid = false
    /// The grid's shape and kernels, for the effect they were made for.
    private var geometry: Geometry?
    /// Box-averaged cells, gh rows of gw cells, and the same blurred across.
    private var cells = ScratchBuffer<SIMD4<Float>>()
    private var across = ScratchBuffer<SIMD4<Float>>()
    /// The blurred grid packed, gh rows of `paddedCells` (edges repeated).
    private var packed = ScratchBuffer<UInt32>()
    /// Per-chunk scratch: a padded row for the horizontal pass, a row for the vertical one;
    /// and the row pass's words.
    private var scratch = ScratchBuffer<SIMD4<Float>>()
    private var rowScratch = ScratchBuffer<UInt32>()
    /// Frames that reused the kept grid (tests read it).
    private(set) var reusedGrids = 0

    /// Draws `effect` within `region`, which holds the whole band when what lies under the band
    /// changed (`RenderCommand.readsOnlyBelow`); with part of it, the kept grid serves. `source`
    /// says what lies under it, for keeping the grid over whole redraws.
    func draw(_ effect: ScrollEdgeEffect, into frame: Surface, region: DamageRegion, source: BackdropSource,
              kernels: KernelVariant = .baseline) {
        let band = effect.bounds.intersection(frame.bounds)
        let parts = region.intersection(band)
        guard !parts.isEmpty else { return }
        if geometry?.effect != effect || geometry?.frameWidth != frame.width {
            geometry = Geometry(effect, band: band)
            key = nil
            hasGrid = false
        }
        guard let g = geometry else { return }
        if effect.blurs, hasGrid, !parts.contains(band) {
            // Part of the band: damage redraws a soft band whole when what lies under it
            // changes (`RenderCommand.readsOnlyBelow`), so the kept grid is still its blur.
            reusedGrids += 1
        } else if effect.blurs {
            let content = source.content(under: band)
            let current = content.map { Key(effect: effect, content: $0) }
            if let current, current == key {
                reusedGrids += 1
            } else {
                blurGrid(g, frame: frame, kernels: kernels)
                key = current
                hasGrid = true
            }
        }
        mix(g, frame: frame, parts: parts.rects, kernels: kernels)
    }

    // MARK: The grid

    /// Box-averages the band into cells, blurs them and packs them (`ScrollEdgeGrid`, rows
    /// over the cores in chunks).
    private func blurGrid(_ g: Geometry, frame: Surface, kernels: KernelVariant) {
        let (gw, gh) = (g.gridWidth, g.gridHeight)
        let grid = ScrollEdgeGrid(frame: frame, band: g.band, cell: g.cell, width: gw, height: gh, paddedCells: g.paddedCells,
                                  maxRadius: g.maxRadius, radii: UnsafePointer(g.radii.base), weights: g.weights,
                                  cells: cells.reserve(gw * gh), across: across.reserve(gw * gh),
                                  packed: packed.reserve(g.paddedCells * gh))
        let chunks = min(gh, 4), words = grid.scratchCells
        let pad = scratch.reserve(chunks * words)
        let (acrossPass, downPass) = (kernels.scrollEdgeAcross, kernels.scrollEdgeDown)
        DisjointWork.run(chunks) { chunk in
            for r in stride(from: chunk, to: gh, by: chunks) { acrossPass(grid, r, pad + chunk * words) }
        }
        DisjointWork.run(chunks) { chunk in
            for r in stride(from: chunk, to: gh, by: chunks) { downPass(grid, r, pad + chunk * words) }
        }
    }

    // MARK: The full-resolution pass

    /// Each row of `parts` through the kernel (`ScrollEdgeRow`), row bands over the cores.
    private func mix(_ g: Geometry, frame: Surface, parts: [PixelRect], kernels: KernelVariant) {
        var bands: [PixelRect] = []
        for r in parts {
            // 16 rows: a band's 150-200 rows split evenly enough over two cores.
            for y0 in stride(from: r.y0, to: r.y1, by: 16) {
                bands.append(PixelRect(x0: r.x0, y0: y0, x1: r.x1, y1: min(r.y1, y0 + 16)))
            }
        }
        let words = ScrollEdgeRow.scratchWords(paddedCells: g.paddedCells)
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
        /// Cell side (pixels): 8 (4 points at scale 2), 4 below scale 1.5.
        let cell: Int
        let gridWidth: Int, gridHeight: Int
        /// Entries of a packed grid row: the cells and their repeated edges, a multiple of 8.
        let paddedCells: Int
        /// Each grid row's kernel radius (taps each side).
        let radii: ScratchBuffer<Int>
        let maxRadius: Int
        /// `maxRadius + 1` weights per grid row (`GaussianKernel`).
        private let kernel: ScratchBuffer<Float>
        let rows: [Row]

        init(_ effect: ScrollEdgeEffect, band: PixelRect) {
            self.effect = effect
            self.band = band
            frameWidth = band.x1
            let f = effect.scale < 1.5 ? 4 : 8
            cell = f
            gridWidth = max(1, (band.width + f - 1) / f)
            gridHeight = max(1, (band.height + f - 1) / f)
            paddedCells = (gridWidth + 2 + 7) / 8 * 8
            // A grid row's σ in cells, less what the box and the bilinear upsample add, never
            // under 0.6 cells (finer blurs are a cross-fade with the sharp pixel instead).
            var sigmas: [Float] = []
            for r in 0..<gridHeight {
                let y = band.y0 + min(band.height - 1, r * f + f / 2)
                let sigma = Float(effect.sigma(atDepth: effect.depth(row: y)))
                sigmas.append(max(0.6, GaussianKernel.compensatedSigma(sigma, box: f, grid: f)))
            }
            let taps = sigmas.map { GaussianKernel.radius(sigma: $0) }
            radii = ScratchBuffer(capacity: gridHeight)
            for (r, n) in taps.enumerated() { radii.base[r] = n }
            maxRadius = taps.max() ?? 0
            kernel = ScratchBuffer(capacity: gridHeight * (maxRadius + 1))
            for r in 0..<gridHeight { GaussianKernel.fill(kernel.base + r * (maxRadius + 1), sigma: sigmas[r], radius: taps[r]) }
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

        /// Every row's weights, `maxRadius + 1` per row.
        var weights: UnsafePointer<Float> { UnsafePointer(kernel.base) }
    }
}
