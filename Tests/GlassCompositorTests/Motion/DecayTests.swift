import Foundation
import Testing
@testable import GlassCompositor

extension MotionTests {
    @Suite("Decay") struct DecayTests {
        @Test("A fling of v₀ travels v₀·r/(1 − r)/1000 within 1 %", arguments: [Decay.normal, .fast])
        func flingDistance(decay: Decay) {
            for v0 in [2500.0, -800.0, 40.0] {
                let uikit = v0 * decay.rate / (1 - decay.rate) / 1000
                #expect(MotionTests.close(decay.projectedDistance(initialVelocity: v0), uikit, 1e-9 * abs(uikit)))
                // The continuous closed form, run to a stop and to the limit.
                let stop = decay.stopTime(initialVelocity: v0, threshold: 0.01)
                let travelled = decay.offset(at: stop, initialVelocity: v0)
                let limit = decay.offset(at: 60, initialVelocity: v0)
                #expect(abs(travelled - uikit) <= 0.01 * abs(uikit), "travelled \(travelled) vs \(uikit)")
                #expect(abs(limit - uikit) <= 0.01 * abs(uikit), "limit \(limit) vs \(uikit)")
                #expect(MotionTests.close(decay.totalDistance(initialVelocity: v0), limit, 1e-9 * abs(limit)))
            }
        }

        @Test("Velocity and position follow v₀·r^(1000t) and v₀(r^(1000t) − 1)/D", arguments: [Decay.normal, .fast])
        func closedForm(decay: Decay) {
            let v0 = 1800.0
            let d = 1000 * log(decay.rate)
            for t in [0.0, 0.016, 0.25, 1.0, 3.0] {
                let rt = pow(decay.rate, 1000 * t)
                #expect(MotionTests.close(decay.velocity(at: t, initialVelocity: v0), v0 * rt, 1e-9 * v0))
                #expect(MotionTests.close(decay.offset(at: t, initialVelocity: v0), v0 * (rt - 1) / d, 1e-9 * v0))
                // Position's derivative is the velocity.
                let h = 1e-6
                let slope = (decay.offset(at: t + h, initialVelocity: v0) - decay.offset(at: max(t - h, 0), initialVelocity: v0)) / (t > 0 ? 2 * h : h)
                #expect(MotionTests.close(slope, decay.velocity(at: t, initialVelocity: v0), 1e-3 * v0))
            }
        }

        @Test("Time to reach a position inverts the position formula")
        func timeToTravel() {
            let decay = Decay.normal
            let v0 = -1500.0
            let t = decay.time(toTravel: -300, initialVelocity: v0)
            #expect(t != nil)
            if let t { #expect(MotionTests.close(decay.offset(at: t, initialVelocity: v0), -300, 1e-9)) }
            #expect(decay.time(toTravel: 0, initialVelocity: v0) == 0)
            #expect(decay.time(toTravel: 300, initialVelocity: v0) == nil, "wrong direction")
            #expect(decay.time(toTravel: -800, initialVelocity: v0) == nil, "beyond the total travel of ~749")
        }

        @Test("Stop time is when the speed falls to the threshold")
        func stopTime() {
            let decay = Decay.fast
            let t = decay.stopTime(initialVelocity: -3000, threshold: 2)
            #expect(MotionTests.close(decay.velocity(at: t, initialVelocity: -3000.0), -2, 1e-9))
            #expect(decay.stopTime(initialVelocity: 1, threshold: 2) == 0)
        }
    }

    @Suite("VelocityTracker") struct VelocityTrackerTests {
        @Test("Constant-speed samples give that speed")
        func constantSpeed() {
            var tr = VelocityTracker<Double>()
            for i in 0..<30 { tr.add(time: 1 + Double(i) * 0.008, position: 10 + 1200 * Double(i) * 0.008) }
            #expect(MotionTests.close(tr.velocity(at: 1 + 29 * 0.008), 1200, 1e-6))
        }

        @Test("Only the last 100 ms count, and uneven event timing is fine")
        func recentWindow() {
            var tr = VelocityTracker<Double>()
            var t = 0.0, x = 0.0
            while t < 0.5 { tr.add(time: t, position: x); t += 0.01; x += 0.01 * 200 }   // slow
            let times = [0.503, 0.511, 0.522, 0.527, 0.541, 0.549, 0.563, 0.571, 0.588, 0.597, 0.610, 0.62, 0.633, 0.64]
            let start = x, t0 = t
            for s in times { tr.add(time: s, position: start + (s - t0) * -900) }           // fast, reversed
            #expect(MotionTests.close(tr.velocity(at: 0.64), -900, 1e-6))
        }

        @Test("A pointer that rested before release has no velocity")
        func restBeforeRelease() {
            var tr = VelocityTracker<Point>()
            for i in 0..<10 { tr.add(time: Double(i) * 0.01, position: Point(Double(i) * 20, 0)) }
            #expect(tr.velocity(at: 0.09).x > 1000)
            #expect(tr.velocity(at: 0.5) == .zero)
        }
    }
}
