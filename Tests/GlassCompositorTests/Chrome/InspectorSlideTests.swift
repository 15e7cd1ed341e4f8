import Testing
@testable import GlassCompositor

/// The inspector slides in from the trailing edge and back out (T10) instead of appearing and
/// vanishing between two frames; the content takes its new width at once; under Reduce
/// Motion it shows and hides at once.
@Suite struct InspectorSlideTests {
    /// The inspector panel's glass as planned now (pixels), if any.
    private func panel(_ s: ViewerSession) -> Rect? {
        s.inspector.plan().compactMap { command -> Rect? in
            if case .glass(let item) = command { return item.field.bounds }
            return nil
        }.first
    }

    @Test func iSlidesThePanelOutAndBackIn() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("landmarks"), width: 1440, height: 900)
        s.step(to: p)
        let rest = try #require(panel(s), "landmarks shows its inspector")
        #expect(!s.inspector.isAnimating)
        s.handle(InputEvent(.key(name: "i", modifiers: []), time: s.clock.now))
        // The content has its room back at once; the panel is still there, on its way out.
        #expect(s.ui.contentInsets.trailing == 0)
        #expect(s.inspector.isAnimating)
        s.advance(to: s.clock.now + 0.08)
        let leaving = try #require(panel(s), "the panel vanished at once")
        #expect(leaving.minX > rest.minX && leaving.minX < 1440)
        #expect(leaving.width == rest.width)
        s.advance(to: s.clock.now + 2)
        #expect(panel(s) == nil && !s.inspector.isAnimating)
        s.handle(InputEvent(.key(name: "i", modifiers: []), time: s.clock.now + 2))
        s.advance(to: s.clock.now + 2.08)
        let arriving = try #require(panel(s))
        #expect(arriving.minX > rest.minX)
        s.advance(to: s.clock.now + 4)
        #expect(panel(s) == rest)
    }

    @Test func underReduceMotionItShowsAndHidesAtOnce() throws {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("landmarks"), width: 1440, height: 900)
        s.reduceMotion = true
        s.step(to: p)
        s.handle(InputEvent(.key(name: "i", modifiers: []), time: s.clock.now))
        #expect(panel(s) == nil && !s.inspector.isAnimating)
    }
}
