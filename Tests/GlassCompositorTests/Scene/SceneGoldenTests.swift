import Foundation
import Testing
@testable import GlassCompositor

/// Every shipped scene at a fixed state (first frame of its default tab, at its device size in
/// points), compared with `Golden/scenes/<name>.png`. Rendered at scale 0.5 so the suite stays
/// fast in debug builds; layout, glass and content all still show.
@Suite struct SceneGoldenTests {
    static let scenes = ["default", "music", "tv", "mail", "maps", "controls", "landmarks", "glass-lab"]

    @Test(arguments: scenes)
    func sceneMatchesItsGolden(name: String) throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("\(name).json").path)
        let scale = 0.5
        let w = Int(scene.device.width * scale), h = Int(scene.device.height * scale)
        let session = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale, clock: FixedStepClock())
        let presenter = OffscreenPresenter(width: w, height: h)!
        session.step(to: presenter)
        expectMatchesGolden(presenter.surface, area: "scenes", name: name)
    }
}
