/// Decides when the next frame is due, on the monotonic clock: animation on a fixed grid, input
/// at once.
///
/// - **Animation** frames are due every `period` seconds. A late frame does not cause a burst of
///   catch-up frames; after an idle gap the grid starts again from the next frame.
/// - **Input** is answered at once: a frame that shows input read since the last frame is due
///   the moment that input is read, not at the next tick, as long as the input has credit. Credit
///   refills at one frame per `inputSpacing` (¾ of a period), up to `inputBurst` (two), and every
///   frame spends one: after an idle gap two inputs read a moment apart (a pointer move, then
///   the press) are both drawn at once, input streaming at the frame rate (a drag) is drawn as
///   each event arrives with its jitter absorbed, and faster input (a 1000 Hz mouse) costs at most
///   one frame per `inputSpacing`.
/// - A frame drawn for input restarts the grid a quarter period later than a plain frame would:
///   while a drag also animates something (the scroll indicator shows), the next event of the
///   stream, not a tick a moment before it, gets the next frame. Pacing resumes from there once
///   input stops.
///
/// Times in seconds (CLOCK_MONOTONIC). A pure value: the host reads the clock and says what
/// each frame showed.
struct FramePacer {
    /// Seconds between animation frames (0: no limit).
    let period: Double
    /// Input frames refill their credit at one per this many seconds.
    var inputSpacing: Double { period * 0.75 }
    /// At most this many input frames at once after an idle gap.
    static let inputBurst = 2.0

    private var nextDue = -Double.infinity
    /// Input credit (frames) as of `creditTime`.
    private var credit = FramePacer.inputBurst
    private var creditTime = -Double.infinity

    /// - Parameter fps: frames per second; values ≤ 0 mean no limit.
    init(fps: Double) { period = fps > 0 ? 1 / fps : 0 }

    /// Seconds until the next frame is due; ≤ 0 means now. `input`: the frame would show input
    /// read since the last frame.
    func delay(now: Double, input: Bool) -> Double {
        let tick = nextDue - now
        guard input, period > 0 else { return tick }
        let missing = 1 - credit(at: now)
        return min(tick, missing <= 0 ? 0 : missing * inputSpacing)
    }

    /// Records a frame drawn at `now`; `input`: it showed input read since the frame before.
    mutating func didRender(at now: Double, input: Bool) {
        credit = max(0, credit(at: now) - 1)
        creditTime = now
        if input {
            // A quarter period of grace for the stream's next event (see the type's comment).
            nextDue = now + period * 1.25
        } else {
            // On schedule: keep the grid (no drift). Late by more than a period, or idle: restart.
            nextDue = now - nextDue < period ? nextDue + period : now + period
        }
    }

    private func credit(at now: Double) -> Double {
        guard creditTime.isFinite, inputSpacing > 0 else { return Self.inputBurst }
        return min(Self.inputBurst, credit + (now - creditTime) / inputSpacing)
    }

    /// `poll` timeout in milliseconds for a wait of `seconds` (rounded up, so we never wake
    /// early and spin).
    static func milliseconds(_ seconds: Double) -> Int32 {
        seconds <= 0 ? 0 : Int32(min((seconds * 1000).rounded(.up), 60_000))
    }
}
