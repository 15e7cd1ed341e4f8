import Testing
@testable import GlassCompositor

/// What rides on a sliding page (the mail inbox's glass category buttons) goes with that page
/// in a push and a pop: drawn at the page's own offset, and for the lower page before the
/// upper page, whose layer covers it (never drawn over the page sliding above it).
@Suite struct NavigationRidingGlassTests {
    /// The glass items the navigation plan draws, and the index of the upper page's layer.
    private static func navigationPlan(_ d: NavigationDriver) throws -> (glass: [(index: Int, item: GlassItem)], upperLayer: Int) {
        let tr = try #require(d.nav.transition)
        let upper = d.session.content.layer(page: tr.upper)
        let commands = d.session.pages.plan()
        var glass: [(Int, GlassItem)] = []
        var upperLayer: Int?
        for (i, c) in commands.enumerated() {
            switch c {
            case .glass(let g): glass.append((i, g))
            case .layer(let l, _, _, _) where l === upper: upperLayer = upperLayer ?? i
            default: break
            }
        }
        return (glass, try #require(upperLayer))
    }

    /// The inbox's glass buttons at rest, in pixels (scale 1): their left edges.
    private static func restEdges(_ d: NavigationDriver) -> [Double] {
        d.session.contentButtons.targets(of: .root(d.session.tabID(0))).filter { $0.glassButton != nil }.map(\.rect.minX).sorted()
    }

    @Test func aPushSlidesTheLowerPagesGlassButtonsUnderTheUpperPage() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        let rest = Self.restEdges(d)
        #expect(rest.count == 4)
        d.tap(d.destinationRow())
        d.advance(by: 0.1)
        let tr = try #require(d.nav.transition)
        let lowerX = Double(d.nav.placement(tr, at: d.session.time).lower)
        #expect(lowerX < 0)
        let (glass, upperLayer) = try Self.navigationPlan(d)
        // Those still in the window, each at its rest place shifted by the parallax exactly.
        let edges = glass.map { $0.item.field.shapes[0].rect.minX }.sorted()
        #expect(!edges.isEmpty && edges.allSatisfy { e in rest.contains { abs($0 + lowerX - e) < 0.001 } })
        #expect(glass.allSatisfy { $0.index < upperLayer })
    }

    @Test func aPopDrawsTheReturningPagesButtonsUnderTheDepartingPage() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        d.settle()
        d.key("Escape")
        d.advance(by: 0.12)
        let tr = try #require(d.nav.transition)
        #expect(!tr.upperIsTop)
        let (glass, upperLayer) = try Self.navigationPlan(d)
        #expect(!glass.isEmpty && glass.allSatisfy { $0.index < upperLayer })
        // Settled, the top page's buttons are drawn with it at rest.
        d.settle()
        let rest = Self.restEdges(d)
        let drawn = d.session.pages.plan().compactMap { c -> Double? in
            if case .glass(let g) = c { return g.field.shapes[0].rect.minX } else { return nil }
        }
        #expect(drawn.sorted() == rest)
    }

    @Test func underReduceMotionTheButtonsStayWithTheirPageAsItCrossFades() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.session.reduceMotion = true
        let rest = Self.restEdges(d)
        d.tap(d.destinationRow())
        d.settle()
        // A pop cross-fades the message away over the inbox: the inbox's buttons are there
        // from the start, in place, under the fading message, not drawn after it.
        d.key("Escape")
        d.advance(by: 0.05)
        let tr = try #require(d.nav.transition)
        #expect(tr.crossfade)
        let (glass, upperLayer) = try Self.fadingPlan(d)
        #expect(glass.map { $0.item.field.shapes[0].rect.minX }.sorted() == rest)
        #expect(glass.allSatisfy { $0.index < upperLayer && $0.item.glyphOpacity == 255 })
    }

    /// The glass the navigation plan draws in a cross-fade, and the index of the upper page's
    /// fading layer.
    private static func fadingPlan(_ d: NavigationDriver) throws -> (glass: [(index: Int, item: GlassItem)], upperLayer: Int) {
        let tr = try #require(d.nav.transition)
        let upper = d.session.content.layer(page: tr.upper)
        var glass: [(Int, GlassItem)] = []
        var upperLayer: Int?
        for (i, c) in d.session.pages.plan().enumerated() {
            switch c {
            case .glass(let g): glass.append((i, g))
            case .fadingLayer(let l, _, _, _, _) where l === upper: upperLayer = upperLayer ?? i
            default: break
            }
        }
        return (glass, try #require(upperLayer))
    }
}

