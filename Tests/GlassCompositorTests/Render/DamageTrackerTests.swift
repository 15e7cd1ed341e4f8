import Testing
@testable import GlassCompositor

@Suite struct DamageTrackerTests {
    let frame = PixelRect(x: 0, y: 0, width: 100, height: 100)
    /// A signature for commands whose look stays the same (only their bounds matter here).
    static let sig = RenderCommand.Signature.fill(0xff00_0000, bounds: .empty)

    @Test func firstFrameDamagesEverything() {
        var t = DamageTracker()
        #expect(t.damage(for: [(Self.sig, PixelRect(x: 0, y: 0, width: 10, height: 10))], reach: [], frame: frame) == DamageRegion(frame))
    }

    @Test func unchangedCommandsMeanNoDamage() {
        var t = DamageTracker()
        let cmds = [(signature: Self.sig, bounds: PixelRect(x: 0, y: 0, width: 10, height: 10))]
        _ = t.damage(for: cmds, reach: [], frame: frame)
        #expect(t.damage(for: cmds, reach: [], frame: frame).isEmpty)
    }

    @Test func aMovedCommandDamagesOldAndNewBounds() {
        var t = DamageTracker()
        let old = PixelRect(x: 0, y: 0, width: 10, height: 10), new = PixelRect(x: 50, y: 50, width: 10, height: 10)
        _ = t.damage(for: [(Self.sig, old)], reach: [], frame: frame)
        let d = t.damage(for: [(Self.sig, new)], reach: [], frame: frame)
        #expect(d.contains(old) && d.contains(new))
        #expect(d.area <= old.union(new).area)
        // Far apart in a large frame, the two stay two small rectangles.
        var far = DamageTracker()
        let big = PixelRect(x: 0, y: 0, width: 3840, height: 2160)
        let corner = PixelRect(x: 3800, y: 2120, width: 40, height: 40)
        _ = far.damage(for: [(Self.sig, PixelRect(x: 0, y: 0, width: 40, height: 40))], reach: [], frame: big)
        #expect(far.damage(for: [(Self.sig, corner)], reach: [], frame: big).area == 2 * 40 * 40)
    }

    @Test func damageTouchingGlassGrowsToItsWholeInfluence() {
        let glass = PixelRect(x: 20, y: 20, width: 30, height: 30)
        func grown(_ r: PixelRect, _ influence: [PixelRect]) -> DamageRegion {
            var d = DamageRegion(r)
            d.grow(by: influence, within: frame)
            return d
        }
        #expect(grown(PixelRect(x: 45, y: 45, width: 2, height: 2), [glass]) == DamageRegion(glass))
        // Damage elsewhere leaves the glass alone.
        #expect(grown(PixelRect(x: 80, y: 80, width: 2, height: 2), [glass]) == DamageRegion(PixelRect(x: 80, y: 80, width: 2, height: 2)))
        // Growth chains through overlapping influences.
        let second = PixelRect(x: 45, y: 15, width: 10, height: 10)
        let chained = grown(PixelRect(x: 21, y: 40, width: 1, height: 1), [glass, second])
        #expect(chained.contains(glass) && chained.contains(second))
        #expect(chained.area <= glass.union(second).area)
        // Influence past the frame's edge grows the damage to the edge only.
        let edge = PixelRect(x: 80, y: 80, width: 40, height: 40)
        #expect(grown(PixelRect(x: 85, y: 85, width: 1, height: 1), [edge]) == DamageRegion(edge.intersection(frame)))
    }
}
