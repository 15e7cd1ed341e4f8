/// One line of text drawn for the navigation bar in transition (a title flying into the back
/// button and shrinking as it goes, an inline title fading in or out), sized to the text and
/// cached by slot and, within a slot, by everything that shapes its pixels (not its place: a
/// flying title's looks recur from one flight to the next, wherever it is). Its colour carries
/// the opacity; a surface is a function of its key, so what was drawn before never changes a
/// frame.
final class BarTextGlyphs {
    private struct Key: Equatable {
        var text: String
        var style: TextStyle
        var color: Color
        var width: Double
        var visibleWidth: Int
        var scale: Double
    }

    /// Room left around the text for glyphs that overhang their box, points.
    static let margin = 2.0

    /// Surfaces kept per slot (every look of a flight): the oldest goes first.
    static let entriesPerSlot = 56

    private var cache = RecentSurfaces<Key, Surface>(limit: BarTextGlyphs.entriesPerSlot)

    /// The text's surface, at most `width` points wide (cut short with an ellipsis past it)
    /// and shown only over its first `visible` points (a title sliding in from under the end
    /// of its room); its top-left is `margin` points above and before the text's box.
    func surface(slot: Int, text: String, style: TextStyle, color: Color, width: Double, visible: Double = .infinity,
                 scale: Double) -> (surface: Surface, version: Int)? {
        guard color.a > 0.002, !text.isEmpty, visible > 0 else { return nil }
        var size = TextMeasurer.shared.size(text, style: style, width: 2000, maxLines: 1)
        // Slack: text set at the window's scale may come out a little wider than measured.
        size.width = min(size.width + 3, width)
        // Fully shown: one key whatever the room (a sliding title is not redrawn each frame).
        let visible = visible >= size.width + Self.margin ? .infinity : visible
        let shown = visible.isFinite ? Int(((visible + Self.margin) * scale).rounded()) : Int.max
        let key = Key(text: text, style: style, color: color, width: width, visibleWidth: shown, scale: scale)
        if let kept = cache.value(slot: slot, key: key) { return (kept.value, kept.version) }
        let m = Self.margin
        guard let s = Surface(width: max(1, min(shown, Int(((size.width + 2 * m) * scale).rounded(.up)))),
                              height: max(1, Int(((size.height + 2 * m) * scale).rounded(.up)))) else { return nil }
        let c = Canvas(surface: s, scale: scale)
        // Laid out in the whole room it may take, so only a text longer than that is cut short.
        c.drawText(text, in: Rect(x: m, y: m, width: width, height: size.height), style: style, color: color)
        c.flush()
        return (s, cache.insert(slot: slot, key: key, s))
    }
}
