import Testing
import GlassKernels
@testable import GlassCompositor

@Suite struct TiledLayerTests {
    /// A layer whose row y is painted with a colour that encodes y, so placement is checkable.
    private func stripedLayer(height: Int, tile: Int) -> TiledLayer {
        TiledLayer(pixelWidth: 8, pixelHeight: height, scale: 1, tileHeight: tile, isOpaque: true) { canvas in
            let top = Int(canvas.origin.y)
            for y in 0..<canvas.surface.height {
                let v = UInt32((top + y) & 0xff)
                canvas.surface.fill(PixelRect(x: 0, y: y, width: 8, height: 1), with: 0xff00_0000 | v)
            }
        }
    }

    @Test func compositesRowsAtTheScrollOffsetAcrossTileSeams() {
        let layer = stripedLayer(height: 100, tile: 16)
        let frame = Surface(width: 8, height: 20)!
        layer.prepare(rows: 37, 57)
        layer.composite(into: frame, offsetX: 0, offsetY: 37, clip: frame.bounds)
        for y in 0..<20 { #expect(frame[3, y] == 0xff00_0000 | UInt32(37 + y)) }
    }

    /// A screen under another sliding over it (`RenderCommand.dimmedLayer`) is copied from its
    /// tiles and darkened in one pass: the same bits as the layer copied and then darkened in
    /// place, with every kernel variant this CPU runs, across tile seams, at an offset, within
    /// a clip, and nothing written outside the layer.
    @Test func aDimmedLayerIsTheLayerCopiedThenDarkened() {
        let layer = TiledLayer(pixelWidth: 37, pixelHeight: 90, scale: 1, tileHeight: 16, isOpaque: true) { canvas in
            let top = Int(canvas.origin.y)
            for y in 0..<canvas.surface.height {
                for x in 0..<canvas.surface.width {
                    let v = UInt32((x * 37 + (top + y) * 11) & 0xff)
                    canvas.surface[x, y] = 0xff00_0000 | v << 16 | (255 - v) << 8 | UInt32((x * 5) & 0xff)
                }
            }
        }
        let bounds = PixelRect(x: 0, y: 0, width: 48, height: 30)
        for kernels in GlassKernels.runnable {
            for (keep, clip) in [(UInt32(235), bounds), (128, PixelRect(x: 5, y: 3, width: 20, height: 17)), (0, bounds)] {
                let renderer = FrameRenderer(options: RenderOptions(kernels: kernels))
                let dimmed = Surface(width: 48, height: 30)!, expected = Surface(width: 48, height: 30)!
                dimmed.fill(bounds, with: 0xff10_2030); expected.fill(bounds, with: 0xff10_2030)
                renderer.execute([.dimmedLayer(layer, offsetX: 6, offsetY: 21, bounds: bounds, keep: keep)],
                                 into: dimmed, region: clip, scale: 1, timer: StageTimer())
                layer.prepare(rows: 21, 51)
                layer.composite(into: expected, offsetX: 6, offsetY: 21, clip: clip)
                expected.darkenRows(clip.intersection(PixelRect(x: 6, y: 0, width: 37, height: 30)), keep255: keep)
                #expect(dimmed.largestChannelDifference(from: expected) == 0, "\(kernels.name) keep \(keep)")
                #expect(dimmed[2, 5] == 0xff10_2030 && dimmed[45, 20] == 0xff10_2030)
            }
        }
    }

    @Test func rasterizesOnlyTilesThatAreShown() {
        let layer = stripedLayer(height: 1000, tile: 100)
        layer.prepare(rows: 250, 320)
        #expect(layer.rasterizedTiles == 2)
        layer.prepare(rows: 250, 320)
        #expect(layer.rasterizedTiles == 2)
        #expect(layer.tileCount == 10)
    }

    @Test func clipLimitsWrites() {
        let layer = stripedLayer(height: 50, tile: 64)
        let frame = Surface(width: 8, height: 10)!
        layer.prepare(rows: 0, 10)
        layer.composite(into: frame, offsetX: 0, offsetY: 0, clip: PixelRect(x: 2, y: 3, width: 2, height: 2))
        #expect(frame[2, 3] == 0xff00_0003)
        #expect(frame[1, 3] == 0 && frame[2, 5] == 0)
    }

    /// A layer whose column x is painted with a colour that encodes x (a carousel's row).
    private func columnLayer(width: Int, tile: Int) -> TiledLayer {
        TiledLayer(pixelWidth: width, pixelHeight: 6, scale: 1, tileHeight: 6, tileWidth: tile, origin: Point(0, 100), isOpaque: true) { canvas in
            let left = Int(canvas.origin.x)
            #expect(canvas.origin.y == 100, "the painter sees the layer's origin")
            for x in 0..<canvas.surface.width {
                canvas.surface.fill(PixelRect(x: x, y: 0, width: 1, height: 6), with: 0xff00_0000 | UInt32((left + x) & 0xff))
            }
        }
    }

    @Test func compositesColumnsAtTheHorizontalOffsetAcrossTileSeams() {
        let layer = columnLayer(width: 200, tile: 32)
        #expect(layer.columns == 7 && layer.tileCount == 7)
        let frame = Surface(width: 50, height: 6)!
        // Layer column 45 lands on frame column 5 (offsetX −40).
        layer.prepare(PixelRect(x: 40, y: 0, width: 50, height: 6))
        #expect(layer.rasterizedTiles == 2, "only the columns shown are drawn")
        layer.composite(into: frame, offsetX: -40, offsetY: 0, clip: frame.bounds)
        for x in 0..<50 { #expect(frame[x, 3] == 0xff00_0000 | UInt32(40 + x)) }
    }

    @Test func evictKeepsOnlyTheColumnsAroundTheView() {
        let layer = columnLayer(width: 256, tile: 32)
        layer.prepare(layer.bounds)
        #expect(layer.residentBytes == 256 * 6 * 4)
        layer.evict(keeping: PixelRect(x: 64, y: 0, width: 64, height: 6))
        #expect(layer.residentBytes == 64 * 6 * 4)
    }
}

/// Memory (peak ≤ 200 MB at 1080p): the visible tab keeps the screens around its view, the
/// likeliest next tabs (neighbours in the bar, the one selected before, the search tab) their
/// first screen, and every other tab nothing.
@Suite struct TabMemoryTests {
    @Test func onlyTheLikeliestNextTabsStayDrawn() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("tv.json").path)
        #expect(scene.tabs.count >= 5)
        let search = try #require(scene.tabs.firstIndex { $0.role == .search })
        #expect(search > 4)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 480, pixelHeight: 400, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 480, height: 400)!
        func settle() {
            for _ in 0..<3 { s.step(to: p); TiledLayer.waitForPrefetch() }
        }
        settle()
        s.select(tab: 3, at: clock.now)
        settle()
        s.select(tab: 2, at: clock.now)
        for _ in 0..<30 { s.step(to: p) }
        settle()
        #expect(s.warmTabIndices == [1, 3, search])
        for tab in scene.tabs.indices where tab != 2 {
            let held = s.content.layers[s.tabID(tab)]?.heldTileCount ?? 0
            if s.warmTabIndices.contains(tab) {
                #expect(held > 0, "tab \(tab) is warm and keeps its first screen")
            } else {
                #expect(held == 0, "tab \(tab) is cold and keeps nothing, holds \(held) tiles")
            }
        }
    }

    /// A finger held on a tab in the bar, or the pill dragged over one, makes that tab the
    /// likeliest next: its first screen is drawn while the finger is down, so the switch on
    /// release finds it.
    @Test func theTabUnderAPressOrTheDraggedPillIsDrawnAhead() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("tv.json").path)
        let clock = FixedStepClock()
        let search = try #require(scene.tabs.firstIndex { $0.role == .search })
        let s = ViewerSession(scene: scene, pixelWidth: 480, pixelHeight: 400, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 480, height: 400)!
        func settle() {
            for _ in 0..<3 { clock.advance(); s.advance(to: clock.now); s.step(to: p); TiledLayer.waitForPrefetch() }
        }
        settle()
        #expect(s.warmTabIndices == [1, search])
        // The compact bar at 480 pt: Home, Originals, Sports, More and the search circle.
        let slots = s.tabBar.layout.slots
        let farSlot = slots.count - 2
        let farTab = try #require(s.tabBar.slots.tab(inSlot: farSlot))
        #expect(farTab > 1)
        #expect((s.content.layers[s.tabID(farTab)]?.heldTileCount ?? 0) == 0)
        let far = Point(slots[farSlot].midX, slots[farSlot].midY)
        s.handle(InputEvent(.down(button: 1), at: far, time: clock.now))
        settle()
        #expect(s.warmTabIndices == [1, farTab, search])
        #expect((s.content.layers[s.tabID(farTab)]?.heldTileCount ?? 0) > 0)
        s.handle(InputEvent(.up(button: 1), at: Point(far.x, far.y - 200), time: clock.now))
        settle()
        #expect(s.selectedTab == 0 && s.warmTabIndices == [1, search])

        // The pill, pressed and dragged over that tab.
        s.handle(InputEvent(.down(button: 1), at: Point(slots[0].midX, slots[0].midY), time: clock.now))
        s.handle(InputEvent(.move, at: far, time: clock.now))
        settle()
        #expect(s.warmTabIndices == [1, farTab, search])
        #expect((s.content.layers[s.tabID(farTab)]?.heldTileCount ?? 0) > 0)
    }
}
