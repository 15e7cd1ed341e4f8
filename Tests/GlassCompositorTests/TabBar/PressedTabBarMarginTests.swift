import Testing
@testable import GlassCompositor

/// The pressed tab bar grows (G8) but stays inside the screen with a margin: on phones from
/// 375 to 440 points wide, at the press's fullest, its glass keeps half its resting inset
/// (`TabBarComponent.pressMargin`, 10.5 pt) from both side edges, so its shadow does not run
/// off the screen.
@Suite struct PressedTabBarMarginTests {
    @Test(arguments: [375, 390, 402, 430, 440])
    func thePressedBarKeepsAMargin(width: Int) throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let s = ViewerSession(scene: scene, pixelWidth: width * 2, pixelHeight: 1748, scale: 2, clock: FixedStepClock())
        let slot = s.tabBar.layout.slots[2]
        s.handle(InputEvent(.down(button: 1), at: slot.center, time: 0))
        var narrowest = Double.infinity
        for i in 1...40 {
            s.advance(to: Double(i) / 60)
            let glass = s.tabBar.plan().compactMap { if case .glass(let g) = $0 { g } else { nil } }
            let bar = try #require(glass.first).field.bounds
            narrowest = min(narrowest, Double(bar.minX) / 2, Double(width) - Double(bar.maxX) / 2)
        }
        #expect(narrowest >= TabBarLayout.edgeInset / 2 - 0.5, "\(width) pt: the pressed bar came \(narrowest) pt from the edge")
        #expect(narrowest < TabBarLayout.edgeInset - 1, "\(width) pt: the bar still grows when pressed")
    }
}
