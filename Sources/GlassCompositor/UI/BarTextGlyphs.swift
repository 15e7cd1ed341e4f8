/// One line of text drawn for the navigation bar in transition (a title flying into the back
/// button and shrinking as it goes, an inline title fading in or sliding in), sized to the
/// text and cached by slot and, within a slot, by everything that shapes its pixels (not its
/// place: a flying title's looks recur from one flight to the next, wherever it is). The text
/// is set once per slot, style and colour; its shrunk and faded pictures are drawn from that.
/// A surface is a function of its key, so what was drawn before never changes a frame.
final class BarTextGlyphs {
    private struct Key: Equatable {
        var text: String
        var style: TextStyle
        var color: Color
        var width: Double
        var scale: Double
        /// How much a drawing of the text is shrunk (1: the text as set) and at what opacity.
        var factor: Double
        var opacity: UInt8
    }

    /// Room left around the text for glyphs that overhang their box, points.
    static let margin = 2.0

    /// Surfaces kept per slot (every look of a flight and its drawing): the oldest goes first.
    static let entriesPerSlot = 56

    /// The widest room text is set in, points: the default width, wider than any bar's title.
    static let unbounded = 2000.0

    private var cache = RecentSurfaces<Key, Surface>(limit: BarTextGlyphs.entriesPerSlot)
    /// Looks of a likely flight drawn ahead (`drawAhead`).
    private let looksAhead = BarTextLooksAhead()
    /// Texts set since creation (pango's part; their shrunk and faded looks are not counted).
    private(set) var textsSet = 0
    /// Surfaces drawn since creation: texts set and their shrunk or faded looks (tests).
    var surfacesDrawn: Int { cache.insertions }
    /// Shrunk looks drawn where they were shown, none having been drawn ahead (tests).
    private(set) var shrunkOnFramePath = 0

    /// The text set once at most `width` points wide (cut short with an ellipsis past it), its
    /// top-left `margin` points above and before the text's box.
    private func drawing(slot: Int, text: String, style: TextStyle, color: Color, width: Double,
                         scale: Double) -> (surface: Surface, version: Int)? {
        guard color.a > 0.002, !text.isEmpty else { return nil }
        let key = Key(text: text, style: style, color: color, width: width, scale: scale, factor: 1, opacity: 255)
        if let kept = cache.value(slot: slot, key: key) { return (kept.value, kept.version) }
        var size = TextMeasurer.shared.size(text, style: style, width: 2000, maxLines: 1)
        // Slack: text set at the window's scale may come out a little wider than measured.
        size.width = min(size.width + 3, width)
        let m = Self.margin
        guard let s = Surface(width: max(1, Int(((size.width + 2 * m) * scale).rounded(.up))),
                              height: max(1, Int(((size.height + 2 * m) * scale).rounded(.up)))) else { return nil }
        let c = Canvas(surface: s, scale: scale)
        // Laid out in the whole room it may take, so only a text longer than that is cut short.
        c.drawText(text, in: Rect(x: m, y: m, width: width, height: size.height), style: style, color: color)
        c.flush()
        textsSet += 1
        return (s, cache.insert(slot: slot, key: key, s))
    }

    /// The text drawn once in `style` and `color`, shown shrunk (or grown) by `factor` at
    /// `opacity` (0...255): a title flying into a smaller label moves as one picture, the way
    /// iOS carries it, instead of being set again at every size on the way. Its top-left is
    /// `margin × factor` points above and before the shrunk text's box. The drawing at full
    /// size is kept in `slot`, the shrunk ones beside it.
    ///
    /// At most `width` points wide once shrunk (cut short with an ellipsis past it), and shown
    /// only over its first `visible` points (a title sliding in from under the end of its
    /// room): a part is a view of the same pixels, so a sliding title is not drawn again.
    func scaled(slot: Int, text: String, style: TextStyle, color: Color, factor: Double, opacity: UInt8,
                width: Double = BarTextGlyphs.unbounded, visible: Double = .infinity, scale: Double) -> (surface: Surface, version: Int)? {
        guard opacity > 0, factor > 0, visible > 0 else { return nil }
        // The room the text is set in before it shrinks. Past `unbounded` it cuts nothing a
        // title holds, so a flight (every step shrinking by another factor) sets and keeps one
        // drawing, not one per step: two entries a step overflowed the slot, and each later
        // flight drew all of its looks again (about 1 ms of layout a frame at 1080p@2).
        let room = min(width / factor, Self.unbounded)
        guard let source = drawing(slot: slot, text: text, style: style, color: color, width: room, scale: scale) else { return nil }
        let key = Key(text: text, style: style, color: color, width: room, scale: scale, factor: factor, opacity: opacity)
        let picture: (value: Surface, version: Int)
        if factor == 1 && opacity == 255 {
            picture = (source.surface, source.version)
        } else if let kept = cache.value(slot: slot, key: key) {
            picture = kept
        } else {
            let ahead = looksAhead.take(BarTextLooksAhead.Look(factor: factor, opacity: opacity), of: source.surface)
            if ahead == nil && factor != 1 { shrunkOnFramePath += 1 }
            guard let drawn = ahead ?? Self.draw(source.surface, factor: factor, opacity: opacity) else { return nil }
            picture = (drawn, cache.insert(slot: slot, key: key, drawn))
        }
        guard visible.isFinite, (visible + Self.margin * factor) * scale < Double(picture.value.width) else { return (picture.value, picture.version) }
        let shown = Int(((visible + Self.margin * factor) * scale).rounded())
        return (Surface(leading: shown, of: picture.value), picture.version)
    }

    /// Queues on the background queue the `looks` of the text, set in `style` and `color` as
    /// `scaled` sets it without a width, that the slot does not hold yet: a flight's frames
    /// then take them (`BarTextLooksAhead`). Sets the text now if it was not set.
    func drawAhead(slot: Int, text: String, style: TextStyle, color: Color, looks: [BarTextLooksAhead.Look], scale: Double) {
        let shrunk = looks.filter { $0.factor > 0 && $0.factor <= 1 && $0.opacity > 0 && !($0.factor == 1 && $0.opacity == 255) }
        guard !shrunk.isEmpty,
              let source = drawing(slot: slot, text: text, style: style, color: color, width: Self.unbounded, scale: scale) else { return }
        let missing = shrunk.filter {
            cache.value(slot: slot, key: Key(text: text, style: style, color: color, width: Self.unbounded, scale: scale,
                                             factor: $0.factor, opacity: $0.opacity)) == nil
        }
        looksAhead.queue(missing, of: source.surface) { Self.draw($0, factor: $1.factor, opacity: $1.opacity) }
    }

    static func draw(_ source: Surface, factor: Double, opacity: UInt8) -> Surface? {
        let w = Double(source.width) * factor, h = Double(source.height) * factor
        guard let out = Surface(width: max(1, Int(w.rounded(.up))), height: max(1, Int(h.rounded(.up)))) else { return nil }
        let c = Canvas(surface: out, scale: 1)
        c.draw(source, in: Rect(x: 0, y: 0, width: w, height: h), opacity: Double(opacity) / 255)
        c.flush()
        return out
    }
}
