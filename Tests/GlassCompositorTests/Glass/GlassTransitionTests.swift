import Testing
@testable import GlassCompositor

/// Materialize / dematerialize (G2) and morph by identity (G10).
@Suite struct GlassTransitionTests {
    @Test func materializeGrowsTheLensInAndEndsExact() {
        let s = GlassStyle.regular().sized(for: Size(160, 60))
        #expect(s.materialized(0).variant == .identity && s.materialized(-1).variant == .identity)
        #expect(s.materialized(1) == s && s.materialized(1.3) == s)
        var previous = s.materialized(0.001)
        for p in stride(from: 0.1, through: 0.9, by: 0.1) {
            let m = s.materialized(p)
            #expect(m.variant == .regular)
            #expect(m.frost > previous.frost && m.refraction > previous.refraction && m.bezel > previous.bezel)
            #expect(m.fill.a > previous.fill.a && m.highlight > previous.highlight && m.shadowOpacity > previous.shadowOpacity)
            #expect(m.frost < s.frost && m.refraction < s.refraction)
            previous = m
        }
        #expect(GlassStyle.identity.materialized(0.5) == .identity)
    }

    /// Not an alpha fade: barely materialized glass leaves the backdrop almost untouched (no
    /// pop), and half-way glass is a weaker lens, not a ghost of the full one.
    @Test func barelyMaterializedGlassIsNearlyInvisible() {
        let shape = GlassShape.capsule(Rect(x: 40, y: 30, width: 160, height: 60))
        let s = GlassStyle.regular().sized(for: Size(160, 60))
        let backdrop = LabBackdrop.photo(width: 240, height: 120)
        let frame = backdrop.copy()
        GlassRenderer().render(GlassField(shape), style: s.materialized(0.02), scale: 1, into: frame, clip: frame.bounds)
        var worst: Float = 0
        for y in 0..<120 { for x in 0..<240 { worst = max(worst, maxAbsDifference(PixelVector.unpack(frame[x, y]), PixelVector.unpack(backdrop[x, y]))) } }
        #expect(worst < 0.12, "largest change \(worst * 255) levels")
        // Half way the shape's shortcut and general kernels still agree.
        let fast = backdrop.copy(), general = backdrop.copy()
        GlassRenderer().render(GlassField(shape), style: s.materialized(0.5), scale: 1, into: fast, clip: fast.bounds)
        let plain = GlassRenderer(); plain.shortcuts = false
        plain.render(GlassField(shape), style: s.materialized(0.5), scale: 1, into: general, clip: general.bounds)
        worst = 0
        for y in 0..<120 { for x in 0..<240 { worst = max(worst, maxAbsDifference(PixelVector.unpack(fast[x, y]), PixelVector.unpack(general[x, y]))) } }
        #expect(worst <= 2.01 / 255)
    }

    @Test func materializedRectScalesAboutTheCentre() {
        let r = Rect(x: 100, y: 50, width: 200, height: 80)
        #expect(GlassTransition.materializedRect(r, progress: 1) == r)
        let start = GlassTransition.materializedRect(r, progress: 0)
        #expect(abs(start.width - 120) < 1e-9 && abs(start.height - 48) < 1e-9)
        #expect(abs(start.midX - r.midX) < 1e-9 && abs(start.midY - r.midY) < 1e-9)
        #expect(GlassTransition.materializedRect(r, progress: 1.1).width > r.width)
        #expect(GlassTransition.materializedRect(r, progress: -1) == start)
    }

    @Test func morphEndsAreExactAndTheMiddleIsInBetween() {
        let a = GlassShape.capsule(Rect(x: 0, y: 0, width: 100, height: 40))
        let b = GlassShape.roundedRect(Rect(x: 50, y: 100, width: 300, height: 200), radius: 30)
        #expect(a.morphed(to: b, 0) == a && a.morphed(to: b, 1) == b)
        let m = a.morphed(to: b, 0.5)
        #expect(m.rect == Rect(x: 25, y: 50, width: 200, height: 120))
        guard case let .roundedRect(radii, continuous) = m.kind else { Issue.record("expected a rounded rect"); return }
        #expect(abs(radii.topLeft - 25) < 1e-9 && continuous)       // (20 + 30) / 2
        // Two capsules stay a capsule; a circle in a wide rect morphs from its square bounds.
        let c = GlassShape.capsule(Rect(x: 0, y: 0, width: 60, height: 30))
        #expect(c.morphed(to: a, 0.5).kind == .capsule)
        let circle = GlassShape.circle(Rect(x: 0, y: 0, width: 100, height: 40))
        let cm = GlassTransition.morph(circle, b, 1e-9)
        #expect(abs(cm.rect.width - 40) < 1e-6 && abs(cm.rect.minX - 30) < 1e-6)
    }

    /// The field changes continuously with t: small steps in t move every distance a little.
    @Test func morphIsContinuous() {
        let a = GlassShape.circle(Rect(x: 20, y: 20, width: 40, height: 40))
        let b = GlassShape.roundedRect(Rect(x: 10, y: 10, width: 200, height: 120), radius: 24)
        var previous = a
        for i in 1...100 {
            let t = Double(i) / 100
            let m = a.morphed(to: b, t)
            for (x, y) in [(40, 40), (15, 15), (150, 100), (60, 20), (205, 125)] as [(Float, Float)] {
                #expect(abs(m.signedDistance(x, y) - previous.signedDistance(x, y)) < 4, "t=\(t) at (\(x), \(y))")
            }
            previous = m
        }
    }

    @Test func groupMorphMatchesByIdentity() {
        let toggle = GlassShape.circle(Rect(x: 0, y: 0, width: 44, height: 44))
        let badgeA = GlassShape.capsule(Rect(x: 60, y: 0, width: 80, height: 44))
        let expandedToggle = GlassShape.circle(Rect(x: 200, y: 0, width: 44, height: 44))
        let from: [(id: String?, shape: GlassShape)] = [("toggle", toggle)]
        let to: [(id: String?, shape: GlassShape)] = [("toggle", expandedToggle), ("badge", badgeA)]
        let start = GlassTransition.morphGroup(from: from, to: to, 0)
        let end = GlassTransition.morphGroup(from: from, to: to, 1)
        #expect(start.count == 2 && end.count == 2)
        #expect(start[0].shape == toggle && end[0].shape == expandedToggle && start[0].progress == 1)
        // The badge grows out of the toggle: it starts at the toggle's frame, invisible.
        #expect(start[1].shape.rect == toggle.rect && start[1].progress == 0)
        #expect(end[1].shape == badgeA && end[1].progress == 1)
        // Collapsing runs it back into the toggle.
        let back = GlassTransition.morphGroup(from: to, to: from, 1)
        #expect(back[1].progress == 0 && back[1].shape.rect == toggle.rect)
    }
}
