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

    init() {}
}
