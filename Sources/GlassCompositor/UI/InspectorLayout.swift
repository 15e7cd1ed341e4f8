/// Where the inspector's floating glass panel goes (T10), in window points: at the
/// trailing edge, opposite the sidebar, below the top toolbar row so no toolbar glass sits on it.
struct InspectorLayout: Equatable, Sendable {
    /// Gap between the panel and the window's edges.
    static let inset = 10.0
    static let widthRange = 240.0...400.0
    /// The narrowest content column the inspector leaves beside it; narrower windows hide it.
    static let minimumContentWidth = 400.0
    static let minimumCornerRadius = 24.0

    var frame: Rect
    var cornerRadius: Double

    /// - Parameters:
    ///   - top: where the panel starts (below the toolbar row, if any).
    init(inspector: Inspector, viewport: Size, top: Double, displayRadius: Double) {
        let width = min(max(inspector.width, InspectorLayout.widthRange.lowerBound), InspectorLayout.widthRange.upperBound)
        let inset = InspectorLayout.inset
        frame = Rect(x: viewport.width - inset - width, y: top, width: width, height: max(0, viewport.height - top - inset))
        cornerRadius = max(InspectorLayout.minimumCornerRadius, displayRadius - inset)
    }

    /// The room the content leaves on the trailing side.
    func contentInset(viewportWidth: Double) -> Double { viewportWidth - frame.minX }

    /// Whether the panel fits beside content at least `minimumContentWidth` wide, given the
    /// room already taken on the leading side.
    func fits(viewportWidth: Double, leadingInset: Double) -> Bool {
        frame.minX - leadingInset >= InspectorLayout.minimumContentWidth
    }
}
