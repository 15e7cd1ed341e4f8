/// The shortcut for rows through the straight vertical sides of a single shape.
extension GlassKernel {
    /// Rows through the straight left and right sides of a single shape, clear of its corners
    /// (and of the shadow shape's corners): there the field is max(|dx| − hx, |dy| − hy) for every
    /// pixel, so the row splits into a shadow band, the vertical bezel with a constant normal
    /// (±1, 0), a flat or straight middle, and the mirror image, each shaded without evaluating
    /// the field. Only the anti-aliased outline pixels go through `shadeSpan`. Returns false
    /// (nothing drawn) for any other row.
    func shadeSideRow(_ py: Float, _ x0: Int, _ x1: Int, _ dst: UnsafeMutablePointer<UInt32>,
                      _ rows: inout RowCache) -> Bool {
        guard sideRowApplies(py) else { return false }
        let st = style
        let s = field.first
        let rowDepth = s.hy - abs(py - s.cy)                 // depth of the horizontal term
        let shadowOn = st.shadowOpacity > 0
        let scx = s.cx + st.shadowOffset.x
        let shadowRowTerm = abs(py - st.shadowOffset.y - s.cy) - s.hy   // shadow shape's vertical term
        let flatDepth = st.flatDepth
        let band = min(rowDepth, flatDepth)
        let row = rows.flatRow(py, backdrop)

        // Pixel columns whose centres lie in [a, b).
        @inline(__always) func first(_ a: Float) -> Int { min(max(x0, Int((a - 0.5).rounded(.up))), x1) }
        let left = s.cx - s.hx, right = s.cx + s.hx
        let outerL = first(left - 0.5), innerL = first(left + 0.5), bandL = first(left + band)
        let bandR = max(bandL, first(right - band)), innerR = max(bandR, first(right - 0.5)), outerR = max(innerR, first(right + 0.5))

        // Exterior: the shadow of the shape's vertical side, max(|dx| − hx, |dy| − hy) offset.
        @inline(__always) func shadowBand(_ a: Int, _ b: Int) {
            guard shadowOn, a < b else { return }
            var x = a
            while x < b {
                let count = min(4, b - x)
                let px = Float(x) + Float4(0.5, 1.5, 2.5, 3.5)
                let ds = ((px - scx).lanesAbs - s.hx).lanesMax(shadowRowTerm)
                if all(ds .>= st.shadowReach) { x += count; continue }
                hit(.sideShadow, count)
                let keep = 1 - GlassOptics.shadowAlpha(distance: ds, blur: st.shadowBlur, opacity: st.shadowOpacity)
                Self.store(PixelQuad.darken(Self.load(dst + x, count), keep: keep), dst + x, count)
                x += count
            }
        }
        shadowBand(x0, outerL)
        shadeSpan(py, outerL, innerL, dst, &rows)            // anti-aliased outline
        // The vertical bezel bands, from the sides' tables (rows as deep as the flat centre all
        // have the same bands, so the tables are made once for them).
        shadeSideBand(innerL, bandL, side: -1, edge: left, row, dst, &rows)
        if rowDepth >= flatDepth {
            // Flat middle: the graded backdrop, upsampled.
            hit(.flatFill, bandR - bandL)
            fill(row, dst, from: bandL, to: bandR)
        } else {
            shadeRun(StraightRun(start: bandL, end: bandR, kind: .glass(depth: rowDepth)), py, dst, &rows)
        }
        shadeSideBand(bandR, innerR, side: 1, edge: right, row, dst, &rows)
        shadeSpan(py, innerR, outerR, dst, &rows)            // anti-aliased outline
        shadowBand(outerR, x1)
        return true
    }

    /// Whether row `py` runs through the straight sides of the single shape, clear of its
    /// corners and of the shadow shape's corners (where `shadeSideRow` shades it).
    func sideRowApplies(_ py: Float) -> Bool {
        let st = style
        let s = field.first
        let dy = py - s.cy
        let top = dy <= 0
        let rl = top ? s.extent.x : s.extent.w, rr = top ? s.extent.y : s.extent.z
        let rowDepth = s.hy - abs(dy)
        // Clear of the corners, and of the rounder corner the gradient uses (`normalRadius`):
        // inside that the side's normal is not (±1, 0) yet.
        let rn = min(st.normalRadius, min(s.hx, s.hy))
        guard rowDepth >= 0.5, rowDepth >= max(max(rl, rr), rn) else { return false }
        let dys = py - st.shadowOffset.y - s.cy
        let stop = dys <= 0
        let sl = stop ? s.extent.x : s.extent.w, sr = stop ? s.extent.y : s.extent.z
        if st.shadowOpacity > 0 && s.hy - abs(dys) < max(sl, sr) { return false }
        return s.hx >= min(rowDepth, st.flatDepth) + 1 && backdrop.containsRow(py)
    }
}
