import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Input is shown at once (issue 37, item 2): real XTest input after idle gaps and a drag while
/// something animates, read back from the window's own recording. A frame that answers input
/// at once is the frame for the time of the newest input it shows, so its mark carries that
/// input's time exactly; a frame that waited for the pacing tick, or read the clock again,
/// carries a later time. After it the animation the input started goes on frame by frame, and
/// the recording replays bit for bit.
extension WindowTests {
    @Test("input after an idle gap is drawn at once, as the frame of its own time, and pacing resumes after")
    func inputAfterAnIdleGapIsDrawnAtOnce() throws {
        let record = NSTemporaryDirectory() + "glass-viewer-pacing-\(getpid())-\(UUID().uuidString).jsonl"
        let frames = record + ".frames"
        defer {
            unlink(record)
            try? FileManager.default.removeItem(atPath: frames)
        }
        let scene = RepositoryPaths.scenes.appendingPathComponent("music.json").path
        let run = try launch([scene, "--scale", "1", "--record", record])
        defer { run.tearDown() }
        let (client, window) = (run.client, run.window)
        _ = try #require(client.settledFrame(window), "no frame drawn")

        // Each input comes once the window has been idle a while: a tap on the second tab (its
        // pill travels), a wheel step (the content springs), a drag (the indicator shows).
        let slot = TabBarLayout(tabCount: 4, viewport: Size(400, 300), collapse: 0, hasAccessory: true).slots[1]
        client.click(window, x: Int32(slot.midX.rounded()), y: Int32(slot.midY.rounded()))
        _ = client.settledFrame(window, interval: 1.2, timeout: 20)
        client.wheel(window, button: 5, x: 200, y: 120)
        _ = client.settledFrame(window, interval: 1.2, timeout: 20)
        client.drag(window, from: (200, 200), to: (200, 120), steps: 8, duration: 0.25)
        let shown = try #require(client.settledFrame(window, interval: 1.2, timeout: 20), "the window did not settle")
        client.sendDeleteWindow(window)
        #expect(run.viewer.waitForExit() == 0)

        let text = try String(contentsOfFile: record, encoding: .utf8)
        let script = try InteractionScript.parse(text, file: record)
        // The frames whose first new input came a tenth of a second (six periods) or more after
        // the frame before: that input found the window idle.
        let marks = script.frames
        let answers = marks.indices.dropFirst().filter { i in
            marks[i].eventCount > marks[i - 1].eventCount && script.events[marks[i - 1].eventCount].time - marks[i - 1].time >= 0.1
        }
        for (k, i) in answers.enumerated() {
            let mark = marks[i], newest = script.events[mark.eventCount - 1]
            #expect(mark.time == newest.time,
                    "frame \(mark.number) answers input read after an idle gap at t \(newest.time) but shows t \(mark.time)")
            // Pacing resumes: until the next idle gap, what the input started is drawn on in
            // frames of no new input, each later than the one before.
            let stretch = marks[i..<(k + 1 < answers.count ? answers[k + 1] : marks.count)]
            let animated = zip(stretch, stretch.dropFirst()).filter { $0.eventCount == $1.eventCount }
            #expect(animated.count >= 2, "frame \(mark.number): only \(animated.count) frames of animation followed")
            #expect(zip(stretch, stretch.dropFirst()).allSatisfy { $0.time < $1.time })
        }
        #expect(answers.count == 3, "the tap, the wheel step and the drag each follow an idle gap:\n\(text)")

        // Each move is drawn when it is read, not at the next tick, whether or not an animation
        // (the tab bar minimizing) has frames due on the pacing grid meanwhile. (The scroll
        // indicator no longer animates while it holds still, so whether such a frame falls
        // between two moves depends on the machine's timing, and is not asserted.)
        let press = try #require(script.events.lastIndex { if case .down = $0.kind { true } else { false } })
        let moves = marks.indices.dropFirst().filter { i in
            marks[i].eventCount > max(marks[i - 1].eventCount, press + 1)
                && script.events[marks[i - 1].eventCount..<marks[i].eventCount].allSatisfy { if case .move = $0.kind { true } else { false } }
        }
        #expect(moves.count >= 6, "the drag's moves were not drawn one by one:\n\(text)")
        for i in moves {
            let newest = script.events[marks[i].eventCount - 1]
            #expect(marks[i].time == newest.time, "frame \(marks[i].number) shows the move read at t \(newest.time) at t \(marks[i].time)")
        }

        // The recording replays to the frames the window drew at those times: the last is the
        // window's, bit for bit.
        let replay = try ChildProcess(try ViewerProcess.binary(), ["replay", record, "--out", frames],
                                      environment: ProcessInfo.processInfo.environment)
        _ = replay.waitForExit(timeout: 120)
        #expect(replay.exitStatus == 0)
        let written = ((try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? []).sorted()
        #expect(written.count == script.frames.count, "replay drew \(written.count) of \(script.frames.count) frames")
        let last = try PNGFile.read(frames + "/" + (try #require(written.last)))
        #expect(last.width == shown.width && last.height == shown.height)
        var differing = 0
        for y in 0..<min(last.height, shown.height) {
            for x in 0..<min(last.width, shown.width) where last[x, y] & 0xffffff != shown.values[y * shown.width + x] {
                differing += 1
            }
        }
        #expect(differing == 0, "\(differing) pixels of the window's last frame differ from the replay's")
    }
}
