/// Building a `GlassPlan`: the same decisions and optics as `shade(row:)`, written down per pixel
/// instead of applied, so later frames replay them against a new backdrop (`replay`).
///
/// Record with a kernel whose style is `GlassRenderer.planStyle` (highlight 1, shadow opacity 1
/// when there is a shadow): the rim weights and shadow alphas recorded are then the profiles
/// that the replay scales by the live style's strength and opacity.
extension GlassKernel {
    /// Records pixels x0..<x1 of row y into `band` (a new row of it). Sample positions are
    /// mirrored into a frame of `frameWidth` × `frameHeight` pixels.
    func record(row y: Int, from x0: Int, to x1: Int, into band: GlassPlanBand, frameWidth: Float, frameHeight: Float) {
        let frameSize = SIMD2(frameWidth, frameHeight)
        let py = Float(y) + 0.5
        hit(.recorded, x1 - x0)
        if shortcuts && field.count == 1 && style.dispersion == 0 && sideRowApplies(py) {
            band.beginRow(live: true)
            return
        }
        band.beginRow(live: false)
        if shortcuts && field.count == 1, let run = straightRun(py, x0, x1), run.end > run.start {
            recordSpan(py, x0, run.start, band, frameSize)
            if case .untouched = run.kind {} else { band.addRun(run.start, run.end) }
            recordSpan(py, run.end, x1, band, frameSize)
        } else {
            recordSpan(py, x0, x1, band, frameSize)
        }
    }

    /// Classifies pixels x0..<x1 of row `py`, quads at a time, jumping (by the field's Lipschitz
    /// bound) over pixels that are untouched or flat, as `shadeSpan` does.
    private func recordSpan(_ py: Float, _ x0: Int, _ x1: Int, _ band: GlassPlanBand, _ frameSize: SIMD2<Float>) {
        guard x0 < x1 else { return }
        let st = style
        let shadowOn = st.shadowOpacity > 0
        let sox = st.shadowOffset.x, soy = st.shadowOffset.y
        let flatDepth = st.flatDepth
        let reach = st.shadowReach
        let lanes = Float4(0.5, 1.5, 2.5, 3.5)
        var x = x0
        while x < x1 {
            let count = min(4, x1 - x)
            let px = Float(x) + lanes
            let d = field.distance4(px, py)
            if all(d .>= 0.5) {
                guard shadowOn else {
                    x += max(count, Int((d.x - 0.5) * Self.jumpSafety))
                    continue
                }
                let ds = field.distance4(px - sox, py - soy)
                if all(ds .>= reach) {
                    x += max(count, Int((min(d.x - 0.5, ds.x - reach)) * Self.jumpSafety))
                    continue
                }
                recordShadow(x, count, ds, band)
                x += count
                continue
            }
            if all(d .<= -flatDepth) {
                let depth = min(-d.x, -field.jumpDistance(px.x, py))
                let run = min(x1 - x, max(count, Int((depth - flatDepth) * Self.jumpSafety) + 1))
                band.addFlat(x, x + run)
                x += run
                continue
            }
            recordMixed(x, count, px, py, band, frameSize)
            x += count
        }
    }

    /// Shadow profiles for lanes outside the glass; lanes beyond the shadow's reach are left out
    /// of the plan (untouched).
    @inline(__always)
    private func recordShadow(_ x: Int, _ count: Int, _ ds: Float4, _ band: GlassPlanBand) {
        let st = style
        let alpha = GlassOptics.shadowAlpha(distance: ds, blur: st.shadowBlur, opacity: st.shadowOpacity)
        let profile = (alpha.lanesMax(0).lanesMin(1) * 65535 + 0.5).lanesTruncated
        for i in 0..<count where ds[i] < st.shadowReach && profile[i] > 0 {
            band.addShadow(x + i, profile: UInt16(profile[i]))
        }
    }

    /// A quad that touches the bezel or the outline: every lane classified on its own.
    private func recordMixed(_ x: Int, _ count: Int, _ px: Float4, _ py: Float, _ band: GlassPlanBand,
                             _ frameSize: SIMD2<Float>) {
        let st = style
        let (d, nx, ny) = field.distanceAndNormal4(px, py, normalRadius: st.normalRadius)
        let depth = (-d).lanesMax(0)
        let disp = refraction.displacement4(depth)
        let sx = px + nx * disp, sy = py + ny * disp
        @inline(__always) func mirrored(_ x: Float4, _ y: Float4) -> (Float4, Float4) {
            (BlurredBackdrop.mirror4(x, frameSize.x), BlurredBackdrop.mirror4(y, frameSize.y))
        }
        let (u, v) = mirrored(sx, sy)

        var red: (Float4, Float4)? = nil, blue: (Float4, Float4)? = nil
        if st.dispersion > 0 {
            let spread = disp * (st.dispersion * 0.5)
            let wide = spread .>= 0.25
            let zero = Float4()
            let s = zero.replacing(with: spread, where: wide)
            red = mirrored(sx + nx * s, sy + ny * s)
            blue = mirrored(sx - nx * s, sy - ny * s)
        }

        // The stages of `shadeEdge` (`GlassOptics`), written down instead of applied.
        let shade = GlassOptics.innerShadow(depth: depth, st)
        let rim = rimHighlight4(depth: depth, nx: nx, ny: ny)
        let border = st.borderAlpha > 0 ? GlassOptics.border(depth: depth, st) : Float4()
        let coverage = GlassOptics.coverage(distance: d)
        var shadow = Float4()
        var ds = Float4(repeating: .infinity)
        if st.shadowOpacity > 0 {
            ds = field.distance4(px - st.shadowOffset.x, py - st.shadowOffset.y)
            shadow = GlassOptics.shadowAlpha(distance: ds, blur: st.shadowBlur, opacity: st.shadowOpacity)
        }

        let flatDepth = st.flatDepth
        for i in 0..<count {
            if d[i] >= 0.5 {
                if st.shadowOpacity > 0 && ds[i] < st.shadowReach {
                    let profile = min(max(shadow[i], 0), 1) * 65535 + 0.5
                    if profile >= 1 { band.addShadow(x + i, profile: UInt16(profile)) }
                }
            } else if d[i] <= -flatDepth {
                band.addFlat(x + i, x + i + 1)
            } else {
                let sample = EdgeSample(x: u[i], y: v[i], shade: shade[i], rim: rim[i], border: border[i],
                                        coverage: coverage[i], shadow: coverage[i] < 1 ? shadow[i] : 0)
                var positions: SIMD4<Float>? = nil
                if let red, let blue { positions = SIMD4(red.0[i], red.1[i], blue.0[i], blue.1[i]) }
                band.addEdge(x + i, sample, dispersed: positions)
            }
        }
    }
}
