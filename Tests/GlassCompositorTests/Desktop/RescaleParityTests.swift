import Foundation
import Testing
@testable import GlassCompositor

/// A session whose scale changes while open (the desktop's did) draws, from then on, the very
/// frames of a session that started at the new scale with the same input: every cache kept in
/// pixels is dropped, and what the person did (tab, stack, scroll, all in points) stays
/// (issue 38, item 3).
@Suite struct RescaleParityTests {
    /// The same input in points for both sessions: scrolls, a tab switch and back, a push.
    static let input: [InputEvent] = [
        InputEvent(.wheel(dx: 0, dy: 3), at: Point(150, 300), time: 0.1),
        InputEvent(.key(name: "2", modifiers: []), at: Point(150, 300), time: 0.4),
        InputEvent(.key(name: "1", modifiers: []), at: Point(150, 300), time: 0.7),
        InputEvent(.wheel(dx: 0, dy: 2), at: Point(150, 300), time: 0.9),
    ]

    func frames(scene: Scene, startScale: Double, rescaleAt: Double?, to newScale: Double,
                points: (Double, Double), times: [Double]) -> [Surface] {
        let session = ViewerSession(scene: scene, pixelWidth: Int(points.0 * startScale), pixelHeight: Int(points.1 * startScale),
                                    scale: startScale, clock: FixedStepClock())
        var events = Self.input
        if let rescaleAt {
            events.append(InputEvent(.rescale(scale: newScale, width: Int(points.0 * newScale), height: Int(points.1 * newScale)),
                                     time: rescaleAt))
            events.sort { $0.time < $1.time }
        }
        var out: [Surface] = []
        var pending = events[...]
        var t = 0.0
        // Frames every 1/60 s, as a window draws them, so the first session's caches are
        // full of scale-1 pixels when its scale changes.
        while t <= times.last! + 1e-9 {
            while let e = pending.first, e.time <= t { session.advance(to: e.time); session.handle(e); pending = pending.dropFirst() }
            session.advance(to: t)
            let presenter = OffscreenPresenter(width: session.pixelWidth, height: session.pixelHeight)!
            session.renderFrame(to: presenter)
            if times.contains(where: { abs($0 - t) < 1e-6 }) { out.append(presenter.surface) }
            t = (t * 60 + 1).rounded() / 60
        }
        return out
    }

    @Test(arguments: [("default", 1.0, 2.0), ("mail", 1, 2), ("music", 1, 2), ("maps", 1, 2), ("tv", 1, 2),
                      ("controls", 1, 2), ("landmarks", 1, 2), ("glass-lab", 1, 2), ("default", 2, 1.5), ("mail", 2, 1)])
    func aRescaledSessionDrawsWhatAFreshOneDraws(_ name: String, _ from: Double, _ to: Double) throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("\(name).json").path)
        // Once the scrolls have settled: a change mid-fling stops it, as a resize does.
        let times = [181.0 / 60, 190.0 / 60, 240.0 / 60]
        let rescaled = frames(scene: scene, startScale: from, rescaleAt: 180.0 / 60, to: to, points: (390, 700), times: times)
        let fresh = frames(scene: scene, startScale: to, rescaleAt: nil, to: to, points: (390, 700), times: times)
        #expect(rescaled.count == times.count && fresh.count == times.count)
        for (i, (a, b)) in zip(rescaled, fresh).enumerated() {
            #expect(a.width == Int(390 * to) && a.height == Int(700 * to))
            let difference = a.largestChannelDifference(from: b)
            #expect(difference == 0, "\(name) \(from)→\(to) at \(times[i]) s: channels differ by up to \(difference)")
            if difference != 0 {
                for (surface, kind) in [(a, "rescaled"), (b, "fresh")] {
                    let url = RepositoryPaths.testOutput.appendingPathComponent("rescale-\(name)-\(from)-\(to)-\(i)-\(kind).png")
                    try? Data(PNGFile.encode(surface)).write(to: url)
                }
            }
        }
    }
}
