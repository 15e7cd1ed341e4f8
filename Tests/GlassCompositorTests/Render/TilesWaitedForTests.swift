import Testing
@testable import GlassCompositor

/// Frames count the content tiles they had to wait for (drawn on the frame's path, or finished
/// by the background queue while the frame waited): bench reports them, since a frame that
/// waits for content is the usual slow frame and drawing ahead exists to avoid it.
@Suite struct TilesWaitedForTests {
    @Test func prepareReturnsTheTilesThatWereNotDrawnYet() {
        let layer = TiledLayer(pixelWidth: 8, pixelHeight: 1000, scale: 1, tileHeight: 100, isOpaque: true) { _ in }
        #expect(layer.prepare(rows: 250, 320) == 2)
        #expect(layer.prepare(rows: 250, 320) == 0, "drawn already: nothing to wait for")
        layer.prefetch(rows: 500, 700)
        TiledLayer.waitForPrefetch()
        #expect(layer.prepare(rows: 550, 650) == 0, "drawn ahead in the background")
        #expect(layer.prepare(rows: 650, 750) == 1, "the one tile past what was drawn ahead")
    }

    @Test func aFrameCountsTheTilesItWaitedForAndNotThoseDrawnAhead() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("default.json").path)
        let session = ViewerSession(scene: scene, pixelWidth: 320, pixelHeight: 200, scale: 1, clock: FixedStepClock())
        var waited: [Int] = []
        session.onFrame = { waited.append($0.tilesWaitedFor) }
        let presenter = OffscreenPresenter(width: 320, height: 200)!
        // Whether the first frame waits depends on how far the background queue got with the
        // screen the session queued when it opened, so it is not looked at.
        session.step(to: presenter)
        // The tiles a screen below and above are drawn ahead after that frame; a wheel step
        // then scrolls within them.
        ViewerSession.waitForBackgroundWork()
        session.handle(InputEvent(.wheel(dx: 0, dy: 1), at: Point(100, 100), time: session.clock.now))
        for _ in 0..<30 { session.step(to: presenter) }
        #expect(session.scrollOffset() > 0, "the wheel step scrolled")
        #expect(waited.count == 31 && waited.dropFirst().allSatisfy { $0 == 0 }, "\(waited)")
        // A wider window lays the content out again in new tiles that no one could draw ahead:
        // the frame that finds the new size draws the window-wide tiles it shows itself.
        session.step(to: OffscreenPresenter(width: 400, height: 240)!)
        #expect(waited.count == 32 && waited.last! >= 1, "\(waited)")
    }
}
