import Synchronization

/// A number naming one object (a surface, a tiled layer) for the life of the process, given
/// at its init and never given again. Damage and caches compare these instead of
/// `ObjectIdentifier`, an address: a layer freed and another allocated at the same address
/// would be taken for the old one, and its changed pixels for unchanged.
struct ObjectIdentity: Hashable, Sendable, CustomStringConvertible {
    let number: UInt64

    /// The next number: 1, 2, ... across all threads (tiles and reserve surfaces are made
    /// on background queues), so no two objects ever share one.
    static func next() -> ObjectIdentity {
        ObjectIdentity(number: counter.add(1, ordering: .relaxed).newValue)
    }

    var description: String { "#\(number)" }

    private static let counter = Atomic<UInt64>(0)
}
