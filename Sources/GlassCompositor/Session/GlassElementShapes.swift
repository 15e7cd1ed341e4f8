/// The glass shape of a screen's custom glass element, read-only: a sheet presented from an
/// element grows out of its shape. The custom glass answers it (`CustomGlassComponent`).
protocol GlassElementShapes: AnyObject {
    /// `element`'s shape laid out in `rect` (window points), in pixels.
    func shape(of element: GlassElement, in rect: Rect) -> GlassShape
}
