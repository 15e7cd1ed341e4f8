import Foundation
import Testing
@testable import GlassCompositor

/// Prominent glass reads as the accent in both appearances (G7): Mail's compose button, in
/// the rendered frame, is close to the accent (no pale blue over the light page, no dull navy
/// over the dark one), and its white symbol reads on it at 3:1.
@Suite struct ProminentGlassTests {
    @Test(arguments: [Appearance.light, .dark])
    func composeReadsAsTheAccent(appearance: Appearance) throws {
        var scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("mail.json").path)
        scene.appearance = appearance
        let (w, h) = (780, 1688)
        let s = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: 2, clock: FixedStepClock())
        let p = try #require(OffscreenPresenter(width: w, height: h))
        s.step(to: p)
        let toolbar = try #require(s.toolbar.currentToolbar)
        let compose = try #require(s.toolbar.layout(toolbar).groups.last { $0.prominent }).frame
        // The glass between the symbol and the rim: a ring at 0.62 of the radius, 16 points.
        var sum = SIMD3<Float>()
        for i in 0..<16 {
            let a = Double(i) / 16 * 2 * .pi
            let r = compose.height / 2 * 0.62
            let x = Int(((compose.midX + r * cos(a)) * 2).rounded()), y = Int(((compose.midY + r * sin(a)) * 2).rounded())
            let c = PremultipliedColor(pixel: p.surface[x, y])
            sum += SIMD3(c.r, c.g, c.b)
        }
        let m = sum / 16
        let body = Color(r: m.x, g: m.y, b: m.z)
        let accent = scene.accent
        #expect(Contrast.ratio(.white, body) >= Contrast.minimum, "\(appearance): white on the compose glass \(Contrast.ratio(.white, body)):1 (\(body))")
        #expect(Contrast.ratio(accent, body) < 1.4, "\(appearance): the compose glass \(body) is \(Contrast.ratio(accent, body)):1 off the accent")
    }
}
