/// Finds what changed between two frames' command lists (picom's "decide, then draw": damage
/// is computed from the plans, never from pixels).
///
/// A command whose signature and bounds appear in both frames is unchanged; every other
/// command's old and new bounds are damaged, each as a rectangle of its own (`DamageRegion`),
/// so changes far apart stay apart. Glass then grows the damage: glass samples its backdrop
/// around itself, so any damage that touches a glass group's influence (bounds, shadow and
/// backdrop margin) makes the whole influence region redraw. Pixels of the frame.
struct DamageTracker {
    private var previous: [(signature: Int, bounds: PixelRect)]?

    /// Damage of `commands` relative to the previous call, with glass growth applied and
    /// clipped to `frame`. The first call (or after `reset`) damages everything.
    mutating func damage(for commands: [(signature: Int, bounds: PixelRect)], glassInfluence: [PixelRect],
                         frame: PixelRect) -> DamageRegion {
        defer { previous = commands }
        guard let previous else { return DamageRegion(frame) }
        var damage = DamageRegion()
        for c in commands where !previous.contains(where: { $0.signature == c.signature && $0.bounds == c.bounds }) {
            damage.formUnion(c.bounds.intersection(frame))
        }
        for p in previous where !commands.contains(where: { $0.signature == p.signature && $0.bounds == p.bounds }) {
            damage.formUnion(p.bounds.intersection(frame))
        }
        damage.grow(by: glassInfluence, within: frame)
        return damage
    }

    mutating func reset() { previous = nil }
}
