import Testing
@testable import GlassCompositor

/// What lies under a recede that redraws the whole frame is drawn straight into the recede's
/// source (no copy of the frame): the frame is the same as the commands under it drawn on
/// their own and then receded, whether they were drawn into the source, kept there from the
/// frame before, or changed; and so under a scrim over the whole frame (a sheet morphing back
/// into its button dims the window while the page comes forward).
@Suite struct RecedeSourceTests {
    static let width = 64, height = 48
    static let bounds = PixelRect(x: 0, y: 0, width: width, height: height)

    /// An opaque frame of two halves, and a translucent square over both, in `color`.
    static func under(_ color: UInt32) -> [RenderCommand] {
        [.fill(0xff20_60a0, bounds: bounds), .fill(color, bounds: PixelRect(x: 32, y: 0, width: 32, height: height)),
         .scrim(0x5000_0000, bounds: PixelRect(x: 20, y: 10, width: 24, height: 24))]
    }

    static func recede(_ scale: Double) -> FrameRecede {
        FrameRecede(scale: scale, originX: Double(width) * (1 - scale) / 2, originY: 4.5, radius: 5, bounds: bounds)
    }

    /// The commands under the recede drawn alone, then receded.
    static func expected(_ color: UInt32, _ scale: Double) -> Surface {
        let plain = Surface(width: width, height: height)!
        FrameRenderer().execute(under(color), into: plain, region: DamageRegion(bounds), scale: 1, timer: StageTimer())
        let frame = Surface(width: width, height: height)!
        recede(scale).draw(into: frame, band: bounds, from: plain)
        return frame
    }

    @Test(arguments: [false, true])
    func theFrameIsTheCommandsUnderItReceded(underAScrim: Bool) {
        let renderer = FrameRenderer()
        let scrim: UInt32 = 0x6000_0000
        // Drawn into the source; the same commands under a new step of the recede (kept); a
        // changed command under it (drawn into the source again).
        let frames: [(UInt32, Double)] = [(0xffe0_c040, 0.95), (0xffe0_c040, 0.93), (0xff40_c0e0, 0.93)]
        for (k, (color, scale)) in frames.enumerated() {
            let frame = Surface(width: Self.width, height: Self.height)!
            frame.fillRows(Self.bounds, with: 0xff11_2233)    // what the frame held before: overwritten
            let over: [RenderCommand] = underAScrim ? [.scrim(scrim, bounds: Self.bounds)] : []
            renderer.execute(Self.under(color) + [.recede(Self.recede(scale))] + over, into: frame, region: DamageRegion(Self.bounds),
                             scale: 1, timer: StageTimer())
            let expected = Self.expected(color, scale)
            if underAScrim { expected.blend(scrim, over: Self.bounds) }
            #expect(frame.diffCount(expected) == 0, "frame \(k)")
        }
        #expect(renderer.recedeSourceDrawn == 2)
        #expect(renderer.recedeSourceReused == 1)
        // The recede moved pixels: a receded frame is not the page drawn flat.
        let flat = Surface(width: Self.width, height: Self.height)!
        FrameRenderer().execute(Self.under(0xff40_c0e0), into: flat, region: DamageRegion(Self.bounds), scale: 1, timer: StageTimer())
        #expect(flat.diffCount(Self.expected(0xff40_c0e0, 0.93)) > 0)
    }
}
