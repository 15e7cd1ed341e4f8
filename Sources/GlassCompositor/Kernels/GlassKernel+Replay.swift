/// Shading from a `GlassPlan`: per pixel, a fetch from this frame's blurred backdrop and a blend
/// with the weights the plan recorded. Same optics as `shadeEdge`, with the geometry done.
extension GlassKernel {
    /// Cells of edge scratch the replay needs after the two backdrop rows of its row buffers.
    /// A multiple of eight: the replay's chunks of stencils fill it and end on whole octets.
    static let edgeScratchCells = 64
    /// Cells after the edge scratch where a chunk's stencils go (`edgeScratchCells` offsets,
    /// and as many of each fraction: 12 bytes a pixel).
    static let stencilScratchCells = 3 * edgeScratchCells / 4

    /// Shades pixels x0..<x1 of row y (inside the plan's rectangle) from row `index` of `band`.
    func replay(row y: Int, from x0: Int, to x1: Int, band: GlassPlanBand.View, index: Int,
                rowBuffers: UnsafeMutablePointer<SIMD4<Float>>) {
        let row = band.rows[index]
        if row.live {
            hit(.replayLive, x1 - x0)
            shade(row: y, from: x0, to: x1, rowBuffers: rowBuffers)
            return
        }
        let py = Float(y) + 0.5
        var rows = RowCache(rowBuffers: rowBuffers, columns: backdrop.columns)
        let scratch = rowBuffers + 2 * backdrop.columns
        let dst = frame + y * stride
        let spans = band.spans + Int(row.firstSpan)
        for s in 0..<Int(row.spanCount) {
            let span = spans[s]
            let start = Int(span.x0)
            let a = max(start, x0), b = min(Int(span.x1), x1)
            guard a < b else { continue }
            let data = Int(span.data) + (a - start)
            switch span.kind {
            case .flat:
                // Only the cells the span reads: a whole grid row (the blur region is the glass and
                // a margin of the refraction's and the blur's reach on each side) was several
                // times the cells of the glass's flat centre.
                hit(.replayFlat, b - a)
                fill(backdrop.interpolateRow(py, into: rows.spare, for: a..<b) { $0 }, dst, from: a, to: b)
            case .shadow:
                hit(.replayShadow, b - a)
                replayShadow(dst, a, b, band.shadows + data)
            case .edge:
                hit(style.dispersion == 0 ? .replayEdgeOctet : .replayEdgeQuad, b - a)
                replayEdges(dst, a, b, band, data, scratch: scratch)
            case .straightRun:
                hit(.replayStraightRun, b - a)
                // Recomputed with the live style (its shadow opacity may differ from the plan's).
                if let run = straightRun(py, a, b) { shadeRun(run, py, dst, &rows) }
            }
        }
    }

    /// Darkens pixels a..<b by the recorded shadow profiles at the style's opacity.
    @inline(__always)
    private func replayShadow(_ dst: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, _ profiles: UnsafePointer<UInt16>) {
        // keep · 255 = 255 − profile · opacity · 255 / 65535, in integer lanes for `darken(keep255:)`.
        let scale = style.shadowOpacity * (255 / 65535 as Float)
        var x = a
        // Eight at a time (one AVX2 register of pixels); the same bits as one by one.
        let scale8 = SIMD8<Float>(repeating: scale), full8 = SIMD8<Float>(repeating: 255.5)
        @inline(__always) func darkened(_ x: Int, _ pixels: SIMD8<UInt32>) -> SIMD8<UInt32> {
            let keep = full8 - lanes16(profiles + (x - a)) * scale8
            return PixelQuad.darken(pixels, keep255: unsafeBitCast(keep.lanesTruncated, to: SIMD8<UInt32>.self))
        }
        while x + 8 <= b {
            let p = UnsafeMutableRawPointer(dst + x)
            p.storeBytes(of: darkened(x, p.loadUnaligned(as: SIMD8<UInt32>.self)), as: SIMD8<UInt32>.self)
            x += 8
        }
        guard x < b else { return }
        // The last few (a fifth of the shadow pixels on the glass lab, in short spans): one
        // octet whose lanes past b are stored unchanged (`storeOctet`); the profiles have seven
        // spare values. One by one, they cost 38 instructions a pixel.
        if x + 8 <= stride {
            let p = UnsafeMutableRawPointer(dst + x)
            let pixels = p.loadUnaligned(as: SIMD8<UInt32>.self)
            Self.storeOctet(darkened(x, pixels), over: pixels, dst + x, b - x)
            return
        }
        while x < b {
            let keep = 255.5 - Float(profiles[x - a]) * scale
            let k = SIMD4<UInt32>(repeating: UInt32(keep))
            (dst + x).pointee = PixelQuad.darken(SIMD4<UInt32>(repeating: dst[x]), keep255: k).x
            x += 1
        }
    }

    /// The optics of `shadeEdge` for pixels a..<b from their recorded edge and outline data
    /// (from index `data`), eight at a time (four with dispersion).
    /// `scratch`: the edge and stencil scratch after the row buffers (`edgeScratchCells`,
    /// `stencilScratchCells`).
    @inline(__always)
    private func replayEdges(_ dst: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, _ band: GlassPlanBand.View,
                             _ data: Int, scratch: UnsafeMutablePointer<SIMD4<Float>>) {
        let st = style
        // A short last octet (or quad) loads past its span (the next span's data or the arrays'
        // seven spare values, always a valid position) and stores only its own lanes.
        let n = b - a
        if st.dispersion == 0 {
            // Three passes over chunks of 64 pixels: the stencils on this frame's grid, the
            // bilinear fetches two pixels at a time into `scratch`, then the optics eight at a
            // time. Written as one pass, the compiler transposed all sixteen stencil cells of a
            // quad into channel planes before the lerps: about three times the instructions of
            // transposing the four results. The stencils are worked out here, per chunk, rather
            // than kept per band: the grid moves with content scrolling under still glass
            // (`BackdropCache`), and resolving every band's stencils a frame in `prepare` wrote
            // and read 12 bytes per edge pixel through memory (glass lab: per-frame backdrop +
            // glass p50 2.28 → 2.07 ms, 6 alternating runs).
            let chunk = Self.edgeScratchCells
            let stencils = UnsafeMutableRawPointer(scratch + chunk)
            let offsets = stencils.assumingMemoryBound(to: Int32.self)
            let fu = (stencils + 4 * chunk).assumingMemoryBound(to: Float.self)
            let fv = (stencils + 8 * chunk).assumingMemoryBound(to: Float.self)
            var c = 0
            while c < n {
                let m = min(chunk, n - c)
                let e = data + c
                // A last quad of stencils reads the arrays' spare positions.
                backdrop.stencils(x: band.sampleX + e, y: band.sampleY + e, count: m, offsets: offsets, fu: fu, fv: fv)
                var k = 0
                while k + 2 <= m {
                    backdrop.cells(at: Int(offsets[k]), fu[k], fv[k], and: Int(offsets[k + 1]), fu[k + 1], fv[k + 1],
                                   into: scratch + k)
                    k += 2
                }
                if k < m { scratch[k] = backdrop.cell(at: Int(offsets[k]), fu[k], fv[k]) }
                // A short last octet's spare lanes (computed, never stored) must be numbers.
                // (At most seven stores: as a loop the compiler made it a `memset` call.)
                var z = m
                while z & 7 != 0 { scratch[z] = SIMD4(); z += 1 }
                var i = 0
                while i < m {
                    let x = a + c + i
                    finishEdges(PixelOctet(cells: scratch + i), dst + x, min(8, m - i), wholeOctet: x + 8 <= stride,
                                band, data + c + i)
                    i += 8
                }
                c += m
            }
            return
        }
        var i = 0
        while i < n {
            let count = min(4, n - i)
            let e = data + i
            var q = backdrop.sample4(unmirrored: lanes(band.sampleX + e), lanes(band.sampleY + e))
            if st.dispersion > 0 {
                let d = band.dispersed + e
                let p = PixelQuad(d[0], d[1], d[2], d[3])
                q.r = backdrop.sample4(unmirrored: p.b, p.g).r
                q.b = backdrop.sample4(unmirrored: p.r, p.a).b
            }
            finishEdges(q, dst + a + i, count, band, data + i)
            i += count
        }
    }
}

extension GlassKernel {
    /// The optics after the fetch for one quad of edge pixels at `p` (`count` of them stored):
    /// inner shadow, rim, and on the outline the border and the blend over the pixel below.
    /// `e`: the quad's first index into the band's edge and outline data.
    @inline(__always)
    fileprivate func finishEdges(_ q: PixelQuad, _ p: UnsafeMutablePointer<UInt32>, _ count: Int,
                                 _ band: GlassPlanBand.View, _ e: Int) {
        let st = style
        var q = q
        let unit = 1 / GlassPlanBand.weightUnit
        let shade = weights4(band.shade + e) * unit
        q.b *= shade; q.g *= shade; q.r *= shade
        let h = (weights4(band.rim + e) * (st.highlight * unit)).lanesMin(1)
        if any(h .> 0) { q.mixRim(h, chroma: st.chroma) }
        // Covered bezel pixels have no border and full coverage: nothing of the pixel below shows.
        // Without a border (only Increase Contrast has one) the plan's border weights are all 0:
        // not read at all, that is 2 bytes an edge pixel less through memory.
        if st.borderAlpha > 0 {
            let border = weights4(band.border + e) * unit
            if any(border .> 0) { q.mixBorder(st.borderColor, border) }
        }
        let coverage = weights4(band.coverage + e) * unit
        if any(coverage .< 1) {
            let keep = 1 - weights4(band.shadowUnder + e) * (st.shadowOpacity * unit)
            let under = PixelQuad(pixels: Self.load(p, count)).darkened(keep)
            q = under.mixed(with: q, coverage)
        }
        Self.store(q.packed, p, count)
    }
}

extension GlassKernel {
    /// `finishEdges` for eight pixels, the first `count` of them stored: the same optics on
    /// `PixelOctet`s. A short last octet costs what a quad does with AVX2. `wholeOctet`: the
    /// row has eight pixels from `p`, so a short octet loads and stores all of them
    /// (`storeOctet`).
    @inline(__always)
    fileprivate func finishEdges(_ q: PixelOctet, _ p: UnsafeMutablePointer<UInt32>, _ count: Int, wholeOctet: Bool,
                                 _ band: GlassPlanBand.View, _ e: Int) {
        let st = style
        var q = q
        // The weights' fixed-point unit is a power of two: folded into the style's factors, it
        // rounds as decoding first would.
        let unit = 1 / GlassPlanBand.weightUnit
        let shade = lanes16(band.shade + e) * unit
        q.b *= shade; q.g *= shade; q.r *= shade
        let h = (lanes16(band.rim + e) * (st.highlight * unit)).lanesMin(1)
        if any(h .> 0) { q.mixRim(h, chroma: st.chroma) }
        // Covered bezel pixels have no border and full coverage: nothing of the pixel below shows.
        // Without a border (only Increase Contrast has one) the plan's border weights are all 0:
        // not read at all, that is 2 bytes an edge pixel less through memory.
        if st.borderAlpha > 0 {
            let border = lanes16(band.border + e) * unit
            if any(border .> 0) { q.mixBorder(st.borderColor, border) }
        }
        let coverage = lanes16(band.coverage + e) * unit
        if any(coverage .< 1) {
            let keep = 1 - lanes16(band.shadowUnder + e) * (st.shadowOpacity * unit)
            let under = PixelOctet(pixels: Self.load8(p, wholeOctet ? 8 : count)).darkened(keep)
            q = under.mixed(with: q, coverage)
        }
        if count < 8 && wholeOctet {
            Self.storeOctet(q.packed, over: PixelOctet.load(p), p, count)
        } else {
            Self.store8(q.packed, p, count)
        }
    }

    /// The first `count` (1...8) pixels from `p` (the other lanes 0).
    @inline(__always) private static func load8(_ p: UnsafeMutablePointer<UInt32>, _ count: Int) -> SIMD8<UInt32> {
        if count == 8 { return PixelOctet.load(p) }
        var v = SIMD8<UInt32>()
        for i in 0..<count { v[i] = p[i] }
        return v
    }

    /// Stores the first `count` (1...8) lanes.
    @inline(__always) private static func store8(_ v: SIMD8<UInt32>, _ p: UnsafeMutablePointer<UInt32>, _ count: Int) {
        if count == 8 { PixelOctet.store(v, p); return }
        for i in 0..<count { p[i] = v[i] }
    }

    /// Stores the first `count` (1...8) lanes of `v` over the eight pixels from `p`, whose
    /// values are `old`: the other lanes are written back unchanged, in one store. The row must
    /// have eight pixels from `p` (a row is only ever shaded by one thread, in order, so the
    /// pixels written back are not being written by anyone else).
    @inline(__always) static func storeOctet(_ v: SIMD8<UInt32>, over old: SIMD8<UInt32>,
                                             _ p: UnsafeMutablePointer<UInt32>, _ count: Int) {
        // All ones in lanes below `count` (the sign of lane − count, spread).
        let lanes = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7) &- Int32(truncatingIfNeeded: count)
        let kept = unsafeBitCast(lanes &>> 31, to: SIMD8<UInt32>.self)
        PixelOctet.store(v & kept | old & ~kept, p)
    }
}

/// Eight 16-bit values from `p` on as floats: shadow profiles, or fixed-point weights
/// (`GlassPlanBand.weight`, not yet scaled to 0...1).
@inline(__always) private func lanes16(_ p: UnsafePointer<UInt16>) -> SIMD8<Float> {
    // One 16-byte load: a lane-by-lane gather through the stack stalled on store forwarding.
    let w = UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt16>.self)
    // Widened by halves: the generic SIMD8 conversion was left unspecialized (a call per use).
    return SIMD8<Int32>(lowHalf: SIMD4<Int32>(truncatingIfNeeded: w.lowHalf),
                        highHalf: SIMD4<Int32>(truncatingIfNeeded: w.highHalf)).lanesFloat
}

/// Four fixed-point weights from `p` on, not yet scaled.
@inline(__always) private func weights4(_ p: UnsafePointer<UInt16>) -> Float4 {
    SIMD4<Int32>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt16>.self)).lanesFloat
}

/// Four lanes from `p` on (no alignment needed).
@inline(__always) private func lanes(_ p: UnsafeMutablePointer<Float>) -> Float4 {
    UnsafeRawPointer(p).loadUnaligned(as: Float4.self)
}

extension GlassKernel.RowCache {
    /// Empty rows over `GlassKernel.scratchCells(columns:)` cells of per-thread scratch.
    init(rowBuffers: UnsafeMutablePointer<SIMD4<Float>>, columns: Int) {
        self.init(flat: BlurredRow(cells: rowBuffers, columns: 0, offset: 0, step: 0),
                  refracted: BlurredRow(cells: rowBuffers + columns, columns: 0, offset: 0, step: 0),
                  spare: rowBuffers + 2 * columns + GlassKernel.edgeScratchCells + GlassKernel.stencilScratchCells,
                  sideTables: rowBuffers + GlassKernel.scratchCells(columns: columns))
    }
}
