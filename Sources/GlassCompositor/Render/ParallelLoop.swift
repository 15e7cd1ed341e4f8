import Dispatch

/// Runs `body(i)` for every i in 0..<count, possibly on several cores, and returns when all
/// are done. Iterations must not depend on each other or on which core runs them.
typealias ParallelLoop = (_ count: Int, _ body: (Int) -> Void) -> Void

enum ParallelLoops {
    /// Spreads the iterations over all cores with `concurrentPerform` (one runs inline).
    static let dispatch: ParallelLoop = { count, body in
        if count == 1 {
            body(0)
        } else if count > 1 {
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        }
    }
}
