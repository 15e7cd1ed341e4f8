import Foundation
import Testing
@testable import GlassCompositor

/// An opaque glass (a sheet anchored at full height) writes its interior from its fill alone,
/// so the commands just before it draw only around that interior (`OpaqueCover`): the frame
/// is the same bits whatever the frame held before, and the same as the commands under it
/// drawn whole with the glass drawn over them afterwards.
@Suite struct OpaqueCoverTests {
    static let width = 480, height = 360
    static let bounds = PixelRect(x: 0, y: 0, width: width, height: height)

    /// A sheet-like panel: continuous corners, opaque (or not) page-coloured fill.
    static func panel(opaque: Bool, rect: Rect = Rect(x: 12, y: 40, width: 456, height: 320)) -> GlassItem {
        var style = GlassStyle.regular()
        style.fill = Color(r: 0.95, g: 0.95, b: 0.97, a: opaque ? 1 : 0.96)
        return GlassItem(field: GlassField(.roundedRect(rect, radius: 28)), style: style, glyphs: nil, glyphOrigin: (0, 0))
    }

    /// A frame of stripes and noise: every pixel differs from its neighbours.
    static func busy(_ seed: UInt32) -> Surface {
        let s = Surface(width: width, height: height)!
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                s.row(y)[x] = 0xff00_0000 | (state >> 8) | UInt32((x / 6 + y / 9) % 2) * 0x0040_0000
            }
        }
        return s
    }

    @Test func anOpaqueGlassWritesItsInteriorWhateverLiesUnderIt() {
        let item = Self.panel(opaque: true)
        let interior = GlassRenderer.opaqueInterior(of: item, scale: 2)
        #expect(interior.area > 300 * 200, "\(interior)")
        let frames = [Self.busy(1), Self.busy(2)]
        for f in frames { GlassRenderer().render(item.field, style: item.style, scale: 2, into: f, clip: Self.bounds) }
        var inside = 0, outside = 0
        for y in 0..<Self.height {
            for x in 0..<Self.width where frames[0][x, y] != frames[1][x, y] {
                if interior.contains(PixelRect(x: x, y: y, width: 1, height: 1)) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside == 0)
        // Its outline and its shadow do show what lies under them.
        #expect(outside > 100)
        // A fill short of opaque shows its backdrop everywhere: no interior.
        #expect(GlassRenderer.opaqueInterior(of: Self.panel(opaque: false), scale: 2).isEmpty)
    }

    @Test func theCommandsUnderItsInteriorAreHiddenUpToTheRecede() {
        let recede = FrameRecede(scale: 0.95, originX: 12, originY: 6, radius: 10, bounds: Self.bounds)
        let under: [RenderCommand] = [.fill(0xff20_60a0, bounds: Self.bounds),
                                      .fill(0xffe0_c040, bounds: PixelRect(x: 200, y: 0, width: 200, height: 360))]
        let commands = under + [.recede(recede), .scrim(0x4000_0000, bounds: PixelRect(x: 0, y: 0, width: 480, height: 80)),
                                .glass(Self.panel(opaque: true))]
        let cover = OpaqueCover.find(in: commands, scale: 2)
        #expect(cover?.hidden == 2..<4)
        // Translucent, just over the recede: the recede is drawn around it, the glass blurs the
        // page from the recede's source.
        let translucent = OpaqueCover.find(in: under + [.recede(recede), .glass(Self.panel(opaque: false))], scale: 2)
        #expect(translucent?.hidden == 2..<3 && translucent?.receded?.glass == 3)
        // Not with something other than a black scrim between them.
        #expect(OpaqueCover.find(in: under + [.recede(recede), .fill(0xff30_3030, bounds: Self.bounds),
                                              .glass(Self.panel(opaque: false))], scale: 2) == nil)
        // A glass reading under the interior is drawn whole, and so is what lies before it.
        let button = GlassItem(field: GlassField(.capsule(Rect(x: 200, y: 200, width: 60, height: 30))), style: .regular(),
                               glyphs: nil, glyphOrigin: (0, 0))
        let reading = under + [.glass(button), .fill(0xff30_3030, bounds: Self.bounds), .glass(Self.panel(opaque: true))]
        #expect(OpaqueCover.find(in: reading, scale: 2)?.hidden == 3..<4)
        // A glass of the same layer reading under it: nothing is hidden.
        #expect(OpaqueCover.find(in: under + [.glass(Self.panel(opaque: true)), .glass(button)], scale: 2) == nil)

        // The frame: the same whatever it held, and the commands under the glass drawn whole
        // with the glass drawn over them on their own.
        let reference = Surface(width: Self.width, height: Self.height)!
        FrameRenderer().execute(Array(commands.dropLast()), into: reference, region: DamageRegion(Self.bounds), scale: 2,
                                timer: StageTimer())
        FrameRenderer().execute([commands.last!], into: reference, region: DamageRegion(Self.bounds), scale: 2, timer: StageTimer())
        for seed: UInt32 in [3, 4] {
            let renderer = FrameRenderer()
            let frame = Self.busy(seed)
            renderer.execute(commands, into: frame, region: DamageRegion(Self.bounds), scale: 2, timer: StageTimer())
            #expect(renderer.coveredFrames == 1)
            #expect(frame.diffCount(reference) == 0, "seed \(seed)")
        }
    }

    /// A translucent glass over the receded page blurs the page from the recede's source
    /// (`RecededBackdrop`): within a level or two of the glass drawn over the receded frame,
    /// and the same bits whatever the frame held before.
    @Test func aTranslucentGlassOverTheRecedeBlursThePageItself() {
        let recede = FrameRecede(scale: 0.95, originX: 12, originY: 6, radius: 10, bounds: Self.bounds)
        // A page of bright and dark stripes, across and down.
        var page: [RenderCommand] = [.fill(0xfff0_e8d0, bounds: Self.bounds)]
        for k in 0..<12 { page.append(.fill(k % 2 == 0 ? 0xff20_4080 : 0xffe0_6020, bounds: PixelRect(x: k * 40, y: 0, width: 20, height: 360))) }
        for k in 0..<6 { page.append(.fill(0xff10_a040, bounds: PixelRect(x: 0, y: 30 + k * 60, width: 480, height: 12))) }
        let r = page.count
        let commands: [RenderCommand] = page + [.recede(recede),
                                         .scrim(0x4000_0000, bounds: PixelRect(x: 0, y: 0, width: 480, height: 70)),
                                         .glass(Self.panel(opaque: false))]
        let reference = Surface(width: Self.width, height: Self.height)!
        FrameRenderer().execute(Array(commands.dropLast()), into: reference, region: DamageRegion(Self.bounds), scale: 2,
                                timer: StageTimer())
        FrameRenderer().execute([commands.last!], into: reference, region: DamageRegion(Self.bounds), scale: 2, timer: StageTimer())
        var frames: [Surface] = []
        for seed: UInt32 in [3, 4] {
            let renderer = FrameRenderer()
            let frame = Self.busy(seed)
            renderer.execute(commands, into: frame, region: DamageRegion(Self.bounds), scale: 2, timer: StageTimer())
            #expect(renderer.coveredFrames == 1)
            #expect(OpaqueCover.find(in: commands, scale: 2)?.hidden == r..<(r + 2))
            frames.append(frame)
        }
        #expect(frames[0].diffCount(frames[1]) == 0)
        // Against the glass drawn over the receded frame: the blurred page differs only in how
        // the card's edges and the dimming are blurred (per grid cell).
        var squares = 0.0, worst: UInt32 = 0
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let a = frames[0][x, y], b = reference[x, y]
                for shift: UInt32 in [0, 8, 16] {
                    let d = Int((a >> shift) & 0xff) - Int((b >> shift) & 0xff)
                    squares += Double(d * d)
                    worst = max(worst, UInt32(abs(d)))
                }
            }
        }
        let mse = squares / Double(Self.width * Self.height * 3)
        let psnr = mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
        #expect(psnr > 50, "PSNR \(psnr) dB, worst \(worst) levels")
        #expect(worst <= 4, "worst \(worst) levels")
    }

    /// A sheet morphing back into its button dims the whole window over the page coming
    /// forward: the scrim lies between the recede and the sheet, and both are drawn only around
    /// the sheet's interior, opaque or translucent, the same bits whatever the frame held and
    /// whatever the renderer kept from the frames before (the scrim's kept frame is not used).
    @Test func underAScrimOverTheWholeWindowTheRecedeAndTheScrimAreDrawnAroundTheSheet() {
        let recede = FrameRecede(scale: 0.97, originX: 7, originY: 4, radius: 10, bounds: Self.bounds)
        var page: [RenderCommand] = [.fill(0xfff0_e8d0, bounds: Self.bounds)]
        for k in 0..<12 { page.append(.fill(k % 2 == 0 ? 0xff20_4080 : 0xffe0_6020, bounds: PixelRect(x: k * 40, y: 0, width: 20, height: 360))) }
        let r = page.count
        let dimmed = page + [.recede(recede), .scrim(0x5000_0000, bounds: Self.bounds)]
        for opaque in [true, false] {
            let commands = dimmed + [.glass(Self.panel(opaque: opaque))]
            let cover = OpaqueCover.find(in: commands, scale: 2)
            #expect(cover?.hidden == r..<(r + 2), "the recede and the scrim")
            #expect((cover?.receded != nil) == !opaque)
            let reference = Surface(width: Self.width, height: Self.height)!
            FrameRenderer().execute(dimmed, into: reference, region: DamageRegion(Self.bounds), scale: 2, timer: StageTimer())
            FrameRenderer().execute([commands.last!], into: reference, region: DamageRegion(Self.bounds), scale: 2, timer: StageTimer())
            // A renderer that drew the dimmed page twice before keeps the frame under the scrim.
            let seasoned = FrameRenderer()
            for _ in 0..<2 {
                seasoned.execute(dimmed, into: Self.busy(5), region: DamageRegion(Self.bounds), scale: 2, timer: StageTimer())
            }
            var frames: [Surface] = []
            for (renderer, seed) in [(FrameRenderer(), UInt32(3)), (FrameRenderer(), 4), (seasoned, 6)] {
                let frame = Self.busy(seed)
                renderer.execute(commands, into: frame, region: DamageRegion(Self.bounds), scale: 2, timer: StageTimer())
                #expect(renderer.coveredFrames == 1, "opaque \(opaque)")
                frames.append(frame)
            }
            #expect(frames[1].diffCount(frames[0]) == 0 && frames[2].diffCount(frames[0]) == 0, "opaque \(opaque)")
            if opaque {
                #expect(frames[0].diffCount(reference) == 0)
            } else {
                // Blurred from the page itself: within a few levels of the receded frame's blur.
                var worst = 0
                for y in 0..<Self.height {
                    for x in 0..<Self.width {
                        let a = frames[0][x, y], b = reference[x, y]
                        for shift: UInt32 in [0, 8, 16] { worst = max(worst, abs(Int((a >> shift) & 0xff) - Int((b >> shift) & 0xff))) }
                    }
                }
                #expect(worst <= 4, "worst \(worst) levels")
            }
        }
    }

    @Test func aRegionLessARectangleIsCutAroundIt() {
        let whole = DamageRegion(Self.bounds)
        let hole = PixelRect(x: 100, y: 80, width: 200, height: 150)
        let cut = whole.subtracting(hole)
        #expect(cut.area == whole.area - hole.area)
        #expect(!cut.intersects(hole))
        #expect(cut.contains(PixelRect(x: 0, y: 0, width: 480, height: 80)))
        #expect(whole.subtracting(PixelRect(x: 600, y: 0, width: 10, height: 10)) == whole)
    }
}
