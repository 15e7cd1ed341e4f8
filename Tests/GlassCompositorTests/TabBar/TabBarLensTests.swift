import Testing
@testable import GlassCompositor

/// The tab bar's drag lens (T4): it magnifies the bar's own tabs, stays inside the bar,
/// and the bar holds still and inside the screen while the pill is dragged.
@Suite struct TabBarLensTests {
    private func dragging(width: Int = 390, to fraction: Double) throws -> (ViewerSession, FixedStepClock) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: width, pixelHeight: 844, scale: 1, clock: clock)
        let slots = s.tabBar.layout.slots
        s.handle(InputEvent(.down(button: 1), at: slots[0].center, time: 0))
        let x = slots[0].midX + (slots[slots.count - 1].midX - slots[0].midX) * fraction
        for i in 1...8 {
            let xi = slots[0].midX + (x - slots[0].midX) * Double(i) / 8
            s.handle(InputEvent(.move, at: Point(xi, slots[0].midY), time: 0.02 * Double(i)))
        }
        s.advance(to: 1)
        return (s, clock)
    }

    @Test(arguments: [0.0, 0.3, 0.5, 0.8, 1.0, 1.2])
    func lensStaysInsideTheBarAndTheBarInsideTheScreen(fraction: Double) throws {
        let (s, _) = try dragging(to: fraction)
        let bar = s.tabBar.layout.bar
        let lens = s.tabBar.lensRect(s.tabBar.layout, at: s.pillPositionForTesting)
        #expect(lens.minX >= bar.minX && lens.maxX <= bar.maxX && lens.minY >= bar.minY && lens.maxY <= bar.maxY,
                "lens \(lens) inside bar \(bar)")
        let commands = s.tabBar.plan()
        let glass = commands.compactMap { if case .glass(let g) = $0 { g } else { nil } }
        // No glass of its own: the lens is drawn on the bar, not as glass sampling the page.
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let resting = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: FixedStepClock())
        let restingGlass = resting.tabBar.plan().filter { if case .glass = $0 { true } else { false } }
        #expect(glass.count == restingGlass.count)
        let pressed = try #require(glass.first).field.bounds
        #expect(pressed.minX >= 0 && pressed.maxX <= 390, "pressed bar \(pressed) inside the 390 px screen")
    }

    /// Inside the lens the tab under it shows magnified: the glyphs drawn there are the tab's.
    @Test func lensShowsTheTabUnderItMagnified() throws {
        // Over the capsule's third tab (of four: Music's search tab stands apart).
        let (s, clock) = try dragging(to: 2.0 / 3)
        let p = OffscreenPresenter(width: 390, height: 844)!
        clock.set(1)
        s.step(to: p)
        let dragged = p.surface.copy()
        let lens = PixelRect(covering: s.tabBar.lensRect(s.tabBar.layout, at: s.pillPositionForTesting))
        // The music scene's labels are dark on the light bar: count dark ink inside the lens.
        var ink = 0
        for y in lens.y0..<(lens.y0 + lens.height) {
            for x in lens.x0..<(lens.x0 + lens.width) {
                let c = dragged[x, y]
                if Int(c >> 16 & 0xff) + Int(c >> 8 & 0xff) + Int(c & 0xff) < 200 { ink += 1 }
            }
        }
        #expect(ink > 150, "the magnified tab icon and label show in the lens (\(ink) dark pixels)")
    }

    /// The lens reads as clear glass, not as a drawn outline: along its bottom edge (away from
    /// the top sheen) the frame is hardly brighter than the bar just below it (its clear body
    /// adds nothing there; the white ring added 82 levels a pixel).
    @Test func lensHasNoOutlineRing() throws {
        let (s, clock) = try dragging(to: 0.5)
        let p = OffscreenPresenter(width: 390, height: 844)!
        clock.set(1)
        s.step(to: p)
        let lens = s.tabBar.lensRect(s.tabBar.layout, at: s.pillPositionForTesting)
        func brightness(_ x: Int, _ y: Int) -> Int {
            let c = p.surface[x, y]
            return Int(c >> 16 & 0xff) + Int(c >> 8 & 0xff) + Int(c & 0xff)
        }
        var edge = 0, inside = 0, n = 0
        for x in Int(lens.minX + lens.height / 2)..<Int(lens.maxX - lens.height / 2) {
            edge += brightness(x, Int(lens.maxY) - 1)
            inside += brightness(x, Int(lens.maxY) + 1)
            n += 1
        }
        #expect(n > 10)
        #expect(edge - inside < n * 40, "lens edge \(edge / max(n, 1)) against \(inside / max(n, 1)) just below it (sum of channels)")
    }
}
