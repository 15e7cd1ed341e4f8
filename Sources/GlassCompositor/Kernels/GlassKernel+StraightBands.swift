/// Shortcuts for the straight horizontal bands of a single shape: rows (or quads) where every
/// pixel has the same distance, so depth, normal (0, ±1), refraction row, inner shadow and
/// highlight are one scalar computation, and the outer shadow above and below is one alpha.
extension GlassKernel {
    /// A span of one row where a single shape's field is the same for every pixel.
    struct StraightRun {
        enum Kind {
            /// Inside the glass at this depth (flat centre or horizontal bezel band).
            case glass(depth: Float)
            /// Outside the glass, darkened by this shadow factor (colour × keep).
            case shadow(keep: Float)
            /// Outside the glass and its shadow.
            case untouched
        }
        var start: Int, end: Int, kind: Kind
    }

    /// For one shape: the pixels of row `py` between the corners, where the distance to the
    /// shape (inside or above/below it) or to the shadow's offset shape depends on y alone.
    /// There the optics, or the shadow, are one scalar computation for the whole span.
    @inline(__always)
    func straightRun(_ py: Float, _ x0: Int, _ x1: Int) -> StraightRun? {
        let st = style
        let s = field.first
        // Pixel columns whose centres lie in [a, b].
        @inline(__always) func columns(_ a: Float, _ b: Float) -> (Int, Int) {
            (max(x0, Int((a - 0.5).rounded(.up))), min(x1, Int((b - 0.5).rounded(.down)) + 1))
        }
        // Corner extents of the half of `shape` that row offset `dy` is in.
        @inline(__always) func corners(_ dy: Float) -> (Float, Float) {
            dy > 0 ? (s.extent.w, s.extent.z) : (s.extent.x, s.extent.y)
        }
        let dy = py - s.cy
        let (rl, rr) = corners(dy)
        // Between the corners, d = |dy| − hy whenever the row crosses the corner band (or lies
        // above or below the shape), because then the vertical term wins for every pixel.
        let d = abs(dy) - s.hy
        if d <= -0.5 {
            guard min(rl, rr) >= -d, st.dispersion == 0 else { return nil }
            // The normal is (0, ±1) only where the rounder corner the gradient uses (the
            // bezel-wide `normalRadius` floor) has ended too, not just the shape's own corner.
            let rn = min(st.normalRadius, min(s.hx, s.hy))
            let (a, b) = columns(s.cx - s.hx + max(rl, rn), s.cx + s.hx - max(rr, rn))
            return StraightRun(start: a, end: b, kind: .glass(depth: -d))
        }
        guard d >= 0.5 else { return nil }
        guard st.shadowOpacity > 0 else { return StraightRun(start: x0, end: x1, kind: .untouched) }
        // Above or below the glass: the shadow shape's straight band, if this row crosses it.
        let sox = st.shadowOffset.x, soy = st.shadowOffset.y
        let dys = py - soy - s.cy
        let (sl, sr) = corners(dys)
        let ds = abs(dys) - s.hy
        guard min(sl, sr) >= -ds else { return nil }
        let (a, b) = columns(s.cx + sox - s.hx + sl, s.cx + sox + s.hx - sr)
        let alpha = GlassOptics.shadowAlpha(distance: ds, blur: st.shadowBlur, opacity: st.shadowOpacity)
        return StraightRun(start: a, end: b, kind: alpha * 255 < 0.5 ? .untouched : .shadow(keep: 1 - alpha))
    }

    /// Shades a `StraightRun`.
    @inline(__always)
    func shadeRun(_ run: StraightRun, _ py: Float, _ dst: UnsafeMutablePointer<UInt32>, _ rows: inout RowCache) {
        guard run.end > run.start else { return }
        switch run.kind {
        case .glass(let depth):
            let ny: Float = py > field.first.cy ? 1 : -1
            let optics = straightOptics(depth: depth, ny: ny, py)
            if optics.mirrored { hit(.straightMirrored, run.end - run.start) }
            // Past the inner shadow, rim and border the optics change nothing: the row's
            // flat fill (the same samples and rounding, in fixed point).
            if optics.isIdentity {
                // Only the cells the run reads (not the whole grid row).
                hit(.straightRunFlat, run.end - run.start)
                fill(backdrop.interpolateRow(optics.refracted ? optics.sy : py, into: rows.spare,
                                             for: run.start..<run.end) { $0 }, dst, from: run.start, to: run.end)
                return
            }
            // The optics are linear in the pixel and the same along the run, and a lerp of
            // transformed cells is the transformed lerp: interpolate and transform the cells
            // the run reads, once, then fill (exact up to rounding; the fill clamps what
            // leaves the colour range).
            hit(.straightRun, run.end - run.start)
            fill(backdrop.interpolateRow(optics.refracted ? optics.sy : py, into: rows.spare,
                                         for: run.start..<run.end) { optics.apply(cell: $0) },
                 dst, from: run.start, to: run.end)
        case .shadow(let keep):
            hit(.straightRunShadow, run.end - run.start)
            var x = run.start
            // `darken(keep:)`'s rounding, once for the run.
            let k = SIMD4<UInt32>(repeating: UInt32(min(max(keep, 0), 1) * 255 + 0.5))
            // Eight at a time, the last few as one octet where the row has room (`storeOctet`).
            let k8 = SIMD8<UInt32>(lowHalf: k, highHalf: k)
            while x < run.end && x + 8 <= stride {
                let pixels = PixelOctet.load(dst + x)
                let darkened = PixelQuad.darken(pixels, keep255: k8)
                if x + 8 <= run.end { PixelOctet.store(darkened, dst + x) } else {
                    Self.storeOctet(darkened, over: pixels, dst + x, run.end - x)
                }
                x += 8
            }
            while x < run.end {
                let count = min(4, run.end - x)
                Self.store(PixelQuad.darken(Self.load(dst + x, count), keep255: k), dst + x, count)
                x += count
            }
        case .untouched:
            break
        }
    }

    /// The optics of a straight horizontal band of the glass, where every pixel shares depth
    /// and normal (0, ±1): one refracted backdrop row, one inner-shadow factor, one highlight.
    struct StraightOptics {
        /// Whether the samples come from a displaced row (`sy`) or the pixel row itself.
        var refracted: Bool
        var sy: Float
        /// Whether the refracted row lay past the backdrop region's top or bottom (glass near the
        /// frame's edge) and `sy` is its mirror image inside, as the full optics read it.
        var mirrored = false
        /// Colour factor of the inner shadow.
        var shade: Float
        /// Highlight mix toward white (with `chroma` of the backdrop's colour).
        var highlight: Float
        var chroma: Float
        /// Border mix toward `borderColor` (opaque b, g, r, 1); 0 = none.
        var border: Float = 0
        var borderColor = SIMD4<Float>(0, 0, 0, 1)

        /// Whether `apply` returns its quad unchanged.
        var isIdentity: Bool { shade == 1 && highlight <= 0 && border <= 0 }

        /// `apply` for one premultiplied (b, g, r, a) cell.
        @inline(__always) func apply(cell c: SIMD4<Float>) -> SIMD4<Float> {
            var c = c
            if shade != 1 { c.x *= shade; c.y *= shade; c.z *= shade }
            if highlight > 0 { c = PixelVector.mixingRim(c, highlight, chroma: chroma) }
            if border > 0 { c = PixelVector.mixingBorder(c, borderColor, border) }
            return c
        }

        @inline(__always) func apply(_ q: PixelQuad) -> PixelQuad {
            var q = q
            if shade != 1 { q.b *= shade; q.g *= shade; q.r *= shade }
            if highlight > 0 { q.mixRim(SIMD4(repeating: highlight), chroma: chroma) }
            if border > 0 { q.mixBorder(borderColor, SIMD4(repeating: border)) }
            return q
        }
    }

    /// `StraightOptics` at `depth` pixels inside a horizontal edge with normal (0, `ny`).
    @inline(__always)
    func straightOptics(depth: Float, ny: Float, _ py: Float) -> StraightOptics {
        let st = style
        let disp = refraction.displacement(depth)
        var sy = py + ny * disp
        // Glass near the frame's top or bottom refracts from beyond it: the mirrored row, as
        // the full optics read it (they cost several times more a pixel).
        let mirrored = !backdrop.containsRow(sy)
        if mirrored { sy = backdrop.mirrorRow(sy) }
        // One pixel's `GlassOptics` stages serve the whole band.
        let shade = GlassOptics.innerShadow(depth: depth, st)
        var h: Float = 0
        let rim = GlassOptics.rimProfile(depth: depth, st)
        if rim > 0 {
            h = GlassOptics.rimWeight(profile: rim, lobe: GlassOptics.lobe(nx: 0, ny: ny, st, table: lobeTable), st)
        }
        let border = st.borderAlpha > 0 ? GlassOptics.border(depth: depth, st) : 0
        return StraightOptics(refracted: disp != 0, sy: sy, mirrored: mirrored, shade: shade, highlight: h,
                              chroma: st.chroma, border: border, borderColor: st.borderColor)
    }

    /// Shades one quad of a straight horizontal band (see `StraightOptics`).
    @inline(__always)
    func shadeStraight(_ x: Int, _ count: Int, depth: Float, ny: Float, _ py: Float,
                       _ dst: UnsafeMutablePointer<UInt32>, _ rows: inout RowCache) {
        let optics = straightOptics(depth: depth, ny: ny, py)
        if optics.mirrored { hit(.straightMirrored, count) }
        let row = optics.refracted ? rows.refractedRow(optics.sy, backdrop) : rows.flatRow(py, backdrop)
        hit(.straightQuad, count)
        Self.store(optics.apply(row.sampleQuad(x)).packed, dst + x, count)
    }
}
