/// The dimming over the content behind a sheet at its large detent (P2): a translucent
/// black band from the window's top to just below the sheet's top edge (the sheet's glass
/// covers the rest), in 16 steps of darkness so a sheet moving through them repaints it only
/// per step. Surfaces in window pixels.
final class SheetDim {
    /// Darkness of the fully dimmed backdrop (black at this alpha).
    static let maximumAlpha = 0.28
    static let steps = 16

    private var cached: (width: Int, height: Int, step: Int, surface: Surface, version: Int)?
    private var versions = 0

    /// The band for `level` (0...1 of the full dimming); nil when there is nothing to dim.
    func surface(width: Int, height: Int, level: Double) -> (surface: Surface, version: Int)? {
        let step = Int((min(max(level, 0), 1) * Double(SheetDim.steps)).rounded())
        guard step > 0, width > 0, height > 0 else { return nil }
        if let c = cached, c.width == width, c.height == height, c.step == step { return (c.surface, c.version) }
        guard let s = Surface(width: width, height: height) else { return nil }
        let a = UInt32((SheetDim.maximumAlpha * Double(step) / Double(SheetDim.steps) * 255).rounded())
        let pixel = a << 24
        for y in 0..<height {
            let row = s.row(y)
            for x in 0..<width { row[x] = pixel }
        }
        versions += 1
        cached = (width, height, step, s, versions)
        return (s, versions)
    }
}
