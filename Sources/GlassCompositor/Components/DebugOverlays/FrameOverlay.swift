/// One profiling overlay: the pixels it will draw over a finished frame (`marks`, which the
/// session adds to the frame's redraw and present regions, this frame and the next), and the
/// drawing itself, clipped to those marks.
protocol FrameOverlay: AnyObject {
    /// Rectangles (frame pixels) holding every pixel `draw` may change for `frame`.
    func marks(for frame: OverlayFrame) -> [PixelRect]
    /// Draws over the finished frame.
    func draw(_ frame: OverlayFrame, on canvas: OverlayCanvas)
}
