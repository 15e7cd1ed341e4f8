import Testing
@testable import GlassCompositor

/// `GlassBatch`: several glass groups drawn a group per core must give the frame that drawing
/// them one after the other gives, bit for bit, and wait only for groups they overlap.
@Suite struct GlassBatchTests {
    /// Glass close enough together that some groups read what others write (shadows reach
    /// the neighbour's backdrop), far-apart ones that do not, a clear circle, a tinted
    /// container, glyphs and an overlay between them.
    static func commands() -> [RenderCommand] {
        var items: [GlassItem] = []
        func add(_ field: GlassField, _ style: GlassStyle, memberStyles: [GlassStyle]? = nil, glyphs: Surface? = nil,
                 at origin: (Int, Int) = (0, 0)) {
            items.append(GlassItem(field: field, style: style, glyphs: glyphs, glyphOrigin: origin,
                                   signature: items.count, memberStyles: memberStyles))
        }
        let label = Surface(width: 30, height: 12)!
        for y in 0..<12 { for x in 0..<30 where (x / 3 + y / 3) % 2 == 0 { label[x, y] = 0xff20_2020 } }
        for i in 0..<5 {
            add(GlassField(.capsule(Rect(x: 12 + Double(i) * 58, y: 14, width: 50, height: 30))), .regular(),
                glyphs: label, at: (22 + i * 58, 23))
        }
        add(GlassField(.circle(Rect(x: 40, y: 70, width: 60, height: 60))), .clear())
        var tinted = GlassStyle.regular()
        tinted.tint = Color(r: 0.9, g: 0.2, b: 0.2)
        add(GlassField([.capsule(Rect(x: 140, y: 80, width: 50, height: 40)),
                        .capsule(Rect(x: 196, y: 80, width: 50, height: 40))], spacing: 12),
            .regular(), memberStyles: [tinted, .regular()])
        add(GlassField(.roundedRect(Rect(x: 280, y: 90, width: 70, height: 50), radius: 12)), .regular())
        var commands = items.map { RenderCommand.glass($0) }
        let overlay = Surface(width: 40, height: 20)!
        overlay.fill(overlay.bounds, with: 0x8000_4000)
        commands.insert(.overlay(overlay, x: 150, y: 30, version: 0), at: 3)
        return commands
    }

    /// Draws `commands` over successive backdrops (plans are built on the second frame and
    /// replayed on the third), with and without batching.
    static func frames(batching: Bool) -> [Surface] {
        let renderer = FrameRenderer()
        renderer.batching = batching
        return (0..<3).map { phase in
            let frame = GlassPlanTests.backdrop(phase: phase * 7, width: 380, height: 160)
            renderer.execute(commands(), into: frame, region: frame.bounds, scale: 1, timer: StageTimer())
            return frame
        }
    }

    @Test func batchDrawsTheSameBitsAsInOrder() {
        let batched = Self.frames(batching: true), inOrder = Self.frames(batching: false)
        for (a, b) in zip(batched, inOrder) {
            #expect(a.largestChannelDifference(from: b) == 0)
        }
        // And the glass is there: the frame differs from the bare backdrop.
        #expect(batched[0].largestChannelDifference(from: GlassPlanTests.backdrop(phase: 0, width: 380, height: 160)) > 20)
    }

    @Test func groupsWaitOnlyForWhatTheyOverlap() {
        let a = GlassBatch.Footprint(reads: PixelRect(x: 0, y: 0, width: 50, height: 50),
                                     writes: PixelRect(x: 10, y: 10, width: 30, height: 30))
        // Reads what `a` writes.
        let b = GlassBatch.Footprint(reads: PixelRect(x: 35, y: 0, width: 50, height: 50),
                                     writes: PixelRect(x: 45, y: 10, width: 30, height: 30))
        // Writes what `a` reads, and reads nothing `a` or `b` writes.
        let c = GlassBatch.Footprint(reads: PixelRect(x: 2, y: 45, width: 5, height: 5),
                                     writes: PixelRect(x: 2, y: 45, width: 5, height: 5))
        let d = GlassBatch.Footprint(reads: PixelRect(x: 200, y: 0, width: 50, height: 50),
                                     writes: PixelRect(x: 210, y: 10, width: 30, height: 30))
        #expect(GlassBatch.dependencies([a, b, c, d]) == [[], [0], [0], []])
    }

    @Test func stagesShareTheBatchWallTime() {
        let renderer = FrameRenderer()
        let frame = GlassPlanTests.backdrop(phase: 0, width: 380, height: 160)
        let timer = StageTimer()
        timer.beginFrame()
        renderer.execute(Self.commands(), into: frame, region: frame.bounds, scale: 1, timer: timer)
        let t = timer.timing
        #expect(t[.backdrop] > 0 && t[.glass] > 0 && t[.overlay] >= 0)
    }
}
