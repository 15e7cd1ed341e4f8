import Testing
@testable import GlassCompositor

/// The `?` panel is glass, so it sits between the bars' glass and never over it (glass is
/// never drawn on glass), and its list fits whatever the window.
@Suite struct ShortcutsPanelTests {
    @Test(arguments: [("music.json", 390, 844), ("music.json", 1280, 800), ("mail.json", 390, 844), ("mail.json", 1280, 800),
                      ("maps.json", 390, 844), ("default.json", 800, 600)])
    func panelLeavesTheBarsGlassUncovered(file: String, width: Int, height: Int) throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent(file).path)
        let s = ViewerSession(scene: scene, pixelWidth: width, pixelHeight: height, scale: 1, clock: FixedStepClock())
        s.handle(InputEvent(.key(name: "question", modifiers: []), time: 0))
        let panel = try #require(s.shortcuts.plan().compactMap { c -> Rect? in if case .glass(let g) = c { g.field.bounds } else { nil } }.first)
        let bars = (s.tabBar.plan() + s.toolbar.plan()).compactMap { c -> Rect? in if case .glass(let g) = c { g.field.bounds } else { nil } }
        for bar in bars {
            #expect(panel.intersection(bar).isEmpty, "\(file) \(width)x\(height): panel \(panel) over bar glass \(bar)")
        }
        let (_, layout) = ShortcutsPanel.frame(in: s.shortcuts.room)
        #expect(layout.textScale >= 0.65, "the list is legible")
        #expect(panel.height >= 64 + Double(layout.rowsPerColumn) * layout.rowHeight - 1, "every row fits")
    }
}
