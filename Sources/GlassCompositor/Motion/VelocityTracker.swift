/// Estimates the velocity of a drag from its recent samples, for the release of a fling.
///
/// Keeps the (time, position) samples of the last `window` seconds (about 100 ms) in a small
/// array and fits a least-squares line through those within the window before the release;
/// its slope is the velocity. A fit is steadier than the last two samples when events arrive
/// unevenly, and a pointer that rested before release (no samples in the window) gives 0.
struct VelocityTracker<Value: AnimatableVector>: Sendable {
    /// How far back samples count, in seconds.
    let window: Double
    /// Most samples kept (a safety cap for very high event rates).
    let capacity: Int
    private var samples: [(time: Double, position: Value)] = []

    /// - Parameters:
    ///   - window: How far back samples count, in seconds.
    ///   - capacity: Most samples kept.
    init(window: Double = 0.1, capacity: Int = 32) {
        precondition(window > 0 && capacity >= 2)
        self.window = window
        self.capacity = capacity
        samples.reserveCapacity(capacity)
    }

    /// Forgets every sample.
    mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Records the position at time `t` (clock seconds, non-decreasing).
    mutating func add(time t: Double, position: Value) {
        if let last = samples.last, t < last.time { samples.removeAll(keepingCapacity: true) }
        samples.append((t, position))
        let oldest = t - window
        if let keep = samples.firstIndex(where: { $0.time >= oldest }), keep > 0 {
            samples.removeFirst(keep)
        }
        if samples.count > capacity { samples.removeFirst(samples.count - capacity) }
    }

    /// The velocity at time `t` (normally the release), units per second.
    ///
    /// - Returns: The least-squares slope of the samples in [t − window, t]; zero with fewer
    ///   than two samples there or no time between them.
    func velocity(at t: Double) -> Value {
        let recent = samples.filter { $0.time >= t - window && $0.time <= t }
        guard recent.count >= 2 else { return .zero }
        let n = Double(recent.count)
        let meanT = recent.reduce(0.0) { $0 + $1.time } / n
        let meanX = recent.reduce(Value.zero) { $0 + $1.position } * (1 / n)
        var stt = 0.0
        var stx = Value.zero
        for s in recent {
            let dt = s.time - meanT
            stt += dt * dt
            stx = stx + (s.position - meanX) * dt
        }
        guard stt > 0 else { return .zero }
        return stx * (1 / stt)
    }
}
