import GlassKernels
import Testing
@testable import GlassCompositor

/// The scroll edge effect as a render stage (N6): a soft band blurs more toward the window edge,
/// damage under a band redraws the band it reads, a kept grid draws the same bits, and so does
/// every kernel level.
@Suite struct ScrollEdgeEffectTests {
    static let (width, height) = (240, 200)

    /// Black and white vertical stripes two pixels wide: every pixel differs from a neighbour.
    static func stripes() -> TiledLayer {
        TiledLayer(pixelWidth: width, pixelHeight: height + 40, scale: 1, tileHeight: 64, isOpaque: true) { canvas in
            let s = canvas.surface
            for y in 0..<s.height {
                let row = s.row(y)
                for x in 0..<s.width { row[x] = x / 2 % 2 == 0 ? 0xff00_0000 : 0xffff_ffff }
            }
        }
    }

    static func effect(_ edge: ScrollEdgeEffect.Edge, _ style: ScrollEdgeEffect.Style = .soft) -> ScrollEdgeEffect {
        ScrollEdgeEffect(edge: edge, style: style, barExtent: 30, pixelWidth: width, pixelHeight: height,
                         color: Color(white: 0.95, a: 1), scale: 2)
    }

    static var frame: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Mean difference between neighbouring pixels of row `y` (one channel).
    static func contrast(_ s: Surface, row y: Int) -> Double {
        let r = s.row(y)
        var sum = 0
        for x in 0..<(s.width - 1) { sum += abs(Int(r[x] & 0xff) - Int(r[x + 1] & 0xff)) }
        return Double(sum) / Double(s.width - 1)
    }

    func draw(_ commands: [RenderCommand], into surface: Surface, region: DamageRegion, renderer: FrameRenderer) {
        renderer.execute(commands, into: surface, region: region, scale: 2, timer: StageTimer())
    }

    @Test(arguments: [ScrollEdgeEffect.Edge.top, .bottom])
    func theBlurGrowsTowardTheWindowEdge(edge: ScrollEdgeEffect.Edge) throws {
        let layer = Self.stripes(), e = Self.effect(edge)
        let surface = try #require(Surface(width: Self.width, height: Self.height))
        draw([.layer(layer, offsetX: 0, offsetY: 0, bounds: Self.frame), .scrollEdge(e)], into: surface,
             region: DamageRegion(Self.frame), renderer: FrameRenderer())
        // Rows from the band's inner edge to the window edge; the stripes' contrast divided by
        // what the fade leaves is what the blur leaves.
        let rows = edge == .top ? Array(stride(from: e.bounds.y1 - 1, through: 0, by: -1)) : Array(e.bounds.y0..<e.bounds.y1)
        let left = rows.map { Self.contrast(surface, row: $0) / max(0.01, 1 - e.fade(atDepth: e.depth(row: $0))) }
        // Past the band the stripes are untouched: a full step every second pixel.
        let outside = edge == .top ? e.bounds.y1 : e.bounds.y0 - 1
        let sharp = Self.contrast(surface, row: outside)
        #expect(sharp > 0.99 * 255 / 2, "unchanged past the band: \(sharp)")
        #expect(left[0] > 0.9 * sharp, "the inner edge stays sharp: \(left[0])")
        #expect(left[left.count - 1] < 0.05 * sharp, "the window edge is blurred away: \(left[left.count - 1])")
        // Never sharper nearer the edge (a level of slack for rounding).
        for i in 1..<left.count { #expect(left[i] <= left[i - 1] + 1, "row \(rows[i]): \(left[i]) after \(left[i - 1])") }
    }

    @Test func aHardBandIsNearlyOpaqueWithAShortEdge() throws {
        let layer = Self.stripes(), e = Self.effect(.top, .hard)
        let surface = try #require(Surface(width: Self.width, height: Self.height))
        draw([.layer(layer, offsetX: 0, offsetY: 0, bounds: Self.frame), .scrollEdge(e)], into: surface,
             region: DamageRegion(Self.frame), renderer: FrameRenderer())
        #expect(Self.contrast(surface, row: 0) < 0.05 * 255)
        #expect(Self.contrast(surface, row: e.bounds.y1 - Int(ScrollEdgeEffect.hardEdge * 2) - 1) < 0.05 * 255)
        #expect(Self.contrast(surface, row: e.bounds.y1 - 1) > 0.8 * 255 / 2)
    }

    /// A small change under the top band, redrawn through the damage the tracker finds, gives
    /// the frame drawn whole; the band's rows are all in that damage, the rows under it not.
    @Test func aChangeUnderTheBandRedrawsTheBandItReads() throws {
        let layer = Self.stripes(), e = Self.effect(.top)
        let renderer = FrameRenderer(), glass = GlassRenderer()
        func plan(_ mark: UInt32) -> [RenderCommand] {
            [.layer(layer, offsetX: 0, offsetY: 0, bounds: Self.frame), .fill(mark, bounds: PixelRect(x: 100, y: 10, width: 6, height: 6)),
             .scrollEdge(e), .fill(0xff33_6699, bounds: PixelRect(x: 10, y: 150, width: 8, height: 8))]
        }
        var tracker = DamageTracker()
        func damage(_ commands: [RenderCommand]) -> DamageRegion {
            tracker.damage(for: commands.map { ($0.signature, $0.bounds(renderer: glass, scale: 2)) },
                           reach: commands.compactMap { $0.readReach(scale: 2) }, frame: Self.frame)
        }
        let surface = try #require(Surface(width: Self.width, height: Self.height))
        draw(plan(0xffff_0000), into: surface, region: damage(plan(0xffff_0000)), renderer: renderer)
        let changed = damage(plan(0xff00_ff00))
        #expect(changed.contains(e.bounds), "the whole band it reads: \(changed)")
        #expect(!changed.intersects(PixelRect(x: 0, y: e.bounds.y1, width: Self.width, height: Self.height - e.bounds.y1)))
        draw(plan(0xff00_ff00), into: surface, region: changed, renderer: renderer)
        let whole = try #require(Surface(width: Self.width, height: Self.height))
        draw(plan(0xff00_ff00), into: whole, region: DamageRegion(Self.frame), renderer: FrameRenderer())
        #expect(surface.hasSamePixels(as: whole))
    }

    /// A change drawn over the band (after it, as a menu or a pressed bar button) redraws
    /// only what it touches, with the kept grid, and gives the frame drawn whole; a change
    /// under the band, planned the same way, still redraws the band whole.
    @Test func aChangeOverTheBandRedrawsOnlyWhatItTouches() throws {
        let layer = Self.stripes(), e = Self.effect(.top)
        let renderer = FrameRenderer(), glass = GlassRenderer()
        let mark = PixelRect(x: 100, y: 10, width: 6, height: 6)
        func plan(over: UInt32, under: UInt32) -> [RenderCommand] {
            [.layer(layer, offsetX: 0, offsetY: 0, bounds: Self.frame), .fill(under, bounds: PixelRect(x: 40, y: 4, width: 4, height: 4)),
             .scrollEdge(e), .fill(over, bounds: mark)]
        }
        var tracker = DamageTracker()
        func damage(_ commands: [RenderCommand]) -> DamageRegion {
            let below = commands.indices.compactMap { i in
                commands[i].readsOnlyBelow ? commands[i].readReach(scale: 2).map { (index: i, reach: $0) } : nil
            }
            return tracker.damage(for: commands.map { ($0.signature, $0.bounds(renderer: glass, scale: 2)) },
                                  reach: commands.compactMap { $0.readsOnlyBelow ? nil : $0.readReach(scale: 2) },
                                  below: below, frame: Self.frame)
        }
        let surface = try #require(Surface(width: Self.width, height: Self.height))
        let first = plan(over: 0xffff_0000, under: 0xff00_00ff)
        draw(first, into: surface, region: damage(first), renderer: renderer)
        let over = plan(over: 0xff00_ff00, under: 0xff00_00ff)
        let changed = damage(over)
        #expect(changed == DamageRegion(mark), "only the mark: \(changed)")
        draw(over, into: surface, region: changed, renderer: renderer)
        #expect(renderer.scrollEdges.top.reusedGrids == 1)
        let whole = try #require(Surface(width: Self.width, height: Self.height))
        draw(over, into: whole, region: DamageRegion(Self.frame), renderer: FrameRenderer())
        #expect(surface.hasSamePixels(as: whole))
        let under = plan(over: 0xff00_ff00, under: 0xffff_ffff)
        let redrawn = damage(under)
        #expect(redrawn.contains(e.bounds), "the whole band: \(redrawn)")
        draw(under, into: surface, region: redrawn, renderer: renderer)
        draw(under, into: whole, region: DamageRegion(Self.frame), renderer: FrameRenderer())
        #expect(surface.hasSamePixels(as: whole))
    }

    /// A band redrawn over the same content keeps its blurred grid and draws the same bits as
    /// one that blurs afresh; scrolled content blurs afresh.
    @Test func aKeptGridDrawsTheSameBits() throws {
        let layer = Self.stripes(), e = Self.effect(.bottom)
        let renderer = FrameRenderer()
        let surface = try #require(Surface(width: Self.width, height: Self.height))
        func frame(scroll: Int, into s: Surface, with r: FrameRenderer) {
            draw([.layer(layer, offsetX: 0, offsetY: scroll, bounds: Self.frame), .scrollEdge(e)], into: s,
                 region: DamageRegion(Self.frame), renderer: r)
        }
        frame(scroll: 0, into: surface, with: renderer)
        frame(scroll: 0, into: surface, with: renderer)
        #expect(renderer.scrollEdges.bottom.reusedGrids == 1)
        let fresh = try #require(Surface(width: Self.width, height: Self.height))
        frame(scroll: 0, into: fresh, with: FrameRenderer())
        #expect(surface.hasSamePixels(as: fresh))
        frame(scroll: 3, into: surface, with: renderer)
        #expect(renderer.scrollEdges.bottom.reusedGrids == 1)
    }

    /// Soft and hard bands at both edges, at scale 1 (4-pixel cells) and 2 (8-pixel cells), over
    /// the whole frame and over a region that cuts rows short (the row pass's ends one by one):
    /// every kernel level this CPU runs draws the baseline's bits.
    @Test(arguments: [1.0, 2.0])
    func everyKernelLevelDrawsTheSameBits(scale: Double) throws {
        let layer = Self.stripes()
        let regions = [DamageRegion(Self.frame), DamageRegion(PixelRect(x: 3, y: 0, width: 117, height: Self.height))]
        func drawn(_ kernels: KernelVariant) throws -> [Surface] {
            var out: [Surface] = []
            for edge in [ScrollEdgeEffect.Edge.top, .bottom] {
                for style in [ScrollEdgeEffect.Style.soft, .hard] {
                    for region in regions {
                        let e = ScrollEdgeEffect(edge: edge, style: style, barExtent: 30, pixelWidth: Self.width, pixelHeight: Self.height,
                                                 color: Color(white: 0.1, a: 1), scale: scale)
                        let surface = try #require(Surface(width: Self.width, height: Self.height))
                        FrameRenderer(options: RenderOptions(kernels: kernels))
                            .execute([.layer(layer, offsetX: 0, offsetY: 7, bounds: Self.frame), .scrollEdge(e)], into: surface,
                                     region: region, scale: scale, timer: StageTimer())
                        out.append(surface)
                    }
                }
            }
            return out
        }
        let baseline = try drawn(.baseline)
        let others = GlassKernels.runnable.filter { $0 != .baseline }
        #expect(!others.isEmpty, "this CPU runs no kernel variant but the baseline")
        for variant in others {
            for (k, (a, b)) in zip(baseline, try drawn(variant)).enumerated() {
                #expect(a.diffCount(b) == 0, "\(variant.name), case \(k): \(a.diffCount(b)) pixels unlike the baseline's")
            }
        }
    }
}
