import CX11
import GlassCompositor

/// A `Presenter` that shows frames in an X11 window and follows it through resizes and
/// exposures. Two kinds: `SharedMemoryPresenter` (MIT-SHM, the normal case) and
/// `PutImagePresenter` (plain `XPutImage`, the fallback).
///
/// All sizes and rectangles are in device pixels of the window. Main thread only.
protocol WindowPresenter: Presenter {
    /// Size of the buffers, in pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// True when `acquire()` would return a buffer now (the server is not reading all of them).
    var hasFreeBuffer: Bool { get }
    /// True while the server still reads a buffer we are waiting for (a completion is due).
    var isWaitingForServer: Bool { get }
    /// Frames handed to the server so far (for the startup trace and tests).
    var presentedFrames: Int { get }
    /// Completion events still due from the server, over all buffers (0 without MIT-SHM).
    var outstandingCompletions: Int { get }

    /// Replaces the buffers by new ones of the given size; every new buffer is wholly stale.
    ///
    /// - Throws: `X11Error` when the new buffers cannot be made (the host then falls back).
    func resize(width: Int, height: Int) throws
    /// Puts the pixels of `rect` of the last presented frame on the window again (after an
    /// Expose). Does nothing before the first frame.
    func repaint(_ rect: PixelRect)
    /// Consumes the event if it is addressed to the presenter (ShmCompletion).
    func handle(_ event: XEvent) -> Bool
    /// Called after `XSync` when a completion did not arrive in time (a failed put sends none):
    /// treats every buffer as free again.
    func forgetOutstandingCompletions()
    /// Releases the buffers. The presenter is unusable afterwards.
    func close()
}
