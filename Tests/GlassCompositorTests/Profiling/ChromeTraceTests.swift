import Foundation
import Testing
@testable import GlassCompositor

/// `bench --trace` writes frame timings as Chrome Trace Events (DESIGN §6, SPEC V7).
@Suite struct ChromeTraceTests {
    static func frames() -> [ChromeTrace.Frame] {
        var a = FrameTiming()
        a.start = 10
        a[.layout] = 0.001; a[.content] = 0.0005; a[.backdrop] = 0.002; a[.glass] = 0.003
        a.redrawnPixels = 2_073_600
        var b = FrameTiming()
        b.start = 10.0166
        b[.layout] = 0.0002
        return [ChromeTrace.Frame(timing: a, number: 1, sceneTime: 0), ChromeTrace.Frame(timing: b, number: 2, sceneTime: 1 / 60)]
    }

    static func events(_ trace: ChromeTrace) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(trace.json.utf8)) as? [String: Any]
        return try #require(object?["traceEvents"] as? [[String: Any]])
    }

    @Test func eachFrameIsASliceEnclosingItsStagesInPipelineOrder() throws {
        let events = try Self.events(ChromeTrace(frames: Self.frames(), title: "bench \"lab\""))
        let slices = events.filter { $0["ph"] as? String == "X" }
        // Frame 0: the frame and its four stages that took time; frame 1: the frame and layout.
        #expect(slices.map { $0["name"] as? String } == ["frame", "layout", "content", "backdrop", "glass", "frame", "layout"])
        let ts = slices.map { $0["ts"] as? Double ?? -1 }, dur = slices.map { $0["dur"] as? Double ?? -1 }
        // Microseconds from the first frame's start; stages follow each other inside their frame.
        #expect(ts[0] == 0 && abs(dur[0] - 6500) < 0.01)
        #expect(abs(ts[2] - 1000) < 0.01 && abs(ts[3] - 1500) < 0.01 && abs(ts[4] - 3500) < 0.01)
        #expect(abs(ts[4] + dur[4] - (ts[0] + dur[0])) < 0.01)
        #expect(abs(ts[5] - 16_600) < 0.01)
        let args = slices[0]["args"] as? [String: Any]
        #expect(args?["redrawn_pixels"] as? Int == 2_073_600)
        // Counters per frame, and the title survives its quotes.
        let counters = events.filter { $0["ph"] as? String == "C" }
        #expect(counters.count == 4)
        let process = events.first { $0["name"] as? String == "process_name" }?["args"] as? [String: Any]
        #expect(process?["name"] as? String == "bench \"lab\"")
    }

    @Test func noFramesIsStillAValidTrace() throws {
        let events = try Self.events(ChromeTrace(frames: [], title: "empty"))
        #expect(events.allSatisfy { $0["ph"] as? String == "M" })
    }
}
