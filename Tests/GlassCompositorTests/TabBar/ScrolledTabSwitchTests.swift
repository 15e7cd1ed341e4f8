import Testing
@testable import GlassCompositor

/// A tab keeps its scroll offset while another is shown, and the screen it shows there stays
/// drawn: the switch away draws nothing of it (the new tab shows at once), and coming back
/// finds its tiles, so neither frame path rasterizes a tile of it. Before, other tabs kept
/// only their first screen, so a switch from a scrolled tab redrew its screen on every frame
/// of the fade the switch had then (content 5-11 ms a frame at 1920×1080@2 on the default
/// scene's bench).
@Suite struct ScrolledTabSwitchTests {
    @Test func aScrolledTabLeavesAndComesBackWithoutRedrawingItsScreen() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("default.json").path)
        let clock = FixedStepClock()
        let (w, h) = (480, 540)
        let s = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: w, height: h)!
        s.step(to: p)
        s.handle(InputEvent(.wheel(dx: 0, dy: 12), at: Point(240, 300), time: clock.now))
        var frames = 0
        while s.needsFrame, frames < 600 { s.step(to: p); frames += 1 }
        let offset = s.scrollOffset(tab: 0)
        #expect(offset > Double(h), "scrolled past the first screen (\(offset) pt)")
        TiledLayer.waitForPrefetch()
        let layer = s.content.layer(tab: s.tabID(0))
        let top = Int(offset.rounded())
        let screen = PixelRect(x: 0, y: top, width: w, height: h)
        func redrawn(since count: Int) -> Int { layer.tiles(in: screen, rasterizedAfter: count).tiles.filter(\.isNew).count }

        let before = layer.rasterizedTiles
        s.select(tab: 1, at: clock.now)
        for _ in 0..<30 { s.step(to: p) }
        #expect(redrawn(since: before) == 0, "the switch away redrew the scrolled screen")

        while s.needsFrame, frames < 1200 { s.step(to: p); frames += 1 }
        TiledLayer.waitForPrefetch()
        let away = layer.rasterizedTiles
        s.select(tab: 0, at: clock.now)
        s.step(to: p)
        #expect(s.scrollOffset(tab: 0) == offset, "the tab kept its offset")
        #expect(redrawn(since: away) == 0, "coming back redrew the scrolled screen")
    }
}
