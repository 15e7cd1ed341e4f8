import Testing
@testable import GlassCompositor

/// A soft light follows the pointer over pressed glass (G8's shimmer) and can be seen: two
/// presses of the tab bar that differ only in where the pointer is give the same bar, and
/// around each pointer the frame is brighter than the other press shows it there.
@Suite struct PressLightTests {
    static func pressed(at x: Double) throws -> (Surface, Point) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: clock)
        let bar = s.tabBar.layout.bar
        // Between the icon row and the titles' baseline would be ink: light the glass above the icons.
        let p = Point(x, bar.minY + 8)
        s.handle(InputEvent(.down(button: 1), at: p, time: 0))
        let presenter = try #require(OffscreenPresenter(width: 390, height: 844))
        clock.set(0.5)
        s.step(to: presenter)
        return (presenter.surface.copy(), p)
    }

    @Test func theLightUnderThePointerShows() throws {
        let (a, pa) = try Self.pressed(at: 150)
        let (b, pb) = try Self.pressed(at: 260)
        for (lit, other, p) in [(a, b, pa), (b, a, pb)] {
            var gain = 0, n = 0
            for y in Int(p.y) - 3...Int(p.y) + 3 {
                for x in Int(p.x) - 6...Int(p.x) + 6 {
                    let u = lit[x, y], v = other[x, y]
                    for shift in [0, 8, 16] as [UInt32] { gain += Int(u >> shift & 0xff) - Int(v >> shift & 0xff) }
                    n += 3
                }
            }
            #expect(gain / n >= 20, "the press light adds \(gain / n) levels around the pointer at \(p)")
        }
    }
}
