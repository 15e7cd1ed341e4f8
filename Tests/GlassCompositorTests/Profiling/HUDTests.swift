import Foundation
import Testing
@testable import GlassCompositor

/// The HUD's numbers and its click on a bar.
@Suite struct HUDTests {
    /// A history of `count` frames at 60 Hz whose totals are 1, 2, … `count` ms, spread over
    /// the stages.
    static func history(count: Int, start: Double = 100) -> FrameHistory {
        var h = FrameHistory()
        for i in 1...count {
            var t = FrameTiming()
            t.start = start + Double(i) / 60
            let ms = Double(i) / 1000
            t[.layout] = ms * 0.25; t[.content] = ms * 0.25; t[.glass] = ms * 0.4; t[.present] = ms * 0.1
            t.redrawnPixels = 1000 * i
            h.append(t)
        }
        return h
    }

    @Test func percentilesCoverTheLastFiveSeconds() {
        // 600 frames over 10 s: the window holds the last 301 (frames 300 … 600).
        let h = Self.history(count: 600)
        let window = h.recent(seconds: HUD.statisticsWindow)
        #expect(window.count == 301)
        let s = Statistics(seconds: window.map(\.total))
        // Nearest rank over 300 … 600 ms: ⌈0.5 · 301⌉ = 151st, ⌈0.95 · 301⌉ = 286th, ⌈0.99 · 301⌉ = 298th.
        #expect(abs(s.p50 - 450) < 1e-6)
        #expect(abs(s.p95 - 585) < 1e-6)
        #expect(abs(s.p99 - 597) < 1e-6)
        #expect(abs(s.max - 600) < 1e-6)
    }

    @Test func stackedBarsSumToTheFrameTime() {
        let h = Self.history(count: 40)
        let frames = h.ordered
        let ceiling = HUD.ceiling(frames: frames, budget: 1.0 / 60)
        #expect(ceiling >= 40 && ceiling.truncatingRemainder(dividingBy: HUD.axisStep(ceiling)) == 0)
        for f in frames {
            let parts = HUD.segments(of: f, ceiling: ceiling, height: HUD.graph.height)
            let sum = parts.reduce(0) { $0 + $1.height }
            #expect(abs(sum - f.total * 1000 / ceiling * HUD.graph.height) < 1e-9)
            #expect(parts.map(\.stage) == [.layout, .content, .glass, .present])
        }
        // A frame past the top is cut at the top.
        var slow = FrameTiming(); slow[.glass] = 1
        #expect(abs(HUD.segments(of: slow, ceiling: 50, height: 76).reduce(0) { $0 + $1.height } - 76) < 1e-9)
    }

    /// A press on a bar selects that frame (and is taken: the content under the HUD does not
    /// see it); a press on the panel off the bars clears the selection.
    @Test func aClickOnABarSelectsItsFrame() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let session = ViewerSession(scene: scene, pixelWidth: 600, pixelHeight: 500, scale: 1, clock: FixedStepClock())
        session.showsHUD = true
        let presenter = OffscreenPresenter(width: 600, height: 500)!
        for _ in 0..<30 { session.step(to: presenter) }
        let frames = Array(session.hud.shownHistory.ordered.suffix(HUD.graphFrames))
        #expect(frames.count == 30)
        // Bar 10 of 30: bars are right-aligned, so it sits at slot 120 − 30 + 10.
        let barWidth = HUD.graph.width / Double(HUD.graphFrames)
        let x = HUD.pointRect.minX + HUD.graph.minX + (Double(HUD.graphFrames - 30 + 10) + 0.5) * barWidth
        let y = HUD.pointRect.minY + HUD.graph.midY
        let offset = session.scrollOffset()
        session.handle(InputEvent(.down(button: 1), at: Point(x, y), time: session.time))
        session.handle(InputEvent(.move, at: Point(x, y + 60), time: session.time + 0.05))
        session.handle(InputEvent(.up(button: 1), at: Point(x, y + 60), time: session.time + 0.1))
        #expect(session.hud.selected == frames[10].start)
        #expect(session.scrollOffset() == offset, "the press on the HUD reached the content")
        session.handle(InputEvent(.down(button: 1), at: Point(HUD.pointRect.minX + 20, HUD.pointRect.minY + 250), time: session.time))
        #expect(session.hud.selected == nil)
    }

    @Test func pausingFreezesTheGraph() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
        let session = ViewerSession(scene: scene, pixelWidth: 400, pixelHeight: 300, scale: 1, clock: FixedStepClock())
        session.showsHUD = true
        let presenter = OffscreenPresenter(width: 400, height: 300)!
        for _ in 0..<5 { session.step(to: presenter) }
        session.timeIsPaused = true
        let frozen = session.hud.shownHistory.ordered.map(\.start)
        for _ in 0..<5 { session.setNeedsFrame(); session.renderFrame(to: presenter) }
        #expect(session.hud.shownHistory.ordered.map(\.start) == frozen)
        session.timeIsPaused = false
        #expect(session.hud.shownHistory.ordered.count == frozen.count + 5)
    }

    /// The HUD as a profiling user sees it: a known history, one bar selected, at scale 1 and 2.
    @Test(arguments: [1.0, 2.0])
    func hudMatchesItsGolden(scale: Double) {
        let hud = HUD(scale: scale, budget: 1.0 / 60)
        var h = FrameHistory()
        for i in 0..<150 {
            var t = FrameTiming()
            t.start = Double(i) / 60
            let wave = 1 + 0.5 * sin(Double(i) / 7)
            t[.input] = 0.0002; t[.motion] = 0.0003 * wave; t[.layout] = 0.0012 * wave; t[.content] = 0.0025 * wave
            t[.backdrop] = 0.002 * wave; t[.glass] = 0.005 * wave; t[.overlay] = 0.0004; t[.present] = 0.0015
            if i % 37 == 0 { t[.content] += 0.014 }
            t.redrawnPixels = 2_073_600
            h.append(t)
        }
        let selected = h.ordered[148 - 37].start
        hud.draw(history: h, readings: HUD.Readings(residentBytes: 187 * 1_048_576, status: "paused  t 2.483 s  frame 149",
                                                    selected: selected, frozen: true))
        expectMatchesGolden(hud.surface, area: "hud", name: "hud@\(Int(scale))x")
    }
}
