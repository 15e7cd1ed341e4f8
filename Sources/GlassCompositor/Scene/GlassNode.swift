/// A custom glass element or a container of them, floating over a screen (G1–G12).
enum GlassNode: Equatable, Sendable {
    case element(GlassElement)
    case container(GlassContainer)

    /// The elements the node draws: the element alone, or the container's members.
    var members: [GlassElement] {
        switch self {
        case .element(let e): return [e]
        case .container(let c): return c.members
        }
    }

    /// Merge distance of the node's members in points (0 for a lone element).
    var spacing: Double {
        if case .container(let c) = self { return c.spacing }
        return 0
    }

    /// The scroll edge effect the node asks for (a container's; a lone element asks none).
    var scrollEdge: Toolbar.ScrollEdge {
        if case .container(let c) = self { return c.scrollEdge }
        return .none
    }

    var isContainer: Bool {
        if case .container = self { return true }
        return false
    }
}

/// A container: its members blend like droplets when closer than `spacing` and share one
/// sampling region and one adaptation (G9).
struct GlassContainer: Equatable, Sendable {
    var id: String?
    /// Merge distance k of the smooth minimum, in points.
    var spacing: Double = 20
    var members: [GlassElement] = []
    /// A group floating over a scroll edge asks for the edge effect under it (N6): the band
    /// from the nearer window edge (top or bottom) past the group, as under a bar.
    var scrollEdge: Toolbar.ScrollEdge = .none

    init() {}
}
