/// Eight neighbouring pixels as channel planes: `PixelQuad` at twice the width, for the replay's
/// edge optics. Where the build targets AVX2 each plane is one register, so a quad's arithmetic
/// serves eight pixels; on SSE2 it is two quads' worth. Every operation is `PixelQuad`'s, lane for
/// lane in the same order, so the pixels are the same bits whichever width shades them.
///
/// The glass mixes are `GlassOptics`' stages at eight lanes; the plane type itself stays a
/// concrete struct (a protocol over the planes, even specialised, once took 1.7 times as long
/// in the replay's octet optics).
struct PixelOctet {
    var b: SIMD8<Float>, g: SIMD8<Float>, r: SIMD8<Float>, a: SIMD8<Float>

    @inline(__always) init(b: SIMD8<Float>, g: SIMD8<Float>, r: SIMD8<Float>, a: SIMD8<Float>) {
        self.b = b; self.g = g; self.r = r; self.a = a
    }

    /// Transposes the eight (b, g, r, a) cells `c[0..<8]` into planes.
    @inline(__always) init(cells c: UnsafePointer<SIMD4<Float>>) {
        let lo = PixelQuad(c[0], c[1], c[2], c[3]), hi = PixelQuad(c[4], c[5], c[6], c[7])
        self.init(b: SIMD8(lowHalf: lo.b, highHalf: hi.b), g: SIMD8(lowHalf: lo.g, highHalf: hi.g),
                  r: SIMD8(lowHalf: lo.r, highHalf: hi.r), a: SIMD8(lowHalf: lo.a, highHalf: hi.a))
    }

    /// Unpacks eight packed pixels (lane i = pixel i), as `PixelQuad(pixels:)`.
    @inline(__always) init(pixels p: SIMD8<UInt32>) {
        let k: Float = 1 / 255
        @inline(__always) func plane(_ v: SIMD8<UInt32>) -> SIMD8<Float> {
            unsafeBitCast(v, to: SIMD8<Int32>.self).lanesFloat * k
        }
        self.init(b: plane(p & 0xff), g: plane((p &>> 8) & 0xff), r: plane((p &>> 16) & 0xff), a: plane(p &>> 24))
    }

    /// `PixelQuad.mixRim` (`GlassOptics.rimMix`).
    @inline(__always) mutating func mixRim(_ weight: SIMD8<Float>, chroma: Float) {
        let lum = GlassOptics.luminance(b: b, g: g, r: r)
        b = GlassOptics.rimMix(b, luminance: lum, alpha: a, weight: weight, chroma: chroma)
        g = GlassOptics.rimMix(g, luminance: lum, alpha: a, weight: weight, chroma: chroma)
        r = GlassOptics.rimMix(r, luminance: lum, alpha: a, weight: weight, chroma: chroma)
    }

    /// `PixelQuad.mixBorder` (`GlassOptics.borderMix`).
    @inline(__always) mutating func mixBorder(_ color: SIMD4<Float>, _ weight: SIMD8<Float>) {
        b = GlassOptics.borderMix(b, color: SIMD8(repeating: color.x), alpha: a, weight: weight)
        g = GlassOptics.borderMix(g, color: SIMD8(repeating: color.y), alpha: a, weight: weight)
        r = GlassOptics.borderMix(r, color: SIMD8(repeating: color.z), alpha: a, weight: weight)
    }

    /// `PixelQuad.darkened`.
    @inline(__always) func darkened(_ keep: SIMD8<Float>) -> PixelOctet {
        PixelOctet(b: b * keep, g: g * keep, r: r * keep, a: 1 - (1 - a) * keep)
    }

    /// `PixelQuad.mixed`.
    @inline(__always) func mixed(with o: PixelOctet, _ t: SIMD8<Float>) -> PixelOctet {
        PixelOctet(b: b + (o.b - b) * t, g: g + (o.g - g) * t, r: r + (o.r - r) * t, a: a + (o.a - a) * t)
    }

    /// `PixelQuad.packed`: rounding to nearest, alpha clamped to 0...1 and colour to 0...alpha.
    @inline(__always) var packed: SIMD8<UInt32> {
        let a = self.a.lanesMax(0).lanesMin(1)
        let b = self.b.lanesMax(0).lanesMin(a), g = self.g.lanesMax(0).lanesMin(a), r = self.r.lanesMax(0).lanesMin(a)
        @inline(__always) func byte(_ v: SIMD8<Float>) -> SIMD8<UInt32> {
            unsafeBitCast((v * 255 + 0.5).lanesTruncated, to: SIMD8<UInt32>.self)
        }
        return byte(b) | byte(g) &<< 8 | byte(r) &<< 16 | byte(a) &<< 24
    }

    /// Loads eight pixels starting at `p` (no alignment needed).
    @inline(__always) static func load(_ p: UnsafePointer<UInt32>) -> SIMD8<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt32>.self)
    }

    /// Stores eight pixels starting at `p` (no alignment needed).
    @inline(__always) static func store(_ v: SIMD8<UInt32>, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt32>.self)
    }
}
