import Foundation
import Testing
@testable import GlassCompositor

/// The profiling overlays: each one's look (golden images at scale 1 and 2), and the rule that
/// they never change the frame beneath them.
@Suite struct DebugOverlayTests {
    static let scales: [Double] = [1, 2]

    @Test(arguments: DebugOverlay.allCases, scales)
    func overlayMatchesItsGolden(overlay: DebugOverlay, scale: Double) throws {
        let (_, presenter) = try OverlayFixture.run(overlay, overlays: OverlayOptions([overlay]), scale: scale)
        expectMatchesGolden(presenter.surface, area: "overlays", name: "\(overlay.name)@\(Int(scale))x")
    }

    /// The same interaction with and without the overlay: every pixel outside the rectangles
    /// the overlay said it would draw is the same bits, and the overlay did draw something.
    @Test(arguments: DebugOverlay.allCases)
    func theFrameBeneathAnOverlayIsUnchanged(overlay: DebugOverlay) throws {
        let (on, withOverlay) = try OverlayFixture.run(overlay, overlays: OverlayOptions([overlay]), scale: 2)
        let (_, without) = try OverlayFixture.run(overlay, overlays: OverlayOptions(), scale: 2)
        let marks = on.debugMarks
        #expect(!marks.isEmpty)
        var changed = 0, outside = 0
        let a = withOverlay.surface, b = without.surface
        for y in 0..<a.height {
            for x in 0..<a.width where a.row(y)[x] != b.row(y)[x] {
                changed += 1
                if !marks.contains(where: { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }) { outside += 1 }
            }
        }
        #expect(changed > 500, "the \(overlay.name) overlay drew nothing")
        #expect(outside == 0, "\(outside) pixels outside the \(overlay.name) overlay's marks changed")
    }

    /// Turning an overlay off leaves the frame exactly as if it had never been on.
    @Test(arguments: DebugOverlay.allCases)
    func anOverlayTurnedOffLeavesNothingBehind(overlay: DebugOverlay) throws {
        let (on, presenter) = try OverlayFixture.run(overlay, overlays: OverlayOptions([overlay]), scale: 1)
        on.overlays = OverlayOptions()
        on.step(to: presenter)
        // The damage flash and touch trail fade on scene time: after they have, no frame of
        // the overlay is left in the buffer.
        // (`step` leaves the session at the next frame's time, so let motion settle first.)
        var frames = 0
        repeat { on.step(to: presenter); frames += 1 } while on.needsFrame && frames < 600
        #expect(!on.needsFrame)
        let fresh = try #require(on.screenshot())
        #expect(presenter.surface.hasSamePixels(as: fresh))
    }

    @Test func damageFlashesFadeOnSceneTime() {
        let flash = DamageFlashOverlay()
        flash.frameDidDraw(damage: DamageRegion(PixelRect(x: 0, y: 0, width: 10, height: 10)), at: 1)
        #expect(DamageFlashOverlay.strength(madeAt: 1, at: 1) == 1)
        #expect(abs(DamageFlashOverlay.strength(madeAt: 1, at: 1.15) - 0.5) < 1e-6)
        flash.advance(to: 1.29)
        #expect(flash.isFading)
        flash.advance(to: 1.3)
        #expect(!flash.isFading)
    }

    @Test func overlayListsParse() throws {
        let ok = try OverlayOptions.parse("damage,bounds,touches").get()
        #expect(ok.shown == [.damage, .bounds, .touches])
        guard case .failure(let e) = OverlayOptions.parse("damage,bogus") else { Issue.record("bogus parsed"); return }
        #expect(e.name == "bogus")
    }

    @Test func keysToggleOverlays() throws {
        let session = ViewerSession(scene: try OverlayFixture.scene("music"), pixelWidth: 400, pixelHeight: 300, scale: 1)
        for overlay in DebugOverlay.allCases {
            session.handle(InputEvent(.key(name: overlay.key, modifiers: []), time: 0))
            #expect(session.overlays.contains(overlay))
        }
        session.handle(InputEvent(.key(name: "F2", modifiers: []), time: 0))
        #expect(!session.overlays.contains(.damage))
    }
}
