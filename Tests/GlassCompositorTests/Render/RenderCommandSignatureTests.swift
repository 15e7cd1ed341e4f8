import Testing
@testable import GlassCompositor

/// Signatures are values: a change to anything a command's pixels depend on changes its
/// signature, nothing else does, and no object is ever taken for one freed before it.
@Suite struct RenderCommandSignatureTests {
    static let bounds = PixelRect(x: 4, y: 6, width: 40, height: 30)

    static func layer() -> TiledLayer {
        TiledLayer(pixelWidth: 64, pixelHeight: 64, scale: 1, tileHeight: 64, isOpaque: true) { _ in }
    }

    /// The kind of a command. Exhaustive on purpose: a new kind does not compile here until the
    /// test below gives it variants.
    static func kind(_ c: RenderCommand) -> String {
        switch c {
        case .fill: return "fill"
        case .layer: return "layer"
        case .fadingLayer: return "fadingLayer"
        case .dimmedLayer: return "dimmedLayer"
        case .glass: return "glass"
        case .overlay: return "overlay"
        case .fadedOverlay: return "fadedOverlay"
        case .scrim: return "scrim"
        case .recede: return "recede"
        case .scrollEdge: return "scrollEdge"
        }
    }
    static let kinds = ["fill", "layer", "fadingLayer", "dimmedLayer", "glass", "overlay", "fadedOverlay", "scrim", "recede", "scrollEdge"]

    /// A glass item with glyphs, each field at a value the variants move away from.
    static func glass(_ glyphs: Surface) -> GlassItem {
        var g = GlassItem(field: GlassField(.capsule(Rect(x: 10, y: 10, width: 60, height: 30))), style: .regular(),
                          glyphs: glyphs, glyphOrigin: (12, 14), glyphVersion: 3)
        g.glyphClip = PixelRect(x: 10, y: 10, width: 60, height: 30)
        g.glyphOpacity = 200
        g.planUse = .still
        return g
    }

    /// For every kind, one command and, for each field that changes its pixels, the command
    /// with only that field changed. The objects are kept alive by the caller.
    static func commandsByKind(layer: TiledLayer, other: TiledLayer, surface: Surface, otherSurface: Surface) -> [[RenderCommand]] {
        let b = bounds, moved = PixelRect(x: 5, y: 6, width: 40, height: 30)
        let g = glass(surface)
        func glassWith(_ change: (inout GlassItem) -> Void) -> RenderCommand { var c = g; change(&c); return .glass(c) }
        return [
            [.fill(0x8000_0000, bounds: b), .fill(0x8000_0001, bounds: b), .fill(0x8000_0000, bounds: moved)],
            [.layer(layer, offsetX: 1, offsetY: 2, bounds: b), .layer(other, offsetX: 1, offsetY: 2, bounds: b),
             .layer(layer, offsetX: 0, offsetY: 2, bounds: b), .layer(layer, offsetX: 1, offsetY: 3, bounds: b),
             .layer(layer, offsetX: 1, offsetY: 2, bounds: moved)],
            [.fadingLayer(layer, offsetX: 1, offsetY: 2, bounds: b, opacity: 128), .fadingLayer(other, offsetX: 1, offsetY: 2, bounds: b, opacity: 128),
             .fadingLayer(layer, offsetX: 0, offsetY: 2, bounds: b, opacity: 128), .fadingLayer(layer, offsetX: 1, offsetY: 3, bounds: b, opacity: 128),
             .fadingLayer(layer, offsetX: 1, offsetY: 2, bounds: moved, opacity: 128), .fadingLayer(layer, offsetX: 1, offsetY: 2, bounds: b, opacity: 129)],
            [.dimmedLayer(layer, offsetX: 1, offsetY: 2, bounds: b, keep: 128), .dimmedLayer(other, offsetX: 1, offsetY: 2, bounds: b, keep: 128),
             .dimmedLayer(layer, offsetX: 0, offsetY: 2, bounds: b, keep: 128), .dimmedLayer(layer, offsetX: 1, offsetY: 3, bounds: b, keep: 128),
             .dimmedLayer(layer, offsetX: 1, offsetY: 2, bounds: moved, keep: 128), .dimmedLayer(layer, offsetX: 1, offsetY: 2, bounds: b, keep: 129)],
            [.glass(g),
             glassWith { $0.field = GlassField(.capsule(Rect(x: 10, y: 10, width: 61, height: 30))) },
             glassWith { $0.field = GlassField([.capsule(Rect(x: 10, y: 10, width: 60, height: 30))], spacing: 4) },
             glassWith { $0.style = .clear() },
             glassWith { $0.style.tintAmount += 0.01 },
             glassWith { $0.memberStyles = [.regular()] },
             glassWith { $0.glyphs = otherSurface },
             glassWith { $0.glyphs = nil },
             glassWith { $0.glyphVersion += 1 },
             glassWith { $0.glyphOrigin.x += 1 },
             glassWith { $0.glyphOrigin.y += 1 },
             glassWith { $0.glyphClip = nil },
             glassWith { $0.glyphClip = PixelRect(x: 10, y: 10, width: 59, height: 30) },
             glassWith { $0.glyphOpacity = 199 },
             glassWith { $0.planUse = .moving }],
            [.overlay(surface, x: 1, y: 2, version: 0), .overlay(otherSurface, x: 1, y: 2, version: 0),
             .overlay(surface, x: 0, y: 2, version: 0), .overlay(surface, x: 1, y: 3, version: 0), .overlay(surface, x: 1, y: 2, version: 1)],
            [.fadedOverlay(surface, x: 1, y: 2, version: 0, opacity: 128), .fadedOverlay(otherSurface, x: 1, y: 2, version: 0, opacity: 128),
             .fadedOverlay(surface, x: 0, y: 2, version: 0, opacity: 128), .fadedOverlay(surface, x: 1, y: 3, version: 0, opacity: 128),
             .fadedOverlay(surface, x: 1, y: 2, version: 1, opacity: 128), .fadedOverlay(surface, x: 1, y: 2, version: 0, opacity: 129)],
            // The same numbers as the dimmed layer's keep and bounds, and as the fill: a
            // different kind all the same (a scrim once hashed with a dimmed layer's tag).
            [.scrim(0x8000_0000, bounds: b), .scrim(0x8000_0001, bounds: b), .scrim(0x8000_0000, bounds: moved), .scrim(128, bounds: b)],
            [.recede(FrameRecede(scale: 0.93, originX: 1, originY: 2, radius: 3, bounds: b)),
             .recede(FrameRecede(scale: 0.94, originX: 1, originY: 2, radius: 3, bounds: b)),
             .recede(FrameRecede(scale: 0.93, originX: 0, originY: 2, radius: 3, bounds: b)),
             .recede(FrameRecede(scale: 0.93, originX: 1, originY: 3, radius: 3, bounds: b)),
             .recede(FrameRecede(scale: 0.93, originX: 1, originY: 2, radius: 4, bounds: b)),
             .recede(FrameRecede(scale: 0.93, originX: 1, originY: 2, radius: 3, bounds: moved))],
            [edge { _ in }, edge { $0.edge = .bottom }, edge { $0.style = .hard }, edge { $0.bounds = moved },
             edge { $0.color = 0xff00_0001 }, edge { $0.scale = 3 }],
        ]
    }

    /// A scroll edge band with one field changed.
    static func edge(_ change: (inout ScrollEdgeEffect) -> Void) -> RenderCommand {
        var e = ScrollEdgeEffect(edge: .top, style: .soft, barExtent: 20, pixelWidth: 40, pixelHeight: 100,
                                 color: Color(white: 0.9, a: 1), scale: 2)
        change(&e)
        return .scrollEdge(e)
    }

    @Test func everyFieldThatChangesPixelsChangesTheSignature() {
        let (layer, other) = (Self.layer(), Self.layer())
        let (surface, otherSurface) = (Surface(width: 8, height: 8)!, Surface(width: 8, height: 8)!)
        let groups = Self.commandsByKind(layer: layer, other: other, surface: surface, otherSurface: otherSurface)
        #expect(groups.map { Self.kind($0[0]) } == Self.kinds)
        for group in groups { #expect(Set(group.map(Self.kind)).count == 1) }
        // Every command differs from every other, within a kind and across kinds.
        let all = groups.flatMap { $0 }
        let signatures = all.map(\.signature)
        for i in signatures.indices {
            for j in signatures.indices where j != i {
                #expect(signatures[i] != signatures[j], "\(all[i]) and \(all[j])")
            }
        }
        // Equal commands, built again from the same values, have equal signatures.
        let again = Self.commandsByKind(layer: layer, other: other, surface: surface, otherSurface: otherSurface).flatMap { $0 }
        #expect(again.map(\.signature) == signatures)
    }

    @Test func whatChangesNoPixelLeavesTheSignature() {
        let glyphs = Surface(width: 8, height: 8)!
        var a = Self.glass(glyphs), b = a
        b.sceneID = "button"
        #expect(RenderCommand.glass(a).signature == RenderCommand.glass(b).signature)
        // Without glyphs, where they would go and how they would look draw nothing.
        a.glyphs = nil
        b = a
        b.glyphOrigin = (99, 99); b.glyphVersion = 7; b.glyphClip = nil; b.glyphOpacity = 1
        #expect(RenderCommand.glass(a).signature == RenderCommand.glass(b).signature)
    }

    @Test func aFreedLayerIsNeverTakenForANewOne() {
        var layer: TiledLayer? = Self.layer()
        let old = RenderCommand.layer(layer!, offsetX: 0, offsetY: 0, bounds: Self.bounds).signature
        layer = nil
        // Same-sized objects made after a free often land at the freed address; an identity
        // is not an address.
        for _ in 0..<2000 {
            let fresh = Self.layer()
            #expect(RenderCommand.layer(fresh, offsetX: 0, offsetY: 0, bounds: Self.bounds).signature != old)
        }
    }

    @Test func aFreedSurfaceIsNeverTakenForANewOne() {
        var surface: Surface? = Surface(width: 16, height: 16)
        let old = RenderCommand.overlay(surface!, x: 0, y: 0, version: 0).signature
        let glassOld = RenderCommand.glass(Self.glass(surface!)).signature
        surface = nil
        for _ in 0..<2000 {
            let fresh = Surface(width: 16, height: 16)!
            #expect(RenderCommand.overlay(fresh, x: 0, y: 0, version: 0).signature != old)
            #expect(RenderCommand.glass(Self.glass(fresh)).signature != glassOld)
        }
    }

    @Test func identitiesAreNeverRepeated() {
        let ids = (0..<1000).map { _ in Surface(width: 1, height: 1)!.identity } + (0..<100).map { _ in Self.layer().identity }
        #expect(Set(ids).count == ids.count)
    }

    @Test func aReplacedLayerWithTheSameGeometryIsDamage() {
        let frame = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let renderer = GlassRenderer()
        func plan(_ layer: TiledLayer) -> [(signature: RenderCommand.Signature, bounds: PixelRect)] {
            let c = RenderCommand.layer(layer, offsetX: 0, offsetY: 0, bounds: Self.bounds)
            return [(c.signature, c.bounds(renderer: renderer, scale: 1))]
        }
        var tracker = DamageTracker()
        let first = Self.layer()
        _ = tracker.damage(for: plan(first), reach: [], frame: frame)
        #expect(tracker.damage(for: plan(first), reach: [], frame: frame).isEmpty)
        let second = Self.layer()
        let damage = tracker.damage(for: plan(second), reach: [], frame: frame)
        #expect(damage.contains(Self.bounds))
    }

    @Test func aSoftScrollEdgeReadsItsWholeBandAHardOneNothing() {
        let soft = Self.edge { _ in }, hard = Self.edge { $0.style = .hard }
        guard case .scrollEdge(let e) = soft else { Issue.record("not a scroll edge"); return }
        #expect(soft.readReach(scale: 2) == e.bounds)
        #expect(hard.readReach(scale: 2) == nil)
    }

    @Test func onlyGlassReadsAroundItself() {
        let renderer = GlassRenderer()
        let g = Self.glass(Surface(width: 8, height: 8)!)
        let reach = RenderCommand.glass(g).readReach(scale: 1)
        #expect(reach == renderer.influenceRect(of: g.field, style: g.style, scale: 1))
        #expect(reach.map { $0.contains(PixelRect(covering: g.field.bounds)) } == true)
        let layer = Self.layer(), surface = Surface(width: 8, height: 8)!
        let others: [RenderCommand] = [.fill(1, bounds: Self.bounds), .layer(layer, offsetX: 0, offsetY: 0, bounds: Self.bounds),
                                       .fadingLayer(layer, offsetX: 0, offsetY: 0, bounds: Self.bounds, opacity: 1),
                                       .dimmedLayer(layer, offsetX: 0, offsetY: 0, bounds: Self.bounds, keep: 1),
                                       .overlay(surface, x: 0, y: 0, version: 0),
                                       .fadedOverlay(surface, x: 0, y: 0, version: 0, opacity: 1), .scrim(1, bounds: Self.bounds)]
        for c in others { #expect(c.readReach(scale: 1) == nil) }
    }
}
