import Foundation
import Testing
@testable import GlassCompositor

/// Golden images of the glass (issue 3): the glass lab scene in light and dark through the real
/// session, and the transitions, settings and variants rendered straight with `GlassRenderer`
/// over a fixed backdrop. Compared with a perceptual tolerance (`expectMatchesGolden`); on
/// failure the actual and a diff image land in `test-output/glass/`. Regenerate with
/// `GLASS_UPDATE_GOLDEN=1 swift test --filter GlassGoldenTests` and look at every image.
@Suite struct GlassGoldenTests {
    /// The glass lab at 640×400 pixels: its 1280×800-point layout at scale ½.
    @Test(arguments: [Appearance.light, .dark])
    func glassLab(appearance: Appearance) throws {
        var scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("glass-lab.json").path)
        scene.appearance = appearance
        let session = ViewerSession(scene: scene, pixelWidth: 640, pixelHeight: 400, scale: 0.5, clock: FixedStepClock())
        let presenter = OffscreenPresenter(width: 640, height: 400)!
        session.step(to: presenter)
        expectMatchesGolden(presenter.surface, area: "glass", name: "lab-\(appearance.rawValue)")
    }

    static let width = 360, height = 140

    /// A capsule button and a rounded panel over the photo backdrop, part way through
    /// materializing (style and scale at the same progress).
    @Test(arguments: [0.25, 0.5, 1.0])
    func materialize(progress: Double) {
        let frame = LabBackdrop.photo(width: Self.width, height: Self.height)
        let renderer = GlassRenderer()
        let button = Rect(x: 24, y: 46, width: 120, height: 48)
        let panel = Rect(x: 176, y: 20, width: 160, height: 100)
        for (rect, shape) in [(button, GlassShape.capsule), (panel, { GlassShape.roundedRect($0, radius: 26) })] {
            let r = GlassTransition.materializedRect(rect, progress: progress)
            let style = GlassStyle.regular().sized(for: rect.size).materialized(progress)
            renderer.render(GlassField(shape(r)), style: style, scale: 1, into: frame, clip: frame.bounds)
        }
        expectMatchesGolden(frame, area: "glass", name: "materialize-\(Int(progress * 100))")
    }

    /// Two circles and a capsule of one container moving together: apart, bridged like
    /// droplets, one shape.
    @Test(arguments: [0.0, 0.5, 1.0])
    func merge(t: Double) {
        let frame = LabBackdrop.photo(width: Self.width, height: Self.height)
        let apart = [Rect(x: 40, y: 40, width: 60, height: 60), Rect(x: 150, y: 40, width: 60, height: 60),
                     Rect(x: 250, y: 48, width: 90, height: 44)]
        let together = [Rect(x: 100, y: 40, width: 60, height: 60), Rect(x: 140, y: 40, width: 60, height: 60),
                        Rect(x: 180, y: 48, width: 90, height: 44)]
        let rects = zip(apart, together).map { GlassTransition.mix($0, $1, t) }
        let field = GlassField([.circle(rects[0]), .circle(rects[1]), .capsule(rects[2])], spacing: 24)
        let style = GlassStyle.regular().sized(for: Size(60, 60))
        GlassRenderer().render(field, style: style, scale: 1, into: frame, clip: frame.bounds)
        expectMatchesGolden(frame, area: "glass", name: "merge-\(Int(t * 100))")
    }

    /// A circle button morphing by identity into a rounded panel (G10, P1).
    @Test(arguments: [0.0, 0.5, 1.0])
    func morph(t: Double) {
        let frame = LabBackdrop.photo(width: Self.width, height: Self.height)
        let a = GlassShape.circle(Rect(x: 24, y: 70, width: 50, height: 50))
        let b = GlassShape.roundedRect(Rect(x: 24, y: 16, width: 300, height: 108), radius: 28)
        let shape = a.morphed(to: b, t)
        let style = GlassStyle.regular().sized(for: Size(50, 50)).mixed(with: GlassStyle.regular().sized(for: b.rect.size), t)
        GlassRenderer().render(GlassField(shape), style: style, scale: 1, into: frame, clip: frame.bounds)
        expectMatchesGolden(frame, area: "glass", name: "morph-\(Int(t * 100))")
    }

    /// One strip per appearance: standard, clear preference, tinted preference, Reduce
    /// Transparency, Increase Contrast, the clear variant, a blue tint and identity (nothing),
    /// over the photo with a white and a black band.
    @Test(arguments: [false, true])
    func settingsAndVariants(dark: Bool) {
        let frame = LabBackdrop.photo(width: 720, height: 160)
        for y in 0..<40 { for x in 0..<720 { frame[x, y] = 0xffff_ffff; frame[x, 159 - y] = 0xff00_0000 } }
        var blue = GlassStyle.regular(dark: dark); blue.tint = Color(hex: "#0a84ff")!
        let cases: [(GlassStyle, GlassSettings)] = [
            (.regular(dark: dark), .standard),
            (.regular(dark: dark), GlassSettings(glassPreference: .clear)),
            (.regular(dark: dark), GlassSettings(glassPreference: .tinted)),
            (.regular(dark: dark), GlassSettings(reduceTransparency: true)),
            (.regular(dark: dark), GlassSettings(increaseContrast: true)),
            (.clear(dark: dark), .standard),
            (blue, .standard),
            (.identity, .standard)]
        let renderer = GlassRenderer()
        for (i, (base, settings)) in cases.enumerated() {
            let rect = Rect(x: 12 + Double(i) * 88, y: 20, width: 76, height: 120)
            let style = base.sized(for: rect.size).applying(settings)
            renderer.render(GlassField(.roundedRect(rect, radius: 30)), style: style, scale: 1, into: frame, clip: frame.bounds)
        }
        expectMatchesGolden(frame, area: "glass", name: "settings-\(dark ? "dark" : "light")")
    }
}
