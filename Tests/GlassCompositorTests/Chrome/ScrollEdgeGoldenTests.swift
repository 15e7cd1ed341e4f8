import Testing
@testable import GlassCompositor

/// The scroll edge effect over mail's rows (N6), soft and hard, light and dark: the top band
/// (rows scrolled under the navigation bar) and the bottom band (rows under the toolbar), each
/// compared with `Golden/chrome/scroll-edge-<style>-<appearance>-<edge>.png`. Looked at: text
/// under a soft bar melts into the blur and fades while the bar's items stay crisp; a hard bar
/// hides it behind the page colour.
@Suite struct ScrollEdgeGoldenTests {
    static let cases: [(Toolbar.ScrollEdge, Appearance)] = [(.soft, .light), (.soft, .dark), (.hard, .light), (.hard, .dark)]

    @Test(arguments: 0..<4)
    func bandsMatchTheirGoldens(index: Int) throws {
        let (style, appearance) = Self.cases[index]
        var scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("mail.json").path)
        scene.appearance = appearance
        for t in scene.tabs.indices { scene.tabs[t].screen.toolbar?.scrollEdge = style }
        let (w, h, scale) = (390, 560, 2.0)
        let s = ViewerSession(scene: scene, pixelWidth: Int(Double(w) * scale), pixelHeight: Int(Double(h) * scale), scale: scale,
                              clock: FixedStepClock())
        let p = try #require(OffscreenPresenter(width: Int(Double(w) * scale), height: Int(Double(h) * scale)))
        // Rows scrolled up under the navigation bar, settled.
        s.handle(InputEvent(.wheel(dx: 0, dy: 3), at: Point(195, 300), time: 0.02))
        (s.clock as? FixedStepClock)?.set(2)
        s.step(to: p)
        let name = "scroll-edge-\(style.rawValue)-\(appearance.rawValue)"
        let band = Int(130 * scale)
        let top = try #require(p.surface.cropped(to: PixelRect(x: 0, y: 0, width: p.surface.width, height: band)))
        let bottom = try #require(p.surface.cropped(to: PixelRect(x: 0, y: p.surface.height - band, width: p.surface.width, height: band)))
        expectMatchesGolden(top, area: "chrome", name: name + "-top")
        expectMatchesGolden(bottom, area: "chrome", name: name + "-bottom")
    }
}
