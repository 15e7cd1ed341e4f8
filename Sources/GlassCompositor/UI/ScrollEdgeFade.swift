/// The scroll edge effect under a bar (N6): the page colour fading from nearly opaque at
/// the window's edge to nothing past the bar, so content scrolling under the bar's glass (and
/// through the gaps between its glass groups) stays out of the way of its symbols. `hard`
/// keeps it near-opaque behind the whole bar, for dense layouts. A top bar fades down from the
/// top edge; a bottom toolbar fades up from the bottom edge.
///
/// This is the fade half of the effect; the progressive blur of the real one is not done yet.
final class ScrollEdgeFade {
    enum Edge: Sendable { case top, bottom }

    /// Height of the top fade: the bar, its inset, and 26 pt of fade below it (points).
    static let height = ToolbarLayout.topInset + ToolbarLayout.barHeight + 26
    /// Height of the bottom fade: the bottom toolbar, its 21 pt inset, and 26 pt above it.
    static let bottomHeight = ToolbarLayout.bottomInset + ToolbarLayout.barHeight + 26

    let edge: Edge
    private(set) var surface: Surface?
    private var key: (Int, Double, Color, Bool)?
    private(set) var version = 0

    init(edge: Edge = .top) { self.edge = edge }

    func surface(width: Int, scale: Double, color: Color, hard: Bool) -> Surface? {
        if let surface, let key, key == (width, scale, color, hard) { return surface }
        let height = edge == .top ? ScrollEdgeFade.height : ScrollEdgeFade.bottomHeight
        guard let s = Surface(width: width, height: Int((height * scale).rounded(.up))) else { return nil }
        let c = Canvas(surface: s, scale: scale)
        let r = Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(s.height) / scale)
        // The bottom bar is taller in its fade (it sits 21 pt up), so its soft fade holds
        // longer: about 70 % of the page colour behind the bar's middle, where the gaps between
        // its glass would otherwise show sharp text.
        let stops: [Color] = hard
            ? [color.withAlpha(0.97), color.withAlpha(0.92), color.withAlpha(0)]
            : edge == .top ? [color.withAlpha(0.82), color.withAlpha(0.45), color.withAlpha(0)]
                           : [color.withAlpha(0.9), color.withAlpha(0.78), color.withAlpha(0.5), color.withAlpha(0)]
        let (from, to) = edge == .top ? (Point(0, 0), Point(0, r.height)) : (Point(0, r.height), Point(0, 0))
        c.fillLinearGradient(r, from: from, to: to, colors: stops)
        c.flush()
        s.markUniformRows()
        surface = s
        key = (width, scale, color, hard)
        version += 1
        return s
    }
}
