import Synchronization
import Testing
@testable import GlassCompositor

/// Work drawn ahead runs in order, on a thread the kernel schedules only on an idle core, and
/// `drain` waits for all of it.
@Suite struct BackgroundQueueTests {
    @Test func jobsRunInOrderAndDrainWaitsForThemAll() {
        let queue = BackgroundQueue(label: "test.order")
        let seen = Mutex<[Int]>([])
        for i in 0..<200 { queue.async { seen.withLock { $0.append(i) } } }
        queue.drain()
        #expect(seen.withLock { $0 } == Array(0..<200))
        // A job queued by a job is waited for too.
        queue.async { queue.async { seen.withLock { $0.append(-1) } } }
        queue.drain()
        #expect(seen.withLock { $0.last } == -1)
    }

    @Test func itsThreadYieldsToFrameWork() {
        let queue = BackgroundQueue(label: "test.policy")
        let policy = Mutex<Int32>(-2)
        queue.async { policy.withLock { $0 = BackgroundQueue.currentSchedulingPolicy() } }
        queue.drain()
        #if os(Linux)
        #expect(policy.withLock { $0 } == BackgroundQueue.idlePolicy, "the queue's thread is SCHED_IDLE")
        #expect(BackgroundQueue.currentSchedulingPolicy() != BackgroundQueue.idlePolicy, "the caller is not")
        #endif
    }
}
