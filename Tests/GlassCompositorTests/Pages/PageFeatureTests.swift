import Testing
@testable import GlassCompositor

/// The page feature contract: `PagesComponent` asks every feature for each page it draws,
/// where that page is, and puts what it returns with that page.
@Suite struct PageFeatureTests {
    /// Records what it is asked and draws a marker fill per page, so its place in the plan shows.
    final class Probe: PageFeature {
        var asked: [(page: ContentPage, placement: PagePlacement)] = []
        func ridingCommands(for page: ContentPage, at placement: PagePlacement) -> [RenderCommand] {
            asked.append((page, placement))
            return [.fill(0xff00_00ff, bounds: PixelRect(x: placement.shiftX, y: 0, width: 1, height: 1))]
        }
    }

    @Test func atRestTheTopPageIsAskedOnceInPlace() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        let probe = Probe()
        let pages = PagesComponent(ui: d.session.ui, content: d.session.content, navigation: d.nav, features: [probe])
        _ = pages.plan()
        #expect(probe.asked.count == 1)
        #expect(probe.asked.first?.page == d.top)
        #expect(probe.asked.first?.placement == PagePlacement(shiftX: 0, offsetY: d.session.content.offsetPixels, isTop: true))
    }

    @Test func midPushBothPagesAreAskedWhereTheyAreAndTheLowerOnesPartsGoUnderTheUpperPage() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        let root = d.top
        d.tap(d.destinationRow())
        d.advance(by: 0.1)
        let tr = try #require(d.nav.transition)
        let probe = Probe()
        let pages = PagesComponent(ui: d.session.ui, content: d.session.content, navigation: d.nav, features: [probe])
        let plan = pages.plan()
        let (upperX, lowerX) = d.nav.placement(tr, at: d.session.time)
        #expect(probe.asked.map(\.page) == [root, d.top])
        let lower = try #require(probe.asked.first?.placement), upper = try #require(probe.asked.last?.placement)
        #expect(lower.shiftX == lowerX && lower.isUnderSlide && !lower.isTop)
        #expect(upper.shiftX == upperX && upper.isTop && !upper.isUnderSlide)
        // The lower page's marker is drawn before the upper page's layer, which covers it.
        let upperLayer = d.session.content.layer(page: tr.upper)
        let layerIndex = try #require(plan.firstIndex { if case .layer(let l, _, _, _) = $0 { return l === upperLayer }; return false })
        let markers = plan.indices.filter { if case .fill(0xff00_00ff, _) = plan[$0] { return true }; return false }
        #expect(markers.count == 2 && markers[0] < layerIndex && markers[1] > layerIndex)
    }
}
