import Foundation
import Testing
@testable import GlassCompositor

/// Mid-transition frames of the mail scene (N7), compared with
/// `Golden/navigation/<name>.png`: the message sliding in over the dimmed, parallax-shifted
/// inbox, and the message held half way by a swipe back. Phone size at scale 1.
@Suite struct NavigationGoldenTests {
    @Test func midPush() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        d.t -= 0.01
        d.advance(by: 0.12)
        let x = try #require(d.nav.transition).progress(at: d.session.time)
        #expect(x > 0.3 && x < 0.7)
        expectMatchesGolden(d.frame(), area: "navigation", name: "mail-mid-push")
    }

    @Test func midSwipe() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.session.content.scrollTo(160, at: d.t)
        d.settle()
        d.tap(d.destinationRow())
        d.settle()
        d.drag(from: Point(90, 420), dx: 0.45 * d.viewport.width, dy: 4, release: false)
        expectMatchesGolden(d.frame(), area: "navigation", name: "mail-mid-swipe")
    }

    /// The default scene: "Listen Now" flying into the back button that materializes as the
    /// album slides in, and the album held by a swipe back (the title on its way out of the label).
    @Test func defaultMidPush() throws {
        let d = NavigationDriver(.builtInDefault(), scale: 2)
        d.tap(d.destinationRow())
        d.t -= 0.01
        d.advance(by: 0.12)
        let x = try #require(d.nav.transition).progress(at: d.session.time)
        #expect(x > 0.3 && x < 0.7)
        expectMatchesGolden(d.frame(), area: "navigation", name: "default-mid-push")
    }

    @Test func defaultMidSwipe() throws {
        let d = NavigationDriver(.builtInDefault(), scale: 2)
        d.tap(d.destinationRow())
        d.settle()
        d.drag(from: Point(90, 420), dx: 0.35 * d.viewport.width, dy: 4, release: false)
        expectMatchesGolden(d.frame(), area: "navigation", name: "default-mid-swipe")
    }
}
