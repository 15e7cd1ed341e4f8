/// Shading from a `GlassPlan`: per pixel, a fetch from this frame's blurred backdrop and a blend
/// with the weights the plan recorded. Same optics as `shadeEdge`, with the geometry done.
extension GlassKernel {
    /// Shades pixels x0..<x1 of row y (inside the plan's rectangle) from row `index` of `band`.
    func replay(row y: Int, from x0: Int, to x1: Int, band: GlassPlanBand.View, index: Int,
                rowBuffers: UnsafeMutablePointer<SIMD4<Float>>) {
        let row = band.rows[index]
        if row.live {
            shade(row: y, from: x0, to: x1, rowBuffers: rowBuffers)
            return
        }
        let py = Float(y) + 0.5
        var rows = RowCache(rowBuffers: rowBuffers, columns: backdrop.columns)
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
                rows.flatRow(py, backdrop).fillFlat(dst, from: a, to: b)
            case .shadow:
                replayShadow(dst, a, b, band.shadows + data)
            case .bezel:
                replayEdges(dst, a, b, band, data, outline: nil)
            case .outline:
                replayEdges(dst, a, b, band, data, outline: Int(span.outline) + (a - start))
            case .straightRun:
                // Recomputed with the live style (its shadow opacity may differ from the plan's).
                if let run = straightRun(py, a, b) { shadeRun(run, py, dst, &rows) }
            }
        }
    }

    /// Darkens pixels a..<b by the recorded shadow profiles at the style's opacity.
    @inline(__always)
    private func replayShadow(_ dst: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, _ profiles: UnsafePointer<UInt16>) {
        // keep · 255 = 255 − profile · opacity · 255 / 65535, in integer lanes for `darken(keep255:)`.
        let scale = Float4(repeating: style.shadowOpacity * (255 / 65535 as Float))
        let full = Float4(repeating: 255.5)
        var x = a
        while x + 4 <= b {
            // One 8-byte load: a lane-by-lane gather through the stack stalled on store forwarding.
            let f = UnsafeRawPointer(profiles + (x - a)).loadUnaligned(as: SIMD4<UInt16>.self)
            let keep = full - SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: f)) * scale
            let k = SIMD4<UInt32>(truncatingIfNeeded: keep.lanesTruncated)
            PixelQuad.store(PixelQuad.darken(PixelQuad.load(dst + x), keep255: k), dst + x)
            x += 4
        }
        while x < b {
            let keep = 255.5 - Float(profiles[x - a]) * scale.x
            let k = SIMD4<UInt32>(repeating: UInt32(keep))
            (dst + x).pointee = PixelQuad.darken(SIMD4<UInt32>(repeating: dst[x]), keep255: k).x
            x += 1
        }
    }

    /// The optics of `shadeEdge` for pixels a..<b from their recorded edge data (from index
    /// `data`), four at a time; `outline`: the index of their outline data, nil on the bezel
    /// (fully covered, no border: nothing of the pixel below shows).
    @inline(__always)
    private func replayEdges(_ dst: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, _ band: GlassPlanBand.View,
                             _ data: Int, outline: Int?) {
        let st = style
        // A short last quad loads past its span (the next span's data or the arrays' padding,
        // always a valid position) and stores only its own lanes.
        @inline(__always) func lanes(_ p: UnsafeMutablePointer<Float>) -> Float4 {
            UnsafeRawPointer(p).loadUnaligned(as: Float4.self)
        }
        let n = b - a
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
            let shade = lanes(band.shade + e)
            q.b *= shade; q.g *= shade; q.r *= shade
            let h = (lanes(band.rim + e) * st.highlight).lanesMin(1)
            if any(h .> 0) { q.mixRim(h, chroma: st.chroma) }
            let p = dst + a + i
            if let outline {
                let o = outline + i
                let border = lanes(band.border + o)
                if any(border .> 0) { q.mixBorder(st.borderColor, border) }
                let coverage = lanes(band.coverage + o)
                if any(coverage .< 1) {
                    let under = PixelQuad(pixels: Self.load(p, count)).darkened(1 - st.shadowOpacity * lanes(band.shadowUnder + o))
                    q = under.mixed(with: q, coverage)
                }
            }
            Self.store(q.packed, p, count)
            i += count
        }
    }
}

extension GlassKernel.RowCache {
    /// Empty rows over `2 × columns` cells of per-thread scratch.
    init(rowBuffers: UnsafeMutablePointer<SIMD4<Float>>, columns: Int) {
        self.init(flat: BlurredRow(cells: rowBuffers, columns: 0, offset: 0, step: 0),
                  refracted: BlurredRow(cells: rowBuffers + columns, columns: 0, offset: 0, step: 0))
    }
}
