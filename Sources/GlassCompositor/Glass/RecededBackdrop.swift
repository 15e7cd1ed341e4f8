import Foundation

/// What a glass over the receded page behind a full-height sheet blurs, taken from the page
/// itself rather than from the frame (frame pixels; colour as the frame's, premultiplied).
///
/// Under a translucent sheet the receded page is seen only through the sheet's blur: the
/// pixels of the recede under the sheet's interior are written (4.4 ms of a 3840×2160 frame)
/// to be read once, box-averaged, and drawn over. Blurring the page (the recede's source,
/// unchanged while the sheet moves) at σ / scale and placing the blurred cells on the frame's
/// grid through the card's mapping gives the same blur of the same picture, so the frame skips
/// the recede there (`OpaqueCover`). Where it differs from blurring the receded frame: the
/// card's edges over black and the dimming drawn over it before the glass (`darkening`) are
/// blended in per grid cell by the share of a Gaussian of σ that falls on them (the blur of a
/// rectangle's edge, exact for a Gaussian), the page near the card's edge is its blur mirrored
/// there rather than its blur with black beyond, and the card's rounded corners (at most
/// 24 px) are square.
struct RecededBackdrop {
    /// The frame under the recede, whole.
    let source: Surface
    let recede: FrameRecede
    /// Black scrims drawn between the recede and the glass: the part of 255 each keeps, where.
    let darkening: [(keep: UInt32, bounds: PixelRect)]
}

extension BackdropBlur {
    /// `run`'s result (the same grid, for the same region, needed rectangle and σ) for a
    /// backdrop that is `receded` (its card over black, darkened where it says), computed from
    /// the recede's source. Graded with `grading` cell by cell, as `run` grades.
    func run(receded: RecededBackdrop, region: PixelRect, sigma: Float, needed: PixelRect? = nil,
             grading: ColorMatrix = .identity) -> BlurredBackdrop? {
        let card = receded.recede
        let r = region.intersection(card.bounds)
        guard !r.isEmpty else { return nil }
        var n = (needed ?? r).intersection(r)
        if n.isEmpty { n = r }
        let chain = Chain(sigma: sigma)
        let (ox0, outW) = chain.cells(n.x0, n.x1, origin: r.x0)
        let (oy0, outH) = chain.cells(n.y0, n.y1, origin: r.y0)
        guard outW > 0, outH > 0 else { return nil }
        let cells = recededGrid.reserve(outW * outH)
        if grading.isConstant {
            cells.update(repeating: grading.offset, count: outW * outH)
            return Self.view(cells, region: r, chain: chain, columns: ox0, outW, rows: oy0, outH, gridTop: r.y0)
        }
        // The card in frame pixels, and the page's pixels a frame point stands for.
        let s = Float(card.scale), cardX = Float(card.originX), cardY = Float(card.originY)
        let cardW = Float(card.bounds.width) * s, cardH = Float(card.bounds.height) * s
        let source = receded.source
        func page(_ x: Float, _ y: Float) -> (Float, Float) { ((x - cardX) / s, (y - cardY) / s) }
        func pageRect(_ f: PixelRect) -> PixelRect {
            let (x0, y0) = page(Float(f.x0), Float(f.y0)), (x1, y1) = page(Float(f.x1), Float(f.y1))
            return PixelRect(x0: Int(x0.rounded(.down)) - 2, y0: Int(y0.rounded(.down)) - 2,
                             x1: Int(x1.rounded(.up)) + 2, y1: Int(y1.rounded(.up)) + 2).intersection(source.bounds)
        }
        let pageRegion = pageRect(r)
        guard !pageRegion.isEmpty else {
            cells.update(repeating: grading.apply(SIMD4(0, 0, 0, 1)), count: outW * outH)
            return Self.view(cells, region: r, chain: chain, columns: ox0, outW, rows: oy0, outH, gridTop: r.y0)
        }
        let pageNeeded = pageRect(n).intersection(pageRegion)
        // The page's blur and the card's and dimming's edges at σ. (At the σ the cells of `run`
        // hold, σ² − grid²/6, since the bilinear upsample adds the rest, the sheet's bevel over
        // the card's edge in the maps-floating-layer flow moved further from the frame blurred
        // from the receded frame: 131 pixels past 4 levels against 87 at σ. What dominates there
        // is the page's blur mirrored at the card's edge.)
        let cellSigma = sigma
        let pageSigma = cellSigma / s
        let pageChain = Chain(sigma: pageSigma)
        let needs = pageNeeded.isEmpty ? pageRegion : pageNeeded
        let pw = pageChain.cells(needs.x0, needs.x1, origin: pageRegion.x0).count
        let ph = pageChain.cells(needs.y0, needs.y1, origin: pageRegion.y0).count
        guard let blurred = run(source: source, region: pageRegion, sigma: pageSigma, needed: needs,
                                into: recededCells.reserve(max(1, pw * ph))) else { return nil }
        let grid = Float(chain.grid)
        // The blur of a rectangle's edges: the share of a Gaussian of the cells' σ around a point that
        // falls inside [lo, hi) along one axis.
        let spread = Double(cellSigma) * 2.0.squareRoot()
        @inline(__always) func inside(_ v: Float, _ lo: Float, _ hi: Float) -> Float {
            Float(0.5 * (erf(Double(hi - v) / spread) - erf(Double(lo - v) / spread)))
        }
        // Each is a product of a row's share and a column's: worked out once per row and column.
        let xs = (0..<outW).map { Float(r.x0) + (Float(ox0 + $0) + 0.5) * grid }
        let cardColumns = xs.map { inside($0, cardX, cardX + cardW) }
        let scrimColumns = receded.darkening.map { d in xs.map { inside($0, Float(d.bounds.x0), Float(d.bounds.x1)) } }
        let ys = (0..<outH).map { Float(r.y0) + (Float(oy0 + $0) + 0.5) * grid }
        let scrimRowShares = receded.darkening.map { d in ys.map { inside($0, Float(d.bounds.y0), Float(d.bounds.y1)) } }
        for j in 0..<outH {
            let y = ys[j]
            let cardRows = inside(y, cardY, cardY + cardH)
            let py = (min(max(y, cardY), cardY + cardH) - cardY) / s
            let row = cells + j * outW
            for i in 0..<outW {
                // The page blurred, over black by the share of the blur that falls on the card.
                let w = cardRows * cardColumns[i]
                let px = (min(max(xs[i], cardX), cardX + cardW) - cardX) / s
                var c = w > 0 ? blurred.sample(px, py) * w : .zero
                c.w += 1 - w
                // A black scrim over it: colour kept by keep / 255 where it covers, alpha raised.
                for (k, d) in receded.darkening.enumerated() {
                    let covered = scrimRowShares[k][j] * scrimColumns[k][i]
                    guard covered > 0 else { continue }
                    let keep = 1 - (1 - Float(d.keep) / 255) * covered
                    c = SIMD4(c.x * keep, c.y * keep, c.z * keep, c.w * keep + (1 - keep))
                }
                row[i] = grading.apply(c)
            }
        }
        return Self.view(cells, region: r, chain: chain, columns: ox0, outW, rows: oy0, outH, gridTop: r.y0)
    }
}
