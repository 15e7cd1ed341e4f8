import Testing
@testable import GlassCompositor

/// An accent that cannot be read in an appearance falls back to one that can (G6): tv's accent
/// is white, made for its dark pages; on the light page its "See All" was white on near-white.
@Suite struct ReadableAccentTests {
    /// "See All" in tv's rendered frame, both appearances: its most contrasting pixel against
    /// the page reaches 3:1.
    @Test(arguments: [Appearance.light, .dark])
    func seeAllReadsOnThePage(appearance: Appearance) throws {
        var scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("tv.json").path)
        scene.appearance = appearance
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: FixedStepClock())
        let p = try #require(OffscreenPresenter(width: 390, height: 844))
        s.step(to: p)
        let layout = s.content.layout(tab: 0)
        let header = try #require(layout.items.first { if case .section(let sec) = $0.item { sec.action != nil } else { false } })
        let f = header.frame
        let box = PixelRect(covering: Rect(x: f.maxX - 120, y: f.minY + 3, width: 120, height: f.height))
        let page = Palette.system(appearance).background
        var best: Float = 1
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let c = PremultipliedColor(pixel: p.surface[x, y])
                best = max(best, Contrast.ratio(Color(r: c.r, g: c.g, b: c.b), page))
            }
        }
        #expect(best >= Contrast.minimum, "tv \(appearance): See All at \(best):1 on the page")
    }

    /// The system's own accents are kept as they are on both pages; only one that vanishes moves.
    @Test func systemAccentsAreKept() {
        for hex in ["#0a84ff", "#fa2d48", "#34c759", "#5e5ce6"] {
            let accent = Color(hex: hex)!
            #expect(Palette.system(.light).readableAccent(accent) == accent, "\(hex)")
            #expect(Palette.system(.dark).readableAccent(accent) == accent, "\(hex)")
        }
        #expect(Palette.system(.light).readableAccent(.white) != .white)
        #expect(Palette.system(.dark).readableAccent(.black) != .black)
    }
}
