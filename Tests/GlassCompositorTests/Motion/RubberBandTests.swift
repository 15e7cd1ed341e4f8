import Testing
@testable import GlassCompositor

extension MotionTests {
    @Suite("RubberBand") struct RubberBandTests {
        let band = RubberBand(dimension: 800)

        @Test("Never farther than the viewport length, however far the drag")
        func bounded() {
            for x in [1e3, 1e6, 1e12, 1e300] {
                #expect(band.displayed(overscroll: x) <= 800)
                #expect(band.displayed(overscroll: -x) >= -800)
            }
            #expect(band.displayed(overscroll: 1e5) < 800, "strictly inside while representable")
            #expect(band.displayed(overscroll: 1e7) > 799.8, "and approaches the limit")
            #expect(band.displayed(overscroll: .infinity) == 800)
            #expect(band.displayed(overscroll: 0) == 0)
            // Monotonic and always less than the drag.
            var previous = 0.0
            for i in 1...100 {
                let y = band.displayed(overscroll: Double(i) * 25)
                #expect(y > previous && y < Double(i) * 25)
                previous = y
            }
        }

        @Test("Slope at the edge is 0.55")
        func edgeSlope() {
            let h = 1e-6
            let forward = band.displayed(overscroll: h) / h
            let central = (band.displayed(overscroll: h) - band.displayed(overscroll: -h)) / (2 * h)
            #expect(MotionTests.close(forward, 0.55, 1e-6))
            #expect(MotionTests.close(central, 0.55, 1e-6))
            #expect(MotionTests.close(RubberBand(dimension: 300).displayed(overscroll: h) / h, 0.55, 1e-6))
        }

        @Test("The inverse round-trips")
        func inverse() {
            for x in [-5000.0, -120, -1, 0, 0.25, 3, 64, 400, 12_000] {
                let y = band.displayed(overscroll: x)
                #expect(MotionTests.close(band.overscroll(displayed: y), x, 1e-9 * max(1, abs(x))))
            }
            #expect(band.overscroll(displayed: 800) == .infinity)
            #expect(band.overscroll(displayed: -900) == -.infinity)
        }

        @Test("Positions are 1:1 inside the bounds and banded outside")
        func positions() {
            let bounds = 0.0...1200.0
            #expect(band.displayed(position: 600, in: bounds) == 600)
            #expect(band.displayed(position: -100, in: bounds) == band.displayed(overscroll: -100))
            #expect(band.displayed(position: 1300, in: bounds) == 1200 + band.displayed(overscroll: 100))
            for p in [-700.0, -3, 0, 500, 1200, 1201, 2500] {
                let shown = band.displayed(position: p, in: bounds)
                #expect(MotionTests.close(band.position(displayed: shown, in: bounds), p, 1e-9 * max(1, abs(p))))
            }
        }
    }
}
