/// One piece of custom glass (G1–G8, G10, G12): a shape at a frame, a variant, a tint,
/// optional content (an icon or text) and any material parameter overridden.
struct GlassElement: Equatable, Sendable {
    enum Shape: String, Equatable, Sendable, CaseIterable { case capsule, circle, rect }
    enum Variant: String, Equatable, Sendable, CaseIterable { case regular, clear, identity }
    /// How a rect's corner radius is chosen (G3, C5).
    enum Corners: Equatable, Sendable {
        case fixed(Double)
        /// radius = container (display) radius − inset, never below `minimum`.
        case concentric(minimum: Double)
    }

    /// Identity for morphing (G10) and live reload; unique within the scene.
    var id: String?
    var shape: Shape = .capsule
    var corners: Corners = .fixed(16)
    /// Continuous (squircle-like) corners instead of circular arcs.
    var continuous: Bool = true
    var frame: GlassFrame
    var variant: Variant = .regular
    var tint: Color?
    /// Pressed glass scales, bounces, stretches and shimmers (G8).
    var interactive: Bool = false
    var icon: String?
    var text: String?
    var material: GlassMaterial = GlassMaterial()
    /// The id of a sibling in the same container this element hides in when the stack
    /// collapses (G10); clicking that sibling (or `e`) expands and collapses the stack.
    var collapsedInto: String?

    init(frame: GlassFrame) { self.frame = frame }
}

/// Where a glass element sits: an offset from an anchor point of the screen, so the layout
/// follows the window size. Points.
struct GlassFrame: Equatable, Sendable {
    enum Anchor: String, Equatable, Sendable, CaseIterable {
        case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
    }
    var anchor: Anchor = .topLeading
    /// Offset of the element's matching corner or edge from the anchor, toward the inside
    /// (positive x moves away from a trailing edge too).
    var x: Double = 0
    var y: Double = 0
    var width: Double
    var height: Double

    init(anchor: Anchor = .topLeading, x: Double = 0, y: Double = 0, width: Double, height: Double) {
        self.anchor = anchor; self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The frame in a viewport of `size` points.
    func rect(in size: Size) -> Rect {
        let left: Double, top: Double
        switch anchor {
        case .topLeading, .leading, .bottomLeading: left = x
        case .top, .center, .bottom: left = (size.width - width) / 2 + x
        case .topTrailing, .trailing, .bottomTrailing: left = size.width - width - x
        }
        switch anchor {
        case .topLeading, .top, .topTrailing: top = y
        case .leading, .center, .trailing: top = (size.height - height) / 2 + y
        case .bottomLeading, .bottom, .bottomTrailing: top = size.height - height - y
        }
        return Rect(x: left, y: top, width: width, height: height)
    }
}
