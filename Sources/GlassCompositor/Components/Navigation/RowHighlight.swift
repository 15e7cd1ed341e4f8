/// The grey of a pressed list row (N7): shown while a finger is on a row with a
/// destination, kept on the row that pushed a screen, and faded out as a pop reveals it again,
/// as UIKit deselects the row alongside the transition. Geometry in content points.
struct RowHighlight: Equatable {
    /// The row's frame on its page, content points.
    var frame: Rect
    /// Which corners round (the row's place in its group).
    var grouping: ContentLayout.Grouping
    /// Every corner at this radius instead (a tile's image, points); nil: by the grouping.
    var radius: Double? = nil
    /// How dark the grey is at full strength, as a fraction of the row's (a tile's image dims more).
    var strength = 1.0
}

/// Highlight surfaces, drawn once per size, shape and appearance at full strength, then
/// moved; a fading one is that drawing blended at `opacity(_:)`.
final class RowHighlightSurfaces {
    /// What shapes a drawing, compared whole (a hash of it could collide and return another's).
    private struct Key: Hashable {
        var width: Int, height: Int
        var dark: Bool
        var grouping: ContentLayout.Grouping
        var radius: Double?
        var strength: Double
    }
    private var surfaces: [Key: Surface] = [:]

    /// How opaque the drawing of a highlight at strength `amount` (0...1) is drawn, 0...255.
    static func opacity(_ amount: Double) -> UInt32 { UInt32((min(1, max(0, amount)) * 255).rounded()) }

    /// The highlight of `h` at full strength. Version 0: a drawing is never drawn over, so
    /// its surface's identity names it.
    func surface(_ h: RowHighlight, dark: Bool, scale: Double) -> (surface: Surface, version: Int)? {
        let w = Int((h.frame.width * scale).rounded()), ht = Int((h.frame.height * scale).rounded())
        guard w > 0, ht > 0 else { return nil }
        let key = Key(width: w, height: ht, dark: dark, grouping: h.grouping, radius: h.radius, strength: h.strength)
        if let s = surfaces[key] { return (s, 0) }
        guard let s = Surface(width: w, height: ht) else { return nil }
        let canvas = Canvas(surface: s, scale: scale)
        let rect = Rect(x: 0, y: 0, width: Double(w) / scale, height: Double(ht) / scale)
        // UIKit's selected-cell grey: a darkening on light rows, a lightening on dark ones.
        let alpha = Float(min(1, (dark ? 0.12 : 0.09) * h.strength))
        let colour = (dark ? Color(white: 1, a: 0.12) : Color(white: 0, a: 0.09)).withAlpha(alpha)
        let r = ContentMetrics.groupRadius
        if let radius = h.radius {
            canvas.fill(rect, color: colour, radius: radius)
        } else { switch h.grouping {
        case .single: canvas.fill(rect, color: colour, radius: r)
        case .first: canvas.fill(rect, color: colour, top: r, bottom: 0)
        case .last: canvas.fill(rect, color: colour, top: 0, bottom: r)
        default: canvas.fill(rect, color: colour)
        } }
        canvas.flush()
        // A row inside a group is one grey: blended by the frame's pixels alone.
        s.markUniformRows()
        if surfaces.count > 32 { surfaces.removeAll() }
        surfaces[key] = s
        return (s, 0)
    }
}
