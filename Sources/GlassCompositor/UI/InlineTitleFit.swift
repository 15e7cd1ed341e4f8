/// How a navigation bar's inline title and subtitle fit the room between the bar's leading
/// and trailing groups, in points: centred in the window when the room allows, else centred
/// in that room; each line shrinks toward its minimum size to fit (the title from 17 pt to
/// `minimumTitleSize`, the subtitle from 12 pt to `minimumSubtitleSize`), and only past its
/// minimum is it cut short with an ellipsis. The subtitle gives way first: it is cut short at
/// a width where the title still reads whole, and is left out once the title is cut short.
struct InlineTitleFit: Equatable, Sendable {
    static let titleSize = 17.0
    static let minimumTitleSize = 13.0
    static let subtitleSize = 12.0
    static let minimumSubtitleSize = 10.0
    /// Sizes move in these steps (points), so a resize sets few distinct sizes.
    static let sizeStep = 0.5

    /// The room both lines are centred in (y is the bar's top).
    var box: Rect
    var titleStyle: TextStyle
    /// The title's width as drawn (its natural width at `titleStyle`, at most `box.width`).
    var titleWidth: Double
    /// Whether the title is cut short (its natural width at its minimum size exceeds the box).
    var titleTruncated: Bool
    var subtitleStyle: TextStyle?
    var subtitleWidth: Double
    var subtitleTruncated: Bool

    static func titleStyle(size: Double) -> TextStyle { TextStyle(size: size, weight: 600) }
    static func subtitleStyle(size: Double) -> TextStyle { TextStyle(size: size) }

    /// The width a title needs at its minimum size (what the bar keeps room for).
    static func minimumWidth(title: String, measure: (String, TextStyle) -> Double) -> Double {
        measure(title, titleStyle(size: minimumTitleSize))
    }

    /// - Parameters:
    ///   - span: the free span of the bar between its groups (x from … to, points).
    ///   - viewportWidth: the window's width (points), for centring.
    ///   - measure: a line's natural width in a style (points).
    init(title: String, subtitle: String?, span: ClosedRange<Double>, viewportWidth: Double,
         measure: (String, TextStyle) -> Double) {
        let room = span.upperBound - span.lowerBound
        let natural = measure(title, InlineTitleFit.titleStyle(size: InlineTitleFit.titleSize))
        let subtitle = subtitle.flatMap { $0.isEmpty ? nil : $0 }
        let naturalSub = subtitle.map { measure($0, InlineTitleFit.subtitleStyle(size: InlineTitleFit.subtitleSize)) } ?? 0
        // Centred in the window when the wider line fits there, else in the span.
        let half = min(viewportWidth / 2 - span.lowerBound, span.upperBound - viewportWidth / 2)
        let wanted = max(natural, naturalSub)
        box = wanted <= 2 * half ? Rect(x: viewportWidth / 2 - half, y: 0, width: 2 * half, height: ToolbarLayout.barHeight)
                                 : Rect(x: span.lowerBound, y: 0, width: max(0, room), height: ToolbarLayout.barHeight)
        let width = box.width
        func fitted(_ text: String, natural: Double, size: Double, minimum: Double, style: (Double) -> TextStyle) -> (TextStyle, Double, Bool) {
            guard natural > width, natural > 0 else { return (style(size), natural, false) }
            // Text width scales with its size: start from the proportional size, then step down
            // until it fits or reaches the minimum.
            var s = max(minimum, ((size * width / natural) / InlineTitleFit.sizeStep).rounded(.down) * InlineTitleFit.sizeStep)
            var w = measure(text, style(s))
            while w > width, s > minimum {
                s = max(minimum, s - InlineTitleFit.sizeStep)
                w = measure(text, style(s))
            }
            return (style(s), min(w, width), w > width)
        }
        let t = fitted(title, natural: natural, size: InlineTitleFit.titleSize, minimum: InlineTitleFit.minimumTitleSize,
                       style: InlineTitleFit.titleStyle)
        titleStyle = t.0; titleWidth = t.1; titleTruncated = t.2
        if let subtitle, !titleTruncated {
            // The subtitle shrinks no further than the title did (in proportion), so it is
            // cut short first; once the title itself is cut short it gives the title the bar.
            let ratio = t.0.size / InlineTitleFit.titleSize
            let floor = max(InlineTitleFit.minimumSubtitleSize, (InlineTitleFit.subtitleSize * ratio / InlineTitleFit.sizeStep).rounded(.down) * InlineTitleFit.sizeStep)
            let sub = fitted(subtitle, natural: naturalSub, size: InlineTitleFit.subtitleSize, minimum: floor,
                             style: InlineTitleFit.subtitleStyle)
            subtitleStyle = sub.0; subtitleWidth = sub.1; subtitleTruncated = sub.2
        } else {
            subtitleStyle = nil; subtitleWidth = 0; subtitleTruncated = subtitle != nil
        }
    }
}
