import Testing
@testable import GlassCompositor

/// Motion ends exactly on its target, and the last frame drawn shows it there whatever the
/// frame rate.
@Suite struct SettlingFrameTests {
    /// Drives the music scene at `fps` through a tab change until the session sleeps; returns
    /// the last frame drawn, a frame drawn 5 s later, and the pill's position at rest.
    private func selectTab(fps: Double) throws -> (last: Surface, later: Surface, pill: Double) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let clock = FixedStepClock(step: 1 / fps)
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 844)!
        s.step(to: p)
        s.select(tab: 2, at: clock.now)
        var frames = 0
        while s.needsFrame, frames < 2000 { s.step(to: p); frames += 1 }
        let last = p.surface.cropped(to: p.surface.bounds)!
        let pill = s.pillPositionForTesting
        s.advance(to: clock.now + 5)
        let fresh = OffscreenPresenter(width: 390, height: 844)!
        s.renderFrame(to: fresh)
        return (last, fresh.surface, pill)
    }

    @Test func thePillsLastDrawnFrameIsTheSettledRenderAt60And144Fps() throws {
        let at60 = try selectTab(fps: 60)
        let at144 = try selectTab(fps: 144)
        #expect(at60.pill == 2 && at144.pill == 2, "the pill rests exactly on its tab")
        #expect(at60.last.pixelsEqual(at60.later), "the last frame at 60 fps is the settled one")
        #expect(at144.last.pixelsEqual(at144.later), "the last frame at 144 fps is the settled one")
        #expect(at60.last.pixelsEqual(at144.last), "and the same at every frame rate")
    }

    @Test func aFlingEndsExactlyOnItsEndPoint() {
        var s = ScrollPhysics(viewportLength: 800, contentLength: 20000, offset: 100)
        s.fling(velocity: 2000, at: 1)
        let end = 100 + Decay.normal.totalDistance(initialVelocity: 2000.0)
        #expect(s.restingOffset == end)
        #expect(s.offset(at: 60) == end)
        #expect(!s.isAnimating(at: 60))
    }
}

private extension Surface {
    func pixelsEqual(_ other: Surface) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { return false } }
        return true
    }
}
