import Foundation
import Testing
@testable import GlassCompositor

/// Scenes at the edge of what the format allows still render: every size a scene can give
/// is bounded, and what the frame needs for it stays within what a surface can be.
@Suite struct SceneLimitsTests {
    func render(_ json: String, width: Int = 390, height: Int = 700, scale: Double) throws -> OffscreenPresenter {
        let scene = try SceneDecoder.decode(json, file: "limits.json")
        let clock = FixedStepClock()
        let session = ViewerSession(scene: scene, pixelWidth: width, pixelHeight: height, scale: scale, clock: clock)
        let presenter = try #require(OffscreenPresenter(width: width, height: height))
        session.step(to: presenter)
        session.handle(InputEvent(.wheel(dx: 0, dy: 5), at: Point(100, 100), time: clock.now))
        for _ in 0..<3 { session.step(to: presenter) }
        TiledLayer.waitForPrefetch()
        return presenter
    }

    @Test func theTallestCarouselRowRendersAtScaleFour() throws {
        // tileWidth 1000 pt at aspect ratio 0.1 is a row 10,000 pt tall: 40,000 px at scale 4,
        // which was one tile taller than any surface can be (a force unwrap of nil).
        let json = #"""
        {"tabs": [{"title": "Home", "screen": {"items": [
          {"kind": "carousel", "title": "Tall", "tileWidth": 1000, "aspectRatio": 0.1, "spacing": 200,
           "tiles": [{"title": "A", "artwork": {"seed": 1}}, {"title": "B", "artwork": {"seed": 2}}]}
        ]}}]}
        """#
        let p = try render(json, scale: 4)
        #expect(p.presentedFrames == 4)
    }

    @Test func aLayerWiderThanASurfaceIsCutIntoColumns() {
        let layer = TiledLayer(pixelWidth: 40_000, pixelHeight: 300, scale: 1, tileHeight: 50_000, isOpaque: true) { _ in }
        #expect(layer.tileWidth <= Surface.maximumSide && layer.tileHeight <= Surface.maximumSide)
        #expect(layer.tile(layer.tileCount - 1).width == 40_000 - (layer.columns - 1) * layer.tileWidth)
    }
}
