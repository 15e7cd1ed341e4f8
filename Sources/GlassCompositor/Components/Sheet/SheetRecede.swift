/// How the page behind a sheet is pushed back as the sheet anchors at full height (P2), as iOS
/// does with the presenting screen: at `amount` 1 (the large detent) it is 0.93 of its size,
/// centred across, its top `peek` points above the sheet's, its corners rounded; in between
/// it goes linearly; at 0 (partial detents) the page is whole. Points in, pixels out.
enum SheetRecede {
    /// How much smaller the page is at full height.
    static let scale = 0.93
    /// How far the page's top shows above a full-height sheet's, points.
    static let peek = 10.0
    /// The page's corner radius at full height, points.
    static let radius = 12.0
    /// Steps of `amount`: a drag redraws the frame per step, not per pixel of travel.
    static let steps = 64.0

    /// The pushed-back frame for a window `viewport` points at `pixelScale`, at `amount`
    /// (0...1; nil when it rounds to nothing).
    static func command(amount: Double, viewport: Size, pixelScale: Double, bounds: PixelRect) -> FrameRecede? {
        let a = (min(max(amount, 0), 1) * steps).rounded() / steps
        guard a > 0 else { return nil }
        let s = 1 - (1 - scale) * a
        let width = Double(bounds.width)
        let top = (SheetLayout.topGap - peek) * a * pixelScale
        return FrameRecede(scale: s, originX: width * (1 - s) / 2, originY: top, radius: radius * a * pixelScale, bounds: bounds)
    }
}
