import Testing
@testable import GlassCompositor

@Suite struct DamageTrackerTests {
    let frame = PixelRect(x: 0, y: 0, width: 100, height: 100)

    @Test func firstFrameDamagesEverything() {
        var t = DamageTracker()
        #expect(t.damage(for: [(1, PixelRect(x: 0, y: 0, width: 10, height: 10))], glassInfluence: [], frame: frame) == frame)
    }

    @Test func unchangedCommandsMeanNoDamage() {
        var t = DamageTracker()
        let cmds = [(signature: 1, bounds: PixelRect(x: 0, y: 0, width: 10, height: 10))]
        _ = t.damage(for: cmds, glassInfluence: [], frame: frame)
        #expect(t.damage(for: cmds, glassInfluence: [], frame: frame).isEmpty)
    }

    @Test func aMovedCommandDamagesOldAndNewBounds() {
        var t = DamageTracker()
        _ = t.damage(for: [(1, PixelRect(x: 0, y: 0, width: 10, height: 10))], glassInfluence: [], frame: frame)
        let d = t.damage(for: [(1, PixelRect(x: 50, y: 50, width: 10, height: 10))], glassInfluence: [], frame: frame)
        #expect(d == PixelRect(x0: 0, y0: 0, x1: 60, y1: 60))
    }

    @Test func damageTouchingGlassGrowsToItsWholeInfluence() {
        let glass = PixelRect(x: 20, y: 20, width: 30, height: 30)
        #expect(DamageTracker.grow(PixelRect(x: 45, y: 45, width: 2, height: 2), by: [glass]) == glass)
        // Damage elsewhere leaves the glass alone.
        #expect(DamageTracker.grow(PixelRect(x: 80, y: 80, width: 2, height: 2), by: [glass]) == PixelRect(x: 80, y: 80, width: 2, height: 2))
        // Growth chains through overlapping influences.
        let second = PixelRect(x: 45, y: 15, width: 10, height: 10)
        #expect(DamageTracker.grow(PixelRect(x: 21, y: 40, width: 1, height: 1), by: [glass, second]) == glass.union(second))
    }
}
