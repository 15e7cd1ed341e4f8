import Foundation
import Testing
@testable import GlassCompositor

/// Every tab label, measured in the rendered frame, reads against what is behind it (G6):
/// in every shipped scene and both appearances, at an iPhone's 390×844 points at scale 2, the
/// WCAG contrast between the label's ink and the glass around it in its slot is at least 3:1.
///
/// Ink is where the bar's glyph surface is nearly opaque (the icon and title cores), the
/// backdrop where it is empty or holds only the pill's quiet fill; both are averaged in the
/// frame's pixels, so the measure is what a person sees, glass, pill and rim included.
@Suite struct TabLabelContrastTests {
    static let scenes: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.scenes.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && $0 != "scene.schema.json" }.sorted()
    }()

    /// The contrast of each tab's label in `file` rendered in `appearance`, by tab title.
    static func labelContrasts(_ file: String, _ appearance: Appearance) throws -> [(title: String, ratio: Float)] {
        var scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent(file).path)
        scene.appearance = appearance
        let scale = 2.0
        let (w, h) = (780, 1688)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale, clock: clock)
        guard s.ui.showsTabBar, !scene.tabs.isEmpty else { return [] }
        let p = try #require(OffscreenPresenter(width: w, height: h))
        s.step(to: p)
        let frame = p.surface
        let glyphs = try #require(s.tabBar.glyphs.surface)
        let bar = s.tabBar.layout
        let origin = PixelRect(covering: bar.bar.scaled(by: scale))
        var results: [(String, Float)] = []
        for (i, slot) in bar.slots.enumerated() where i < scene.tabs.count {
            let px = PixelRect(covering: slot.scaled(by: scale)).intersection(PixelRect(x: 0, y: 0, width: w, height: h))
            var ink = SIMD3<Float>(), inkCount: Float = 0, back = SIMD3<Float>(), backCount: Float = 0
            for y in px.y0..<px.y1 {
                for x in px.x0..<px.x1 {
                    let gx = x - origin.x0, gy = y - origin.y0
                    guard gx >= 0, gy >= 0, gx < glyphs.width, gy < glyphs.height else { continue }
                    let alpha = glyphs[gx, gy] >> 24
                    let c = PremultipliedColor(pixel: frame[x, y])
                    let v = SIMD3(c.r, c.g, c.b)
                    if alpha >= 200 { ink += v; inkCount += 1 } else if alpha < 48 { back += v; backCount += 1 }
                }
            }
            guard inkCount >= 20, backCount >= 20 else {
                Issue.record("\(file) \(appearance) tab \(scene.tabs[i].title): too little ink (\(inkCount)) or backdrop (\(backCount)) to measure")
                continue
            }
            let a = ink / inkCount, b = back / backCount
            results.append((scene.tabs[i].title, Contrast.ratio(Color(r: a.x, g: a.y, b: a.z), Color(r: b.x, g: b.y, b: b.z))))
        }
        return results
    }

    @Test(arguments: TabLabelContrastTests.scenes, [Appearance.light, .dark])
    func everyTabLabelReadsOverItsBackdrop(file: String, appearance: Appearance) throws {
        let contrasts = try Self.labelContrasts(file, appearance)
        if let worst = contrasts.min(by: { $0.ratio < $1.ratio }) {
            print("tab label contrast \(file) \(appearance): worst \(worst.title) \(String(format: "%.2f", worst.ratio)):1")
        }
        for (title, ratio) in contrasts {
            #expect(ratio >= Contrast.minimum, "\(file) \(appearance): \"\(title)\" \(String(format: "%.2f", ratio)):1 against its backdrop")
        }
    }
}
