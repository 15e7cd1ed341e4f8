import Testing
@testable import GlassCompositor

/// The bottom accessory while the tab bar minimizes (T2, T3): it makes way for the bar,
/// never sliding over it, and moves continuously between its two places.
@Suite struct AccessoryMinimizeTests {
    @Test(arguments: [Size(390, 844), Size(430, 932), Size(1280, 800)])
    func accessoryNeverOverlapsTheShrinkingBar(viewport: Size) throws {
        var last: Rect?
        for step in 0...200 {
            let c = Double(step) / 200
            let layout = TabBarLayout(tabCount: 5, viewport: viewport, collapse: c, hasAccessory: true)
            let a = try #require(layout.accessory), bar = layout.bar
            let verticallyLevel = a.maxY > bar.minY && a.minY < bar.maxY
            if verticallyLevel {
                #expect(a.minX >= bar.maxX + TabBarLayout.accessoryGap - 0.5, "at collapse \(c): accessory \(a) over bar \(bar)")
            }
            #expect(a.maxX <= viewport.width - TabBarLayout.edgeInset + 1e-9, "inside the screen")
            if let last {
                #expect(abs(a.minX - last.minX) < 12 && abs(a.minY - last.minY) < 6, "continuous at \(c)")
            }
            last = a
        }
        // The ends are the two resting places.
        let expanded = TabBarLayout(tabCount: 5, viewport: viewport, collapse: 0, hasAccessory: true)
        #expect(expanded.accessory!.minX == expanded.bar.minX && expanded.accessory!.maxY == expanded.bar.minY - TabBarLayout.accessoryGap)
        let collapsed = TabBarLayout(tabCount: 5, viewport: viewport, collapse: 1, hasAccessory: true)
        #expect(abs(collapsed.accessory!.minX - (collapsed.bar.maxX + TabBarLayout.accessoryGap)) < 1e-9)
    }
}
