import Foundation
import Testing
@testable import GlassCompositor

/// Damage as a region in the whole session: two small changes far apart redraw two small
/// areas, and a frame drawn inside the region has every pixel a full redraw gives it.
///
/// Full and partial redraws are compared with plans off (`RenderOptions.glassPlans`): a plan
/// is built on a key's second draw, so the two would replay plans on different frames, and a
/// replay may differ from live shading by two levels. Everything else must be the same bits.
@Suite struct RegionDamageSessionTests {
    /// A presenter that asks for the whole frame every time: the reference.
    final class FullRedrawPresenter: Presenter {
        let surface: Surface
        init(width: Int, height: Int) { surface = Surface(width: width, height: height)! }
        func acquire() -> (surface: Surface, stale: DamageRegion)? { (surface, DamageRegion(surface.bounds)) }
        func present(damage: DamageRegion) {}
    }

    /// Two buffers used in turn, each stale by what was presented since it was last drawn (as
    /// the shared-memory window presenter keeps them).
    final class DoubleBufferedPresenter: Presenter {
        let buffers: [Surface]
        private var stale: [DamageRegion]
        private var next = 0
        private(set) var last = 0
        init(width: Int, height: Int) {
            buffers = (0..<2).map { _ in Surface(width: width, height: height)! }
            stale = buffers.map { DamageRegion($0.bounds) }
        }
        func acquire() -> (surface: Surface, stale: DamageRegion)? { (buffers[next], stale[next]) }
        func present(damage: DamageRegion) {
            for i in stale.indices { if i == next { stale[i] = DamageRegion() } else { stale[i].formUnion(damage) } }
            last = next
            next = 1 - next
        }
    }

    static let live = RenderOptions(glassPlans: false)

    /// Two interactive glass circles in opposite corners of a desktop window, no tab bar.
    static let corners = """
        {"tabBar": {"visible": false},
         "tabs": [{"title": "A", "screen": {"items": [{"kind": "text", "style": "body", "text": "Glass in two corners."}],
           "glass": [
             {"id": "a", "shape": "circle", "frame": {"anchor": "topLeading", "x": 16, "y": 16, "width": 56, "height": 56}, "interactive": true},
             {"id": "b", "shape": "circle", "frame": {"anchor": "bottomTrailing", "x": 16, "y": 16, "width": 56, "height": 56}, "interactive": true}
           ]}}]}
        """

    @Test func twoPressesInOppositeCornersRedrawFarLessThanTheirBox() throws {
        let scene = try SceneDecoder.decode(Self.corners, file: "corners.json")
        let (w, h) = (1280, 800)
        let s = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: 1, clock: FixedStepClock(), options: Self.live)
        let full = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: 1, clock: FixedStepClock(), options: Self.live)
        let p = OffscreenPresenter(width: w, height: h)!, fp = FullRedrawPresenter(width: w, height: h)
        for _ in 0..<30 { s.step(to: p); full.step(to: fp) }
        #expect(!s.needsFrame)
        // Tap one circle, then the other three frames later: both swell and bounce together.
        let a = Point(44, 44), b = Point(Double(w) - 44, Double(h) - 44)
        let taps: [Int: [(InputEvent.Kind, Point)]] = [0: [(.down(button: 1), a)], 3: [(.up(button: 1), a), (.down(button: 1), b)],
                                                       6: [(.up(button: 1), b)]]
        var bothCorners = 0, frames = 0
        while (s.needsFrame || frames < 8) && frames < 120 {
            for (kind, point) in taps[frames] ?? [] {
                s.handle(InputEvent(kind, at: point, time: s.clock.now))
                full.handle(InputEvent(kind, at: point, time: full.clock.now))
            }
            s.step(to: p); full.step(to: fp)
            frames += 1
            let d = p.lastDamage
            if d.bounds.width > w / 2 && d.bounds.height > h / 2 {
                bothCorners += 1
                #expect(d.area * 20 < d.bounds.area, "frame \(frames): \(d) redraws \(d.area) of its box's \(d.bounds.area) pixels")
            }
            #expect(p.surface.hasSamePixels(as: fp.surface), "frame \(frames) differs from a full redraw by \(p.surface.largestChannelDifference(from: fp.surface))")
        }
        #expect(bothCorners > 5)
    }

    /// The HUD's corner is redrawn on the frame it is hidden (overlays are not in the plan the
    /// tracker compares, so the bounds of the last frame's overlays join the damage).
    @Test func hidingTheHUDRedrawsWhereItWas() {
        let (w, h) = (390, 700)
        let s = ViewerSession(scene: .builtInDefault(), pixelWidth: w, pixelHeight: h, scale: 1, clock: FixedStepClock(), options: Self.live)
        let full = ViewerSession(scene: .builtInDefault(), pixelWidth: w, pixelHeight: h, scale: 1, clock: FixedStepClock(), options: Self.live)
        let p = OffscreenPresenter(width: w, height: h)!, fp = FullRedrawPresenter(width: w, height: h)
        for shown in [false, true, true, false, false] {
            s.showsHUD = shown
            s.step(to: p); full.step(to: fp)
        }
        #expect(p.surface.largestChannelDifference(from: fp.surface) == 0)
    }

    /// Every bench script's scene, run with each frame drawn inside its damage, equals the same
    /// run redrawn whole every frame, at every frame.
    @Test(arguments: ["controls", "mail", "maps", "music", "tv"])
    func scriptedRunsEqualAFullRedrawAtEveryFrame(_ name: String) throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("\(name).json").path)
        let scriptPath = RepositoryPaths.scenes.appendingPathComponent("bench/\(name).jsonl").path
        let script = try InteractionScript.parse(try String(contentsOfFile: scriptPath, encoding: .utf8), file: scriptPath)
        // The 1920×1080 @2 reference run's point layout (the scripts play the same at every size: BenchScriptSizeTests).
        let (w, h) = (960, 540)
        let partial = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: 1, clock: FixedStepClock(), options: Self.live)
        let full = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: 1, clock: FixedStepClock(), options: Self.live)
        // The double-buffered presenter also checks the stale regions of alternating buffers.
        let p = DoubleBufferedPresenter(width: w, height: h), fp = FullRedrawPresenter(width: w, height: h)
        var players = [ScriptPlayer(script), ScriptPlayer(script)]
        var redrawn = 0, frames = 0, mismatches = 0
        while frames < Int(script.duration * 60) + 90 {
            players[0].deliver(upTo: partial.clock.now, to: partial)
            players[1].deliver(upTo: full.clock.now, to: full)
            partial.step(to: p); full.step(to: fp)
            frames += 1
            redrawn += partial.history.last?.redrawnPixels ?? 0
            let shown = p.buffers[p.last]
            if !shown.hasSamePixels(as: fp.surface) {
                mismatches += 1
                if mismatches <= 3 { Issue.record("\(name) frame \(frames): \(shown.largestChannelDifference(from: fp.surface)) levels off a full redraw") }
            }
        }
        #expect(mismatches == 0)
        // And the run did redraw only part of many frames.
        #expect(redrawn < frames * w * h * 3 / 4)
    }
}
