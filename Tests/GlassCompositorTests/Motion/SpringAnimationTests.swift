import Testing
@testable import GlassCompositor

extension MotionTests {
    @Suite("SpringAnimation") struct SpringAnimationTests {
        @Test("A new animation rests at its value")
        func startsAtRest() {
            let a = SpringAnimation(value: 7.0)
            #expect(a.value(at: 0) == 7 && a.value(at: 100) == 7)
            #expect(a.velocity(at: 3) == 0)
            #expect(a.isSettled(at: -5))
        }

        @Test("Springs from the current value to the target and lands exactly on it")
        func reachesTarget() {
            var a = SpringAnimation(value: 0.0, spring: .smooth)
            a.setTarget(100, at: 2)
            #expect(a.value(at: 2) == 0)
            #expect(a.value(at: 1) == 0, "times before the start report the start")
            #expect(!a.isSettled(at: 2.5))
            let x = a.value(at: 2.3)
            let expected = 100 + Spring.smooth.value(at: 0.3, initialDisplacement: -100.0, initialVelocity: 0.0)
            #expect(MotionTests.close(x, expected, 1e-9))
            #expect(a.settleTime > 2.5 && a.settleTime <= 3)
            #expect(a.isSettled(at: a.settleTime))
            #expect(a.value(at: a.settleTime) == 100)
            #expect(a.velocity(at: a.settleTime + 1) == 0)
        }

        @Test("Retargeting mid-flight keeps position and velocity continuous",
              arguments: [Spring.bouncy, .smooth, Spring(duration: 0.4, bounce: -0.4)])
        func retargetIsContinuous(spring: Spring) {
            var a = SpringAnimation(value: 0.0, spring: spring)
            a.setTarget(100, at: 0)
            let before = a
            let t1 = 0.137
            a.setTarget(-30, at: t1, spring: .snappy)
            // At the change itself the new segment starts from the old state.
            #expect(MotionTests.close(a.value(at: t1), before.value(at: t1), 1e-9))
            #expect(MotionTests.close(a.velocity(at: t1), before.velocity(at: t1), 1e-9))
            // Just before (old segment) and just after (new segment) the velocity agrees to
            // within acceleration × the gap.
            let h = 1e-8
            #expect(MotionTests.close(before.velocity(at: t1 - h), a.velocity(at: t1 + h), 1e-3))
            // And the new segment's own finite difference across t1 matches it.
            let g = 1e-5
            let slope = (a.value(at: t1 + g) - before.value(at: t1 - g)) / (2 * g)
            #expect(MotionTests.close(slope, before.velocity(at: t1), 1e-3 * max(1, abs(slope))))
            #expect(a.target == -30 && a.spring == .snappy)
            #expect(a.value(at: a.settleTime) == -30)
        }

        @Test("Retargeting after settling starts from rest")
        func retargetAfterSettle() {
            var a = SpringAnimation(value: 0.0)
            a.setTarget(10, at: 0)
            let later = a.settleTime + 1
            a.setTarget(20, at: later)
            #expect(a.value(at: later) == 10)
            #expect(a.velocity(at: later) == 0)
        }

        @Test("A velocity override seeds the new segment (gesture release)")
        func velocityOverride() {
            var a = SpringAnimation(value: 50.0, spring: .interactive)
            a.setTarget(50, at: 1, velocity: 400)
            #expect(a.velocity(at: 1) == 400)
            #expect(a.value(at: 1.05) > 50)
            #expect(a.value(at: a.settleTime) == 50)
        }

        @Test("jump(to:) puts the value at rest immediately")
        func jump() {
            var a = SpringAnimation(value: 0.0)
            a.setTarget(100, at: 0)
            a.jump(to: 42)
            #expect(a.value(at: 0.1) == 42 && a.velocity(at: 0.1) == 0 && a.isSettled(at: 0.1))
            #expect(a.target == 42)
        }

        @Test("Points animate on both axes with one spring")
        func pointAnimation() {
            var a = SpringAnimation(value: Point(0, 0), spring: .bouncy)
            a.setTarget(Point(100, -50), at: 0)
            let p = a.value(at: 0.2)
            #expect(p.x > 0 && p.y < 0)
            #expect(MotionTests.close(p.x, -2 * p.y, 1e-9), "straight-line path for a pure displacement")
            #expect(a.value(at: a.settleTime) == Point(100, -50))
        }
    }
}
