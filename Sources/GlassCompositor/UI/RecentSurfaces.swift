/// Drawn glyph surfaces kept by slot and, within a slot, by the key that shaped their pixels:
/// at most `limit` a slot, most recent last, the oldest dropped first. Each entry carries a
/// version that is new whenever a surface is made, so a command's signature changes exactly
/// when its pixels do. A lookup never depends on what else was drawn, so frames stay a
/// function of their input.
struct RecentSurfaces<Key: Equatable, Value> {
    let limit: Int
    private var slots: [Int: [(key: Key, value: Value, version: Int)]] = [:]
    private var nextVersion = 0

    init(limit: Int) { self.limit = limit }

    /// Values inserted since creation: how many surfaces were drawn (tests, profiling).
    var insertions: Int { nextVersion }

    /// The value kept for `key` in `slot`, with its version.
    func value(slot: Int, key: Key) -> (value: Value, version: Int)? {
        guard let e = slots[slot]?.first(where: { $0.key == key }) else { return nil }
        return (e.value, e.version)
    }

    /// Keeps `value` for `key` in `slot` and returns its new version.
    mutating func insert(slot: Int, key: Key, _ value: Value) -> Int {
        nextVersion += 1
        var entries = slots[slot] ?? []
        if entries.count >= limit { entries.removeFirst() }
        entries.append((key, value, nextVersion))
        slots[slot] = entries
        return nextVersion
    }
}
