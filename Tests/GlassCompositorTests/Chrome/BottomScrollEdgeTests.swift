import Testing
@testable import GlassCompositor

/// The scroll edge effect behind a bottom toolbar (N6): text scrolling under the bar is
/// faded, so it does not read sharp through the gaps between the bar's glass.
@Suite struct BottomScrollEdgeTests {
    @Test func textBetweenTheBottomBarsGlassIsFaded() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("mail.json").path)
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: FixedStepClock())
        let p = OffscreenPresenter(width: 390, height: 844)!
        s.step(to: p)
        let toolbar = try #require(s.toolbar.currentToolbar)
        let bottom = s.toolbar.layout(toolbar).groups.filter { $0.frame.minY > 600 }.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(bottom.count >= 2, "mail's bottom bar has separate glass groups")
        // The gap between the first two groups, a few points in from each glass edge.
        let gap = Rect(x: bottom[0].maxX + 1, y: bottom[0].minY + 8, width: bottom[1].minX - bottom[0].maxX - 2, height: bottom[0].height - 16)
        #expect(gap.width > 4)
        var darkest = 3 * 255
        let px = PixelRect(covering: gap)
        for y in px.y0..<(px.y0 + px.height) {
            for x in px.x0..<(px.x0 + px.width) {
                let c = p.surface[x, y]
                darkest = min(darkest, Int(c >> 16 & 0xff) + Int(c >> 8 & 0xff) + Int(c & 0xff))
            }
        }
        // Unfaded, the rows' black text reaches near 0 there.
        #expect(darkest > 3 * 120, "darkest pixel in the gap \(darkest / 3)")
    }
}
