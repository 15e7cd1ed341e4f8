import Testing
@testable import GlassCompositor

/// Shipped scenes and headless sessions for the chrome tests.
enum ChromeFixtures {
    static func scene(_ name: String) throws -> Scene {
        try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("\(name).json").path)
    }

    /// A session at `width`×`height` points and scale 1 with its offscreen presenter.
    static func session(_ scene: Scene, width: Int, height: Int) -> (ViewerSession, OffscreenPresenter) {
        let s = ViewerSession(scene: scene, pixelWidth: width, pixelHeight: height, scale: 1, clock: FixedStepClock())
        return (s, OffscreenPresenter(width: width, height: height)!)
    }

    /// Straight-alpha channels of a premultiplied pixel, 0...255 (r, g, b).
    static func rgb(_ p: UInt32) -> (Int, Int, Int) { (Int((p >> 16) & 0xff), Int((p >> 8) & 0xff), Int(p & 0xff)) }
}
