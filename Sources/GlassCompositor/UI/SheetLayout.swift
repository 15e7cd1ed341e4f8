/// A sheet's geometry (P2, C5), in window points: its detent heights, and the frame,
/// corner radius and opacity at any height.
///
/// At partial heights the sheet is glass floating `floatingInset` from the display's sides
/// and bottom, its corners concentric with the display's (radius = display radius − inset).
/// Between the highest partial detent and full height it anchors: the inset goes to 0, the
/// radius to the display's own, and the glass turns into an opaque page.
struct SheetLayout: Equatable, Sendable {
    /// Gap between a partial-height sheet and the display's edges.
    static let floatingInset = 8.0
    /// Room left above a full-height sheet (status bar).
    static let topGap = 56.0
    /// Smallest corner radius (a display without rounded corners).
    static let minimumCornerRadius = 16.0
    /// Height of the band at the sheet's top that drags it (grabber and title).
    static let handleHeight = 56.0

    var viewport: Size
    var displayRadius: Double
    /// Height of each detent, in the sheet's order.
    var detentHeights: [Double]
    /// The height from which the sheet starts to anchor (the highest detent below full height).
    var anchorStart: Double
    /// Full height.
    var fullHeight: Double

    init(sheet: Sheet, viewport: Size, displayRadius: Double) {
        self.viewport = viewport
        self.displayRadius = displayRadius
        let full = max(100, viewport.height - SheetLayout.topGap)
        fullHeight = full
        let heights = sheet.detents.map { d -> Double in
            switch d {
            case .medium: return (viewport.height * 0.5).rounded()
            case .large: return full
            case .fraction(let f): return (viewport.height * min(max(f, 0), 1)).rounded()
            case .height(let h): return h
            }
        }.map { min(max($0, 60), full) }
        detentHeights = heights.isEmpty ? [(viewport.height * 0.5).rounded()] : heights
        anchorStart = detentHeights.filter { $0 < full - 1 }.max() ?? min(detentHeights.min() ?? full, full * 0.5)
    }

    var minHeight: Double { detentHeights.min() ?? fullHeight }
    var maxHeight: Double { detentHeights.max() ?? fullHeight }

    /// How far the sheet has anchored at `height`: 0 floating glass ... 1 opaque, edge to edge.
    func anchoring(at height: Double) -> Double {
        guard fullHeight > anchorStart else { return 0 }
        return min(max((height - anchorStart) / (fullHeight - anchorStart), 0), 1)
    }

    /// The inset from the display's sides and bottom at `height`.
    func inset(at height: Double) -> Double { SheetLayout.floatingInset * (1 - anchoring(at: height)) }

    /// The sheet's frame at `height` (measured from the display's bottom edge to its top).
    func frame(at height: Double) -> Rect {
        let i = inset(at: height)
        return Rect(x: i, y: viewport.height - height, width: max(0, viewport.width - 2 * i), height: max(0, height - i))
    }

    /// Corner radius at `height`: concentric with the display's corners (C5).
    func cornerRadius(at height: Double) -> Double {
        max(SheetLayout.minimumCornerRadius, displayRadius - inset(at: height))
    }

    /// The detent a release at `height` moving at `velocity` (points per second, positive
    /// upward) settles on: the nearest to where the motion would carry it.
    func detent(releasedAt height: Double, velocity: Double) -> Int {
        let projected = height + velocity * 0.15
        var best = 0
        for (i, h) in detentHeights.enumerated() where abs(h - projected) < abs(detentHeights[best] - projected) { best = i }
        return best
    }
}
