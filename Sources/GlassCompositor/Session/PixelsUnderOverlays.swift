/// The pixels of the last frame drawn that the overlays then covered (the HUD, an error
/// banner, a toast and the profiling overlays), kept as the frame had them before the
/// overlays were drawn. With the buffer that frame was presented in they give the frame
/// beneath every overlay exactly as the window drew it: a bug report's screenshot, which is
/// the frame's own pixels, not a second drawing of it (a second drawing would hide any pixel
/// the window got wrong, and agree with the replay by construction).
///
/// Kept only while a session is asked to (`ViewerSession.keepsPixelsUnderOverlays`: the
/// window), and only where overlays drew, into one frame-sized surface reused from frame to
/// frame: nothing is copied while no overlay shows.
public final class PixelsUnderOverlays {
    /// Where overlays drew over the last frame (frame pixels); empty when none did.
    public private(set) var rects: [PixelRect] = []
    private var kept: Surface?
    /// The surface could not be made: the pixels under the overlays are not known.
    private var lost = false

    public init() {}

    /// Keeps `rects` of `frame`, the finished frame before any overlay is drawn over it.
    func keep(_ rects: [PixelRect], of frame: Surface) {
        let inside = rects.map { $0.intersection(frame.bounds) }.filter { !$0.isEmpty }
        self.rects = inside
        lost = false
        guard !inside.isEmpty else { return }
        if kept?.width != frame.width || kept?.height != frame.height {
            kept = nil // the old size's memory goes before the new one is asked for
            kept = Surface(width: frame.width, height: frame.height)
        }
        guard let kept else { lost = true; return }
        for r in inside { kept.copy(r, from: frame) }
    }

    /// Puts the kept pixels back into `frame`, a copy of the buffer the last frame was
    /// presented in, so it holds that frame without overlays. False when they were not kept
    /// (no memory for them).
    public func restore(into frame: Surface) -> Bool {
        guard !lost else { return false }
        guard let kept, kept.width == frame.width, kept.height == frame.height else { return rects.isEmpty }
        for r in rects { frame.copy(r, from: kept) }
        return true
    }
}
