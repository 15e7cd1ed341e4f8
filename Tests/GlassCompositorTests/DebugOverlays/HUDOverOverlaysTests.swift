import Foundation
import Testing
@testable import GlassCompositor

/// The HUD stays on top: the profiling overlays are drawn over the frame, and the HUD's plate
/// over both, so its numbers are never crossed by an overlay's lines (issue 35, item 5).
@Suite struct HUDOverOverlaysTests {
    /// Every overlay but the damage flashes (which depend on the frames before) on the glass lab.
    static let overlays = OverlayOptions([.bounds, .shape, .refraction, .tiles, .touches])

    /// The first frame of a fresh session (its HUD, with no frames behind it yet, says the same
    /// every time), with or without the HUD.
    static func firstFrame(hud: Bool, scale: Double) throws -> (ViewerSession, Surface) {
        let scene = try OverlayFixture.scene("glass-lab")
        let w = Int(400 * scale), h = Int(360 * scale)
        let session = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale, overlays: overlays)
        session.showsHUD = hud
        let presenter = try #require(OffscreenPresenter(width: w, height: h))
        #expect(session.renderFrame(to: presenter))
        return (session, presenter.surface)
    }

    @Test(arguments: [1.0, 2.0])
    func theHUDIsDrawnOverTheProfilingOverlays(scale: Double) throws {
        let (withHUD, frame) = try Self.firstFrame(hud: true, scale: scale)
        let (_, overlaid) = try Self.firstFrame(hud: false, scale: scale)
        let hud = try #require(withHUD.hud.hud)
        let r = hud.frameRect
        // Not vacuous: the overlays draw inside the HUD's rectangle.
        #expect(withHUD.debugMarks.contains { !$0.intersection(r).isEmpty }, "no overlay under the HUD")
        // The frame with the overlays, then the HUD's plate over it.
        let expected = overlaid.copy()
        expected.blit(hud.surface, at: r.x0, r.y0)
        var differing = 0
        for y in 0..<frame.height { for x in 0..<frame.width where frame[x, y] != expected[x, y] { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels differ from the overlays with the HUD over them")
    }
}
