import Foundation

/// Shrunk and faded looks of one bar text drawing (`BarTextGlyphs.scaled`) drawn ahead on a
/// background queue: the looks of the title a likely push would fly into its back button,
/// queued at rest, so the flight's frames take them instead of drawing about a millisecond
/// each. A look is a function of the drawing, factor and opacity alone, so a frame is the same
/// whether it took one or drew it. Sendable because the queue shares only `ready` and `queued`
/// with the frame path, behind `lock`; the drawing is read only (its pixels are final).
final class BarTextLooksAhead: @unchecked Sendable {
    /// One look: how much the drawing is shrunk and at what opacity (0...255).
    struct Look: Hashable, Sendable {
        var factor: Double
        var opacity: UInt8
    }

    private static let queue = BackgroundQueue(label: "glass-viewer.bar-text")
    private let lock = NSLock()
    /// The drawing the looks are of: ready ones are dropped when another is queued.
    private var source: ObjectIdentity?
    private var ready: [Look: Surface] = [:]
    private var queued: Set<Look> = []

    /// A drawing carried to the queue; read only there.
    private struct Drawing: @unchecked Sendable { let surface: Surface }

    /// Queues the `looks` of `drawing` not yet ready or queued; `draw` makes one (a static
    /// function of the drawing, factor and opacity).
    func queue(_ looks: [Look], of drawing: Surface, draw: @escaping @Sendable (Surface, Look) -> Surface?) {
        lock.lock()
        if source != drawing.identity {
            source = drawing.identity
            ready = [:]
            queued = []
        }
        let missing = looks.filter { ready[$0] == nil && !queued.contains($0) }
        queued.formUnion(missing)
        lock.unlock()
        guard !missing.isEmpty else { return }
        let carried = Drawing(surface: drawing), identity = drawing.identity
        Self.queue.async { [weak self] in
            for look in missing {
                let drawn = draw(carried.surface, look)
                guard let self else { return }
                self.lock.lock()
                if self.source == identity {
                    self.queued.remove(look)
                    if let drawn { self.ready[look] = drawn }
                }
                self.lock.unlock()
            }
        }
    }

    /// The look of `drawing` if it was drawn ahead, taken out (nil otherwise: the caller draws it).
    func take(_ look: Look, of drawing: Surface) -> Surface? {
        lock.lock(); defer { lock.unlock() }
        guard source == drawing.identity else { return nil }
        return ready.removeValue(forKey: look)
    }

    /// Waits for looks under way (tests, the bench's start at rest).
    static func waitForPrefetch() { queue.drain() }
}
