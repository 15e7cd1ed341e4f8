import Testing
@testable import GlassCompositor

/// The window's scene clock (slow animations, pause, single steps), driven by a test's own
/// real time.
@Suite struct SceneClockTests {
    /// Real seconds a test sets by hand.
    final class RealTime: @unchecked Sendable {
        var seconds = 100.0
    }

    @Test func slowAnimationsRunSceneTimeSlowerWithoutAJump() {
        let real = RealTime()
        let clock = SceneClock { real.seconds }
        real.seconds += 1
        #expect(clock.now == 1)
        clock.setSlowFactor(5)
        #expect(clock.now == 1, "changing the factor does not move scene time")
        real.seconds += 2
        #expect(abs(clock.now - 1.4) < 1e-12)
        clock.cycleSlowFactor()
        #expect(clock.slowFactor == 10)
        clock.cycleSlowFactor()
        #expect(clock.slowFactor == 1)
    }

    /// `--replay` starts the window's clock where the recording stops: exactly that time while
    /// paused (the frame must be replay's), and from there on once it runs.
    @Test func startAtSetsSceneTimeExactly() {
        let real = RealTime()
        let clock = SceneClock { real.seconds }
        real.seconds += 0.25
        clock.setPaused(true)
        clock.start(at: 0.32)
        real.seconds += 2
        #expect(clock.now == 0.32, "paused at the stop, to the bit")
        clock.step(by: 0.5)
        #expect(abs(clock.now - 0.82) < 1e-12)
        clock.setPaused(false)
        real.seconds += 1
        #expect(abs(clock.now - 1.82) < 1e-12)
    }

    @Test func pausingStopsTimeAndStepsMoveItByAFrame() {
        let real = RealTime()
        let clock = SceneClock { real.seconds }
        real.seconds += 0.5
        clock.setPaused(true)
        real.seconds += 3
        #expect(clock.now == 0.5)
        clock.step(by: 1.0 / 60)
        #expect(abs(clock.now - (0.5 + 1.0 / 60)) < 1e-12)
        clock.setPaused(false)
        real.seconds += 1
        #expect(abs(clock.now - (1.5 + 1.0 / 60)) < 1e-12)
        clock.step(by: 1)
        #expect(abs(clock.now - (1.5 + 1.0 / 60)) < 1e-12, "steps only while paused")
    }

    /// Slowed k times, a spring reaches at k·T of real time the state it reaches at T at
    /// normal speed: the frames are the same bits.
    @Test func aSlowedSessionShowsAtKTimesTheRealTimeTheFrameOfNormalSpeed() {
        let scene = Scene.builtInDefault()
        func frame(slow k: Double, realSeconds: Double) -> Surface {
            let real = RealTime()
            let clock = SceneClock { real.seconds }
            clock.setSlowFactor(k)
            let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 700, scale: 1)
            let p = OffscreenPresenter(width: 390, height: 700)!
            s.handle(InputEvent(.wheel(dx: 0, dy: 3), at: Point(200, 300), time: clock.now))
            // Frames at real 60 Hz, as the window draws them.
            var elapsed = 0.0
            while elapsed < realSeconds {
                real.seconds = 100 + elapsed
                s.advance(to: clock.now)
                s.renderFrame(to: p)
                elapsed += 1.0 / 60
            }
            real.seconds = 100 + realSeconds
            s.advance(to: clock.now)
            s.renderFrame(to: p)
            return p.surface
        }
        let normal = frame(slow: 1, realSeconds: 0.2)
        let slowed = frame(slow: 5, realSeconds: 1.0)
        #expect(normal.diffCount(slowed) == 0)
        #expect(normal.diffCount(frame(slow: 1, realSeconds: 0.4)) > 0, "the scroll is still moving at 0.2 s")
    }
}
