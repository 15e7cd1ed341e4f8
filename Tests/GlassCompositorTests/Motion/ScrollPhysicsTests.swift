import Testing
@testable import GlassCompositor

extension MotionTests {
    @Suite("ScrollPhysics") struct ScrollPhysicsTests {
        /// 800 pt viewport over 2000 pt of content: offsets 0…1200.
        func axis(offset: Double = 0) -> ScrollPhysics {
            ScrollPhysics(viewportLength: 800, contentLength: 2000, offset: offset)
        }

        @Test("A fling past the end bounces out and back to exactly the edge, then settles")
        func flingBounces() {
            var s = axis(offset: 1000)
            s.fling(velocity: 3000, at: 1)
            #expect(s.isAnimating(at: 1.01))
            var peak = -Double.infinity
            var crossing: Double?
            var t = 1.0
            while t < 4 {
                let y = s.offset(at: t)
                peak = max(peak, y)
                if crossing == nil, y >= 1200 { crossing = t }
                t += 1.0 / 240
            }
            #expect(peak > 1210, "overshoots the end (peak \(peak))")
            #expect(peak < 1200 + 800, "but not by a viewport")
            // Position and velocity are continuous through the hand-off to the spring.
            if let c = crossing {
                let h = 1e-6
                var lo = c - 1.0 / 240, hi = c
                for _ in 0..<60 { let m = (lo + hi) / 2; if s.offset(at: m) >= 1200 { hi = m } else { lo = m } }
                #expect(MotionTests.close(s.offset(at: hi - h), s.offset(at: hi + h), 1e-2))
                #expect(MotionTests.close(s.velocity(at: hi - h), s.velocity(at: hi + h), 0.5))
                #expect(s.velocity(at: hi - h) > 100)
            }
            #expect(s.offset(at: 10) == 1200)
            #expect(!s.isAnimating(at: 10))
            #expect(s.restingOffset == 1200)
        }

        @Test("A fling that stays inside decelerates to rest at the decay's distance")
        func flingInside() {
            var s = axis(offset: 100)
            s.fling(velocity: 1000, at: 0)
            let end = s.restingOffset
            let expected = 100 + Decay.normal.totalDistance(initialVelocity: 1000.0)
            #expect(abs(end - expected) < 1, "rests within a point of the asymptote")
            #expect(s.offset(at: 20) == end && !s.isAnimating(at: 20))
            #expect(s.isAnimating(at: 1))
        }

        @Test("N wheel steps scroll by N × the step distance", arguments: [1, 3, 7])
        func wheelSteps(n: Int) {
            var s = axis()
            let step = s.configuration.wheelStepDistance
            for i in 0..<n { s.wheel(steps: 1, at: Double(i) * 0.03) }  // faster than the spring settles
            #expect(s.isAnimating(at: Double(n) * 0.03))
            #expect(s.offset(at: 5) == Double(n) * step)
            #expect(!s.isAnimating(at: 5))
            // Back the other way, and clamped at the start.
            s.wheel(steps: -Double(n + 10), at: 6)
            #expect(s.offset(at: 10) == 0)
        }

        @Test("Wheel steps stop at the end of the content")
        func wheelClamps() {
            var s = axis(offset: 1180)
            s.wheel(steps: 3, at: 0)
            var t = 0.0
            while t < 2 { #expect(s.offset(at: t) <= 1200 + 1e-9); t += 0.004 }
            #expect(s.offset(at: 2) == 1200)
        }

        @Test("A drag moves content 1:1 inside and rubber-banded past the edge")
        func drag() {
            var s = axis(offset: 300)
            s.beginDrag(pointer: 500, at: 0)
            s.drag(pointer: 380, at: 0.05)
            #expect(s.offset(at: 0.05) == 420)
            s.drag(pointer: 1200, at: 0.1)                 // 700 pt down from 300: 400 pt past the top
            let band = RubberBand(dimension: 800)
            #expect(MotionTests.close(s.offset(at: 0.1), -band.displayed(overscroll: 400), 1e-9))
            #expect(!s.isAnimating(at: 0.1) && s.isDragging)
            s.endDrag(at: 0.3)                              // rested: no velocity, springs back
            #expect(s.isAnimating(at: 0.31))
            #expect(s.offset(at: 0.35) < 0)
            #expect(s.offset(at: 5) == 0 && !s.isAnimating(at: 5))
        }

        @Test("Releasing a drag flings with the pointer's velocity, continuously")
        func dragRelease() {
            var s = axis(offset: 200)
            s.beginDrag(pointer: 600, at: 0)
            var t = 0.0
            for _ in 0..<20 { t += 0.008; s.drag(pointer: 600 - 2500 * t, at: t) }    // content speed +2500 pt/s
            let y = s.offset(at: t)
            s.endDrag(at: t)
            #expect(MotionTests.close(s.offset(at: t), y, 1e-9))
            #expect(MotionTests.close(s.velocity(at: t), 2500, 1e-6))
            #expect(s.offset(at: t + 0.1) > y + 100)
            #expect(s.offset(at: 20) == 1200, "~1250 pt of travel from 600 reaches the end and bounces to it")
        }

        @Test("Grabbing a moving fling stops it where it is")
        func catchFling() {
            var s = axis(offset: 0)
            s.fling(velocity: 1200, at: 0)
            let y = s.offset(at: 0.3)
            s.beginDrag(pointer: 100, at: 0.3)
            #expect(s.offset(at: 0.3) == y && s.offset(at: 2) == y)
            #expect(!s.isAnimating(at: 0.31))
        }

        @Test("Smooth deltas move content 1:1; the end of the gesture flings")
        func smoothDeltas() {
            var s = axis(offset: 100)
            let deltas = [3.5, 7.25, 11, 12.5, 9, 10.75]
            var t = 0.0
            for d in deltas { t += 0.012; s.scroll(by: d, at: t) }
            #expect(MotionTests.close(s.offset(at: t), 100 + deltas.reduce(0, +), 1e-9))
            #expect(!s.isAnimating(at: t + 0.5), "no end reported: content stays put")
            s.endScroll(at: t + 0.01)
            #expect(s.isAnimating(at: t + 0.02))
            #expect(s.offset(at: t + 2) > 100 + deltas.reduce(0, +))
        }

        @Test("Smooth deltas past the start are rubber-banded and spring back")
        func smoothOverscroll() {
            var s = axis(offset: 5)
            s.scroll(by: -40, at: 0)
            let y = s.offset(at: 0)
            #expect(y < 0 && y > -35)
            #expect(s.isAnimating(at: 0.01))
            #expect(s.offset(at: 3) == 0)
        }

        @Test("Shrinking the content bounces an offset left past the new end back to it")
        func contentShrinks() {
            var s = axis(offset: 1100)
            s.setLengths(viewport: 800, content: 1500, at: 1)
            #expect(s.offset(at: 1) == 1100)
            #expect(s.offset(at: 5) == 700 && !s.isAnimating(at: 5))
        }

        @Test("Motion does not depend on how often it is sampled")
        func frameRateIndependent() {
            var a = axis(offset: 600), b = axis(offset: 600)
            a.fling(velocity: -2200, at: 0.5)
            b.fling(velocity: -2200, at: 0.5)
            var ya: [Double] = [], yb: [Double] = []
            for i in 0...240 { ya.append(a.offset(at: 0.5 + Double(i) / 60)) }          // 60 Hz
            for i in 0...960 where i % 4 == 0 { yb.append(b.offset(at: 0.5 + Double(i / 4) / 60)) } // 240 Hz, same instants
            #expect(ya == yb)
            #expect(a.offset(at: 10) == 0)
        }
    }
}
