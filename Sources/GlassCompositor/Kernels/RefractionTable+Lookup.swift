/// Reading a refraction table, per pixel.
extension RefractionTable.Lookup {
    /// Displacement in pixels at `depth` pixels inside the edge; 0 at and beyond the bezel.
    @inline(__always) func displacement(_ depth: Float) -> Float {
        guard depth < bezel else { return 0 }
        let t = max(depth, 0) * scale
        let i = Int(t)
        let f = t - Float(i)
        return values[i] + (values[i + 1] - values[i]) * f
    }

    /// `displacement` on four lanes (depth ≥ 0).
    @inline(__always) func displacement4(_ depth: Float4) -> Float4 {
        let t = (depth * scale).lanesMin(Float(RefractionTable.size))
        let i = t.lanesTruncated
        let f = t - i.lanesFloat
        @inline(__always) func at(_ i: Int32, _ f: Float) -> Float {
            let a = values[Int(i)]
            return a + (values[Int(i) + 1] - a) * f
        }
        return Float4(at(i.x, f.x), at(i.y, f.y), at(i.z, f.z), at(i.w, f.w))
    }
}
