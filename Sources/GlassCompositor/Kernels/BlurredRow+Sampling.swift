/// Samples along one interpolated row.
extension BlurredRow {
    @inline(__always) func sample(_ x: Float) -> SIMD4<Float> {
        let u = min(max(x * step + offset, 0), Float(columns - 1))
        let i = min(Int(u), columns - 2)
        let f = u - Float(i)
        let a = cells[i]
        return a + (cells[i + 1] - a) * f
    }

    /// The four pixel centres x + 0.5 ... x + 3.5, as channel planes. When they fall between
    /// the same two cells (downsample factor ≥ 4 and the quad aligned, see `alignment`), the
    /// lerp runs across the four pixels in channel planes, with no transpose.
    @inline(__always) func sampleQuad(_ x: Int) -> PixelQuad {
        let u = (Float(x) + 0.5) * step + offset
        if step <= 0.25 && u >= 0 {
            let i = Int(u)
            let f = u - Float(i)
            if f + 3 * step < 1 && i + 1 < columns {
                let w = f + Float4(0, 1, 2, 3) * step
                let a = cells[i], d = cells[i + 1] - a
                return PixelQuad(b: a.x + d.x * w, g: a.y + d.y * w, r: a.z + d.z * w, a: a.w + d.w * w)
            }
        }
        return sample4(Float(x) + Float4(0.5, 1.5, 2.5, 3.5))
    }

    /// Pixels to shade before `x` reaches a quad start where `sampleQuad` takes its fast path
    /// (0...3): the first pixel of a cell interval, modulo 4.
    @inline(__always) func alignment(_ x: Int) -> Int {
        guard step <= 0.25 else { return 0 }
        let u = (Float(x) + 0.5) * step + offset
        let ahead = Int(((u.rounded(.up) - u) / step).rounded(.up))
        return ahead & 3
    }

    /// `sample` at four x positions, as channel planes.
    @inline(__always) func sample4(_ x: Float4) -> PixelQuad {
        let u = (x * step + offset).lanesMax(0).lanesMin(Float(columns - 1))
        let i = u.lanesMin(Float(columns - 2)).lanesTruncated
        let f = u - i.lanesFloat
        @inline(__always) func lerp(_ i: Int32, _ f: Float) -> SIMD4<Float> {
            let a = cells[Int(i)], b = cells[Int(i) + 1]
            return a + (b - a) * SIMD4<Float>(repeating: f)
        }
        return PixelQuad(lerp(i.x, f.x), lerp(i.y, f.y), lerp(i.z, f.z), lerp(i.w, f.w))
    }
}
