import Testing
@testable import GlassCompositor

@Suite struct StatisticsTests {
    @Test func nearestRankPercentiles() {
        let s = Statistics(seconds: (1...100).map { Double($0) / 1000 })
        #expect(s.count == 100)
        #expect(abs(s.mean - 50.5) < 1e-9)
        #expect(s.p50 == 50 && s.p95 == 95 && s.p99 == 99 && s.max == 100)
    }

    @Test func emptyIsZero() {
        #expect(Statistics(seconds: []) == Statistics(seconds: [0]).with(count: 0))
    }

    @Test func historyKeepsTheNewestFramesInOrder() {
        var h = FrameHistory(capacity: 3)
        for i in 0..<5 { var t = FrameTiming(); t.start = Double(i); h.append(t) }
        #expect(h.ordered.map(\.start) == [2, 3, 4])
        #expect(h.last?.start == 4)
        #expect(abs(h.framesPerSecond - 1) < 1e-9)
    }
}

private extension Statistics {
    func with(count: Int) -> Statistics { var s = self; s.count = count; return s }
}
