import Testing
@testable import GlassCompositor

/// Glass that a panel or sheet comes to cover dematerializes away and comes back when it is
/// uncovered (glass is never drawn on glass, G11), rather than vanishing in one frame.
@Suite struct CoveredGlassTests {
    @Test func glassUnderTheHelpPanelFadesAwayAndBack() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("glass-lab.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 1280, pixelHeight: 800, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 1280, height: 800)!
        s.step(to: p)
        s.handle(InputEvent(.key(name: "question", modifiers: []), time: clock.now))
        let covered = try #require(s.scene.tabs[0].screen.glass.indices.first { s.customGlass.isCovered(node: $0) })
        var values: [Double] = []
        for _ in 0..<60 { s.step(to: p); values.append(s.customGlass.coverVisibility(node: covered, at: clock.now)) }
        #expect(values.contains { $0 > 0.05 && $0 < 0.95 }, "part way on its way out: \(values.prefix(12))")
        #expect(values.last == 0)
        for (a, b) in zip(values, values.dropFirst()) { #expect(b <= a + 1e-9, "only fades out") }
        // Closing the panel brings it back the same way.
        s.handle(InputEvent(.key(name: "Escape", modifiers: []), time: clock.now))
        var back: [Double] = []
        for _ in 0..<60 { s.step(to: p); back.append(s.customGlass.coverVisibility(node: covered, at: clock.now)) }
        #expect(back.contains { $0 > 0.05 && $0 < 0.95 })
        #expect(back.last == 1)
        var frames = 0
        while s.needsFrame && frames < 300 { s.step(to: p); frames += 1 }
        #expect(!s.needsFrame, "settles")
    }
}
