import Foundation

/// One surface of a known size made ahead on a background queue and taken by the frame path
/// when it first needs one: fresh memory costs the kernel's page faults on first write (about
/// 2 ms per window-sized surface here), a slow first frame of a sheet drag when paid there.
/// Its pixels are zeroed, or whatever a surface given back (`keep`) last held, so it is for
/// owners that write every pixel they read: frames do not depend on whether it was ready.
/// Sendable because the queue and the frame path share only `ready` and `pending`, behind `lock`.
final class SurfaceReserve: @unchecked Sendable {
    private let lock = NSLock()
    private var ready: Surface?
    private var pending: (width: Int, height: Int)?
    private static let queue = BackgroundQueue(label: "glass-viewer.surface-reserve")

    /// Makes a `width`×`height` surface in the background unless one is ready or on its way.
    func reserve(width: Int, height: Int) {
        lock.lock()
        let known = (ready.map { $0.width == width && $0.height == height } ?? false)
            || (pending.map { $0 == (width, height) } ?? false)
        if !known { pending = (width, height) }
        lock.unlock()
        guard !known else { return }
        Self.queue.async { [weak self] in
            let s = Surface(width: width, height: height)
            guard let self else { return }
            self.lock.lock()
            if let p = self.pending, p == (width, height) { self.ready = s; self.pending = nil }
            self.lock.unlock()
        }
    }

    /// The reserved surface when it is ready and `width`×`height`, handed over (a next one
    /// needs a new `reserve`); otherwise a new one made now. Nil only for impossible sizes.
    func take(width: Int, height: Int) -> Surface? {
        lock.lock()
        let s = ready.flatMap { $0.width == width && $0.height == height ? $0 : nil }
        if s != nil { ready = nil }
        lock.unlock()
        return s ?? Surface(width: width, height: height)
    }

    /// Whether a surface is ready to be taken (tests).
    var isReady: Bool {
        lock.lock(); defer { lock.unlock() }
        return ready != nil
    }

    /// Keeps `surface` (no longer shown) as the reserve, so that the next `take` of its size
    /// gets memory already paged in.
    func keep(_ surface: Surface) {
        lock.lock()
        if pending == nil { ready = surface }
        lock.unlock()
    }

    /// Waits for surfaces being made (tests, and bench before it starts timing).
    static func waitForReserves() { queue.drain() }
}
