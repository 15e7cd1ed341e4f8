extension Surface {
    /// `blit`'s work, in this module's copy of the row loops.
    func blitRows(_ source: Surface, at dx: Int, _ dy: Int, clip: PixelRect? = nil, opaque: Bool = false, opacity: UInt32 = 255) {
        var r = PixelRect(x: dx, y: dy, width: source.width, height: source.height).intersection(bounds)
        if let clip { r = r.intersection(clip) }
        guard !r.isEmpty, opacity > 0 else { return }
        let w = r.width
        if let coverage = source.coverage, !opaque, !source.hasUniformRows {
            blitCovered(source, coverage, at: dx, dy, within: r, opacity: opacity)
            return
        }
        for y in r.y0..<r.y1 {
            let s = source.row(y - dy) + (r.x0 - dx)
            let d = row(y) + r.x0
            if source.hasUniformRows {
                // Faded, the row's one colour is scaled first: the same bits as the faded blend.
                blendColourOverRow(opacity < 255 ? scaledPixel(s[0], opacity) : s[0], d, count: w)
            } else if opacity < 255 {
                blendOverRow(s, d, count: w, opacity: opacity)
            } else if opaque {
                d.update(from: s, count: w)
            } else {
                blendOverRow(s, d, count: w)
            }
        }
    }
}

extension Surface {
    /// `blit` of a source with known coverage: only its runs are blended, row by row (the
    /// pixels it skips are transparent, which "over" leaves as they are: the same bits), and
    /// its opaque runs copied.
    private func blitCovered(_ source: Surface, _ coverage: RowCoverage, at dx: Int, _ dy: Int, within r: PixelRect,
                             opacity: UInt32) {
        let starts = coverage.rowStart, runs = coverage.runs, opaque = coverage.opaque
        for y in r.y0..<r.y1 {
            let sy = y - dy
            let s = source.row(sy), d = row(y)
            for k in Int(starts[sy])..<Int(starts[sy + 1]) {
                let x0 = max(Int(runs[2 * k]) + dx, r.x0), x1 = min(Int(runs[2 * k + 1]) + dx, r.x1)
                guard x0 < x1 else { continue }
                if opacity < 255 {
                    blendOverRow(s + (x0 - dx), d + x0, count: x1 - x0, opacity: opacity)
                } else if opaque[k] {
                    (d + x0).update(from: s + (x0 - dx), count: x1 - x0)
                } else {
                    blendOverRow(s + (x0 - dx), d + x0, count: x1 - x0)
                }
            }
        }
    }
}
