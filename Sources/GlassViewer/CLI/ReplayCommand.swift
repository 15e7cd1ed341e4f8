import Foundation
import GlassCompositor

/// `glass-viewer replay RECORDING|REPORT [--out DIR]`: runs a recording headless.
///
/// A recording that marks the frames the window drew (the window writes marks in `--record`
/// and in bug reports) is replayed frame for frame: each mark's events, then its frame at its
/// scene time, so the frames are the window's. Other recordings and scripts run on the
/// fixed-step clock until their motion settles. `--out` writes every frame drawn as
/// `DIR/frame-NNNNN-tSECONDS.png` (the frame number and its scene time). A bug-report folder
/// (`report.json` inside) replays its recording to the reported frame and compares it,
/// without the viewer's overlays, with the report's screenshot bit for bit (exit status 1
/// when they differ).
enum Replay {
    static func run(_ words: [String]) throws -> Int32 {
        var args = Arguments(words, command: "replay")
        let outDir = try args.value("--out")
        let fps = try args.number("--fps", in: 1...360) ?? 60
        let options = try args.renderOptions()
        let overlays = try args.overlayOptions()
        let logPath = try args.value("--log"), statePath = try args.value("--state")
        let rest = try args.positionals()
        guard rest.count == 1 else { throw UsageError("replay needs one recording file or bug-report folder") }
        let report = BugReport.isReport(rest[0]) ? try loadReport(rest[0]) : nil
        let script = try report?.script ?? loadScript(rest[0])
        var meta = script.meta ?? InteractionScript.Meta(scene: "default", width: 1280, height: 800, scale: 1)
        let recordingPath = report == nil ? rest[0] : "\(rest[0])/\(BugReport.recordingFile)"
        // A relative scene path is the script's folder's first (`ScriptScenePath`).
        meta.scene = try ScriptScenePath.resolve(meta.scene, namedBy: recordingPath)
        // A report's every file is an input: a replay that wrote over its screenshot or report
        // would break every later replay of it.
        let reportFiles: [(path: String?, role: String)] = report == nil ? [] :
            [BugReport.screenshotFile, BugReport.overlaidFile, BugReport.logFile, BugReport.traceFile, BugReport.reportFile].map { ("\(rest[0])/\($0)", "bug report's \($0)") }
        var outputs = OutputFiles(inputs: [(recordingPath, "recording"), (meta.scene, "scene")] + reportFiles)
        for (path, option) in [(logPath, "--log"), (statePath, "--state")] { try outputs.check(path, option: option) }
        if let outDir, let kind = FileReader.kind(of: outDir, followingLinks: true), kind != .folder {
            throw OutputError(description: "--out \(EchoedValue.path(outDir)): is \(kind.name), not a folder")
        }
        if let outDir { try ImageOutputName.checkFrameFolder(outDir, option: "--out") }
        if let report, report.sceneHash != BugReport.hash(ofSceneAt: meta.scene) {
            printError("warning: \(EchoedValue.path(meta.scene)) changed since the report was written (hash \(BugReport.hash(ofSceneAt: meta.scene)), the report's \(report.sceneHash)); frames may differ")
        }
        let scene = try loadScene(meta.scene, appearance: meta.appearance)
        if let outDir {
            try outputs.makeFolder(outDir, option: "--out")
            do { try OutputTarget.checkWritable(folder: outDir, for: outDir) } catch let e as FileError {
                throw OutputError(description: "--out \(e)")
            }
        }
        let observers = try SessionOutputs(log: logPath, state: statePath, outputs: outputs)
        defer { _ = observers.finish() }
        func write(_ surface: Surface, number: Int, time: Double) throws {
            guard let outDir else { return }
            let path = "\(outDir)/frame-\(String(format: "%05d", number))-t\(String(format: "%.4f", time)).png"
            try outputs.write(PNGFile.encode(surface, path: path), to: path)
        }

        if !script.frames.isEmpty {
            // The window's frames, one by one (a report without --out, --state or --log needs
            // only its last: a frame is a function of input and time). A report's screenshot
            // is its frame without the HUD, the profiling overlays and a toast, so that is
            // what its last frame is compared as.
            var last: Surface?
            var lastMark: InteractionScript.FrameMark?
            var drawn = 0
            if report != nil && outDir == nil && statePath == nil && logPath == nil, let mark = script.frames.last {
                let started = WallClock.monotonicSeconds()
                last = RecordingReplay.frameWithoutOverlays(scene: scene, meta: meta, events: script.events, at: mark, options: options)
                // What a step back to this frame costs in the window (the same re-simulation).
                print(String(format: "frame %d drawn again from %d events over %.1f s in %.0f ms", mark.number, mark.eventCount,
                             mark.time, (WallClock.monotonicSeconds() - started) * 1000))
                lastMark = mark
                drawn = 1
            } else {
                var attached = false
                try RecordingReplay.replayMarks(script, scene: scene, options: options, prepare: { session in
                    if !attached { observers.attach(to: session, file: meta.scene); attached = true }
                }) { mark, surface, session in
                    observers.frameDrawn(session, number: mark.number)
                    try write(surface, number: mark.number, time: mark.time)
                    drawn += 1
                    last = report != nil && drawn == script.frames.count ? session.screenshot() : surface
                    lastMark = mark
                }
            }
            guard let last, let lastMark else { throw OutputError(description: "cannot allocate a \(meta.width)x\(meta.height) frame") }
            print(String(format: "replayed %d events over %.2f s: %d frames drawn, last frame %d at t %.4f s, hash %016llx",
                         script.events.count, script.duration, drawn, lastMark.number, lastMark.time, last.contentHash))
            guard let report else { return observers.finish() ? 0 : 1 }
            return compare(last, with: report, frame: lastMark) && observers.finish() ? 0 : 1
        }

        let clock = FixedStepClock(step: 1 / fps)
        let session = ViewerSession(scene: scene, meta: meta, options: options, overlays: overlays)
        observers.attach(to: session, file: meta.scene)
        func frameBuffer(_ width: Int, _ height: Int) throws -> OffscreenPresenter {
            guard let p = OffscreenPresenter(width: width, height: height) else {
                throw OutputError(description: "cannot allocate a \(width)x\(height) frame")
            }
            return p
        }
        var presenter = try frameBuffer(meta.width, meta.height)
        var player = ScriptPlayer(script)
        var drawn = 0
        // With no frame to write (`--out`), no state line per frame (`--state`) and no overlay
        // (the damage overlay shows a frame's history), only the last frame is drawn: a frame
        // is a function of input and time, so the ones before it change nothing of it. A day
        // of wheel steps drew three million frames nobody saw.
        let everyFrame = outDir != nil || statePath != nil || !overlays.isEmpty
        func moving() -> Bool { everyFrame ? session.needsFrame : session.isAnimating }
        // Until every event is delivered and all motion has settled (at most a minute past the end).
        while !player.isFinished || moving(), clock.now <= script.duration + 60 {
            player.deliver(upTo: clock.now, to: session)
            if let error = player.error { throw error }
            session.advance(to: clock.now)
            if presenter.surface.width != session.pixelWidth || presenter.surface.height != session.pixelHeight {
                presenter = try frameBuffer(session.pixelWidth, session.pixelHeight)
            }
            if everyFrame, session.needsFrame {
                session.renderFrame(to: presenter)
                drawn += 1
                observers.frameDrawn(session, number: drawn)
                try write(presenter.surface, number: drawn, time: clock.now)
            }
            clock.advance()
            // Nothing moves and no input comes before the next event: the steps up to it would
            // draw nothing and change nothing (the session skips idle stretches the same way),
            // so the clock jumps there. A lone event a day into a script costs one step, not
            // five million.
            if !moving(), let next = player.nextEventTime, next > clock.now {
                clock.skip(toStepAtOrBefore: next)
            }
        }
        if !everyFrame {
            session.renderFrame(to: presenter)
            drawn += 1
        }
        print(String(format: "replayed %d events over %.2f s: %d frames drawn, last frame hash %016llx",
                     script.events.count, script.duration, drawn, presenter.surface.contentHash))
        return observers.finish() ? 0 : 1
    }

    private static func loadReport(_ folder: String) throws -> BugReport.Folder {
        do { return try BugReport.load(folder) } catch let e as FileError {
            throw UsageError("\(EchoedValue.path(folder)): not a readable bug report: \(e)")
        }
    }

    /// Says whether the replayed frame is the report's screenshot, bit for bit.
    private static func compare(_ frame: Surface, with report: BugReport.Folder, frame mark: InteractionScript.FrameMark) -> Bool {
        let shot = report.screenshot
        if shot.width == frame.width && shot.height == frame.height && shot.hasSamePixels(as: frame) {
            print("frame \(mark.number) matches the report's screenshot bit for bit")
            return true
        }
        var differing = 0
        if shot.width == frame.width && shot.height == frame.height {
            for y in 0..<shot.height { for x in 0..<shot.width where shot[x, y] != frame[x, y] { differing += 1 } }
        }
        let size = shot.width == frame.width && shot.height == frame.height ? "\(differing) pixels differ"
            : "the screenshot is \(shot.width)x\(shot.height), the frame \(frame.width)x\(frame.height)"
        printError("frame \(mark.number) differs from the report's screenshot: \(size)"
                   + (report.note.map { " (the report says: \(EchoedValue.quoted($0)))" }
                      ?? " (the window drew pixels its input and time do not give: what it redrew, or something not in the recording)"))
        return false
    }
}
