/// The dimming over the content behind a sheet at its large detent (P2): a translucent
/// black band from the window's top to just below the sheet's top edge (the sheet's glass
/// covers the rest), in 16 steps of darkness. Surfaces in window pixels.
///
/// The band's height follows the sheet's top edge every frame of a drag, so the band is a view
/// of the top rows of one window-tall surface, filled only as far down as a band has reached
/// since its step last changed: a new window-sized surface per step cost 3–4 ms of a drag's
/// frame (mostly the kernel handing out fresh pages), a new one per frame far more.
final class SheetDim {
    /// Darkness of the fully dimmed backdrop (black at this alpha).
    static let maximumAlpha = 0.28
    static let steps = 16

    /// The window-tall surface, its step and how many of its top rows hold that step's colour.
    private var full: (width: Int, height: Int, step: Int, filledRows: Int, surface: Surface, version: Int)?
    /// The band shown last: a view of `full`'s top rows (it borrows `full`'s memory, which this
    /// object keeps while the view is handed out).
    private var band: (height: Int, surface: Surface)?
    private var versions = 0
    private let reserve = SurfaceReserve()

    /// Makes the window-tall surface ahead, in the background (the sheet is shown and may be
    /// dragged up to where it dims).
    func prepare(width: Int, windowHeight: Int) {
        if let f = full, f.width == width, f.height >= windowHeight { return }
        reserve.reserve(width: width, height: windowHeight)
    }

    /// The band for `level` (0...1 of the full dimming), `height` rows of a window `windowHeight`
    /// rows tall; nil when there is nothing to dim.
    func surface(width: Int, height: Int, windowHeight: Int, level: Double) -> (surface: Surface, version: Int)? {
        let step = Int((min(max(level, 0), 1) * Double(SheetDim.steps)).rounded())
        guard step > 0, width > 0, height > 0 else { return nil }
        if full == nil || full!.width != width || full!.height < height {
            guard let s = reserve.take(width: width, height: max(height, windowHeight)) else { return nil }
            full = (width, s.height, step, 0, s, 0)
            band = nil
        }
        guard var f = full else { return nil }
        if f.step != step || f.version == 0 {
            versions += 1
            f.step = step
            f.filledRows = 0
            f.version = versions
        }
        if f.filledRows < height {
            // Rows below a band of the same step are never shown, so they keep whatever step
            // they last held until a band reaches them.
            let a = UInt32((SheetDim.maximumAlpha * Double(step) / Double(SheetDim.steps) * 255).rounded())
            for y in f.filledRows..<height { f.surface.row(y).update(repeating: a << 24, count: width) }
            f.filledRows = height
        }
        full = f
        if band?.height != height {
            let view = Surface(borrowing: f.surface.pixels, width: width, height: height, stride: f.surface.stride)
            view.assumeUniformRows()
            band = (height, view)
        }
        return (band!.surface, f.version)
    }
}
