import Foundation
import GlassCompositor

/// `glass-viewer bench`: renders frames of a built-in scroll animation headless on the
/// fixed-step clock and reports per-stage statistics.
enum Benchmark {
    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "bench")
        let (w, h) = try args.size() ?? (1280, 800)
        let scale = try args.number("--scale", in: 1...4) ?? 1
        let frames = try args.integer("--frames", in: 1...100_000) ?? 600
        let warmup = try args.integer("--warmup", in: 0...10_000) ?? 10
        let jsonPath = try args.value("--json")
        let tracePath = try args.value("--trace")
        let appearance = try args.value("--appearance")
        let scriptPath = try args.value("--script")
        let paced = try args.flag("--paced")
        let logPath = try args.value("--log"), statePath = try args.value("--state")
        let options = try args.renderOptions()
        let overlays = try args.overlayOptions()
        let rest = try args.positionals()
        guard rest.count <= 1 else { throw UsageError("bench takes one scene, got \(rest.count)") }
        var outputs = OutputFiles(inputs: [(rest.first, "scene"), (scriptPath, "script")])
        try outputs.check(jsonPath, option: "--json")
        try outputs.check(tracePath, option: "--trace")
        try outputs.check(logPath, option: "--log")
        try outputs.check(statePath, option: "--state")
        let script = try scriptPath.map(loadScript)
        let scene = try loadScene(rest.first, appearance: appearance)

        let clock = FixedStepClock()
        let session = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale, options: options, overlays: overlays)
        guard let presenter = OffscreenPresenter(width: w, height: h) else {
            throw OutputError(description: "cannot allocate a \(w)x\(h) frame")
        }
        let observers = try SessionOutputs(log: logPath, state: statePath, outputs: outputs)
        observers.attach(to: session, file: rest.first ?? "default")
        var timings: [FrameTiming] = []
        var sceneTimes: [Double] = []
        // With --trace, the worker threads' slices and the RSS counter too.
        ViewerSession.tracesWorkerThreads = tracePath != nil
        session.onFrame = { timing in
            var timing = timing
            if tracePath != nil { timing.residentBytes = ResidentMemory.bytes() }
            timings.append(timing)
            sceneTimes.append(session.time)
        }

        // The built-in animation: a wheel step every 8 frames (a continuous spring scroll),
        // down to the end of the content and back up, and so on. A script replaces it, looping.
        // A script starts after the warm-up frames, which show the scene at rest as a window
        // first shows it; the work they queued in the background (tiles of screens one tap
        // away) is then finished, as it is in a window before anyone touches it.
        var direction = 1.0
        let scriptStart = script == nil ? 0 : Double(warmup) * clock.step
        var player = script.map { ScriptPlayer($0.shifted(by: scriptStart)) }
        var loopStart = scriptStart
        let wallStart = WallClock.monotonicSeconds()
        for i in 0..<(frames + warmup) {
            if i == warmup { ViewerSession.waitForBackgroundWork() }
            if let s = script, var p = player {
                if p.isFinished && clock.now > loopStart + s.duration + 0.5 {
                    loopStart = clock.now
                    p = ScriptPlayer(s.shifted(by: loopStart))
                }
                p.deliver(upTo: clock.now, to: session)
                player = p
            } else if i % 8 == 0 {
                let maxScroll = session.maxScroll(tab: session.selectedTab)
                let target = session.scrollOffset()
                if direction > 0, target >= maxScroll - 1 { direction = -1 }
                if direction < 0, target <= 1 { direction = 1 }
                session.handle(InputEvent(.wheel(dx: 0, dy: direction), at: Point(200, 200), time: clock.now))
            }
            session.advance(to: clock.now)
            if !session.renderFrame(to: presenter) { throw UsageError("the offscreen presenter refused a frame") }
            observers.frameDrawn(session, number: i + 1)
            clock.advance()
            // Paced, the next frame waits for its time as the window's does, so the tiles the
            // background queue draws ahead (a screen one tap away) get the idle time they get
            // there; back to back, that queue competes with every frame, the worst case.
            if paced { sleepUntil(wallStart + Double(i + 1) * clock.step) }
        }
        // Frames that changed nothing draw nothing (as an idle window draws no frames at all),
        // so they are counted but kept out of the statistics.
        let afterWarmup = Array(timings.dropFirst(warmup))
        let measured = afterWarmup.filter { $0.redrawnPixels > 0 }
        let report = BenchReport(scene: scene.name, width: w, height: h, scale: scale, frames: measured)
        print(report.table)
        if measured.count < afterWarmup.count {
            print("idle       \(afterWarmup.count - measured.count) of \(afterWarmup.count) frames changed nothing and are not counted")
        }
        // The trace shows every frame after the warm-up, idle ones too (as zero-length frames).
        let files = [(jsonPath, report.json),
                       (tracePath, ChromeTrace(frames: afterWarmup.indices.map {
                        ChromeTrace.Frame(timing: afterWarmup[$0], number: warmup + $0 + 1, sceneTime: sceneTimes[warmup + $0])
                     }, title: "glass-viewer bench \(scene.name)").json)]
        for case let (path?, text) in files { try outputs.write(text, to: path) }
        return observers.finish() ? 0 : 1
    }
}

/// Sleeps until `deadline` (seconds on the monotonic clock); returns at once if it has passed.
private func sleepUntil(_ deadline: Double) {
    let wait = deadline - WallClock.monotonicSeconds()
    guard wait > 0 else { return }
    var request = timespec(tv_sec: Int(wait), tv_nsec: Int((wait - wait.rounded(.down)) * 1e9))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
}

/// The statistics of a benchmark run, as a table and as JSON (`--json`).
struct BenchReport {
    let scene: String
    let width: Int, height: Int
    let scale: Double
    let frames: [FrameTiming]

    var frameStats: Statistics { Statistics(seconds: frames.map(\.total)) }
    func stats(_ s: FrameStage) -> Statistics { Statistics(seconds: frames.map { $0[s] }) }

    var table: String {
        var lines = ["scene \(scene)  \(width)x\(height) @\(formatScale(scale))x  \(frames.count) frames  (ms)",
                     "stage        mean     p50     p95     p99     max"]
        func row(_ name: String, _ s: Statistics) -> String {
            name.padding(toLength: 10, withPad: " ", startingAt: 0) + [s.mean, s.p50, s.p95, s.p99, s.max].map { String(format: "%8.3f", $0) }.joined()
        }
        for s in FrameStage.allCases { lines.append(row(s.name, stats(s))) }
        lines.append(row("frame", frameStats))
        lines.append(String(format: "redrawn    %.3f Mpx/frame on average", redrawnMegapixelsPerFrame))
        return lines.joined(separator: "\n")
    }

    /// Mean pixels redrawn per measured frame, in millions (the damage region's area).
    var redrawnMegapixelsPerFrame: Double {
        Double(frames.map(\.redrawnPixels).reduce(0, +)) / Double(max(1, frames.count)) / 1e6
    }

    var json: String {
        func statistics(_ s: Statistics) -> (inout JSONWriter) -> Void {
            { o in for (k, v) in [("mean", s.mean), ("p50", s.p50), ("p95", s.p95), ("p99", s.p99), ("max", s.max)] { o.member(k, v, decimals: 4) } }
        }
        var w = JSONWriter()
        w.object { o in
            o.member("scene", scene)
            o.member("width", integer: width); o.member("height", integer: height); o.member("scale", scale)
            o.member("frames", integer: frames.count)
            o.member("redrawn_mpx_per_frame", redrawnMegapixelsPerFrame, decimals: 4)
            o.member("frame", object: statistics(frameStats))
            o.member("stages", object: { stages in
                for s in FrameStage.allCases { stages.member(s.name, object: statistics(stats(s))) }
            })
        }
        return w.text + "\n"
    }

    private func formatScale(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }
}
