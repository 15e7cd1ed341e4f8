/// A custom glass element or a container of them, floating over a screen (SPEC G1–G12).
enum GlassNode: Equatable, Sendable {
    case element(GlassElement)
    case container(GlassContainer)
}

/// A container: its members blend like droplets when closer than `spacing` and share one
/// sampling region and one adaptation (SPEC G9).
struct GlassContainer: Equatable, Sendable {
    var id: String?
    /// Merge distance k of the smooth minimum, in points.
    var spacing: Double = 20
    var members: [GlassElement] = []

    init() {}
}
