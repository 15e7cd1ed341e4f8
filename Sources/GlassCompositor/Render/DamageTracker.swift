/// Finds what changed between two frames' command lists (picom's "decide, then draw": damage
/// is computed from the plans, never from pixels).
///
/// A command whose signature and bounds appear in both frames is unchanged; every other
/// command's old and new bounds are damaged. Glass then grows the damage: glass samples its
/// backdrop around itself, so any damage that touches a glass group's influence (bounds,
/// shadow and backdrop margin) makes the whole influence region redraw.
struct DamageTracker {
    private var previous: [(signature: Int, bounds: PixelRect)]?

    /// Damage of `commands` relative to the previous call, with glass growth applied.
    /// The first call (or after `reset`) damages everything.
    mutating func damage(for commands: [(signature: Int, bounds: PixelRect)], glassInfluence: [PixelRect], frame: PixelRect) -> PixelRect {
        defer { previous = commands }
        guard let previous else { return frame }
        var damage = PixelRect.empty
        for c in commands where !previous.contains(where: { $0.signature == c.signature && $0.bounds == c.bounds }) {
            damage = damage.union(c.bounds)
        }
        for p in previous where !commands.contains(where: { $0.signature == p.signature && $0.bounds == p.bounds }) {
            damage = damage.union(p.bounds)
        }
        return DamageTracker.grow(damage, by: glassInfluence).intersection(frame)
    }

    /// Adds every influence region that `damage` touches, until nothing more is added.
    static func grow(_ damage: PixelRect, by influence: [PixelRect]) -> PixelRect {
        var d = damage
        guard !d.isEmpty else { return d }
        var changed = true
        while changed {
            changed = false
            for r in influence where !d.intersection(r).isEmpty && d.union(r) != d {
                d = d.union(r)
                changed = true
            }
        }
        return d
    }

    mutating func reset() { previous = nil }
}
