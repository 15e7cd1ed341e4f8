import Foundation
import GlassCompositor

/// `glass-viewer bench`: renders frames of a built-in scroll animation headless on the
/// fixed-step clock and reports per-stage statistics.
enum Benchmark {
    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "bench")
        let sizeArgument = try args.size()
        let scaleArgument = try args.number("--scale", in: 1...4)
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
        let (w, h, scale) = DesignedSize.resolve(size: sizeArgument, scale: scaleArgument, scene: scene)
        var switches: [String] = []
        if !options.glassPlans { switches.append("no-plans") }
        if !options.backdropCache { switches.append("no-backdrop-cache") }
        if !overlays.isEmpty { switches.append("overlay " + overlays.shown.map(\.rawValue).sorted().joined(separator: ",")) }
        let setup = BenchSetup(scene: scene.name, sceneFile: rest.first ?? "default", script: scriptPath, width: w, height: h,
                               scale: scale, warmup: warmup, paced: paced, switches: switches,
                               kernels: options.kernels.name, date: BenchSetup.utcDate(), machine: MachineInfo.current())

        let clock = FixedStepClock()
        let session = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale, options: options, overlays: overlays)
        session.apply(settingsOf: script)
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
        var progress = ProgressLine("bench: frame", total: frames + warmup)
        for i in 0..<(frames + warmup) {
            progress.update(i)
            if i == warmup { ViewerSession.waitForBackgroundWork() }
            if let s = script, var p = player {
                if p.isFinished && clock.now > loopStart + s.duration + 0.5 {
                    loopStart = clock.now
                    p = ScriptPlayer(s.shifted(by: loopStart))
                }
                p.deliver(upTo: clock.now, to: session)
                if let error = p.error { throw error }
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
        progress.finish()
        // Frames that changed nothing draw nothing (as an idle window draws no frames at all),
        // so they are counted but kept out of the statistics.
        let afterWarmup = Array(timings.dropFirst(warmup))
        let measured = afterWarmup.filter { $0.redrawnPixels > 0 }
        // None changed: a table of zeros would read as a very fast build. Say so and fail, so
        // a script that runs many benches sees it too.
        if measured.isEmpty {
            printError("bench: no frame changed in the \(afterWarmup.count) frames after the warm-up, so there is nothing to measure")
            printError("hint: " + idleHint(sceneFile: rest.first, script: scriptPath, session: session, size: (w, h), scale: scale, frames: frames))
            _ = observers.finish()
            return 1
        }
        let report = BenchReport(setup: setup, frames: measured, idleFrames: afterWarmup.count - measured.count,
                                 peakResidentBytes: ResidentMemory.peakBytes())
        print(report.table)
        // The trace shows every frame after the warm-up, idle ones too (as zero-length frames).
        let files = [(jsonPath, report.json),
                       (tracePath, ChromeTrace(frames: afterWarmup.indices.map {
                        ChromeTrace.Frame(timing: afterWarmup[$0], number: warmup + $0 + 1, sceneTime: sceneTimes[warmup + $0])
                     }, title: "glass-viewer bench \(scene.name)").json)]
        for case let (path?, text) in files { try outputs.write(text, to: path) }
        return observers.finish() ? 0 : 1
    }
}

/// What to try when no frame changed: the built-in scroll has nothing to scroll when the
/// content fits the window (a smaller size, or a script, helps); a script's events may miss
/// their targets at a size other than the one it was written for.
private func idleHint(sceneFile: String?, script: String?, session: ViewerSession, size: (Int, Int), scale: Double, frames: Int) -> String {
    let shown = "\(size.0)x\(size.1) @\(scale == scale.rounded() ? String(Int(scale)) : String(scale))"
    if let script {
        return "the script \(EchoedValue.path(script)) changed nothing in \(frames) frames at \(shown): its events may come "
            + "after the run ends (more --frames) or miss at this size (points given as x, y fall where they fall in "
            + "every window; lines that name their element with \"on\" and move \"by\" a distance from the press "
            + "follow the layout, as Scenes/bench's do)"
    }
    // The scene's own bench script, where the shipped scenes keep theirs.
    let file = sceneFile ?? "default"
    let folder = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : (file == "default" ? "Scenes" : ".")
    let base = file.split(separator: "/").last.map { $0.hasSuffix(".json") ? String($0.dropLast(5)) : String($0) } ?? "default"
    let candidate = "\(folder)/bench/\(base).jsonl"
    let suggestion = access(candidate, R_OK) == 0 ? "--script \(EchoedValue.path(candidate))" : "a --script of input (see Scenes/bench/)"
    let fits = session.maxScroll(tab: session.selectedTab) < 1
    return "give it \(suggestion)" + (fits ? ", or a smaller --size: at \(shown) the content fits the window, so the built-in scroll has nothing to scroll" : "")
}

/// Sleeps until `deadline` (seconds on the monotonic clock); returns at once if it has passed.
private func sleepUntil(_ deadline: Double) {
    let wait = deadline - WallClock.monotonicSeconds()
    guard wait > 0 else { return }
    var request = timespec(tv_sec: Int(wait), tv_nsec: Int((wait - wait.rounded(.down)) * 1e9))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
}
