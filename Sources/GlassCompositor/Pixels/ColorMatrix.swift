/// An affine colour transform on premultiplied (b, g, r, a) lanes (`PixelVector` order):
/// `out = c0·v.x + c1·v.y + c2·v.z + c3·v.w + offset`, where c0...c3 are the matrix columns.
///
/// Saturation, brightness scaled by alpha, tints and a premultiplied fill "over" are all of this
/// form, so a chain of them folds into one matrix applied once per sample.
package struct ColorMatrix: Hashable, Sendable {
    package var c0: SIMD4<Float>, c1: SIMD4<Float>, c2: SIMD4<Float>, c3: SIMD4<Float>
    package var offset: SIMD4<Float>

    init(c0: SIMD4<Float>, c1: SIMD4<Float>, c2: SIMD4<Float>, c3: SIMD4<Float>, offset: SIMD4<Float> = .zero) {
        self.c0 = c0; self.c1 = c1; self.c2 = c2; self.c3 = c3; self.offset = offset
    }

    static let identity = ColorMatrix(c0: SIMD4(1, 0, 0, 0), c1: SIMD4(0, 1, 0, 0),
                                             c2: SIMD4(0, 0, 1, 0), c3: SIMD4(0, 0, 0, 1))

    /// Whether every input maps to `offset`: an opaque fill painted over everything (a sheet
    /// at full height). `apply` then gives `offset`'s bits for any finite input, since each
    /// term is a signed zero.
    var isConstant: Bool { c0 == .zero && c1 == .zero && c2 == .zero && c3 == .zero }

    /// `count` cells of `source` transformed into `target`, two per vector (`Pair`).
    func apply(_ source: UnsafePointer<SIMD4<Float>>, into target: UnsafeMutablePointer<SIMD4<Float>>, count: Int) {
        let pair = Pair(self)
        var i = 0
        while i + 2 <= count {
            let v = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD8<Float>.self)
            UnsafeMutableRawPointer(target + i).storeBytes(of: pair.apply(v), as: SIMD8<Float>.self)
            i += 2
        }
        if i < count { target[i] = apply(source[i]) }
    }

    /// The transform that applies `self` first, then `next`.
    func then(_ next: ColorMatrix) -> ColorMatrix {
        ColorMatrix(c0: next.apply(c0) - next.offset, c1: next.apply(c1) - next.offset,
                    c2: next.apply(c2) - next.offset, c3: next.apply(c3) - next.offset,
                    offset: next.apply(offset))
    }

    /// Scales colour around luminance: s = 1 keeps, 0 greys out, > 1 boosts (alpha untouched).
    static func saturation(_ s: Float) -> ColorMatrix {
        let l = PixelVector.luma * (1 - s)
        let rgb = SIMD4<Float>(1, 1, 1, 0)
        return ColorMatrix(c0: SIMD4(s, 0, 0, 0) + rgb * l.x, c1: SIMD4(0, s, 0, 0) + rgb * l.y,
                           c2: SIMD4(0, 0, s, 0) + rgb * l.z, c3: SIMD4(0, 0, 0, 1))
    }

    /// Adds `b` to each colour channel of the straight colour (b·alpha premultiplied).
    static func brightness(_ b: Float) -> ColorMatrix {
        var m = identity; m.c3 = SIMD4(b, b, b, 1); return m
    }

    /// Paints the premultiplied colour `fill` over the input ("source over").
    static func over(_ fill: SIMD4<Float>) -> ColorMatrix {
        let k = 1 - fill.w
        return ColorMatrix(c0: SIMD4(k, 0, 0, 0), c1: SIMD4(0, k, 0, 0), c2: SIMD4(0, 0, k, 0),
                           c3: SIMD4(0, 0, 0, k), offset: fill)
    }
}
