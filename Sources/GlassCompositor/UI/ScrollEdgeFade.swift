/// The scroll edge effect under a top bar (SPEC N6): the page colour fading from nearly opaque
/// at the window's top edge to nothing below the bar, so content scrolling under the bar's
/// glass stays out of the way of its symbols. `hard` keeps it near-opaque behind the whole
/// bar, for dense layouts.
///
/// This is the fade half of the effect; the progressive blur of the real one is not done yet.
final class ScrollEdgeFade {
    static let height = ToolbarLayout.topInset + ToolbarLayout.barHeight + 26

    private(set) var surface: Surface?
    private var key: (Int, Double, Color, Bool)?
    private(set) var version = 0

    func surface(width: Int, scale: Double, color: Color, hard: Bool) -> Surface? {
        if let surface, let key, key == (width, scale, color, hard) { return surface }
        guard let s = Surface(width: width, height: Int((ScrollEdgeFade.height * scale).rounded(.up))) else { return nil }
        let c = Canvas(surface: s, scale: scale)
        let r = Rect(x: 0, y: 0, width: Double(width) / scale, height: ScrollEdgeFade.height)
        let stops: [Color] = hard
            ? [color.withAlpha(0.97), color.withAlpha(0.92), color.withAlpha(0)]
            : [color.withAlpha(0.82), color.withAlpha(0.45), color.withAlpha(0)]
        c.fillLinearGradient(r, from: Point(0, 0), to: Point(0, r.height), colors: stops)
        c.flush()
        surface = s
        key = (width, scale, color, hard)
        version += 1
        return s
    }
}

/// The small centred title (and subtitle) a bar shows once the large title scrolled away (N5).
final class InlineTitle {
    private(set) var surface: Surface?
    private var key: (String, String?, Rect, Double, Double)?
    private(set) var version = 0

    /// - Parameter box: where the text goes across the bar (points; y is ignored).
    func surface(title: String, subtitle: String?, box: Rect, width: Double, scale: Double, color: Color) -> Surface? {
        if let surface, let key, key == (title, subtitle, box, width, scale) { return surface }
        guard let s = Surface(width: Int((width * scale).rounded(.up)), height: Int((ToolbarLayout.barHeight * scale).rounded(.up))) else { return nil }
        let c = Canvas(surface: s, scale: scale)
        let textBox = Rect(x: box.minX, y: subtitle == nil ? 12 : 4, width: box.width, height: 20)
        c.drawText(title, in: textBox, style: TextStyle(size: 17, weight: 600), color: color, alignment: .center)
        if let subtitle {
            c.drawText(subtitle, in: textBox.offsetBy(dx: 0, dy: 20), style: TextStyle(size: 12), color: color.withAlpha(0.6), alignment: .center)
        }
        c.flush()
        surface = s
        key = (title, subtitle, box, width, scale)
        version += 1
        return s
    }
}
