#if canImport(Glibc)
import Glibc
#endif
import CX11
import GlassCompositor

/// Shows frames with plain `XPutImage` from one owned buffer: the fallback when MIT-SHM is
/// missing, refused (remote display) or disabled with `--no-shm`.
///
/// `XPutImage` copies the pixels into the request before it returns, so the single buffer is
/// free again at once and always holds the last frame: only the first acquire (and the first
/// after a resize) is stale. Slower than shared memory (the pixels go through the socket),
/// but works everywhere. Pixels are device pixels. Main thread only.
final class PutImagePresenter: WindowPresenter {
    private let display: X11Display
    private let window: X11Window
    private let visual: X11Visual
    private var surface: Surface?
    private var image: UnsafeMutablePointer<XImage>?
    private var fresh = true
    private var hasFrame = false
    private(set) var presentedFrames = 0

    var pixelWidth: Int { surface?.width ?? 0 }
    var pixelHeight: Int { surface?.height ?? 0 }
    var hasFreeBuffer: Bool { image != nil }
    var isWaitingForServer: Bool { false }
    var outstandingCompletions: Int { 0 }

    init(display: X11Display, window: X11Window, visual: X11Visual, width: Int, height: Int) throws {
        self.display = display
        self.window = window
        self.visual = visual
        try resize(width: width, height: height)
    }

    deinit { if image != nil { fputs("glass-viewer: internal: XPutImage presenter was not closed\n", standardError) } }

    func resize(width: Int, height: Int) throws {
        close()
        guard let s = Surface(width: width, height: height) else {
            throw X11Error(call: "XCreateImage", reason: "unsupported size \(width)x\(height)")
        }
        let data = UnsafeMutableRawPointer(s.pixels).assumingMemoryBound(to: CChar.self)
        guard let img = XCreateImage(display.handle, visual.visual, UInt32(visual.depth), ZPixmap, 0, data,
                                     UInt32(width), UInt32(height), 32, Int32(s.bytesPerRow)) else {
            throw X11Error(call: "XCreateImage", reason: "failed for \(width)x\(height)")
        }
        surface = s
        image = img
        fresh = true
        hasFrame = false
    }

    func acquire() -> (surface: Surface, stale: DamageRegion)? {
        guard let surface else { return nil }
        let stale = fresh ? DamageRegion(surface.bounds) : DamageRegion()
        fresh = false
        return (surface, stale)
    }

    /// One `XPutImage` per rectangle of `damage`.
    func present(damage: DamageRegion) {
        presentedFrames += 1
        hasFrame = true
        for r in damage.rects { put(r) }
    }

    func repaint(_ rect: PixelRect) { if hasFrame { put(rect) } }

    func handle(_ event: XEvent) -> Bool { false }

    func forgetOutstandingCompletions() {}

    func close() {
        guard let img = image else { return }
        img.pointee.data = nil // the pixels belong to `surface`
        _ = cx11_destroy_image(img)
        image = nil
        surface = nil
    }

    private func put(_ rect: PixelRect) {
        guard let image, let surface else { return }
        let r = rect.intersection(surface.bounds)
        guard !r.isEmpty else { return }
        XPutImage(display.handle, window.id, window.gc, image, Int32(r.x0), Int32(r.y0), Int32(r.x0), Int32(r.y0),
                  UInt32(r.width), UInt32(r.height))
    }
}
