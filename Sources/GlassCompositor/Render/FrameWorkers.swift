import Foundation

/// The threads that share a frame's parallel loops (content bands, tiles, glass bands) with
/// the thread drawing the frame: one per core besides the caller's, started once and kept.
///
/// Why not `DispatchQueue.concurrentPerform`: libdispatch keeps a pool of several threads and
/// wakes whichever it finds, so on two cores the thread drawing the frame and two Dispatch
/// threads could be runnable at once (`perf` over music's bench saw the frame's thread
/// switched out for our own Dispatch threads 16 times in 200 frames). Here a loop never has
/// more runnable threads than cores, and the helper that joins is always the same warm thread.
/// Measured against `concurrentPerform` (six bench scripts, five alternating pairs each): frame
/// p99 median paired ratio ×0.96 (×0.86 … ×1.02), mean unchanged: a small gain, mostly in
/// fewer layers shaded by one core alone.
///
/// A loop started while another is running (a loop inside an iteration, or a second thread
/// that is not drawing the frame, such as a test running alongside) runs its iterations on the
/// calling thread, in order: the pool serves one loop at a time. Iterations are handed out one
/// at a time under `condition`, so uneven iterations balance themselves.
final class FrameWorkers: @unchecked Sendable {
    /// The pool the frame's loops use.
    static let shared = FrameWorkers(helpers: max(0, ProcessInfo.processInfo.activeProcessorCount - 1))

    /// Threads besides the caller's.
    let helpers: Int
    private let condition = NSCondition()
    /// The loop being run, if any, and its progress; guarded by `condition`.
    private var body: ((Int) -> Void)?
    private var count = 0, next = 0, done = 0
    private var started = false

    init(helpers: Int) { self.helpers = helpers }

    /// Runs `body(i)` for every i in 0..<count on the calling thread and the helpers, and
    /// returns when all are done.
    func run(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1, helpers > 0 else {
            for i in 0..<max(0, count) { body(i) }
            return
        }
        condition.lock()
        if self.body != nil {
            condition.unlock()
            for i in 0..<count { body(i) }
            return
        }
        if !started { startHelpers() }
        withoutActuallyEscaping(body) { body in
            self.body = body
            self.count = count
            next = 0
            done = 0
            condition.broadcast()
            while next < count { runIteration() }
            while done < count { condition.wait() }
            self.body = nil
        }
        condition.unlock()
    }

    /// Takes the next iteration and runs it outside the lock (called and returning with the
    /// lock held).
    private func runIteration() {
        let i = next
        next += 1
        let work = body!
        condition.unlock()
        work(i)
        condition.lock()
        done += 1
        if done == count { condition.broadcast() }
    }

    private func startHelpers() {
        started = true
        for n in 0..<helpers {
            let thread = Thread { [self] in helperLoop() }
            thread.name = "glass-frame-worker-\(n)"
            thread.start()
        }
    }

    private func helperLoop() {
        condition.lock()
        while true {
            while body == nil || next >= count { condition.wait() }
            runIteration()
        }
    }
}
