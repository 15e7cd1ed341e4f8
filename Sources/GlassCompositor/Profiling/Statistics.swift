/// Summary statistics of a set of durations (seconds in, milliseconds out).
public struct Statistics: Equatable, Sendable {
    public var count: Int
    public var mean: Double
    public var p50: Double
    public var p95: Double
    public var p99: Double
    public var max: Double

    /// Nearest-rank percentiles over `seconds`; all zero for an empty set.
    public init(seconds: [Double]) {
        count = seconds.count
        guard !seconds.isEmpty else { mean = 0; p50 = 0; p95 = 0; p99 = 0; max = 0; return }
        let ms = seconds.map { $0 * 1000 }.sorted()
        func rank(_ p: Double) -> Double { ms[Swift.min(ms.count - 1, Swift.max(0, Int((p * Double(ms.count)).rounded(.up)) - 1))] }
        mean = ms.reduce(0, +) / Double(ms.count)
        p50 = rank(0.50); p95 = rank(0.95); p99 = rank(0.99); max = ms.last!
    }
}
