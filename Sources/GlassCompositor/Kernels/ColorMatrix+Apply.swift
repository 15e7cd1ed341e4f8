/// `ColorMatrix.apply`, one cell or two side by side: in the kernels, so that the blur's passes
/// (`BlurColumns`) grade at the CPU's level, and compiled into the compositor for the rest.
extension ColorMatrix {
    /// One cell transformed.
    @inline(__always) func apply(_ v: SIMD4<Float>) -> SIMD4<Float> {
        c0 * v.x + c1 * v.y + c2 * v.z + c3 * v.w + offset
    }

    /// `apply` to two cells side by side in one 8-float vector (one AVX register), term for
    /// term, so each half gets the bits `apply` gives.
    struct Pair {
        let c0: SIMD8<Float>, c1: SIMD8<Float>, c2: SIMD8<Float>, c3: SIMD8<Float>, offset: SIMD8<Float>

        init(_ m: ColorMatrix) {
            @inline(__always) func wide(_ c: SIMD4<Float>) -> SIMD8<Float> { SIMD8(lowHalf: c, highHalf: c) }
            c0 = wide(m.c0); c1 = wide(m.c1); c2 = wide(m.c2); c3 = wide(m.c3); offset = wide(m.offset)
        }

        @inline(__always) func apply(_ v: SIMD8<Float>) -> SIMD8<Float> {
            @inline(__always) func lane(_ i: Int) -> SIMD8<Float> {
                SIMD8(lowHalf: SIMD4(repeating: v[i]), highHalf: SIMD4(repeating: v[4 + i]))
            }
            return c0 * lane(0) + c1 * lane(1) + c2 * lane(2) + c3 * lane(3) + offset
        }
    }
}
