import Testing
@testable import GlassCompositor

/// After the tab bar's drag lens is dragged and let go, the frame on screen is the frame a
/// session that never dragged shows (T4): nothing of the lens, the pressed bar or its light
/// stays behind, in either of the window's two buffers.
@Suite struct LensDragLeavesNoTraceTests {
    @Test(arguments: [("music.json", 390, 1.0, false), ("music.json", 402, 2.0, false), ("tv.json", 390, 1.0, true),
                      ("default.json", 402, 2.0, true), ("music.json", 402, 2.0, true)])
    func aLensDragLeavesNothingBehind(file: String, points: Int, scale: Double, endsElsewhere: Bool) throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent(file).path)
        let width = Int(Double(points) * scale), h = Int(844 * scale)
        let s = ViewerSession(scene: scene, pixelWidth: width, pixelHeight: h, scale: scale, clock: FixedStepClock())
        let p = RegionDamageSessionTests.DoubleBufferedPresenter(width: width, height: h)
        for _ in 0..<20 { s.step(to: p) }
        let slots = s.tabBar.layout.slots
        let y = slots[0].midY, x0 = slots[0].midX, x1 = slots[min(2, slots.count - 1)].midX
        s.handle(InputEvent(.down(button: 1), at: Point(x0, y), time: s.clock.now))
        // Out to the third tab and back over 40 frames, then let go on the first; or on past the
        // third (not as far as the fourth slot, which is More on a compact bar of many tabs).
        for i in 1...40 {
            s.step(to: p)
            let f = endsElsewhere ? Double(i) / 40 * 1.2 : Double(i <= 20 ? i : 40 - i) / 20
            s.handle(InputEvent(.move, at: Point(x0 + (x1 - x0) * f, y), time: s.clock.now))
        }
        s.step(to: p)
        s.handle(InputEvent(.up(button: 1), at: Point(endsElsewhere ? x0 + (x1 - x0) * 1.2 : x0, y), time: s.clock.now))
        var frames = 0
        while (s.needsFrame || frames < 4) && frames < 300 { s.step(to: p); frames += 1 }
        // Both buffers, then, as a fresh session shows the same time.
        s.step(to: p)
        let clock = FixedStepClock()
        let fresh = ViewerSession(scene: scene, pixelWidth: width, pixelHeight: h, scale: scale, clock: clock)
        if endsElsewhere { fresh.select(tab: s.ui.selectedTab, at: 0) }
        let fp = RegionDamageSessionTests.FullRedrawPresenter(width: width, height: h)
        clock.set(s.clock.now - clock.step)
        fresh.step(to: fp)
        for buffer in p.buffers {
            #expect(buffer.largestChannelDifference(from: fp.surface) <= 2,
                    "\(file) at \(points) pt @\(scale)x: \(buffer.largestChannelDifference(from: fp.surface)) levels off a session that never dragged")
        }
    }
}
