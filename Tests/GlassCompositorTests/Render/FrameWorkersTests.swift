import Foundation
import Synchronization
import Testing
@testable import GlassCompositor

/// The frame's parallel loops: every iteration runs once, on more than one thread when there
/// are helpers, and a loop inside a loop or alongside another runs on its caller instead of
/// waiting for the pool.
@Suite(.serialized) struct FrameWorkersTests {
    /// One pool for the suite (helper threads live as long as their pool); the tests take turns,
    /// since a loop started while another runs does not use the helpers.
    static let pool = FrameWorkers(helpers: 1)

    @Test func everyIterationRunsExactlyOnce() {
        let hits = Mutex<[Int]>(Array(repeating: 0, count: 500))
        for count in [0, 1, 2, 3, 500] {
            hits.withLock { $0 = Array(repeating: 0, count: 500) }
            Self.pool.run(count) { i in hits.withLock { $0[i] += 1 } }
            let counts = hits.withLock { $0 }
            #expect(counts.prefix(count).allSatisfy { $0 == 1 }, "count \(count)")
            #expect(counts.dropFirst(count).allSatisfy { $0 == 0 }, "count \(count)")
        }
    }

    @Test func aHelperTakesIterationsWhileTheCallerIsBusy() {
        // Iteration 0 holds the caller until another thread has run an iteration (or 5 s pass,
        // which fails the test instead of hanging it).
        let others = Mutex<Set<String>>([])
        let caller = String(describing: pthread_self())
        let start = Date()
        Self.pool.run(4) { i in
            if i == 0 {
                while others.withLock({ $0.isEmpty }) && Date().timeIntervalSince(start) < 5 { usleep(200) }
            } else if String(describing: pthread_self()) != caller {
                others.withLock { _ = $0.insert(String(describing: pthread_self())) }
            }
        }
        #expect(!others.withLock { $0 }.isEmpty, "no iteration ran on a helper")
    }

    @Test func aLoopInsideALoopRunsOnItsCaller() {
        let inner = Mutex(0)
        Self.pool.run(3) { _ in
            Self.pool.run(5) { _ in inner.withLock { $0 += 1 } }
        }
        #expect(inner.withLock { $0 } == 15)
    }

    /// A count several threads add to.
    final class Counter: Sendable {
        let value = Mutex(0)
    }

    @Test func loopsFromSeveralThreadsAllFinish() async {
        let total = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { Self.pool.run(50) { _ in total.value.withLock { $0 += 1 } } }
            }
        }
        #expect(total.value.withLock { $0 } == 200)
    }

    @Test func withoutHelpersTheCallerRunsAllInOrder() {
        let order = Mutex<[Int]>([])
        FrameWorkers(helpers: 0).run(6) { i in order.withLock { $0.append(i) } }
        #expect(order.withLock { $0 } == Array(0..<6))
    }
}
