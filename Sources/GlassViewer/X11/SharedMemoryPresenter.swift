#if canImport(Glibc)
import Glibc
#endif
import CX11
import GlassCompositor

/// Shows frames through two MIT-SHM images used in turn (mpv `vo_x11`).
///
/// - `present` sends one `XShmPutImage` per rectangle of the damage, the last with
///   `send_event` so the server answers with a ShmCompletion once it has read the pixels (it
///   runs a client's requests in order, so by then it has read every rectangle). Each buffer
///   counts its outstanding completions; a buffer with any is busy and is not handed out again, so
///   `acquire()` returns nil when both are busy: that is the back-pressure that keeps us from
///   drawing into memory the server is still reading.
/// - `acquire()` returns the free buffer least recently presented, with its stale region
///   (`StaleRegions`): the union of the damage presented since it was last drawn.
/// - An Expose is repainted from the last presented buffer (it holds the whole last frame),
///   also with a completion, since that put reads the buffer too.
///
/// Only for a local display whose server has MIT-SHM; `init` throws otherwise and the host
/// falls back to `PutImagePresenter`. Pixels are device pixels. Main thread only.
final class SharedMemoryPresenter: WindowPresenter {
    private struct Buffer {
        var image: SharedMemoryImage
        /// XShmPutImage requests of this buffer whose ShmCompletion has not arrived.
        var outstanding = 0
    }

    private let display: X11Display
    private let window: X11Window
    private let visual: X11Visual
    private let completionEventType: Int32
    private var buffers: [Buffer] = []
    private var stale = StaleRegions(count: 0, bounds: .empty)
    private var acquired: Int?
    /// Buffer indices, least recently presented first.
    private var order: [Int] = []
    private var lastPresented: Int?
    private(set) var pixelWidth = 0
    private(set) var pixelHeight = 0
    private(set) var presentedFrames = 0

    /// Completions still due over all buffers.
    var outstandingCompletions: Int { buffers.reduce(0) { $0 + $1.outstanding } }
    var hasFreeBuffer: Bool { acquired != nil || buffers.contains { $0.outstanding == 0 } }
    var isWaitingForServer: Bool { outstandingCompletions > 0 }

    /// - Throws: `X11Error` when the display is remote, the server lacks MIT-SHM, or making
    ///   or attaching a segment fails (BadAccess from `XShmAttach` on a remote server).
    init(display: X11Display, window: X11Window, visual: X11Visual, width: Int, height: Int) throws {
        self.display = display
        self.window = window
        self.visual = visual
        guard display.isLocal else {
            throw X11Error(call: "MIT-SHM", reason: "display \"\(display.name)\" is not local")
        }
        // Ask the core protocol first: libXext prints its own "extension missing" line.
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display.handle, "MIT-SHM", &opcode, &firstEvent, &firstError) != 0,
              XShmQueryExtension(display.handle) != 0 else {
            throw X11Error(call: "XQueryExtension", reason: "the X server has no MIT-SHM extension")
        }
        completionEventType = XShmGetEventBase(display.handle) + cx11_shm_completion()
        try resize(width: width, height: height)
    }

    deinit { if !buffers.isEmpty { fputs("glass-viewer: internal: shared-memory presenter was not closed\n", standardError) } }

    func resize(width: Int, height: Int) throws {
        releaseBuffers()
        var made: [Buffer] = []
        do {
            for _ in 0..<2 {
                made.append(Buffer(image: try SharedMemoryImage(display: display, visual: visual,
                                                                width: width, height: height)))
            }
        } catch {
            made.forEach { $0.image.close() }
            throw error
        }
        buffers = made
        pixelWidth = width
        pixelHeight = height
        stale = StaleRegions(count: buffers.count, bounds: PixelRect(x: 0, y: 0, width: width, height: height))
        order = Array(buffers.indices)
    }

    func acquire() -> (surface: Surface, stale: DamageRegion)? {
        if acquired == nil { acquired = order.first { buffers[$0].outstanding == 0 } }
        guard let i = acquired else { return nil }
        return (buffers[i].image.surface, stale.stale(i))
    }

    func present(damage: DamageRegion) {
        guard let i = acquired else { return }
        acquired = nil
        stale.presented(i, damage: damage)
        order.removeAll { $0 == i }
        order.append(i)
        lastPresented = i
        presentedFrames += 1
        let rects = damage.intersection(stale.bounds).rects
        for (k, r) in rects.enumerated() { put(i, r, completion: k == rects.count - 1) }
    }

    func repaint(_ rect: PixelRect) {
        guard let i = lastPresented else { return }
        put(i, rect.intersection(stale.bounds), completion: true)
    }

    func handle(_ event: XEvent) -> Bool {
        guard event.type == completionEventType else { return false }
        var e = event
        let segment = cx11_shm_completion_segment(&e)
        // Completions for images of an earlier size are ignored: those buffers are gone.
        if let i = buffers.firstIndex(where: { $0.image.segment == segment }), buffers[i].outstanding > 0 {
            buffers[i].outstanding -= 1
        }
        return true
    }

    func forgetOutstandingCompletions() {
        for i in buffers.indices { buffers[i].outstanding = 0 }
    }

    func close() { releaseBuffers() }

    /// Puts `rect` of buffer `i` on the window; with `completion`, the server will say when it
    /// has read the buffer (up to this request).
    private func put(_ i: Int, _ rect: PixelRect, completion: Bool) {
        guard !rect.isEmpty else { return }
        XShmPutImage(display.handle, window.id, window.gc, buffers[i].image.image,
                     Int32(rect.x0), Int32(rect.y0), Int32(rect.x0), Int32(rect.y0),
                     UInt32(rect.width), UInt32(rect.height), completion ? 1 : 0)
        if completion { buffers[i].outstanding += 1 }
    }

    private func releaseBuffers() {
        buffers.forEach { $0.image.close() }
        buffers = []
        acquired = nil
        lastPresented = nil
        order = []
    }
}
