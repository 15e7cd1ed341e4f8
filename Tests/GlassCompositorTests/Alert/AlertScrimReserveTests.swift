import Testing
@testable import GlassCompositor

/// A press on a button that presents an alert or action sheet has the memory of the frame kept
/// under its dimming made ahead (a window-sized surface, paged in on a background queue): the
/// first frame that keeps it took fresh memory and paid its page faults (20 ms at 3840×2160).
/// Pixels do not depend on it.
@Suite struct AlertScrimReserveTests {
    @Test func aPressOnAnAlertsButtonMakesTheKeptFramesMemoryAhead() throws {
        let (s, p, clock, _) = try AlertTests.mail()
        for _ in 0..<3 { s.step(to: p) }
        SurfaceReserve.waitForReserves()
        #expect(!s.alerts.mayPresent)
        #expect(!s.renderer.scrimBase.hasMemory, "nothing is reserved before a press")
        let select = try #require(AlertTests.frame(of: "select", in: s))
        s.handle(InputEvent(.down(button: 1), at: select.center, time: clock.now))
        s.step(to: p)
        SurfaceReserve.waitForReserves()
        #expect(s.alerts.mayPresent)
        #expect(s.renderer.scrimBase.hasMemory)
        #expect(s.alerts.current == nil, "still only pressed")
    }
}
