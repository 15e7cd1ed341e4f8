import Foundation

/// The memory of surfaces no one holds any more, kept by size for new surfaces of that size
/// to draw into: fresh memory is zeroed and paged in by the kernel on first touch, about
/// 0.5 ms a megabyte on this kind of machine, which a frame pays when it paints something
/// new (a page's tiles after a keystroke, a sidebar painting after a press).
///
/// `take` clears the memory unless the caller paints every pixel opaquely, so a surface's
/// pixels never depend on what the memory held. Shared by its users, behind a lock; it holds
/// at most `capacityBytes`, the oldest given up first.
final class SurfacePool: @unchecked Sendable {
    /// Page tiles' memory (`TiledLayer`): a keystroke in the search field replaces the page's
    /// layer, and each new 1920×256 tile would otherwise be fresh memory (2 MB at 1080p@2).
    static let tiles = SurfacePool(capacityBytes: 24 << 20)
    /// Paintings of glass's content made again when what they show changes (the sidebar's rows
    /// on a press, in Edit mode): at 3840×2160 the sidebar's is 5 MB, 2.6 ms of fresh memory.
    static let paintings = SurfacePool(capacityBytes: 24 << 20)

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
    /// Sizes `stock` is making now.
    private var stocking: [(width: Int, height: Int)] = []
    /// Makes stocked surfaces and frees what the pool lets go, off the frame path.
    private static let queue = BackgroundQueue(label: "glass-viewer.surface-pool")

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
        // Freed in the background: unmapping a large surface's pages is a frame's millisecond.
        if !dropped.isEmpty {
            let unheld = Unheld(dropped)
            Self.queue.async { unheld.surfaces.removeAll() }
        }
    }

    /// Makes a `width`×`height` surface in the background (its pages touched, so faulted in)
    /// and keeps it, unless one of that size is kept or on its way: the next `take` of that
    /// size finds memory ready. For owners that take one surface at a time, each time what
    /// they show changes, and give the one before back.
    func stock(width: Int, height: Int) {
        lock.lock()
        let known = free.contains { $0.width == width && $0.height == height } || stocking.contains { $0 == (width, height) }
        if !known { stocking.append((width, height)) }
        lock.unlock()
        guard !known else { return }
        Self.queue.async { [self] in
            let s = Surface(width: width, height: height)
            lock.lock()
            stocking.removeAll { $0 == (width, height) }
            lock.unlock()
            if let s { give(s) }
        }
    }

    /// Waits until stocked surfaces are made and let-go ones freed (tests, bench before it times).
    static func waitForStock() { queue.drain() }

    /// Surfaces the pool let go and nothing else holds, carried to the queue that frees them.
    private final class Unheld: @unchecked Sendable {
        var surfaces: [Surface]
        init(_ surfaces: [Surface]) { self.surfaces = surfaces }
    }

    /// Empties `slot` and keeps its surface's memory when nothing else holds the surface (a
    /// frame still drawing it, a cache); otherwise the last holder frees it as usual.
    func giveBack(_ slot: inout Surface?) {
        if let s = Self.release(&slot) { give(s) }
    }

    /// Empties `slot`; returns its surface when nothing else holds it (its memory can be
    /// given back, outside a caller's lock).
    static func release(_ slot: inout Surface?) -> Surface? {
        guard var s = slot else { return nil }
        slot = nil
        return isKnownUniquelyReferenced(&s) ? s : nil
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
