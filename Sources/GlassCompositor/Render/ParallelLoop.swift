import Dispatch

/// Runs `body(i)` for every i in 0..<count, possibly on several cores, and returns when all
/// are done. Iterations must not depend on each other or on which core runs them.
typealias ParallelLoop = @Sendable (_ count: Int, _ body: (Int) -> Void) -> Void

/// The one place where work is handed to several threads at once, and the rule that makes it
/// safe: **the iterations of one loop write disjoint memory** (each its own rows of a frame,
/// its own tiles, its own scratch buffer) and only read what no iteration writes. Swift cannot
/// see that rule in the closures' types, so it is stated here, once, instead of at every call:
/// a loop body wrapped in `DisjointWork` may be called from several threads concurrently.
/// State the iterations share beyond that (a work queue, counters) is behind a lock.
struct DisjointWork: @unchecked Sendable {
    let body: (Int) -> Void

    /// Runs `body(i)` for i in 0..<count over all cores (a single iteration runs inline);
    /// with a `label`, each iteration is a slice of the trace on the thread that ran it.
    static func run(_ count: Int, label: WorkerTrace.Label? = nil, _ body: (Int) -> Void) {
        if count == 1 {
            if let label { WorkerTrace.slice(label, 0) { body(0) } } else { body(0) }
        } else if count > 1 {
            withoutActuallyEscaping(body) { body in
                let work = DisjointWork(body: body)
                if let label {
                    DispatchQueue.concurrentPerform(iterations: count) { i in WorkerTrace.slice(label, i) { work.body(i) } }
                } else {
                    DispatchQueue.concurrentPerform(iterations: count) { work.body($0) }
                }
            }
        }
    }
}

enum ParallelLoops {
    /// Spreads the iterations over all cores with `concurrentPerform` (one runs inline).
    static let dispatch: ParallelLoop = { count, body in DisjointWork.run(count, body) }
}
