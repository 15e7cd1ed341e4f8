import Testing
@testable import GlassViewer

/// When the window's frames are due (issue 37, item 2): animation on the fps grid, input at
/// once after an idle gap and as a stream arrives, and the average rate bounded whatever the
/// input's. Times are made up (seconds); nothing waits.
@Suite struct FramePacerTests {
    /// 60 fps: a period of 1/60 s.
    let p = 1.0 / 60

    @Test func animationKeepsItsGridAndRestartsAfterAGap() {
        var pacer = FramePacer(fps: 60)
        #expect(pacer.delay(now: 10, input: false) <= 0, "the first frame is due at once")
        pacer.didRender(at: 10, input: false)
        #expect(abs(pacer.delay(now: 10, input: false) - p) < 1e-9)
        // Drawn a little late: the next is still due on the grid, not a period after.
        pacer.didRender(at: 10 + p + 0.002, input: false)
        #expect(abs(pacer.delay(now: 10 + p + 0.002, input: false) - (p - 0.002)) < 1e-9)
        // After an idle gap the grid starts again from the next frame, with no catching up.
        pacer.didRender(at: 20, input: false)
        #expect(abs(pacer.delay(now: 20, input: false) - p) < 1e-9)
    }

    @Test func inputAfterAnIdleGapIsDueAtOnceWhereATickWouldWait() {
        var pacer = FramePacer(fps: 60)
        pacer.didRender(at: 5, input: false)
        // An animation frame was drawn a third of a period ago: the next tick is 2/3 of a period
        // away, but input read now is due now.
        let now = 5 + p / 3
        #expect(pacer.delay(now: now, input: false) > 0)
        #expect(pacer.delay(now: now, input: true) <= 0)
    }

    @Test func twoInputsReadAMomentApartAreBothDrawnAtOnce() {
        // A pointer move, then the press 0.1 ms later: each is answered by a frame of its own.
        var pacer = FramePacer(fps: 60)
        pacer.didRender(at: 1, input: false)
        #expect(pacer.delay(now: 3, input: true) <= 0)
        pacer.didRender(at: 3, input: true)
        #expect(pacer.delay(now: 3.0001, input: true) <= 0)
        pacer.didRender(at: 3.0001, input: true)
        // The burst is spent: a third input waits for credit, at most ¾ of a period.
        let wait = pacer.delay(now: 3.0002, input: true)
        #expect(wait > 0 && wait <= 0.75 * p + 1e-9)
    }

    @Test func aStreamAtTheFrameRateIsDrawnAsEachEventArrivesEvenWhileSomethingAnimates() {
        // A drag at 60 Hz with jitter while the scroll indicator animates: every move is due
        // when it is read, and no animation tick comes between two moves.
        var pacer = FramePacer(fps: 60)
        var t = 100.0
        let intervals = [1.00, 1.03, 0.97, 1.05, 0.95, 1.10, 0.90, 1.02, 1.00, 1.08].map { $0 * p }
        pacer.didRender(at: t, input: true)
        for interval in intervals {
            #expect(pacer.delay(now: t + interval * 0.99, input: false) > 0, "a tick would take the next move's frame")
            t += interval
            #expect(pacer.delay(now: t, input: true) <= 0, "a move \(interval / p) periods after the last waited")
            pacer.didRender(at: t, input: true)
        }
        // The stream stops: the animation's frames resume, a quarter period later once.
        #expect(abs(pacer.delay(now: t, input: false) - 1.25 * p) < 1e-9)
        pacer.didRender(at: t + 1.25 * p, input: false)
        #expect(abs(pacer.delay(now: t + 1.25 * p, input: false) - p) < 1e-9)
    }

    @Test func fastInputCostsAtMostOneFramePerThreeQuartersOfAPeriod() {
        // A 1000 Hz mouse for one second: frames are drawn whenever input is due.
        var pacer = FramePacer(fps: 60)
        var frames = 0
        for k in 0..<1000 {
            let now = 50 + Double(k) / 1000
            if pacer.delay(now: now, input: true) <= 0 {
                pacer.didRender(at: now, input: true)
                frames += 1
            }
        }
        // 1 s / (0.75 / 60 s) = 80, plus the burst of two the idle window had.
        #expect(frames <= 82 && frames >= 78, "\(frames) frames")
    }

    @Test func noLimitMeansEveryFrameIsDueAtOnce() {
        var pacer = FramePacer(fps: 0)
        pacer.didRender(at: 1, input: false)
        #expect(pacer.delay(now: 1, input: false) <= 0)
        #expect(pacer.delay(now: 1, input: true) <= 0)
    }
}
