/// The full optics for quads on the bezel and the outline: refraction along the analytic normal,
/// dispersion, then `GlassOptics`' inner shadow, specular rim, border and the anti-aliased edge
/// over the shadowed frame. The reference path: everything else in `GlassKernel` is a shortcut
/// around this (`GlassPathOracleTests`).
extension GlassKernel {
    /// Full optics for one quad that touches the bezel or the outline.
    @inline(__always)
    func shadeEdge(_ x: Int, _ count: Int, _ px: Float4, _ py: Float, _ dst: UnsafeMutablePointer<UInt32>,
                   _ rows: inout RowCache, geometry: (Float4, Float4, Float4)?) {
        let st = style
        let (d, nx, ny) = geometry ?? field.distanceAndNormal4(px, py, normalRadius: st.normalRadius)
        if shortcuts && d.x <= -0.5 && all(d .== d.x) && all(nx .== 0) && st.dispersion == 0 {
            shadeStraight(x, count, depth: -d.x, ny: ny.x, py, dst, &rows)
            return
        }
        hit(.edge, count)
        let depth = (-d).lanesMax(0)

        // Refraction: sample outward along the normal. Along straight edges all four samples lie
        // on one backdrop row, so a cached, vertically interpolated row replaces the bilinear.
        let disp = refraction.displacement4(depth)
        let sx = px + nx * disp, sy = py + ny * disp
        var q: PixelQuad
        let inColumns = backdrop.containsColumns(sx)
        if inColumns && all(ny .== 0) {
            q = rows.flatRow(py, backdrop).sample4(sx)
        } else if inColumns && all(nx .== 0) && all(sy .== sy.x) && backdrop.containsRow(sy.x) {
            q = rows.refractedRow(sy.x, backdrop).sample4(sx)
        } else {
            q = backdrop.sample4(sx, sy)
        }
        if st.dispersion > 0 {
            let spread = disp * (st.dispersion * 0.5)
            let wide = spread .>= 0.25
            if any(wide) {
                let red = backdrop.sample4(sx + nx * spread, sy + ny * spread)
                let blue = backdrop.sample4(sx - nx * spread, sy - ny * spread)
                q.r = q.r.replacing(with: red.r, where: wide)
                q.b = q.b.replacing(with: blue.b, where: wide)
            }
        }

        // Faint inner shadow along the bezel.
        if st.innerShadowWidth > 0 {
            let k = GlassOptics.innerShadow(depth: depth, st)
            q.b *= k; q.g *= k; q.r *= k
        }

        // Specular rim: white with the backdrop's chroma.
        let h = rimHighlight4(depth: depth, nx: nx, ny: ny)
        if any(h .> 0) { q.mixRim(h, chroma: st.chroma) }

        st.applyBorder(&q, depth: depth)

        // Anti-aliased outline: glass over the (shadowed) frame by coverage.
        let coverage = GlassOptics.coverage(distance: d)
        let p = dst + x
        if any(coverage .< 1) {
            var under = PixelQuad(pixels: Self.load(p, count))
            if st.shadowOpacity > 0 {
                let ds = field.distance4(px - st.shadowOffset.x, py - st.shadowOffset.y)
                under = under.darkened(1 - GlassOptics.shadowAlpha(distance: ds, blur: st.shadowBlur, opacity: st.shadowOpacity))
            }
            q = under.mixed(with: q, coverage)
        }
        Self.store(q.packed, p, count)
    }

    /// Weight of the specular rim per lane (0...1): `GlassOptics`' profile, lobe and strength.
    @inline(__always)
    func rimHighlight4(depth: Float4, nx: Float4, ny: Float4) -> Float4 {
        let rim = GlassOptics.rimProfile(depth: depth, style)
        guard any(rim .> 0) else { return Float4() }
        return GlassOptics.rimWeight(profile: rim, lobe: GlassOptics.lobe4(nx: nx, ny: ny, style, table: lobeTable), style)
    }
}
