import Foundation
@testable import GlassCompositor

/// Sessions that show an overlay in a known state: the glass lab for the glass overlays, the
/// music scene with a tab held (damage), mid-scroll (tiles) or mid-drag (touches).
enum OverlayFixture {
    static func scene(_ name: String) throws -> Scene {
        try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("\(name).json").path)
    }

    /// The scene each overlay is shown on.
    static func sceneName(for overlay: DebugOverlay) -> String {
        switch overlay {
        case .bounds, .shape, .refraction: return "glass-lab"
        case .damage, .tiles, .touches: return "music"
        }
    }

    /// Draws the frames of a short interaction (a wheel scroll, or a drag for the touches)
    /// with `overlays` on, and returns the presenter holding the last one.
    static func run(_ overlay: DebugOverlay, overlays: OverlayOptions, scale: Double, width: Int = 400, height: Int = 280,
                    hud: Bool = false) throws -> (ViewerSession, OffscreenPresenter) {
        let scene = try scene(sceneName(for: overlay))
        let w = Int(Double(width) * scale), h = Int(Double(height) * scale)
        let session = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale, clock: FixedStepClock())
        session.overlays = overlays
        session.showsHUD = hud
        let presenter = OffscreenPresenter(width: w, height: h)!
        session.step(to: presenter)
        switch overlay {
        case .touches:
            session.handle(InputEvent(.down(button: 1), at: Point(120, 150), time: session.time))
            for i in 1...12 {
                session.step(to: presenter)
                session.handle(InputEvent(.move, at: Point(120 + Double(i) * 9, 150 - Double(i) * 5), time: session.time))
            }
            session.step(to: presenter)
        case .damage:
            // A held press on a tab once the first frame's flash has faded: only the tab bar
            // changes, so only it flashes.
            for _ in 0..<24 { session.step(to: presenter) }
            session.handle(InputEvent(.down(button: 1), at: Point(200, 238), time: session.time))
            for _ in 0..<4 { session.step(to: presenter) }
        case .tiles:
            session.handle(InputEvent(.wheel(dx: 0, dy: 3), at: Point(200, 150), time: session.time))
            for _ in 0..<6 { session.step(to: presenter) }
        case .bounds, .shape, .refraction:
            session.step(to: presenter)
        }
        return (session, presenter)
    }
}
