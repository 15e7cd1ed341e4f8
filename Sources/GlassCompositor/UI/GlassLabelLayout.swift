/// Where the icon and the text of a glass element's label go, in points.
///
/// An icon with text is laid out as one group, centred in the element: the icon, a 6 pt gap,
/// then the text at its measured width. The text is only given less room than it needs (and
/// ellipsized) when the group cannot fit inside the element's padding, so a label that fits
/// is never cut whatever the scale (fixed boxes cut "Tinted" at 52 pt, 1 pt short of its
/// 53.2 pt run).
struct GlassLabelLayout: Equatable {
    var icon: Rect?
    var text: Rect?

    /// Space between the icon and the text.
    static let gap = 6.0
    /// Text line box height for the headline style.
    static let lineHeight = 20.0

    /// Space kept clear at the element's leading and trailing edges: capsules and circles
    /// round into their label, so they keep more.
    static func padding(for r: Rect, shape: GlassElement.Shape) -> Double {
        shape == .rect ? 10 : min(16, max(8, r.height * 0.3))
    }

    /// The layout of `icon` and/or text whose unconstrained run is `textWidth` points wide.
    init(in r: Rect, shape: GlassElement.Shape, hasIcon: Bool, textWidth: Double?) {
        let pad = Self.padding(for: r, shape: shape)
        switch (hasIcon, textWidth) {
        case (true, let width?):
            let side = min(22, r.height * 0.5)
            let room = max(0, r.width - 2 * pad - side - Self.gap)
            let textW = min(width, room)
            let groupW = side + Self.gap + textW
            let x0 = r.midX - groupW / 2
            icon = Rect(x: x0, y: r.midY - side / 2, width: side, height: side)
            text = Rect(x: x0 + side + Self.gap, y: r.midY - Self.lineHeight / 2, width: textW, height: Self.lineHeight)
        case (true, nil):
            let side = min(28, min(r.width, r.height) * 0.5)
            icon = Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
            text = nil
        case (false, _?):
            icon = nil
            // Centred text alone keeps the narrow 8 pt margin: its own centring already clears the rounded ends.
            text = Rect(x: r.minX + 8, y: r.midY - Self.lineHeight / 2, width: max(0, r.width - 16), height: Self.lineHeight)
        case (false, nil):
            icon = nil
            text = nil
        }
    }
}
