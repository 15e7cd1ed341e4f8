/// The glass pass's row walk: which path shades each run of a row (`GlassKernel`).
extension GlassKernel {
    /// Notes that `path` shaded `pixels` pixels (nothing in release builds).
    @inline(__always) func hit(_ path: GlassPathTrace.Path, _ pixels: Int = 4) {
#if DEBUG
        trace?.hit(path, pixels)
#endif
    }

    /// `BlurredRow.fillFlat`, noted with the fill's grid (`GlassPathTrace`).
    @inline(__always) func fill(_ row: BlurredRow, _ dst: UnsafeMutablePointer<UInt32>, from a: Int, to b: Int) {
#if DEBUG
        let g = Int((1 / row.step).rounded())
        hit(g >= 4 ? .fillIntervals : g == 2 ? .fillPairs : .fillSingles, b - a)
#endif
        row.fillFlat(dst, from: a, to: b)
    }

    /// Shades pixels x0..<x1 of row y (all inside the frame). `rowBuffers` holds
    /// `scratchCells(columns:)` cells of scratch owned by the calling thread.
    func shade(row y: Int, from x0: Int, to x1: Int, rowBuffers: UnsafeMutablePointer<SIMD4<Float>>) {
        let py = Float(y) + 0.5
        // Two vertically interpolated backdrop rows: at this pixel row (flat centre, and
        // horizontal refraction on vertical edges) and at the last refracted row (horizontal edges).
        var rows = RowCache(rowBuffers: rowBuffers, columns: backdrop.columns)
        let dst = frame + y * stride
        if shortcuts && field.count == 1 && style.dispersion == 0 && shadeSideRow(py, x0, x1, dst, &rows) { return }
        if shortcuts && field.count == 1, let run = straightRun(py, x0, x1), run.end > run.start {
            shadeSpan(py, x0, run.start, dst, &rows)
            shadeRun(run, py, dst, &rows)
            shadeSpan(py, run.end, x1, dst, &rows)
        } else {
            shadeSpan(py, x0, x1, dst, &rows)
        }
    }

    /// The general loop over pixels x0..<x1 of row `py`: quads, with Lipschitz jumps over
    /// shadow-free and flat pixels.
    func shadeSpan(_ py: Float, _ x0: Int, _ x1: Int, _ dst: UnsafeMutablePointer<UInt32>, _ rows: inout RowCache) {
        guard x0 < x1 else { return }
        let st = style
        let shadowOn = st.shadowOpacity > 0
        let sox = st.shadowOffset.x, soy = st.shadowOffset.y
        // A shadow distance this large proves a pixel is outside the glass (d ≥ ds − |offset|).
        let sureOutside = (sox * sox + soy * soy).squareRoot() + 0.5
        let flatDepth = st.flatDepth
        let safety = Self.jumpSafety
        let lanes = Float4(0.5, 1.5, 2.5, 3.5)
        let reach = st.shadowReach
        let shadowStep = GlassShadow.step(blur: st.shadowBlur)
        // Where the next coarse shadow block may be tried.
        var coarseFrom = x0

        // Inside the glass the shadow test below is wasted work: skip it until we leave again.
        var inside = false
        // After an edge quad the next is most likely one too: evaluate distance and normal
        // together straight away instead of the distance twice.
        var afterEdge = false
        var x = x0
        while x < x1 {
            let count = min(4, x1 - x)
            let px = Float(x) + lanes

            if afterEdge {
                let geometry = field.distanceAndNormal4(px, py, normalRadius: st.normalRadius)
                let d = geometry.0
                if any(d .< 0.5) && !all(d .<= -flatDepth) {
                    inside = d.w < 0.5
                    shadeEdge(x, count, px, py, dst, &rows, geometry: geometry)
                    x += count
                    continue
                }
                afterEdge = false    // not an edge quad after all: classify it below
            }

            var shadow: Float4? = nil
            if shadowOn && !inside {
                // Outside the glass: shadow only. Far from the glass, coarse blocks (and jumps
                // over what is provably shadow-free); near it, quad by quad.
                if x >= coarseFrom {
                    let used = shadeShadowBlock(x, x1, py, dst, step: shadowStep, sureOutside: sureOutside)
                    if used > 0 { hit(.shadowBlock, used); x += used; continue }
                    coarseFrom = x + shadowStep      // near the glass: don't retry at once
                }
                let ds = field.distance4(px - sox, py - soy)
                if all(ds .>= sureOutside) {
                    if all(ds .>= reach) {
                        x += max(count, Int((ds.x - max(reach, sureOutside)) * safety))
                        continue
                    }
                    let keep = 1 - GlassOptics.shadowAlpha(distance: ds, blur: st.shadowBlur, opacity: st.shadowOpacity)
                    let p = dst + x
                    Self.store(PixelQuad.darken(Self.load(p, count), keep: keep), p, count)
                    hit(.shadowQuad, count)
                    x += count
                    continue
                }
                shadow = ds
            }
            let d = field.distance4(px, py)

            if all(d .>= 0.5) {
                inside = false
                if shadowOn {
                    let ds = shadow ?? field.distance4(px - sox, py - soy)
                    let keep = 1 - GlassOptics.shadowAlpha(distance: ds, blur: st.shadowBlur, opacity: st.shadowOpacity)
                    let p = dst + x
                    Self.store(PixelQuad.darken(Self.load(p, count), keep: keep), p, count)
                    hit(.shadowQuad, count)
                    x += count
                } else {
                    x += max(count, Int((d.x - 0.5) * safety))
                }
                continue
            }

            if all(d .<= -flatDepth) {
                // Flat centre: this quad and every pixel the first lane's depth vouches for.
                let row = rows.flatRow(py, backdrop)
                let depth = min(-d.x, -field.jumpDistance(px.x, py))
                let run = min(x1 - x, max(count, Int((depth - flatDepth) * safety) + 1))
                let end = x + run
                hit(.flatFill, end - x)
                fill(row, dst, from: x, to: end)
                x = end
                inside = true
                continue
            }

            inside = d.w < 0.5
            afterEdge = true
            // One shape, four equal distances: the straight top or bottom band of the shape,
            // where the normal is (0, ±1) (in a corner or a side band d varies along x).
            if shortcuts && field.count == 1 && d.x <= -0.5 && all(d .== d.x) && st.dispersion == 0 {
                shadeStraight(x, count, depth: -d.x, ny: py > field.first.cy ? 1 : -1, py, dst, &rows)
                x += count
                continue
            }
            shadeEdge(x, count, px, py, dst, &rows, geometry: nil)
            x += count
        }
    }

    /// The per-thread backdrop rows of `shade`, interpolated on demand.
    struct RowCache {
        var flat: BlurredRow
        var refracted: BlurredRow
        /// A row of cells for a straight band's optics (`shadeRun`).
        let spare: UnsafeMutablePointer<SIMD4<Float>>
        /// The side bands' tables, kept across the rows of one `shade(rows:)` or `replay(rows:)`.
        let sideTables: UnsafeMutablePointer<SIMD4<Float>>

        @inline(__always) mutating func flatRow(_ y: Float, _ backdrop: BlurredBackdrop) -> BlurredRow {
            if flat.y != y { flat = backdrop.interpolateRow(y, into: UnsafeMutablePointer(mutating: flat.cells)) }
            return flat
        }

        @inline(__always) mutating func refractedRow(_ y: Float, _ backdrop: BlurredBackdrop) -> BlurredRow {
            if refracted.y != y { refracted = backdrop.interpolateRow(y, into: UnsafeMutablePointer(mutating: refracted.cells)) }
            return refracted
        }
    }

    /// Loads `count` (1...4) pixels; lanes past `count` are 0 (never read past a row's end).
    @inline(__always) static func load(_ p: UnsafeMutablePointer<UInt32>, _ count: Int) -> SIMD4<UInt32> {
        if count == 4 { return PixelQuad.load(p) }
        var v = SIMD4<UInt32>()
        for i in 0..<count { v[i] = p[i] }
        return v
    }

    /// Stores the first `count` (1...4) lanes.
    @inline(__always) static func store(_ v: SIMD4<UInt32>, _ p: UnsafeMutablePointer<UInt32>, _ count: Int) {
        if count == 4 { PixelQuad.store(v, p); return }
        for i in 0..<count { p[i] = v[i] }
    }
}
