import Testing
@testable import GlassCompositor

/// The sidebar's section headers ("Library", "Collections") read over the glass behind them
/// in both appearances (G6): measured in the rendered frame of tv at 1366×1024 points, the
/// WCAG contrast of each header's ink against the glass around it is at least 3:1.
@Suite struct SidebarHeaderContrastTests {
    @Test(arguments: [Appearance.light, .dark])
    func sectionHeadersRead(appearance: Appearance) throws {
        var scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("tv.json").path)
        scene.appearance = appearance
        let (w, h) = (1366, 1024)
        let s = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: 1, clock: FixedStepClock())
        #expect(s.sidebar.isShown)
        let p = try #require(OffscreenPresenter(width: w, height: h))
        s.step(to: p)
        let glyphs = try #require(s.sidebar.glyphs.surface)
        let layout = s.sidebar.layout
        let origin = PixelRect(covering: layout.frame)
        var headers = 0
        for row in layout.rows {
            guard case .section = row.item else { continue }
            headers += 1
            let f = row.frame
            let text = PixelRect(covering: Rect(x: f.minX + 12, y: f.maxY - 24, width: 120, height: 20))
            // The header's ink: its glyphs' most opaque pixels; the backdrop: where they are empty.
            var peak: UInt32 = 0
            for y in text.y0..<text.y1 { for x in text.x0..<text.x1 { peak = max(peak, glyphs[x - origin.x0, y - origin.y0] >> 24) } }
            var ink = SIMD3<Float>(), inkCount: Float = 0, back = SIMD3<Float>(), backCount: Float = 0
            for y in text.y0..<text.y1 {
                for x in text.x0..<text.x1 {
                    let alpha = glyphs[x - origin.x0, y - origin.y0] >> 24
                    let c = PremultipliedColor(pixel: p.surface[x, y])
                    if alpha * 10 >= peak * 8 { ink += SIMD3(c.r, c.g, c.b); inkCount += 1 } else if alpha == 0 { back += SIMD3(c.r, c.g, c.b); backCount += 1 }
                }
            }
            try #require(inkCount > 10 && backCount > 10)
            let a = ink / inkCount, b = back / backCount
            let ratio = Contrast.ratio(Color(r: a.x, g: a.y, b: a.z), Color(r: b.x, g: b.y, b: b.z))
            #expect(ratio >= Contrast.minimum, "tv \(appearance): header \"\(row.title)\" \(ratio):1 against the glass")
        }
        #expect(headers >= 2)
    }
}
