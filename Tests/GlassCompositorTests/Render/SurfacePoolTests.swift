import Testing
@testable import GlassCompositor

/// Surfaces' memory is reused (`SurfacePool`): under a new identity, cleared unless the
/// painter sets every pixel, bounded, never taken from under a frame that still reads it, made
/// ahead on request, and a page drawn into reused memory is the page drawn into fresh memory.
@Suite struct SurfacePoolTests {
    private func filled(_ w: Int, _ h: Int, _ value: UInt32) -> Surface {
        let s = Surface(width: w, height: h)!
        s.pixels.update(repeating: value, count: w * h)
        return s
    }

    @Test func memoryGivenBackIsTakenUnderANewIdentityClearedWhenAsked() throws {
        let pool = SurfacePool(capacityBytes: 1 << 20)
        let a = filled(16, 8, 0xdead_beef)
        let (memory, identity) = (a.pixels, a.identity)
        pool.give(a)
        let b = try #require(pool.take(width: 16, height: 8, cleared: false))
        #expect(b.pixels == memory && b.identity != identity, "the same memory, a new name for damage and caches")
        #expect(b[3, 5] == 0xdead_beef, "not cleared when the painter covers it")
        pool.give(b)
        #expect(pool.take(width: 8, height: 16, cleared: false)?.pixels != memory, "only a surface of the same size")
        let c = try #require(pool.take(width: 16, height: 8, cleared: true))
        #expect(c.pixels == memory)
        #expect((0..<(16 * 8)).allSatisfy { c.pixels[$0] == 0 }, "cleared: a tile starts transparent")
        #expect(pool.keptBytes == 0)
    }

    @Test func keepsAtMostItsCapacityLettingTheOldestGo() {
        let pool = SurfacePool(capacityBytes: 2 * 16 * 8 * 4)
        let surfaces = (0..<3).map { filled(16, 8, UInt32($0)) }
        let memory = surfaces.map(\.pixels)
        for s in surfaces { pool.give(s) }
        #expect(pool.keptBytes == 2 * 16 * 8 * 4)
        let taken = [pool.take(width: 16, height: 8, cleared: false), pool.take(width: 16, height: 8, cleared: false)].map { $0?.pixels }
        #expect(Set(taken.compactMap { $0 }) == Set(memory.suffix(2)), "the first given went first")
        #expect(pool.keptBytes == 0)
    }

    /// The pool keeps one and a half screens of tiles of the largest window a session drew
    /// (a 4K screen of tiles is 33 MB, more than the 24 MB it starts with), and never shrinks.
    @Test func itsCapacityGrowsWithTheWindow() throws {
        let pool = SurfacePool(capacityBytes: 1 << 20)
        pool.growCapacity(forScreenBytes: 2 << 20)
        #expect(pool.capacityBytes == 3 << 20)
        pool.growCapacity(forScreenBytes: 1 << 19)
        #expect(pool.capacityBytes == 3 << 20)
        let big = filled(1024, 512, 7)     // 2 MB: over the old capacity, within the new one
        pool.give(big)
        #expect(pool.keptBytes == 2 << 20)
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("mail.json").path)
        _ = ViewerSession(scene: scene, pixelWidth: 3840, pixelHeight: 2160, scale: 2)
        #expect(SurfacePool.tiles.capacityBytes >= 3840 * 2160 * 4 * 3 / 2)
    }

    /// `stock` makes a surface of a size in the background and keeps it, once however often
    /// asked, and not while one of that size is kept.
    @Test func stockMakesOneSurfaceOfASizeAhead() throws {
        let pool = SurfacePool(capacityBytes: 1 << 20)
        pool.stock(width: 16, height: 8)
        pool.stock(width: 16, height: 8)
        SurfacePool.waitForStock()
        #expect(pool.keptBytes == 16 * 8 * 4, "one, however often asked")
        let s = try #require(pool.take(width: 16, height: 8, cleared: false))
        #expect(pool.keptBytes == 0)
        #expect((0..<(16 * 8)).allSatisfy { s.pixels[$0] == 0 }, "made fresh: zeroed")
        pool.give(s)
        pool.stock(width: 16, height: 8)
        SurfacePool.waitForStock()
        #expect(pool.keptBytes == 16 * 8 * 4, "none made while one is kept")
    }

    /// `giveBack` keeps a surface only when the slot held its last reference.
    @Test func giveBackKeepsOnlyASurfaceNothingElseHolds() {
        let pool = SurfacePool(capacityBytes: 1 << 20)
        var slot: Surface? = filled(16, 8, 1)
        let held = slot
        withExtendedLifetime(held) { pool.giveBack(&slot) }
        #expect(slot == nil && pool.keptBytes == 0, "a frame still reads it")
        var alone: Surface? = filled(16, 8, 2)
        pool.giveBack(&alone)
        #expect(alone == nil && pool.keptBytes == 16 * 8 * 4)
    }

    /// A dropped layer's tiles go back, but not one a frame or overlay still holds; evicted
    /// tiles go back too.
    @Test func aLayersTilesGoBackUnlessSomeoneStillHoldsThem() {
        let pool = SurfacePool(capacityBytes: 1 << 20)
        var layer: TiledLayer? = TiledLayer(pixelWidth: 8, pixelHeight: 40, scale: 1, tileHeight: 10, isOpaque: true, pool: pool) { canvas in
            canvas.surface.fill(canvas.surface.bounds, with: 0xff11_2233)
        }
        layer!.prepare(layer!.bounds)
        layer!.evict(keepingRows: 0, 30)
        #expect(pool.keptBytes == 8 * 10 * 4, "the evicted tile")
        let held = layer!.tile(0)
        layer = nil
        #expect(pool.keptBytes == 3 * 8 * 10 * 4, "two of the three left; tile 0 is still read")
        #expect(held[0, 0] == 0xff11_2233)
    }

    /// A page that lets go of its layer (a keystroke laid it out again) gives the tiles' memory
    /// back at once, though the frame before still holds the layer: the new layer draws its
    /// screen in the same frame, into that memory rather than fresh memory. The old layer
    /// still draws what it showed if asked (its tiles drawn again).
    @Test func aDroppedPageLayerGivesItsTilesBackThoughTheFrameBeforeHoldsIt() {
        let pool = SurfacePool(capacityBytes: 1 << 20)
        let page = Page(.root(TabID("inbox")))
        let layer = TiledLayer(pixelWidth: 8, pixelHeight: 40, scale: 1, tileHeight: 10, isOpaque: true, pool: pool) { canvas in
            canvas.surface.fill(canvas.surface.bounds, with: 0xff11_2233)
        }
        page.layer = layer
        layer.prepare(layer.bounds)
        page.dropLayer()
        #expect(page.layer == nil && page.layerShape == nil)
        #expect(pool.keptBytes == 4 * 8 * 10 * 4, "all four tiles, while `layer` is still held")
        let next = pool.take(width: 8, height: 10, cleared: false)
        #expect(next?[0, 0] == 0xff11_2233, "the new layer's tile is the old one's memory")
        #expect(layer.tile(2)[3, 5] == 0xff11_2233, "drawn again on demand")
    }

    /// The search tab's results page at a fractional scale (the page colour's fill ends a
    /// hair from the tile's edge) and at 2, drawn while the shared pool holds memory full of
    /// garbage at its tiles' sizes, is the page drawn into fresh memory.
    @Test func aPageDrawnIntoReusedMemoryIsThePageDrawnIntoFreshMemory() throws {
        let scene = try SearchTabTests.music()
        for (scale, size) in [(1.5, Size(700.7, 560.7)), (2.0, Size(411.5, 600))] {
            func frame(poisoned: Bool) throws -> Surface {
                let width = Int(size.width * scale)
                func poison() {
                    guard poisoned else { return }
                    for h in [256, Int(size.height * scale) % 256] where h > 0 {
                        for _ in 0..<4 { SurfacePool.tiles.give(filled(width, h, 0x7f13_5799)) }
                    }
                }
                poison()
                let d = NavigationDriver(scene, scale: scale, size: size)
                let circle = try #require(d.session.tabBar.layout.search)
                d.tap(Point(circle.midX, circle.midY))
                d.settle()
                let field = try #require(d.session.tabBar.searchFieldFrame)
                d.tap(Point(field.midX, field.midY))
                for text in ["m", "i"] {
                    d.session.handle(InputEvent(.text(text), time: d.t))
                    d.t += 0.12
                    poison()
                    d.settle()
                }
                let presenter = try #require(OffscreenPresenter(width: d.session.ui.pixelWidth, height: d.session.ui.pixelHeight))
                d.session.renderFrame(to: presenter)
                let rows = d.session.content.layout(tab: try #require(d.session.ui.selectedTabID)).items.filter {
                    if case .row(let r) = $0.item { return r.id?.hasPrefix(SearchTabPage.resultPrefix) == true } else { return false }
                }
                #expect(rows.count > 3, "the page lists results")
                return presenter.surface
            }
            let fresh = try frame(poisoned: false)
            let reused = try frame(poisoned: true)
            #expect(fresh.diffCount(reused) == 0, "at scale \(scale)")
        }
    }
}
