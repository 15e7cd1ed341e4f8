import Foundation
@testable import GlassCompositor

/// Groups the motion suites so `swift test --filter Motion` selects them.
enum MotionTests {
    /// State (x, v) of m·x'' + c·x' + k·x = 0 after `duration` seconds, integrated with
    /// classic fourth-order Runge–Kutta: an independent reference for the closed forms.
    static func integrateSpring(mass m: Double, stiffness k: Double, damping c: Double,
                                x0: Double, v0: Double, duration: Double, step h: Double = 1e-4) -> (x: Double, v: Double) {
        func accel(_ x: Double, _ v: Double) -> Double { -(k * x + c * v) / m }
        var x = x0, v = v0
        let steps = Int((duration / h).rounded())
        let dt = steps > 0 ? duration / Double(steps) : 0
        for _ in 0..<steps {
            let k1x = v, k1v = accel(x, v)
            let k2x = v + dt / 2 * k1v, k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v, k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
}
