import Testing
@testable import GlassCompositor

/// What a dragged control shows (C2, C4): the slider's thumb stays over its bar at
/// either end, clear of the end icons, and a segmented control's dragged thumb shows the
/// titles under it sharp, not the glass's blurred copy of them.
@Suite struct ControlLensTests {
    private func harness() throws -> (ViewerSession, FixedStepClock, OffscreenPresenter) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("controls.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 1700, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 1700)!
        s.step(to: p)
        return (s, clock, p)
    }

    @Test func sliderThumbAtEitherEndStaysClearOfTheEndIcons() throws {
        let (s, _, _) = try harness()
        let c = try #require(s.controls.liveControls().first { $0.id == "volume" })
        guard case .slider(let model) = c.control else { Issue.record("not a slider"); return }
        #expect(model.minimumIcon != nil && model.maximumIcon != nil)
        let bar = ContentPainter.sliderBar(model, in: c.rect)
        let half = ContentPainter.sliderThumbHalfWidth
        let atMax = ContentPainter.sliderX(model, value: model.maximum, in: c.rect)
        let atMin = ContentPainter.sliderX(model, value: model.minimum, in: c.rect)
        #expect(atMax + half <= bar.maxX + 1e-9, "the thumb's trailing edge at the maximum is over the bar")
        #expect(atMin - half >= bar.minX - 1e-9)
        // The maximum icon is drawn in the control's last 20 pt.
        #expect(atMax + half < c.rect.maxX - 20)
        #expect(atMin - half > c.rect.minX + 20)
    }

    @Test func draggedSegmentThumbShowsTheTitlesSharp() throws {
        let (s, clock, p) = try harness()
        let c = try #require(s.controls.liveControls().first { $0.id == "range" })
        let w = c.rect.width / 4
        let start = Point(c.rect.minX + 1.5 * w, c.rect.midY - s.scrollOffset())   // "Week", selected
        s.handle(InputEvent(.down(button: 1), at: start, time: clock.now))
        for _ in 0..<30 { s.step(to: p) }   // the lens has grown; the thumb rests on "Week"
        let placement = PagePlacement(shiftX: 0, offsetY: s.content.offsetPixels, isTop: true)
        let page = try #require(s.content.selectedPage)
        let lens = try #require(s.controls.ridingCommands(for: page, at: placement).compactMap { command -> GlassItem? in
            if case .glass(let g) = command { return g } else { return nil }
        }.first)
        #expect(lens.glyphs != nil, "the lens carries the titles")
        // The darkest pixel under the lens centre's row is near-black text, not a grey blur.
        let b = lens.field.bounds
        let y = Int(b.midY)
        var darkest = 255 * 3
        for x in Int(b.minX + 6)..<Int(b.maxX - 6) {
            let v = p.surface[x, y]
            darkest = min(darkest, Int(v >> 16 & 0xff) + Int(v >> 8 & 0xff) + Int(v & 0xff))
        }
        #expect(darkest < 3 * 90, "sharp title ink under the lens (darkest \(darkest / 3))")
    }
}
