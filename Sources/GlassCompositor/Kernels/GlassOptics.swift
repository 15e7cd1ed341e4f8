/// The optics of a glass pixel, each stage written once (inner shadow, rim profile, highlight
/// lobe, rim and border mixes, anti-aliased coverage, outer shadow profile), generic over how
/// many pixels are shaded side by side (`OpticsLanes`: one `Float`, a `Float4` quad, an
/// eight-lane octet).
///
/// Every shading path (the general edge quads, the straight bands and side rows of a single
/// shape, the plan's recording and replay) takes its depth, normal and backdrop sample its own
/// way and then applies these stages, so a change to the rim or the shadow is one edit and the
/// paths cannot drift apart (`GlassPathOracleTests` renders every path against the general one).
/// All lengths are pixels; colours are premultiplied channels in 0...1.
enum GlassOptics {
    /// Colour factor of the faint inner shadow along the bezel at `depth` pixels inside the
    /// outline: 1 − opacity · t², t falling linearly from 1 at the outline to 0 at its width.
    @inline(__always)
    static func innerShadow<L: OpticsLanes>(depth: L, _ st: ResolvedGlassStyle) -> L {
        guard st.innerShadowWidth > 0 else { return L(repeating: 1) }
        let t = (L(repeating: 1) - depth * (1 / st.innerShadowWidth)).lanesMax(0)
        return L(repeating: 1) - t * st.innerShadowOpacity * t
    }

    /// Profile across the specular rim at `depth` (0...1): a bright line fading linearly over
    /// `width` pixels plus a glow fading quadratically over `bleed` pixels at `bleedStrength`.
    @inline(__always)
    static func rimProfile<L: OpticsLanes>(depth: L, width: Float, bleed: Float, bleedStrength: Float) -> L {
        let line = (L(repeating: 1) - depth * (1 / width)).lanesMax(0)
        guard bleed > 0 else { return line.lanesMin(1) }
        let glow = (L(repeating: 1) - depth * (1 / bleed)).lanesMax(0)
        return (line + glow * bleedStrength * glow).lanesMin(1)
    }

    /// `rimProfile` with the style's rim and bleed.
    @inline(__always)
    static func rimProfile<L: OpticsLanes>(depth: L, _ st: ResolvedGlassStyle) -> L {
        rimProfile(depth: depth, width: st.rimWidth, bleed: st.bleedWidth, bleedStrength: st.bleedStrength)
    }

    /// The rim's mix toward white (0...1): the style's highlight strength times the angular
    /// `lobe` (`lobe4`) times the `rimProfile`.
    @inline(__always)
    static func rimWeight<L: OpticsLanes>(profile: L, lobe: L, _ st: ResolvedGlassStyle) -> L {
        (lobe * st.highlight * profile).lanesMin(1)
    }

    /// The angular lobe of the rim at unit outward normals (nx, ny), from `table` (u^sharpness
    /// for u in 0...1 in `GlassKernel.lobeTableSize` steps, `GlassHighlight.fillLobeTable`):
    /// (1 − |n·t|)^p with t the tangent across the light, peaking where n faces the light,
    /// scaled by the opposite strength where it faces away, lifted by the ambient part. The
    /// table rather than `pow` everywhere: the edge quads need it per lane, and paths that
    /// used `pow` drifted from them. Scalar paths take one lane (`lobe(nx:ny:_:table:)`).
    @inline(__always)
    static func lobe4(nx: Float4, ny: Float4, _ st: ResolvedGlassStyle, table: UnsafePointer<Float>) -> Float4 {
        let tx = -st.light.y, ty = st.light.x
        let u = (1 - (nx * tx + ny * ty).lanesAbs.lanesMin(1)) * Float(GlassKernel.lobeTableSize)
        let ui = u.lanesTruncated
        let uf = u - ui.lanesFloat
        @inline(__always) func at(_ i: Int32, _ f: Float) -> Float {
            let a = table[Int(i)]
            return a + (table[Int(i) + 1] - a) * f
        }
        var lobe = Float4(at(ui.x, uf.x), at(ui.y, uf.y), at(ui.z, uf.z), at(ui.w, uf.w))
        lobe = lobe.replacing(with: lobe * st.highlightOpposite, where: (nx * st.light.x + ny * st.light.y) .< 0)
        return st.highlightAmbient + (1 - st.highlightAmbient) * lobe
    }

    /// `lobe4` at one normal (a straight band or side, whose normal is the same for every pixel).
    @inline(__always)
    static func lobe(nx: Float, ny: Float, _ st: ResolvedGlassStyle, table: UnsafePointer<Float>) -> Float {
        lobe4(nx: Float4(repeating: nx), ny: Float4(repeating: ny), st, table: table).x
    }

    /// The border line's mix toward its colour at `depth` (0 without a border): full over its
    /// width inside the outline, anti-aliased over the next pixel, at the colour's opacity.
    @inline(__always)
    static func border<L: OpticsLanes>(depth: L, _ st: ResolvedGlassStyle) -> L {
        (L(repeating: st.borderWidth + 0.5) - depth).lanesMax(0).lanesMin(1) * st.borderAlpha
    }

    /// The glass's anti-aliased coverage of a pixel whose centre has signed distance `d`.
    @inline(__always)
    static func coverage<L: OpticsLanes>(distance d: L) -> L {
        (L(repeating: 0.5) - d).lanesMax(0).lanesMin(1)
    }

    /// The outer shadow's alpha at distance `d` from the offset shape: from `opacity` at
    /// d = −blur through half of it on the outline to 0 at d = blur (`GlassShadow`).
    @inline(__always)
    static func shadowAlpha<L: OpticsLanes>(distance d: L, blur: Float, opacity: Float) -> L {
        guard blur > 0 else { return d.negativeLanes(opacity, else: 0) }
        let t = (d * (1 / blur)).lanesMax(-1).lanesMin(1)
        return (L(repeating: 0.5) - t * 0.75 + t * 0.25 * t * t) * opacity
    }

    /// Rec. 709 luminance of premultiplied (b, g, r) channels.
    @inline(__always)
    static func luminance<L: OpticsLanes>(b: L, g: L, r: L) -> L {
        b * 0.0722 + g * 0.7152 + r * 0.2126
    }

    /// One colour channel `v` mixed toward the specular rim's colour by `weight`: white at the
    /// pixel's alpha, keeping `chroma` of its own colour around its luminance (0 = pure white,
    /// 1 = its hue at full brightness).
    @inline(__always)
    static func rimMix<L: OpticsLanes>(_ v: L, luminance: L, alpha: L, weight: L, chroma: Float) -> L {
        v + (alpha + (v - luminance) * chroma - v) * weight
    }

    /// One colour channel `v` mixed toward the opaque border `color` channel by `weight`.
    @inline(__always)
    static func borderMix<L: OpticsLanes>(_ v: L, color: L, alpha: L, weight: L) -> L {
        v + (color * alpha - v) * weight
    }
}

/// Lanes of pixels the optics stages run on: `Float` (one), `Float4` (a quad), `SIMD8<Float>`
/// (an octet). Only what the stages use; every operation is lane by lane, so a pixel gets the
/// same bits whichever width shades it.
protocol OpticsLanes {
    init(repeating: Float)
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
    static func * (a: Self, b: Float) -> Self
    func lanesMin(_ o: Float) -> Self
    func lanesMax(_ o: Float) -> Self
    /// `value` in lanes below 0, `other` elsewhere.
    func negativeLanes(_ value: Float, else other: Float) -> Self
}

extension Float: OpticsLanes {
    @inline(__always) init(repeating v: Float) { self = v }
    @inline(__always) func lanesMin(_ o: Float) -> Float { Swift.min(self, o) }
    @inline(__always) func lanesMax(_ o: Float) -> Float { Swift.max(self, o) }
    @inline(__always) func negativeLanes(_ value: Float, else other: Float) -> Float { self < 0 ? value : other }
}

extension SIMD4: OpticsLanes where Scalar == Float {
    @inline(__always) func negativeLanes(_ value: Float, else other: Float) -> Self {
        Self(repeating: other).replacing(with: value, where: self .< 0)
    }
}

extension SIMD8: OpticsLanes where Scalar == Float {
    @inline(__always) func negativeLanes(_ value: Float, else other: Float) -> Self {
        Self(repeating: other).replacing(with: value, where: self .< 0)
    }
}
