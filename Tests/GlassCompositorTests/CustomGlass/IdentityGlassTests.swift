import Testing
@testable import GlassCompositor

/// `identity` glass (G12): no glass at all, but its content still shows.
@Suite struct IdentityGlassTests {
    /// The glass lab rendered at scale 1, optionally without the identity element's icon.
    private func render(iconless: Bool) throws -> (Surface, PixelRect) {
        var scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("glass-lab.json").path)
        var rect = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for (i, node) in scene.tabs[0].screen.glass.enumerated() {
            guard case .element(var e) = node, e.id == "a-identity" else { continue }
            rect = PixelRect(covering: e.frame.rect(in: Size(1280, 800)))
            if iconless { e.icon = nil }
            scene.tabs[0].screen.glass[i] = .element(e)
        }
        let s = ViewerSession(scene: scene, pixelWidth: 1280, pixelHeight: 800, scale: 1, clock: FixedStepClock())
        let p = OffscreenPresenter(width: 1280, height: 800)!
        s.step(to: p)
        return (p.surface, rect)
    }

    @Test func identityElementShowsItsIcon() throws {
        let (with, rect) = try render(iconless: false)
        let (without, _) = try render(iconless: true)
        #expect(rect.width == 44)
        var differing = 0
        for y in rect.y0..<(rect.y0 + rect.height) {
            for x in rect.x0..<(rect.x0 + rect.width) where with[x, y] != without[x, y] { differing += 1 }
        }
        // A 28 pt icon covers well over 50 pixels of its 44 pt circle.
        #expect(differing > 50, "the icon is drawn")
        // Outside the icon's box nothing changes: no glass (no rim, no shadow) is drawn.
        var outside = 0
        for y in (rect.y0 - 8)..<(rect.y0 + rect.height + 8) {
            for x in (rect.x0 - 8)..<(rect.x0 + rect.width + 8)
            where (x < rect.x0 + 8 || x >= rect.x0 + 36 || y < rect.y0 + 8 || y >= rect.y0 + 36) && with[x, y] != without[x, y] {
                outside += 1
            }
        }
        #expect(outside == 0, "identity draws no glass around its content")
    }
}
