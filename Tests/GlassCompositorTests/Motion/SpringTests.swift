import Foundation
import Testing
@testable import GlassCompositor

extension MotionTests {
    @Suite("Spring") struct SpringTests {
        @Test("SwiftUI's documented example maps to mass 1, stiffness 157.9, damping 17.6")
        func swiftUIExample() {
            let s = Spring(duration: 0.5, bounce: 0.3)
            #expect(s.mass == 1)
            #expect(MotionTests.close(s.stiffness, 157.9, 0.05))
            #expect(MotionTests.close(s.damping, 17.6, 0.05))
            #expect(MotionTests.close(s.dampingFraction, 0.7, 1e-12))
            #expect(MotionTests.close(s.response, 0.5, 1e-12))
            #expect(MotionTests.close(s.bounce, 0.3, 1e-12))
        }

        @Test("Parameters: ω₀ = 2π/response, ζ from bounce on both sides of 0")
        func parameterMapping() {
            let s = Spring(response: 0.3, dampingFraction: 0.6)
            let w = 2 * Double.pi / 0.3
            #expect(MotionTests.close(s.stiffness, w * w, 1e-9))
            #expect(MotionTests.close(s.damping, 2 * 0.6 * w, 1e-9))
            #expect(MotionTests.close(Spring(duration: 0.4, bounce: -0.5).dampingFraction, 2, 1e-12))
            #expect(MotionTests.close(Spring(duration: 0.4, bounce: -0.5).bounce, -0.5, 1e-12))
            #expect(Spring(duration: 0.4, bounce: 0).dampingFraction == 1)
            let physical = Spring(mass: 2, stiffness: 50, damping: 3)
            #expect(MotionTests.close(physical.naturalFrequency, 5, 1e-12))
            #expect(MotionTests.close(physical.dampingFraction, 0.15, 1e-12))
        }

        @Test("Presets carry SwiftUI's numbers")
        func presets() {
            #expect(Spring.smooth.dampingFraction == 1)
            #expect(MotionTests.close(Spring.smooth.response, 0.5, 1e-12))
            #expect(MotionTests.close(Spring.snappy.dampingFraction, 0.85, 1e-12))
            #expect(MotionTests.close(Spring.bouncy.dampingFraction, 0.7, 1e-12))
            #expect(MotionTests.close(Spring.interactive.response, 0.15, 1e-12))
            #expect(MotionTests.close(Spring.interactive.dampingFraction, 0.86, 1e-12))
            #expect(MotionTests.close(Spring.default.response, 0.5, 1e-12))
            #expect(MotionTests.close(Spring.default.dampingFraction, 0.825, 1e-12))
            #expect(MotionTests.close(Spring.glassPress.stiffness, 300, 1e-9))
            #expect(MotionTests.close(Spring.glassPress.dampingFraction, 0.5, 1e-12))
        }

        @Test("Value and velocity match RK4 integration in every damping regime",
              arguments: [
                  Spring.bouncy,                                   // underdamped ζ 0.7
                  Spring(mass: 2, stiffness: 50, damping: 3),      // lightly damped, mass ≠ 1
                  Spring.smooth,                                   // critical
                  Spring(duration: 0.5, bounce: -0.5),             // overdamped ζ 2
                  Spring(response: 0.4, dampingFraction: 6),       // strongly overdamped
                  Spring(response: 0.5, dampingFraction: 1 - 1e-7),// just under critical
                  Spring(response: 0.5, dampingFraction: 1 + 1e-7),// just over critical
              ])
        func matchesIntegration(spring: Spring) {
            for (x0, v0) in [(100.0, 0.0), (0.0, 800.0), (-40.0, 300.0), (1.0, -25.0)] {
                let scale = max(abs(x0), abs(v0) / spring.naturalFrequency)
                var t0 = 0.0
                var state = (x: x0, v: v0)
                for t in [0.0, 0.05, 0.13, 0.4, 0.9, 2.0] {
                    state = MotionTests.integrateSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                                        x0: state.x, v0: state.v, duration: t - t0)
                    t0 = t
                    let x = spring.value(at: t, initialDisplacement: x0, initialVelocity: v0)
                    let v = spring.velocity(at: t, initialDisplacement: x0, initialVelocity: v0)
                    #expect(MotionTests.close(x, state.x, 1e-7 * scale), "x at \(t): \(x) vs \(state.x)")
                    #expect(MotionTests.close(v, state.v, 1e-7 * scale * spring.naturalFrequency), "v at \(t): \(v) vs \(state.v)")
                }
            }
        }

        @Test("Closed forms are continuous across critical damping and finite at large t")
        func regimesJoin() {
            for t in [0.01, 0.2, 0.7] {
                let values = [1 - 1e-9, 1, 1 + 1e-9].map {
                    Spring(response: 0.5, dampingFraction: $0).value(at: t, initialDisplacement: 50.0, initialVelocity: -200.0)
                }
                #expect(MotionTests.close(values[0], values[1], 1e-6))
                #expect(MotionTests.close(values[2], values[1], 1e-6))
            }
            let stiff = Spring(response: 0.1, dampingFraction: 8)
            let x = stiff.value(at: 5000, initialDisplacement: 100.0, initialVelocity: 50.0)
            let v = stiff.velocity(at: 5000, initialDisplacement: 100.0, initialVelocity: 50.0)
            #expect(x.isFinite && v.isFinite && abs(x) < 1e-9 && abs(v) < 1e-9)
        }

        @Test("Smooth 0.5 s spring settles within about a second, and stays settled")
        func settlingTime() {
            let s = Spring.smooth
            let t = s.settlingTime(initialDisplacement: 100.0, initialVelocity: 0.0)
            #expect(t > 0.5 && t <= 1.0, "settling time \(t)")
            #expect(s.isSettled(at: t, initialDisplacement: 100.0, initialVelocity: 0.0))
            #expect(!s.isSettled(at: t - 0.01, initialDisplacement: 100.0, initialVelocity: 0.0))
            for k in 0..<200 {
                let u = t + Double(k) * 0.01
                #expect(abs(s.value(at: u, initialDisplacement: 100.0, initialVelocity: 0.0)) <= 0.1 + 1e-12)
            }
            // Every preset settles in a plausible time; a bouncier one no faster than smooth.
            for p in [Spring.snappy, .bouncy, .default, .interactive, .glassPress] {
                let tp = p.settlingTime(initialDisplacement: 100.0, initialVelocity: 0.0)
                #expect(tp > 0.1 && tp < 1.5, "preset settling time \(tp)")
            }
            #expect(Spring.bouncy.settlingTime(initialDisplacement: 100.0, initialVelocity: 0.0) > t * 0.9)
        }

        @Test("Settling threshold: 0.001 of the distance, with an absolute floor; undamped never settles")
        func settlingThreshold() {
            let s = Spring.smooth
            #expect(MotionTests.close(s.settlingThreshold(initialDisplacement: 100.0, initialVelocity: 0.0), 0.1, 1e-12))
            #expect(s.settlingThreshold(initialDisplacement: 1e-6, initialVelocity: 0.0) == Spring.defaultAbsoluteTolerance)
            #expect(s.settlingTime(initialDisplacement: 0.0, initialVelocity: 0.0) == 0)
            let undamped = Spring(stiffness: 100, damping: 0)
            #expect(undamped.settlingTime(initialDisplacement: 1.0, initialVelocity: 0.0) == .infinity)
        }

        @Test("A 2-D spring is the 1-D spring on each axis")
        func twoDimensional() {
            let s = Spring.snappy
            let p = s.value(at: 0.21, initialDisplacement: Point(30, -12), initialVelocity: Point(-100, 400))
            #expect(p.x == s.value(at: 0.21, initialDisplacement: 30.0, initialVelocity: -100.0))
            #expect(p.y == s.value(at: 0.21, initialDisplacement: -12.0, initialVelocity: 400.0))
        }
    }
}
