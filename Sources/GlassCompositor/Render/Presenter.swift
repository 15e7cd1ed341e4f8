/// Where finished frames go: an X11 shared-memory image, a plain X11 image, a PNG file or the
/// benchmark sink.
///
/// Requirements:
/// - `acquire()` returns the surface to draw the next frame into, in device pixels, or nil when
///   no buffer is free yet (the X server still reads both; the caller waits for completion).
///   `stale` is the region of that surface that no longer matches the last presented frame
///   (everything, for a new buffer; what changed since this buffer was last drawn, for a
///   double-buffered one). The caller redraws at least `stale ∪ damage`.
/// - `present(damage:)` hands the drawn surface over; `damage` is what changed since the last
///   presented frame, in pixels of that surface: a few rectangles, each put on screen on its
///   own. It excludes the stale part the caller redrew only to catch this buffer up (the
///   screen shows that already), so a double-buffered presenter adds just the change to its
///   other buffers' stale regions; adding everything redrawn would make each buffer's stale
///   region the other's redraw, and every frame a full one. After it, the surface must not be
///   written until it is acquired again.
/// - Called from one thread only.
public protocol Presenter: AnyObject {
    func acquire() -> (surface: Surface, stale: DamageRegion)?
    func present(damage: DamageRegion)
}

/// A presenter with one owned surface: headless render, bench and tests.
public final class OffscreenPresenter: Presenter {
    public private(set) var surface: Surface
    public private(set) var presentedFrames = 0
    /// What the last frame changed (with one buffer, everything it redrew).
    public private(set) var lastDamage = DamageRegion()
    private var fresh = true

    public init?(width: Int, height: Int) {
        guard let s = Surface(width: width, height: height) else { return nil }
        surface = s
    }

    public func acquire() -> (surface: Surface, stale: DamageRegion)? {
        let stale = fresh ? DamageRegion(surface.bounds) : DamageRegion()
        fresh = false
        return (surface, stale)
    }

    public func present(damage: DamageRegion) {
        presentedFrames += 1
        lastDamage = damage
    }
}
