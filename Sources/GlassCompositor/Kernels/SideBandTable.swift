/// What a single shape's vertical bezel band computes per column, kept for the rows below:
/// in `shadeSideRow`'s rows the depth, and so the refracted column (mirrored at the backdrop
/// region's side), the inner shadow, the rim weight and the border weight, depend on the pixel
/// column alone, and only the backdrop row sampled changes from row to row. A band is
/// 20 pt of bezel on each side of a sidebar or a sheet, 2,000 rows tall at 4K; computing those
/// once per band of rows leaves a row sample and the mixes per pixel, with the same arithmetic
/// as before (the same bits).
///
/// Layout, in the thread's row scratch after `GlassKernel.scratchCells(columns:)`: two tables
/// (left side, right side), each a header cell (first pixel, end pixel, side, edge; end −1 when
/// empty) and per quad of pixels five cells: refracted x, inner shadow factor, rim weight,
/// border weight, and (lanes, rim?, border?, mirrored?) as 0/1 floats. A table lives for one
/// `shade(rows:)` or `replay(rows:)` (one kernel): they forget both first.
enum SideBandTable {
    /// Cells per quad of pixels.
    static var cellsPerQuad: Int { 5 }

    /// Quads a side band of `style` can hold: its depth in pixels and the outline's pixel.
    static func quads(for style: ResolvedGlassStyle) -> Int { Int(style.flatDepth.rounded(.up)) / 4 + 3 }

    /// Cells of scratch both tables take.
    static func cells(for style: ResolvedGlassStyle) -> Int { 2 * (1 + cellsPerQuad * quads(for: style)) }

    /// The table of `side` (0 left, 1 right) in `tables`.
    @inline(__always) static func table(_ tables: UnsafeMutablePointer<SIMD4<Float>>, _ side: Int,
                                        style: ResolvedGlassStyle) -> UnsafeMutablePointer<SIMD4<Float>> {
        tables + side * (1 + cellsPerQuad * quads(for: style))
    }

    /// Marks both tables empty.
    static func forgetAll(_ tables: UnsafeMutablePointer<SIMD4<Float>>, style: ResolvedGlassStyle) {
        table(tables, 0, style: style).pointee = SIMD4(0, -1, 0, 0)
        table(tables, 1, style: style).pointee = SIMD4(0, -1, 0, 0)
    }
}

extension GlassKernel {
    /// A vertical bezel band, pixels a..<b of a side row: depth = distance to the side, normal
    /// (side, 0). From the side's table, made now if it holds another band: per pixel, a row
    /// sample and the kept column optics.
    @inline(__always)
    func shadeSideBand(_ a: Int, _ b: Int, side: Float, edge: Float, _ row: BlurredRow,
                       _ dst: UnsafeMutablePointer<UInt32>, _ rows: inout RowCache) {
        guard a < b else { return }
        let st = style
        let t = SideBandTable.table(rows.sideTables, side < 0 ? 0 : 1, style: st)
        let header = SIMD4<Float>(Float(a), Float(b), side, edge)
        if t.pointee != header {
            // A band is at most `flatDepth` deep, plus the outline's pixel: it always fits.
            assert((b - a + 3) / 4 <= SideBandTable.quads(for: st))
            fillSideTable(t, a, b, side: side, edge: edge)
            t.pointee = header
        }
        var cell = t + 1
        var x = a
        while x < b {
            let count = min(4, b - x)
            let flags = cell[4]
#if DEBUG
            hit(flags.w != 0 ? .sideBezelMirrored : .sideBezel, count)
#endif
            var q = row.sample4(cell[0])
            if st.innerShadowWidth > 0 {
                let k = cell[1]
                q.b *= k; q.g *= k; q.r *= k
            }
            if flags.y != 0 { q.mixRim(cell[2], chroma: st.chroma) }
            if flags.z != 0 { q.mixBorder(st.borderColor, cell[3]) }
            Self.store(q.packed, dst + x, count)
            x += count
            cell += SideBandTable.cellsPerQuad
        }
    }

    /// Writes the column optics of pixels a..<b of a side band into table `t` (after its header).
    private func fillSideTable(_ t: UnsafeMutablePointer<SIMD4<Float>>, _ a: Int, _ b: Int, side: Float, edge: Float) {
        let st = style
        // The normal is (side, 0) across the band: one lobe for all of it.
        let lobe = GlassOptics.lobe(nx: side, ny: 0, st, table: lobeTable)
        var cell = t + 1
        var x = a
        while x < b {
            let count = min(4, b - x)
            let px = Float(x) + Float4(0.5, 1.5, 2.5, 3.5)
            let depth = ((px - edge) * side * -1).lanesMax(0)
            var sx = px + side * refraction.displacement4(depth)
            // Glass beside the frame's edge refracts from beyond it: the same mirrored read as
            // the full optics make, from the row.
            let mirrored = !backdrop.containsColumns(sx)
            if mirrored { sx = backdrop.mirrorColumns(sx) }
            let k = st.innerShadowWidth > 0 ? GlassOptics.innerShadow(depth: depth, st) : Float4(repeating: 1)
            var h = Float4(repeating: 0), hasRim = false
            let rim = GlassOptics.rimProfile(depth: depth, st)
            if any(rim .> 0) {
                h = GlassOptics.rimWeight(profile: rim, lobe: Float4(repeating: lobe), st)
                hasRim = any(h .> 0)
            }
            var border = Float4(repeating: 0), hasBorder = false
            if st.borderAlpha > 0 {
                border = GlassOptics.border(depth: depth, st)
                hasBorder = any(border .> 0)
            }
            cell[0] = sx; cell[1] = k; cell[2] = h; cell[3] = border
            cell[4] = SIMD4(Float(count), hasRim ? 1 : 0, hasBorder ? 1 : 0, mirrored ? 1 : 0)
            x += count
            cell += SideBandTable.cellsPerQuad
        }
    }
}
