import Foundation
import Testing
@testable import GlassCompositor

/// Traces (V7): measured slices per thread, frames with their number and scene time,
/// counters; checked by a strict reader of the Trace Event format.
@Suite(.serialized) struct ChromeTraceTests {
    static func frames() -> [ChromeTrace.Frame] {
        var a = FrameTiming()
        a.start = 10
        a[.layout] = 0.001; a[.content] = 0.0005; a[.backdrop] = 0.002; a[.glass] = 0.003
        a.spans = [.init(stage: .layout, begin: 10, end: 10.001), .init(stage: .content, begin: 10.001, end: 10.0015),
                   .init(stage: .glass, begin: 10.0015, end: 10.0065)]
        a.inputSpans = [.init(stage: .input, begin: 9.99, end: 9.9901)]
        a.redrawnPixels = 2_073_600
        a.residentBytes = 64 << 20
        a.sessionTrack = 1
        a.workerSlices = [WorkerSlice(track: 2, name: "shade band", argument: 3, begin: 10_002_000_000, end: 10_003_000_000),
                          WorkerSlice(track: 1, name: "content band", argument: 0, begin: 10_001_100_000, end: 10_001_400_000)]
        var b = FrameTiming()
        b.start = 10.0166
        b[.layout] = 0.0002
        b.spans = [.init(stage: .layout, begin: 10.0166, end: 10.0168)]
        return [ChromeTrace.Frame(timing: a, number: 7, sceneTime: 0.1), ChromeTrace.Frame(timing: b, number: 8, sceneTime: 0.1 + 1 / 60)]
    }

    @Test func slicesAreTheMeasuredIntervalsOnTheirThreads() throws {
        let text = ChromeTrace(frames: Self.frames(), title: "bench \"lab\"").json
        #expect(TraceChecker.problems(text) == [])
        let events = TraceChecker.events(text)
        let slices = events.filter { $0["ph"] as? String == "X" }
        #expect(slices.map { $0["name"] as? String } == ["input", "frame", "layout", "content", "glass layer", "shade band",
                                                        "content band", "frame", "layout"])
        let ts = slices.map { $0["ts"] as? Double ?? -1 }, dur = slices.map { $0["dur"] as? Double ?? -1 }
        // Microseconds from the first input; each slice where it was measured.
        #expect(ts[0] == 0 && abs(dur[0] - 100) < 0.001)
        #expect(abs(ts[1] - 10_000) < 0.001 && abs(dur[1] - 6500) < 0.001)
        #expect(abs(ts[4] - 11_500) < 0.001 && abs(dur[4] - 5000) < 0.001)
        #expect(abs(ts[5] - 12_000) < 0.001 && slices[5]["tid"] as? Int == 3)
        #expect(slices[6]["tid"] as? Int == 1, "the session thread's own loop work is on its track")
        let frameArgs = slices[1]["args"] as? [String: Any]
        #expect(frameArgs?["frame"] as? Int == 7 && frameArgs?["redrawn_pixels"] as? Int == 2_073_600)
        #expect(abs((frameArgs?["scene_time"] as? Double ?? 0) - 0.1) < 1e-9)
        #expect((slices[4]["args"] as? [String: Any])?["backdrop_ms"] as? Double == 2)
        let counters = events.filter { $0["ph"] as? String == "C" }
        #expect(counters.map { $0["name"] as? String } == ["frame ms", "redrawn Mpx", "RSS MB", "frame ms", "redrawn Mpx"])
        let names = events.filter { $0["name"] as? String == "thread_name" }.compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(names == ["session thread (frames)", "worker 2"])
        let process = events.first { $0["name"] as? String == "process_name" }?["args"] as? [String: Any]
        #expect(process?["name"] as? String == "bench \"lab\"")
    }

    /// A tile's slice carries the CPU time its thread ran for it, which tells a slow tile from
    /// a thread that waited for a core; slices that do not measure it carry none.
    @Test func aTileSaysHowMuchCPUItTook() throws {
        var timing = FrameTiming()
        timing.start = 10
        timing.spans = [.init(stage: .content, begin: 10, end: 10.009)]
        timing.sessionTrack = 1
        timing.workerSlices = [WorkerSlice(track: 2, name: "tile", argument: 1, begin: 10_000_000_000, end: 10_009_000_000, cpu: 1_250_000),
                               WorkerSlice(track: 2, name: "shade band", argument: 0, begin: 10_009_000_000, end: 10_009_100_000)]
        let text = ChromeTrace(frames: [ChromeTrace.Frame(timing: timing, number: 1, sceneTime: 0)], title: "cpu").json
        #expect(TraceChecker.problems(text) == [])
        let slices = TraceChecker.events(text).filter { $0["ph"] as? String == "X" }
        let tile = slices.first { $0["name"] as? String == "tile" }?["args"] as? [String: Any]
        let band = slices.first { $0["name"] as? String == "shade band" }?["args"] as? [String: Any]
        #expect(tile?["cpu_ms"] as? Double == 1.25)
        #expect(band != nil && band?["cpu_ms"] == nil)
    }

    /// A tile drawn with tracing on records its thread's CPU time, at most its wall time.
    @Test func aTracedTileMeasuresItsThreadsCPU() {
        let was = WorkerTrace.enabled.load(ordering: .relaxed)
        WorkerTrace.enabled.store(true, ordering: .relaxed)
        defer { WorkerTrace.enabled.store(was, ordering: .relaxed) }
        _ = WorkerTrace.collect()
        var sum = 0.0
        WorkerTrace.slice(.tile, 5) { for i in 0..<200_000 { sum += Double(i).squareRoot() } }
        WorkerTrace.slice(.shadeBand, 6) { sum += 1 }
        let mine = WorkerTrace.collect().slices.filter { $0.argument == 5 || $0.argument == 6 }
        let tile = mine.first { $0.label == .tile }, band = mine.first { $0.label == .shadeBand }
        #expect(sum > 0)
        #expect(tile?.cpu.map { $0 > 0 && $0 <= tile!.end - tile!.begin + 1_000_000 } == true, "\(String(describing: tile))")
        #expect(band != nil && band?.cpu == nil)
    }

    @Test func noFramesIsStillAValidTrace() throws {
        let text = ChromeTrace(frames: [], title: "empty").json
        #expect(TraceChecker.problems(text) == [])
        #expect(TraceChecker.events(text).allSatisfy { $0["ph"] as? String == "M" })
    }

    @Test("the checker finds crossing slices, bad types and unbalanced B/E")
    func checkerIsStrict() {
        func trace(_ events: String) -> String { "{\"traceEvents\":[\(events)]}" }
        let ok = #"{"name":"a","ph":"X","pid":1,"tid":1,"ts":0,"dur":10},{"name":"b","ph":"X","pid":1,"tid":1,"ts":2,"dur":8}"#
        #expect(TraceChecker.problems(trace(ok)) == [])
        let crossing = #"{"name":"a","ph":"X","pid":1,"tid":1,"ts":0,"dur":10},{"name":"b","ph":"X","pid":1,"tid":1,"ts":5,"dur":10}"#
        #expect(TraceChecker.problems(trace(crossing)).first?.contains("crosses") == true)
        // On another thread the same slices are fine.
        let otherThread = #"{"name":"a","ph":"X","pid":1,"tid":1,"ts":0,"dur":10},{"name":"b","ph":"X","pid":1,"tid":2,"ts":5,"dur":10}"#
        #expect(TraceChecker.problems(trace(otherThread)) == [])
        for bad in [#"{"name":"a","ph":"X","pid":"1","tid":1,"ts":0,"dur":1}"#, #"{"name":"a","ph":"X","pid":1,"tid":1.5,"ts":0,"dur":1}"#,
                    #"{"name":"a","ph":"X","pid":1,"tid":1,"ts":-1,"dur":1}"#, #"{"name":"a","ph":"X","pid":1,"tid":1,"ts":0}"#,
                    #"{"name":"a","ph":"Q","pid":1,"tid":1,"ts":0}"#, #"{"name":"a","ph":"B","pid":1,"tid":1,"ts":0}"#,
                    #"{"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{}}"#, #"{"name":"c","ph":"C","pid":1,"ts":0,"args":{"v":"x"}}"#,
                    #"{"name":"a","ph":"X","pid":1,"tid":1,"ts":0,"dur":1,"when":3}"#] {
            #expect(!TraceChecker.problems(trace(bad)).isEmpty, "\(bad)")
        }
        #expect(!TraceChecker.problems("[]").isEmpty)
    }

    @Test("a traced session's frames: workers on their own tracks, slices nest, frames carry their number and time")
    func sessionTracePassesTheChecker() throws {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("glass-lab.json").path)
        let session = ViewerSession(scene: scene, pixelWidth: 1280, pixelHeight: 800, scale: 1)
        let presenter = try #require(OffscreenPresenter(width: 1280, height: 800))
        var frames: [ChromeTrace.Frame] = []
        session.onFrame = { frames.append(ChromeTrace.Frame(timing: $0, number: frames.count + 1, sceneTime: session.time)) }
        ViewerSession.tracesWorkerThreads = true
        defer { ViewerSession.tracesWorkerThreads = false }
        for i in 0..<20 {
            let t = Double(i) / 60
            if i % 4 == 0 { session.handle(InputEvent(.wheel(dx: 0, dy: 1), at: Point(600, 400), time: t)) }
            session.advance(to: t)
            session.renderFrame(to: presenter)
        }
        let text = ChromeTrace(frames: frames, title: "test").json
        #expect(TraceChecker.problems(text) == [])
        let events = TraceChecker.events(text)
        // Which threads' slices land in this session's frames depends on the other tests
        // running at once (the rings are process-wide); `bench --trace` shows the worker tracks.
        let frameSlices = events.filter { $0["name"] as? String == "frame" }
        #expect(frameSlices.count == 20)
        #expect((frameSlices.last?["args"] as? [String: Any])?["frame"] as? Int == 20)
        // Each component's planning is a slice on the session's track, named after it, inside
        // its frame's layout stage.
        let plans = events.filter { ($0["name"] as? String)?.hasPrefix("plan ") == true }
        let names = Set(plans.compactMap { $0["name"] as? String })
        #expect(names.isSuperset(of: ["plan TabBarComponent", "plan ContentComponent"]), "\(names.sorted())")
        #expect(plans.allSatisfy { $0["tid"] as? Int == 1 })
        let layouts = events.filter { $0["name"] as? String == "layout" }
        let inside = plans.allSatisfy { p in
            guard let ts = p["ts"] as? Double, let dur = p["dur"] as? Double else { return false }
            return layouts.contains { l in
                guard let lt = l["ts"] as? Double, let ld = l["dur"] as? Double else { return false }
                return lt <= ts && ts + dur <= lt + ld + 0.001
            }
        }
        #expect(inside)
    }
}
