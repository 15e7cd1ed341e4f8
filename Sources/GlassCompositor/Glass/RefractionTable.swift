/// A refraction profile sampled into a lookup table in pixels, for the per-pixel kernel:
/// `displacement(depth)` is one multiply, one truncation and one lerp, whatever the profile.
///
/// The table owns its storage and is rebuilt only when its inputs change. Not thread-safe to
/// rebuild; `lookup` is a value that reads it and may be used from any thread while the table
/// is alive and unchanged.
final class RefractionTable {
    static let size = 1024
    private let values = UnsafeMutablePointer<Float>.allocate(capacity: RefractionTable.size + 2)
    private var key: (RefractionProfile, Float, Float, Float)?

    deinit { values.deallocate() }

    /// Fills the table for `profile` with `bezel` and `amount` in pixels.
    func prepare(_ profile: RefractionProfile, bezel: Float, amount: Float, refractiveIndex: Float) -> Lookup {
        if let k = key, k.0 == profile, k.1 == bezel, k.2 == amount, k.3 == refractiveIndex {
            return Lookup(values: values, bezel: bezel, scale: Float(Self.size) / max(bezel, 1e-6))
        }
        let n = Self.size
        for i in 0...n {
            // Entry i is depth = i/n · bezel, i.e. x = 1 − i/n.
            values[i] = Float(profile.unitDisplacement(1 - Double(i) / Double(n), refractiveIndex: Double(refractiveIndex))) * amount
        }
        values[n + 1] = 0
        key = (profile, bezel, amount, refractiveIndex)
        return Lookup(values: values, bezel: bezel, scale: Float(Self.size) / max(bezel, 1e-6))
    }

    struct Lookup {
        let values: UnsafeMutablePointer<Float>
        let bezel: Float
        /// Table entries per pixel of depth.
        let scale: Float

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
}
