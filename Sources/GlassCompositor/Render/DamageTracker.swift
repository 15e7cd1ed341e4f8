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

    init() {}

    /// A tracker whose next `damage` compares with `previous` (a kept frame's commands).
    init(previous: [(signature: RenderCommand.Signature, bounds: PixelRect)]) { self.previous = previous }

    /// Damage of `commands` relative to the previous call, grown by the `reach` of the
    /// commands that read around themselves and clipped to `frame`. The first call (or after
    /// `reset`) damages everything. `below` holds the reach of commands whose reach is redrawn
    /// only for a change drawn before them (`RenderCommand.readsOnlyBelow`), with their index
    /// in `commands`: damage from commands after one of them (or from growth) leaves the rest
    /// of its reach alone. A command gone since the previous call counts by where it was then.
    mutating func damage(for commands: [(signature: RenderCommand.Signature, bounds: PixelRect)], reach: [PixelRect],
                         below: [(index: Int, reach: PixelRect)] = [], frame: PixelRect) -> DamageRegion {
        defer { previous = commands }
        guard let previous else { return DamageRegion(frame) }
        var damage = DamageRegion(), changed: [Int] = []
        // Bounds first: a cheap compare that rules out most pairs before the signatures.
        for (i, c) in commands.enumerated() where !previous.contains(where: { $0.bounds == c.bounds && $0.signature == c.signature }) {
            damage.formUnion(c.bounds.intersection(frame))
            changed.append(i)
        }
        var gone: [Int] = []
        for (j, p) in previous.enumerated() where !commands.contains(where: { $0.bounds == p.bounds && $0.signature == p.signature }) {
            damage.formUnion(p.bounds.intersection(frame))
            gone.append(j)
        }
        for b in below {
            // Before it in the previous frame too: ahead of the same command there (a band that
            // changed damages its own bounds anyway).
            let c = commands[b.index]
            let before = previous.firstIndex { $0.bounds == c.bounds && $0.signature == c.signature } ?? previous.count
            let under = gone.contains { $0 < before && !previous[$0].bounds.intersection(b.reach).isEmpty }
                || changed.contains { $0 < b.index && !commands[$0].bounds.intersection(b.reach).isEmpty }
            if under { damage.formUnion(b.reach.intersection(frame)) }
        }
        damage.grow(by: reach, within: frame)
        return damage
    }

    mutating func reset() { previous = nil }
}
