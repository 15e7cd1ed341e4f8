import Foundation

/// The memory of tiles no layer holds any more (a layer dropped when its page was laid out
/// again, tiles evicted as a page scrolls), kept by size for new tiles to draw into: a
/// keystroke in the search field replaces the page's layer, and each new 1920×256 tile would
/// otherwise be fresh memory, zeroed and paged in (2 MB each at 1080p@2).
///
/// A tile whose painter paints every pixel opaquely takes the memory as it is; any other is
/// cleared first, so a tile's pixels never depend on what the memory held. Shared by every
/// layer, behind a lock; it holds at most `capacityBytes`, the oldest given up first.
final class TileSurfacePool: @unchecked Sendable {
    static let shared = TileSurfacePool(capacityBytes: 24 << 20)

    /// The most memory kept: a screen of tiles at 1080p@2 is 8 MB, so a keystroke's new
    /// screen and what is drawn ahead below it find memory waiting. Grown with the window
    /// (`growCapacity(forScreenBytes:)`).
    var capacityBytes: Int {
        lock.lock(); defer { lock.unlock() }
        return capacity
    }
    private var capacity: Int
    private let lock = NSLock()
    /// Oldest first.
    private var free: [Surface] = []
    private var bytes = 0

    init(capacityBytes: Int) {
        capacity = capacityBytes
    }

    /// Keeps room for one and a half screens of tiles of a window whose frame is `bytes`
    /// (never less than before): at 3840×2160 a screen of tiles is 33 MB, and with 24 MB kept
    /// the new screen a keystroke lays out took mostly fresh memory, whose page faults and
    /// zeroing were two thirds of its tiles' time.
    func growCapacity(forScreenBytes bytes: Int) {
        lock.lock()
        capacity = max(capacity, bytes + bytes / 2)
        lock.unlock()
    }

    /// A `width`×`height` surface with a new identity: kept memory when some of that size is
    /// kept, its pixels cleared to transparent unless `cleared` is false (the caller paints
    /// every pixel opaquely), else a new zeroed surface. Nil only for impossible sizes.
    func take(width: Int, height: Int, cleared: Bool) -> Surface? {
        lock.lock()
        let index = free.lastIndex { $0.width == width && $0.height == height }
        let kept = index.map { free.remove(at: $0) }
        if let kept { bytes -= Self.size(of: kept) }
        lock.unlock()
        guard let kept else { return Surface(width: width, height: height) }
        let s = Surface(takingMemoryOf: kept)
        if cleared { s.pixels.update(repeating: 0, count: width * height) }
        return s
    }

    /// Keeps `surface`'s memory for a later `take`. The caller holds the only reference to it
    /// (`isKnownUniquelyReferenced`) and lets go of it now; a surface that is not packed or
    /// larger than the whole capacity is let go.
    func give(_ surface: Surface) {
        let size = Self.size(of: surface)
        lock.lock()
        guard surface.stride == surface.width, size <= capacity else { lock.unlock(); return }
        var dropped: [Surface] = []
        while bytes + size > capacity, !free.isEmpty {
            let oldest = free.removeFirst()
            bytes -= Self.size(of: oldest)
            dropped.append(oldest)
        }
        free.append(surface)
        bytes += size
        lock.unlock()
        // Freed outside the lock.
        dropped.removeAll()
    }

    /// Lets go of all kept memory (tests).
    func removeAll() {
        lock.lock()
        let all = free
        free.removeAll()
        bytes = 0
        lock.unlock()
        _ = all
    }

    /// Bytes kept now (tests).
    var keptBytes: Int {
        lock.lock(); defer { lock.unlock() }
        return bytes
    }

    private static func size(of s: Surface) -> Int { s.width * s.height * 4 }
}
