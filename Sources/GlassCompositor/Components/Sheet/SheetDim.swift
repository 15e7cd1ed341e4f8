/// The dimming over the content behind a sheet at its large detent (P2): a translucent
/// black band from the window's top to just below the sheet's top edge (the sheet's glass
/// covers the rest), in 16 steps of darkness. Surfaces in window pixels.
///
/// The band's height follows the sheet's top edge every frame of a drag, so the band is a view
/// of the top rows of one window-tall surface per step, filled once when the step changes: a
/// new band surface allocated and filled per frame was the slowest part of a drag's plan.
final class SheetDim {
    /// Darkness of the fully dimmed backdrop (black at this alpha).
    static let maximumAlpha = 0.28
    static let steps = 16

    /// The filled surface for the current step, at least as tall as the window.
    private var full: (width: Int, height: Int, step: Int, surface: Surface, version: Int)?
    /// The band shown last: a view of `full`'s top rows (it borrows `full`'s memory, which this
    /// object keeps while the view is handed out).
    private var band: (height: Int, surface: Surface)?
    private var versions = 0

    /// The band for `level` (0...1 of the full dimming), `height` rows of a window `windowHeight`
    /// rows tall; nil when there is nothing to dim.
    func surface(width: Int, height: Int, windowHeight: Int, level: Double) -> (surface: Surface, version: Int)? {
        let step = Int((min(max(level, 0), 1) * Double(SheetDim.steps)).rounded())
        guard step > 0, width > 0, height > 0 else { return nil }
        if full == nil || full!.width != width || full!.height < height || full!.step != step {
            let rows = max(height, windowHeight)
            guard let s = Surface(width: width, height: rows) else { return nil }
            let a = UInt32((SheetDim.maximumAlpha * Double(step) / Double(SheetDim.steps) * 255).rounded())
            for y in 0..<rows { s.row(y).update(repeating: a << 24, count: width) }
            versions += 1
            full = (width, rows, step, s, versions)
            band = nil
        }
        guard let f = full else { return nil }
        if band?.height != height {
            let view = Surface(borrowing: f.surface.pixels, width: width, height: height, stride: f.surface.stride)
            view.assumeUniformRows()
            band = (height, view)
        }
        return (band!.surface, f.version)
    }
}
