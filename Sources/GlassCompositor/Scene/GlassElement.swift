/// One piece of custom glass (SPEC G1–G8, G10, G12): a shape at a frame, a variant, a tint,
/// optional content (an icon or text) and any material parameter overridden.
public struct GlassElement: Equatable, Sendable {
    public enum Shape: String, Equatable, Sendable, CaseIterable { case capsule, circle, rect }
    public enum Variant: String, Equatable, Sendable, CaseIterable { case regular, clear, identity }
    /// How a rect's corner radius is chosen (SPEC G3, C5).
    public enum Corners: Equatable, Sendable {
        case fixed(Double)
        /// radius = container (display) radius − inset, never below `minimum`.
        case concentric(minimum: Double)
    }

    /// Identity for morphing (SPEC G10) and live reload; unique within the scene.
    public var id: String?
    public var shape: Shape = .capsule
    public var corners: Corners = .fixed(16)
    /// Continuous (squircle-like) corners instead of circular arcs.
    public var continuous: Bool = true
    public var frame: GlassFrame
    public var variant: Variant = .regular
    public var tint: Color?
    /// Pressed glass scales, bounces, stretches and shimmers (SPEC G8).
    public var interactive: Bool = false
    public var icon: String?
    public var text: String?
    public var material: GlassMaterial = GlassMaterial()
    /// The id of a sibling in the same container this element hides in when the stack
    /// collapses (SPEC G10); clicking that sibling (or `e`) expands and collapses the stack.
    public var collapsedInto: String?

    public init(frame: GlassFrame) { self.frame = frame }
}

/// Where a glass element sits: an offset from an anchor point of the screen, so the layout
/// follows the window size. Points.
public struct GlassFrame: Equatable, Sendable {
    public enum Anchor: String, Equatable, Sendable, CaseIterable {
        case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
    }
    public var anchor: Anchor = .topLeading
    /// Offset of the element's matching corner or edge from the anchor, toward the inside
    /// (positive x moves away from a trailing edge too).
    public var x: Double = 0
    public var y: Double = 0
    public var width: Double
    public var height: Double

    public init(anchor: Anchor = .topLeading, x: Double = 0, y: Double = 0, width: Double, height: Double) {
        self.anchor = anchor; self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The frame in a viewport of `size` points.
    public func rect(in size: Size) -> Rect {
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
