import Testing
@testable import GlassCompositor

/// The tab bar minimizing on scroll and the accessory moving inline (T2, T3).
@Suite struct MinimizeOnScrollTests {
    @Test func onScrollDownCollapsesPastTheThresholdAndExpandsOnTheWayBack() {
        var m = MinimizeTracker(behavior: .onScrollDown)
        #expect(m.update(offset: 0, compact: true) == nil)
        #expect(m.update(offset: 80, compact: true) == nil, "not past 100 pt yet")
        #expect(m.update(offset: 150, compact: true) == true)
        #expect(m.update(offset: 151, compact: true) == nil, "moves under 3 pt are ignored")
        #expect(m.update(offset: 400, compact: true) == nil)
        #expect(m.update(offset: 390, compact: true) == false, "scrolling back up expands")
        #expect(m.update(offset: 600, compact: true) == true)
        #expect(m.update(offset: 40, compact: true) == false, "near the top expands")
    }

    @Test func behavioursNeverAndAutomatic() {
        var never = MinimizeTracker(behavior: .never)
        _ = never.update(offset: 0, compact: true)
        #expect(never.update(offset: 500, compact: true) == nil)
        var auto = MinimizeTracker(behavior: .automatic)
        _ = auto.update(offset: 0, compact: false)
        #expect(auto.update(offset: 500, compact: false) == nil, "automatic does not minimize on wide layouts")
        var phone = MinimizeTracker(behavior: .automatic)
        _ = phone.update(offset: 0, compact: true)
        #expect(phone.update(offset: 500, compact: true) == true)
        var up = MinimizeTracker(behavior: .onScrollUp)
        _ = up.update(offset: 800, compact: true)
        #expect(up.update(offset: 600, compact: true) == true)
    }

    @Test func musicSceneMinimizesWithItsAccessoryInline() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 844)!
        var events: [String] = []
        s.onSemanticEvent = { events.append($0.name) }
        s.step(to: p)
        let expanded = s.tabBar.layout
        #expect(expanded.accessory!.maxY < expanded.bar.minY, "the accessory sits above the bar")
        s.handle(InputEvent(.wheel(dx: 0, dy: 6), at: Point(200, 300), time: clock.now))
        for _ in 0..<90 { s.step(to: p) }
        let collapsed = s.tabBar.layout
        #expect(collapsed.isCollapsed && collapsed.collapse == 1)
        #expect(collapsed.bar.width == TabBarLayout.height, "a circle holding the selected icon")
        #expect(abs(collapsed.accessory!.midY - collapsed.bar.midY) < 1, "the accessory moved inline")
        #expect(events.contains("tabbar.minimized"))
        #expect(!s.needsFrame)
        s.handle(InputEvent(.wheel(dx: 0, dy: -1), at: Point(200, 300), time: clock.now))
        for _ in 0..<90 { s.step(to: p) }
        #expect(s.tabBar.layout.collapse == 0)
    }
}
