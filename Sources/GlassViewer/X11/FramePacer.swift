/// Decides when the next frame is due, at a fixed rate on the monotonic clock.
///
/// Frames are due every `period` seconds while animating. After an idle gap the next frame is
/// due at once (input gets an immediate answer), then the rate resumes from there. A late
/// frame does not cause a burst of catch-up frames. Times in seconds (CLOCK_MONOTONIC).
struct FramePacer {
    let period: Double
    private var nextDue = -Double.infinity

    /// - Parameter fps: frames per second; values ≤ 0 mean no limit.
    init(fps: Double) { period = fps > 0 ? 1 / fps : 0 }

    /// Seconds until the next frame is due; ≤ 0 means now.
    func delay(now: Double) -> Double { nextDue - now }

    /// Records a frame drawn at `now`.
    mutating func didRender(at now: Double) {
        // On schedule: keep the grid (no drift). Late by more than a period, or idle: restart.
        nextDue = now - nextDue < period ? nextDue + period : now + period
    }

    /// `poll` timeout in milliseconds for a wait of `seconds` (rounded up, so we never wake
    /// early and spin).
    static func milliseconds(_ seconds: Double) -> Int32 {
        seconds <= 0 ? 0 : Int32(min((seconds * 1000).rounded(.up), 60_000))
    }
}
