import Foundation
import Testing
@testable import GlassCompositor

/// `--state` (V8): every frame's animated values, read through a pure query, follow the
/// motion's formulas; and slow animations are the same motion at k times the real time.
@Suite struct StateSnapshotTests {
    /// The values of one `--state` line, parsed back from its text.
    static func parse(_ line: String) throws -> (t: Double, frame: Int, state: [String: Double]) {
        guard case .object(let top) = try JSONParser.parse(line).value else { throw CocoaError(.coderInvalidValue) }
        var t = -1.0, frame = -1
        var state: [String: Double] = [:]
        for (key, node) in top {
            switch (key, node.value) {
            case ("t", .number(let v)): t = v
            case ("frame", .number(let v)): frame = Int(v)
            case ("state", .object(let members)):
                for (k, n) in members { if case .number(let v) = n.value { state[k] = v } }
            default: break
            }
        }
        return (t, frame, state)
    }

    @Test("during a fling the page's offset only grows, then rests; sampling it changes nothing")
    func flingOffsetsAreMonotone() throws {
        let scene = try FlightRecorderTests.musicScene()
        let session = ViewerSession(scene: scene, pixelWidth: 400, pixelHeight: 600, scale: 1)
        let presenter = try #require(OffscreenPresenter(width: 400, height: 600))
        let key = "scroll.\(scene.tabs[0].id)"
        let c = Point(200, 400)
        session.handle(InputEvent(.down(button: 1), at: c, time: 0.1))
        for i in 1...6 { session.handle(InputEvent(.move, at: Point(200, 400 - Double(i) * 30), time: 0.1 + Double(i) * 0.016)) }
        session.handle(InputEvent(.up(button: 1), at: Point(200, 220), time: 0.2))
        var offsets: [Double] = []
        var frame = 0
        for i in 12...480 {
            let t = Double(i) / 60
            session.advance(to: t)
            let line = session.stateSnapshot().jsonLine(time: t, frame: frame + 1)
            // Pure: asking twice gives the same, and drawing after it is unaffected.
            #expect(session.stateSnapshot().jsonLine(time: t, frame: frame + 1) == line)
            session.renderFrame(to: presenter)
            frame += 1
            let parsed = try Self.parse(line)
            #expect(parsed.frame == frame && abs(parsed.t - t) < 1e-6)
            offsets.append(try #require(parsed.state[key]))
        }
        #expect(offsets.first! > 150, "the release point is past the drag")
        for (a, b) in zip(offsets, offsets.dropFirst()) { #expect(b >= a - 1e-4, "offset went back from \(a) to \(b)") }
        #expect(offsets.last! > offsets.first! + 50, "the fling carried on after the release")
        #expect(offsets.suffix(10).allSatisfy { abs($0 - offsets.last!) < 1e-3 }, "the fling came to rest")
    }

    @Test("the tab pill ends exactly on the selected tab, stretched only while it travels")
    func pillEndsOnTheSelectedTab() throws {
        let session = ViewerSession(scene: try FlightRecorderTests.musicScene(), pixelWidth: 400, pixelHeight: 600, scale: 1)
        session.handle(InputEvent(.key(name: "3", modifiers: []), time: 0.1))
        session.advance(to: 0.2)
        let moving = session.stateSnapshot()
        #expect(try #require(moving["tabBar.pill"]) > 0.2 && moving["tabBar.pill"]! < 2)
        #expect(try #require(moving["tabBar.pillStretch"]) > 1)
        session.advance(to: 2)
        let settled = session.stateSnapshot()
        #expect(settled["tabBar.pill"] == 2)
        #expect(settled["tabBar.pillStretch"] == 1)
    }

    @Test("slow animations: the same motion, k times slower in real time", arguments: [2.0, 5.0, 10.0])
    func slowFactorStretchesTime(k: Double) throws {
        let scene = try FlightRecorderTests.musicScene()
        final class RealTime { var now = 100.0 }
        func run(factor: Double) throws -> (states: [String], frames: [UInt64]) {
            let real = RealTime()
            let clock = SceneClock(realTime: { real.now })
            clock.setSlowFactor(factor)
            let session = ViewerSession(scene: scene, pixelWidth: 400, pixelHeight: 600, scale: 1)
            let presenter = try #require(OffscreenPresenter(width: 400, height: 600))
            var states: [String] = [], frames: [UInt64] = []
            // Real time runs k times longer; input comes at the same scene times. Frames every
            // 1/64 s, a binary fraction, so real and scene times map exactly (a division whose
            // exact result is representable is exact).
            for i in 0...64 {
                real.now = 100 + factor * Double(i) / 64
                if i == 6 { session.handle(InputEvent(.key(name: "2", modifiers: []), time: clock.now)) }
                if i == 9 { session.handle(InputEvent(.wheel(dx: 0, dy: 3), at: Point(200, 300), time: clock.now)) }
                session.advance(to: clock.now)
                session.renderFrame(to: presenter)
                states.append(session.stateSnapshot().jsonLine(time: clock.now, frame: i))
                frames.append(presenter.surface.contentHash)
            }
            return (states, frames)
        }
        let normal = try run(factor: 1), slow = try run(factor: k)
        #expect(normal.states == slow.states)
        #expect(normal.frames == slow.frames)
        // And the motion did happen (the pill moved between the frames compared).
        #expect(Set(normal.states).count > 20)
    }
}
