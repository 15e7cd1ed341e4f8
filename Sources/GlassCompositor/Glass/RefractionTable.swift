/// A refraction profile sampled into a lookup table in pixels, for the per-pixel kernel:
/// `displacement(depth)` is one multiply, one truncation and one lerp, whatever the profile.
///
/// The last few tables are kept (a screen of glass of a few sizes draws with a few): one was
/// rebuilt for nearly every group of the glass lab's frames, 1 025 profile evaluations each.
/// Not thread-safe to prepare; a `Lookup` reads its table and may be used from any thread
/// until `keptTables` more tables have been prepared.
final class RefractionTable {
    static let size = 1024
    /// Tables kept, least recently used out first.
    static let keptTables = 8

    /// The entries depend on the profile, the amount and the index, not on the bezel (which
    /// only scales the depth).
    private struct Key: Equatable {
        var profile: RefractionProfile, amount: Float, refractiveIndex: Float
    }
    private var tables: [(key: Key, values: UnsafeMutablePointer<Float>, lastUse: Int)] = []
    private var uses = 0

    deinit { for t in tables { t.values.deallocate() } }

    /// The table for `profile` with `bezel` and `amount` in pixels.
    func prepare(_ profile: RefractionProfile, bezel: Float, amount: Float, refractiveIndex: Float) -> Lookup {
        uses += 1
        let key = Key(profile: profile, amount: amount, refractiveIndex: refractiveIndex)
        let scale = Float(Self.size) / max(bezel, 1e-6)
        if let i = tables.firstIndex(where: { $0.key == key }) {
            tables[i].lastUse = uses
            return Lookup(values: tables[i].values, bezel: bezel, scale: scale)
        }
        let values: UnsafeMutablePointer<Float>
        if tables.count < Self.keptTables {
            values = .allocate(capacity: Self.size + 2)
        } else {
            let oldest = tables.indices.min { tables[$0].lastUse < tables[$1].lastUse }!
            values = tables.remove(at: oldest).values
        }
        let n = Self.size
        for i in 0...n {
            // Entry i is depth = i/n · bezel, i.e. x = 1 − i/n.
            values[i] = Float(profile.unitDisplacement(1 - Double(i) / Double(n), refractiveIndex: Double(refractiveIndex))) * amount
        }
        values[n + 1] = 0
        tables.append((key, values, uses))
        return Lookup(values: values, bezel: bezel, scale: scale)
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
