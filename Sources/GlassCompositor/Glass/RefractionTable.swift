/// A refraction profile sampled into a lookup table in pixels, for the per-pixel kernel:
/// `displacement(depth)` is one multiply, one truncation and one lerp, whatever the profile.
///
/// The last few tables are kept (a screen of glass of a few sizes draws with a few): one was
/// rebuilt for nearly every group of the glass lab's frames, 1 025 profile evaluations each.
/// Not thread-safe to prepare; a `Lookup` reads its table and may be used from any thread
/// until `keptTables` more tables have been prepared.
package final class RefractionTable {
    /// Tables kept, least recently used out first.
    package static let keptTables = 8

    /// The entries depend on the profile, the amount and the index, not on the bezel (which
    /// only scales the depth).
    private struct Key: Equatable {
        var profile: RefractionProfile, amount: Float, refractiveIndex: Float
    }
    private var tables: [(key: Key, values: UnsafeMutablePointer<Float>, lastUse: Int)] = []
    private var uses = 0

    deinit { for t in tables { t.values.deallocate() } }

    /// The table for `profile` with `bezel` and `amount` in pixels.
    package func prepare(_ profile: RefractionProfile, bezel: Float, amount: Float, refractiveIndex: Float) -> Lookup {
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

    package struct Lookup {
        package let values: UnsafeMutablePointer<Float>
        package let bezel: Float
        /// Table entries per pixel of depth.
        package let scale: Float
    }
}
