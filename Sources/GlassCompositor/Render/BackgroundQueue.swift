import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A serial queue for work drawn ahead of need (tiles, panel and alert paintings, memory made
/// in advance), on a thread of its own that the kernel runs only on a core nothing else
/// wants (Linux `SCHED_IDLE`).
///
/// Drawn ahead on the shared Dispatch pool, such work ran at the frame's own priority: on two
/// cores a tile painting in the background took a core from the frame's shading workers for a
/// whole scheduler slice, and one 16-row band of glass that takes 0.3 ms took 4 ms (music's
/// bench, a fling under the minimizing tab bar). A frame that needs what is still queued
/// waits for it, and while it waits its core is free for this thread, so nothing starves.
///
/// Jobs run one at a time in the order queued. The thread starts with the first job and
/// lives as long as the queue (the queues are static). All state is guarded by `condition`.
final class BackgroundQueue: @unchecked Sendable {
    private let label: String
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    /// Index of the next job to run in `jobs`.
    private var head = 0
    private var running = false
    private var started = false

    init(label: String) { self.label = label }

    /// Queues `job` to run after every job queued before it.
    func async(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = label
            thread.start()
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every job queued so far (and any queued meanwhile) has run: tests, and a
    /// bench that starts its script on a scene at rest.
    func drain() {
        condition.lock()
        while head < jobs.count || running { condition.wait() }
        condition.unlock()
    }

    private func run() {
        Self.yieldToEverythingElse()
        condition.lock()
        while true {
            while head == jobs.count { condition.wait() }
            let job = jobs[head]
            head += 1
            if head >= 64 && head * 2 >= jobs.count {
                jobs.removeFirst(head)
                head = 0
            }
            running = true
            condition.unlock()
            job()
            condition.lock()
            running = false
            condition.broadcast()
        }
    }

    /// The calling thread's scheduling class as the kernel reports it (tests): 5 is `SCHED_IDLE`.
    static func currentSchedulingPolicy() -> Int32 {
        #if os(Linux)
        return sched_getscheduler(0)
        #else
        return -1
        #endif
    }

    /// `SCHED_IDLE` from Linux's `sched.h`, which Swift's Glibc module does not export.
    static let idlePolicy: Int32 = 5

    /// Puts the calling thread in the idle scheduling class (any thread may lower itself), or
    /// at the lowest nice level where that is refused.
    private static func yieldToEverythingElse() {
        #if os(Linux)
        var param = sched_param()
        param.sched_priority = 0
        if sched_setscheduler(0, idlePolicy, &param) != 0 {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        }
        #endif
    }
}
