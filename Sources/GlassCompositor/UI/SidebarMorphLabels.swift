/// The tabs' titles while the sidebar and the top tab bar morph into each other (T6): each
/// title painted once in the bar's type, in the sidebar's label colour, on its own small
/// surface that the morph places along its flight from the bar's slot to the sidebar's row.
/// Premultiplied BGRA; positions in points, surfaces in pixels at the window's scale.
final class SidebarMorphLabels {
    /// What a painting depends on.
    private struct Key: Hashable {
        var title: String
        var dark: Bool
        var scale: Double
    }
    private var painted: [Key: Surface] = [:]

    /// The title's type in flight: the top bar's slot title.
    static let style = TabSlotImages.topTitle
    /// The label's height (points), as the bar and the sidebar draw a title.
    static let height = 20.0

    /// The title's width in `style` (points).
    static func width(of title: String) -> Double {
        TextMeasurer.shared.size(title, style: style, width: 2000, maxLines: 1).width
    }

    /// `title` painted for a `dark` or light sidebar at `scale`, made once.
    func surface(_ title: String, dark: Bool, scale: Double) -> Surface {
        let key = Key(title: title, dark: dark, scale: scale)
        if let s = painted[key] { return s }
        if painted.count > 64 { painted.removeAll() }
        let width = SidebarMorphLabels.width(of: title) + 2
        let s = Surface(sized: Int((width * scale).rounded(.up)), Int((SidebarMorphLabels.height * scale).rounded(.up)))
        let c = Canvas(surface: s, scale: scale, origin: Point(0, 0))
        let color = dark ? Color(white: 1, a: 0.94) : Color(white: 0.05, a: 0.9)
        c.drawText(title, in: Rect(x: 0, y: 0, width: width, height: SidebarMorphLabels.height), style: SidebarMorphLabels.style, color: color)
        c.flush()
        painted[key] = s
        return s
    }
}
