import Testing
@testable import GlassCompositor

/// A scrim over part of the frame (a sheet's dimming above its top edge) is blended in place:
/// the frame kept between frames is the one under the first scrim over the whole frame (an
/// alert's), and a receded frame under a partial scrim is still kept and restored.
@Suite struct PartialScrimTests {
    static let width = 64, height = 48
    static let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
    static let dimming = PixelRect(x: 0, y: 0, width: width, height: 20)

    /// An opaque frame with a left and a right half, so a recede moves visible pixels.
    static func base() -> [RenderCommand] {
        [.fill(0xff20_60a0, bounds: bounds), .fill(0xffe0_c040, bounds: PixelRect(x: 32, y: 0, width: 32, height: height))]
    }

    static func draw(_ frames: [[RenderCommand]]) -> (frames: [Surface], renderer: FrameRenderer) {
        let renderer = FrameRenderer()
        let drawn = frames.map { commands in
            let frame = Surface(width: width, height: height)!
            renderer.execute(commands, into: frame, region: frame.bounds, scale: 1, timer: StageTimer())
            return frame
        }
        return (drawn, renderer)
    }

    @Test func theAlertsScrimOverASheetsDimmingKeepsTheFrameUnderIt() {
        let commands = Self.base() + [.scrim(0x4000_0000, bounds: Self.dimming), .scrim(0x6000_0000, bounds: Self.bounds)]
        let (frames, renderer) = Self.draw(Array(repeating: commands, count: 4))
        // Kept from the second frame (its key repeats the first's): drawn straight into the kept
        // frame and restored from it, as the next two are.
        #expect(renderer.scrimBase.restoredFrames == 3)
        #expect(renderer.scrimBase.updatedFrames == 1)
        let fresh = Self.draw([commands]).frames[0]
        for frame in frames { #expect(frame.diffCount(fresh) == 0) }
        // Both scrims darkened the top rows; only the alert's the rest.
        #expect(fresh[5, 5] != fresh[5, 30])
    }

    @Test func aRecededFrameUnderASheetsDimmingIsKept() {
        let recede = FrameRecede(scale: 0.9, originX: 3.2, originY: 6.4, radius: 5, bounds: Self.bounds)
        let commands = Self.base() + [.recede(recede), .scrim(0x4000_0000, bounds: Self.dimming)]
        let (frames, renderer) = Self.draw(Array(repeating: commands, count: 4))
        #expect(renderer.scrimBase.restoredFrames == 0)
        #expect(renderer.recedeBase.restoredFrames == 2)
        let fresh = Self.draw([commands]).frames[0]
        for frame in frames { #expect(frame.diffCount(fresh) == 0) }
        // The dimming darkens only its rows: the same receded pixel is darker inside them.
        let plain = Self.draw([Self.base() + [.recede(recede)]]).frames[0]
        #expect(fresh[20, 10] != plain[20, 10] && fresh[20, 30] == plain[20, 30])
    }
}
