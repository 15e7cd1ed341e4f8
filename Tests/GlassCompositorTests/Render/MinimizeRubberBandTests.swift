import Testing
@testable import GlassCompositor

/// Minimize on scroll (T2) ignores the rubber band: its bounce back is no scroll up.
@Suite struct MinimizeRubberBandTests {
    @Test func aFlingIntoTheBottomOfMusicLeavesTheBarMinimized() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 844)!
        s.step(to: p)
        let end = s.maxScroll(tab: s.selectedTab)
        #expect(end > 300)
        var events: [Bool] = []
        s.onSemanticEvent = { e in
            if e.name == "tabbar.minimized" { events.append(e.fields.contains { $0.0 == "minimized" && $0.1 == .bool(true) }) }
        }
        var overshoot = 0.0
        for _ in 0..<10 where overshoot == 0 {
            // A quick upward drag released moving: a fling toward the end.
            let start = Point(195, 600)
            s.handle(InputEvent(.down(button: 1), at: start, time: clock.now))
            for i in 1...5 {
                s.step(to: p)
                s.handle(InputEvent(.move, at: Point(195, 600 - Double(i) * 60), time: clock.now))
            }
            s.handle(InputEvent(.up(button: 1), at: Point(195, 300), time: clock.now))
            for _ in 0..<240 {
                s.step(to: p)
                overshoot = max(overshoot, s.scrollOffset() - end)
            }
        }
        #expect(overshoot > 1, "the fling hit the bottom and rubber-banded")
        while s.needsFrame { s.step(to: p) }
        #expect(s.scrollOffset() == end)
        #expect(s.tabBar.layout.collapse == 1, "the bar stays minimized after the bounce back")
        #expect(events.last == true)
    }
}
