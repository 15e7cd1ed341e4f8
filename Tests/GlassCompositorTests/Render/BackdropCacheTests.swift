import Testing
@testable import GlassCompositor

/// `BackdropCache`: glass over scrolling content keeps its blurred rows from frame to frame and
/// blurs only what scrolls in, giving the same bits as blurring every row of every frame; another
/// layer or fill colour under the glass starts over, and rows under anything else drawn there
/// (an overlay, a bar's band) are blurred again.
@Suite struct BackdropCacheTests {
    static let width = 240, height = 160

    /// Content with fine stripes, a gradient and transparent bands (the fill shows through),
    /// every pixel a function of its content position.
    static func layer(seed: UInt32 = 0) -> TiledLayer {
        TiledLayer(pixelWidth: width, pixelHeight: 1200, scale: 1, tileHeight: 64, isOpaque: false) { canvas in
            let top = Int(canvas.origin.y)
            let s = canvas.surface
            for y in 0..<s.height {
                let cy = top + y
                for x in 0..<s.width {
                    if (cy / 23) % 5 == 4 { s[x, y] = 0; continue }
                    let r = UInt32((x * 3 + cy) & 0xff) ^ seed, g: UInt32 = (x / 2 + cy / 3) % 2 == 0 ? 200 : 20
                    let b = UInt32((cy * 5) & 0xff)
                    s[x, y] = 0xff00_0000 | (r & 0xff) << 16 | g << 8 | b
                }
            }
        }
    }

    /// A regular capsule (σ on the float path), a clear circle (the small-σ path), glass with
    /// more frost, and a bar at the frame's top edge (its region is cut by the frame, so the
    /// rows near the edge read mirrored rows and are blurred every frame).
    static func glass(tint: Color? = nil, darkness: Double? = nil) -> [RenderCommand] {
        var frosted = GlassStyle.regular()
        frosted.frost = 16
        var tinted = GlassStyle.regular()
        tinted.tint = tint
        // Glass flipping between light and dark: its frost moves between 7 and 5 pt, its
        // grading with it.
        let flipping = darkness.map {
            [GlassItem(field: GlassField(.capsule(Rect(x: 20, y: 112, width: 80, height: 36))),
                       style: GlassStyle.preset(.regular, darkness: $0), glyphs: nil, glyphOrigin: (0, 0))]
        } ?? []
        let items = flipping + [
            GlassItem(field: GlassField(.capsule(Rect(x: 16, y: 56, width: 90, height: 40))), style: tinted,
                      glyphs: nil, glyphOrigin: (0, 0)),
            GlassItem(field: GlassField(.circle(Rect(x: 120, y: 70, width: 56, height: 56))), style: .clear(),
                      glyphs: nil, glyphOrigin: (0, 0)),
            GlassItem(field: GlassField(.roundedRect(Rect(x: 150, y: 4, width: 80, height: 30), radius: 10)),
                      style: frosted, glyphs: nil, glyphOrigin: (0, 0)),
        ]
        return items.map { .glass($0) }
    }

    static func commands(_ layer: TiledLayer, scroll: Int, fill: UInt32 = 0xffe0_e8f0, tint: Color? = nil,
                         darkness: Double? = nil, overlay: Surface? = nil) -> [RenderCommand] {
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        var commands: [RenderCommand] = [.fill(fill, bounds: bounds),
                                         .layer(layer, offsetX: 0, offsetY: scroll, bounds: bounds)]
        if let overlay { commands.append(.overlay(overlay, x: 30, y: 60, version: 0)) }
        return commands + glass(tint: tint, darkness: darkness)
    }

    /// Draws each frame's commands on a new frame with a renderer that keeps rows (or not).
    static func draw(_ frames: [[RenderCommand]], keepingRows: Bool) -> (frames: [Surface], renderer: FrameRenderer) {
        let renderer = FrameRenderer()
        renderer.glassLayer.keepsBackdropRows = keepingRows
        let drawn = frames.map { commands in
            let frame = Surface(width: width, height: height)!
            renderer.execute(commands, into: frame, region: frame.bounds, scale: 1, timer: StageTimer())
            return frame
        }
        return (drawn, renderer)
    }

    @Test func scrollingKeepsRowsAndDrawsTheSameBits() {
        let layer = Self.layer()
        // Down, still, back up, a jump, and a tint change (the grading) on the way.
        let scrolls = [0, 5, 5, 12, 30, 29, 64, 64, 200, 7]
        // One glass flips from light to dark on the way: its frost (σ) and grading change.
        let darkness = [0, 0, 0.2, 0.5, 0.8, 0.95, 1, 1, 0.6, 0.3]
        let frames = scrolls.enumerated().map { i, y in
            Self.commands(layer, scroll: y, tint: i >= 6 ? Color(r: 0.9, g: 0.3, b: 0.1) : nil, darkness: darkness[i])
        }
        let kept = Self.draw(frames, keepingRows: true), fresh = Self.draw(frames, keepingRows: false)
        for (i, (a, b)) in zip(kept.frames, fresh.frames).enumerated() {
            #expect(a.largestChannelDifference(from: b) == 0, "frame \(i)")
        }
        // Rows really were kept: the still frames keep all of them, small scrolls most.
        let rows = kept.renderer.glassLayer.backdropRows
        #expect(rows.reused > rows.blurred)
        #expect(fresh.renderer.glassLayer.backdropRows.reused == 0)
        // And the glass is there.
        #expect(kept.frames[0].largestChannelDifference(from: Self.draw([Array(frames[0].prefix(2))], keepingRows: true).frames[0]) > 20)
    }

    @Test func anotherLayerOrFillStartsOverAndAnOverlaysRowsAreBlurredAgain() {
        let first = Self.layer(), second = Self.layer(seed: 0x5a)
        let overlay = Surface(width: 60, height: 30)!
        overlay.fill(overlay.bounds, with: 0xc040_1020)
        // The same scroll every frame: only what lies under the glass changes.
        let frames = [
            Self.commands(first, scroll: 40), Self.commands(first, scroll: 40),
            Self.commands(second, scroll: 40),
            Self.commands(second, scroll: 40, fill: 0xff20_2020),
            Self.commands(second, scroll: 40, fill: 0xff20_2020, overlay: overlay),
            Self.commands(second, scroll: 40, fill: 0xff20_2020),
        ]
        let kept = Self.draw(frames, keepingRows: true), fresh = Self.draw(frames, keepingRows: false)
        for (i, (a, b)) in zip(kept.frames, fresh.frames).enumerated() {
            #expect(a.largestChannelDifference(from: b) == 0, "frame \(i)")
        }
        // Each change shows under the glass, so a kept row would have been wrong.
        for i in 2...5 { #expect(kept.frames[i].largestChannelDifference(from: kept.frames[i - 1]) > 10) }
        #expect(kept.renderer.glassLayer.backdropRows.reused > 0)
    }

    /// Rows under something besides the content (a bar's band across the top, an indicator
    /// moving down the side) or past the layer's end (a page shorter than the window) are
    /// blurred every frame and never kept; the rows clear of them are kept. The indicator moves
    /// every frame and the page's end appears on the way, so a row kept across them would show
    /// a stale picture.
    @Test func rowsUnderOtherThingsAreBlurredAndTheRestKept() {
        let layer = Self.layer()
        let band = Surface(width: Self.width, height: 24)!
        band.fill(band.bounds, with: 0xe0f0_f0f0)
        let indicator = Surface(width: 6, height: 50)!
        indicator.fill(indicator.bounds, with: 0xc000_0000)
        let bounds = PixelRect(x: 0, y: 0, width: Self.width, height: Self.height)
        let scrolls = [0, 6, 6, 20, 33, 33, 90, 91]
        let frames = scrolls.enumerated().map { i, y -> [RenderCommand] in
            let page = i >= 3 ? PixelRect(x: 0, y: 0, width: Self.width, height: Self.height - 12 + i) : bounds
            return [.fill(0xffe0_e8f0, bounds: bounds), .layer(layer, offsetX: 0, offsetY: y, bounds: page),
                    .overlay(band, x: 0, y: 0, version: 0), .overlay(indicator, x: 60, y: 40 + 9 * i, version: 0)]
                + Self.glass()
        }
        let kept = Self.draw(frames, keepingRows: true), fresh = Self.draw(frames, keepingRows: false)
        for (i, (a, b)) in zip(kept.frames, fresh.frames).enumerated() {
            #expect(a.largestChannelDifference(from: b) == 0, "frame \(i)")
        }
        let rows = kept.renderer.glassLayer.backdropRows
        #expect(rows.reused > 0 && rows.blurred > 0)
        #expect(fresh.renderer.glassLayer.backdropRows.reused == 0)
    }

    /// The grid anchored to the content samples the blur at another phase than the grid at the
    /// region's corner: the pictures agree closely (at most 16 levels on these 1-2 px
    /// checkers of saturated colours, where the coarse grid's reconstruction differs most); a
    /// misplaced grid would shift the blurred picture by up to a cell.
    @Test func anchoredGridLooksLikeTheRegionsGrid() {
        let layer = Self.layer()
        for scroll in [0, 5, 13] {
            let commands = Self.commands(layer, scroll: scroll)
            let anchored = Self.draw([commands], keepingRows: true).frames[0]
            let plain = Surface(width: Self.width, height: Self.height)!
            let renderer = FrameRenderer()
            renderer.execute(Array(commands.prefix(2)), into: plain, region: plain.bounds, scale: 1, timer: StageTimer())
            let run = commands.dropFirst(2).compactMap { c -> GlassLayer.Work? in
                if case .glass(let item) = c { return .glass(item) } else { return nil }
            }
            _ = renderer.glassLayer.draw(run, into: plain, region: plain.bounds, scale: 1, under: nil)
            #expect(renderer.glassLayer.backdropRows.reused + renderer.glassLayer.backdropRows.blurred == 0)
            let diff = PixelDiff(actual: anchored, expected: plain, channelThreshold: 8)!
            #expect(diff.maxDifference <= 16 && diff.meanDifference < 0.5 && diff.differingFraction < 0.01,
                    "scroll \(scroll): \(diff.maxDifference) levels at most, \(diff.meanDifference) on average")
        }
    }
}

/// `BackdropSource`: a region counts as content only when fills and one layer, each covering it
/// whole, drew it this frame, and nothing else did; as scrolling content with dirty rectangles
/// when the fills and the layer span its columns and something else drew only some of its rows.
@Suite struct BackdropSourceTests {
    static let frame = PixelRect(x: 0, y: 0, width: 200, height: 100)
    static let region = PixelRect(x: 20, y: 20, width: 60, height: 40)

    static func source(_ commands: [RenderCommand], redrawn: PixelRect = frame) -> BackdropSource {
        BackdropSource(commands[...], region: redrawn, renderer: GlassRenderer(), scale: 1)
    }

    @Test func fillsAndOneLayerCoveringTheRegionAreContent() throws {
        let layer = BackdropCacheTests.layer()
        let s = Self.source([.fill(0xffff_ffff, bounds: Self.frame), .layer(layer, offsetX: 3, offsetY: 17, bounds: Self.frame),
                             .fill(0xff00_0000, bounds: PixelRect(x: 150, y: 0, width: 50, height: 100))])
        let content = try #require(s.content(under: Self.region))
        #expect(content.stack == [.fill(0xffff_ffff), .layer(offsetX: 3)])
        #expect(content.offsetY == 17 && content.layer === layer)
        // The same picture scrolled elsewhere shows the same content; another layer does not.
        let scrolled = try #require(Self.source([.fill(0xffff_ffff, bounds: Self.frame),
                                                 .layer(layer, offsetX: 3, offsetY: 90, bounds: Self.frame)])
            .content(under: Self.region))
        #expect(scrolled.showsSameContent(as: content) && scrolled != content)
        let other = try #require(Self.source([.fill(0xffff_ffff, bounds: Self.frame),
                                              .layer(BackdropCacheTests.layer(), offsetX: 3, offsetY: 17, bounds: Self.frame)])
            .content(under: Self.region))
        #expect(!other.showsSameContent(as: content))
    }

    /// Besides the content, what else drew under the region and where the content's fills or
    /// layer end are the dirty rectangles (the rows clear of them show the content alone).
    @Test func otherThingsAndAShortLayerLeaveDirtyRectangles() throws {
        let layer = BackdropCacheTests.layer()
        let label = Surface(width: 10, height: 10)!
        let page = PixelRect(x: 0, y: 0, width: 200, height: 50)
        let s = Self.source([.fill(0xffff_ffff, bounds: Self.frame), .layer(layer, offsetX: 0, offsetY: 7, bounds: page),
                             .overlay(label, x: 70, y: 25, version: 0), .overlay(label, x: 150, y: 0, version: 0)])
        #expect(s.content(under: Self.region) == nil)
        let found = try #require(s.scrollingContent(under: Self.region))
        #expect(found.content.stack == [.fill(0xffff_ffff), .layer(offsetX: 0)])
        #expect(found.content.offsetY == 7 && found.content.layer === layer)
        #expect(found.dirty == [PixelRect(x0: 20, y0: 50, x1: 80, y1: 60), PixelRect(x0: 70, y0: 25, x1: 80, y1: 35)])
        // Whole, the same commands leave nothing dirty.
        let whole = try #require(Self.source([.fill(0xffff_ffff, bounds: Self.frame),
                                              .layer(layer, offsetX: 0, offsetY: 7, bounds: Self.frame)])
            .scrollingContent(under: Self.region))
        #expect(whole.dirty.isEmpty && whole.content.showsSameContent(as: found.content))
        // Not content: a layer across only some of the region's columns, and a region whose
        // every row something else drew in.
        let strip = Surface(width: 4, height: 100)!
        let notContent: [[RenderCommand]] = [
            [.fill(0xffff_ffff, bounds: Self.frame), .layer(layer, offsetX: 0, offsetY: 0, bounds: PixelRect(x: 0, y: 0, width: 50, height: 100))],
            [.fill(0xffff_ffff, bounds: Self.frame), .layer(layer, offsetX: 0, offsetY: 0, bounds: Self.frame),
             .overlay(strip, x: 40, y: 0, version: 0)],
        ]
        for commands in notContent { #expect(Self.source(commands).scrollingContent(under: Self.region) == nil) }
    }

    @Test func anythingElseUnderTheRegionIsNotContent() {
        let layer = BackdropCacheTests.layer()
        let base: [RenderCommand] = [.fill(0xffff_ffff, bounds: Self.frame), .layer(layer, offsetX: 0, offsetY: 0, bounds: Self.frame)]
        let label = Surface(width: 10, height: 10)!
        let glass = GlassItem(field: GlassField(.circle(Rect(x: 60, y: 30, width: 20, height: 20))), style: .regular(),
                              glyphs: nil, glyphOrigin: (0, 0))
        let cases: [[RenderCommand]] = [
            base + [.overlay(label, x: 70, y: 50, version: 0)],
            base + [.fadingLayer(layer, offsetX: 0, offsetY: 0, bounds: Self.frame, opacity: 128)],
            base + [.glass(glass)],
            base + [.layer(layer, offsetX: 0, offsetY: 5, bounds: Self.frame)],             // a second layer
            [.fill(0xffff_ffff, bounds: Self.frame), .layer(layer, offsetX: 0, offsetY: 0,   // a layer cut short
                                                            bounds: PixelRect(x: 0, y: 0, width: 200, height: 50))],
        ]
        for commands in cases { #expect(Self.source(commands).content(under: Self.region) == nil) }
        // Not redrawn whole: outside the redrawn pixels the frame holds the last frame's glass.
        #expect(Self.source(base, redrawn: PixelRect(x: 0, y: 0, width: 200, height: 50)).content(under: Self.region) == nil)
        // Things beside the region do not matter.
        #expect(Self.source(base + [.overlay(label, x: 150, y: 0, version: 0)]).content(under: Self.region) != nil)
    }
}
