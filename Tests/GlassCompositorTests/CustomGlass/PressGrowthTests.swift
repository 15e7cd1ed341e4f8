import Testing
@testable import GlassCompositor

/// How much pressed glass grows (G8): 8–12 % from a button to a full-width phone bar,
/// capped in points only for glass wider than a phone.
@Suite struct PressGrowthTests {
    private func held(_ size: Size) -> Rect {
        var press = GlassPress()
        let rect = Rect(x: 0, y: 0, width: size.width, height: size.height)
        press.press(at: Point(size.width / 2, size.height / 2), time: 0)
        return press.apply(to: rect, at: 1.5)
    }

    @Test(arguments: [Size(44, 44), Size(110, 44), Size(188, 95), Size(240, 120), Size(370, 62)])
    func phoneSizedGlassGrowsEightToTwelvePercent(size: Size) {
        let r = held(size)
        let growth = r.width / size.width - 1
        #expect(growth >= 0.08 - 1e-9 && growth <= 0.12 + 1e-9, "\(size): \(growth * 100) %")
        #expect(abs(r.height / size.height - 1 - growth) < 1e-9, "uniform scale")
    }

    @Test func smallerGlassGrowsMoreAndLargeGlassIsCapped() {
        var last = 1.0
        for side in stride(from: 30.0, through: 1200, by: 10) {
            let g = GlassPress.pressedGrowth(forLongerSide: side)
            #expect(g <= last + 1e-12, "never more growth for larger glass")
            #expect(g * side <= GlassPress.maximumGrowth + 1e-9)
            last = g
        }
        // An 800 pt iPad bar moves its edges 16 pt, not 32.
        #expect(abs(held(Size(800, 60)).width - 800 - GlassPress.maximumGrowth) < 1e-6)
    }
}
