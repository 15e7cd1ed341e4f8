/// Finds what changed between two frames' command lists (picom's "decide, then draw": damage
/// is computed from the plans, never from pixels).
///
/// A command whose signature and bounds appear in both frames is unchanged; every other
/// command's old and new bounds are damaged, each as a rectangle of its own (`DamageRegion`),
/// so changes far apart stay apart. Glass then grows the damage: glass samples its backdrop
/// around itself, so any damage that touches a glass group's influence (bounds, shadow and
/// backdrop margin) makes the whole influence region redraw (each command's `readReach`).
/// Signatures are values compared with `==`, never hashes, so no two looks can collide.
/// Pixels of the frame.
struct DamageTracker {
    private var previous: [(signature: RenderCommand.Signature, bounds: PixelRect)]?

    /// Damage of `commands` relative to the previous call, grown by the `reach` of the
    /// commands that read around themselves and clipped to `frame`. The first call (or after
    /// `reset`) damages everything.
    mutating func damage(for commands: [(signature: RenderCommand.Signature, bounds: PixelRect)], reach: [PixelRect],
                         frame: PixelRect) -> DamageRegion {
        defer { previous = commands }
        guard let previous else { return DamageRegion(frame) }
        var damage = DamageRegion()
        // Bounds first: a cheap compare that rules out most pairs before the signatures.
        for c in commands where !previous.contains(where: { $0.bounds == c.bounds && $0.signature == c.signature }) {
            damage.formUnion(c.bounds.intersection(frame))
        }
        for p in previous where !commands.contains(where: { $0.bounds == p.bounds && $0.signature == p.signature }) {
            damage.formUnion(p.bounds.intersection(frame))
        }
        damage.grow(by: reach, within: frame)
        return damage
    }

    mutating func reset() { previous = nil }
}
