import GlassCompositor

/// `glass-viewer --replay FOLDER|RECORDING [--at SECONDS]`: the window opened where a
/// recording stops, paused, so a tester sees the frame `replay` draws (a failing flow's step,
/// a bug report's frame) and steps on with `.`, resumes with `p` or takes over with the pointer.
///
/// The window shows the recording's scene at its size in pixels, scale, appearance and
/// settings; the session is fed the recording's events (through `ScriptPlayer`, so a script
/// addressing elements resolves them as `render` does) up to the stop and advanced to its
/// time, and the window's clock starts there, paused. A frame is a function of input and time,
/// so the first frame the window draws is the one `replay` draws, bit for bit; and the flight
/// recorder holds the events fed, so a bug report or step back from there works as in any run.
struct WindowReplay {
    /// The recording's start: scene path (resolved), size in pixels, scale, appearance, settings.
    let meta: InteractionScript.Meta
    /// The scene as the recording shows it (its appearance applied).
    let scene: Scene
    /// Seconds of scene time the window stops at.
    let time: Double
    /// How the stop was chosen, for the line the window prints.
    let stop: String
    private let script: InteractionScript
    /// The events before the stop when it is a frame mark (nil: the events at or before `time`).
    private let eventCount: Int?

    /// Reads `path` (a report or failure folder, or a recording or script file); `at` is
    /// `--at`, which overrides the stop the recording names.
    init(path: String, at: Double?) throws {
        let isReport = BugReport.isReport(path)
        let report: BugReport.Folder?
        if isReport {
            do { report = try BugReport.load(path) } catch let e as FileError {
                throw UsageError("--replay \(EchoedValue.path(path)): not a readable bug report: \(e)")
            }
        } else {
            if FileReader.kind(of: path, followingLinks: true) == .folder {
                throw UsageError("--replay \(EchoedValue.path(path)): a folder without \(BugReport.reportFile), so neither a bug report nor a flow's failure folder")
            }
            report = nil
        }
        let script: InteractionScript
        do { script = try report?.script ?? loadScript(path) } catch let e as UsageError {
            throw UsageError("--replay \(e.message)")
        }
        let recordingPath = isReport ? "\(path)/\(BugReport.recordingFile)" : path
        guard var meta = script.meta else {
            throw UsageError("--replay \(EchoedValue.path(recordingPath)): no meta line, so no scene and size to open the window at (a recording's first line: {\"t\":0,\"type\":\"meta\",\"scene\":...,\"width\":...,\"height\":...,\"scale\":...})")
        }
        meta.scene = try ScriptScenePath.resolve(meta.scene, namedBy: recordingPath)
        if let report, report.sceneHash != BugReport.hash(ofSceneAt: meta.scene) {
            printError("warning: \(EchoedValue.path(meta.scene)) changed since the report was written; the frame may differ from its screenshot")
        }
        if let at, at > script.duration + 60 {
            throw UsageError("--at \(at): past the recording's end (\(script.duration) s) by more than a minute")
        }
        self.meta = meta
        self.script = script
        scene = try loadScene(meta.scene, appearance: meta.appearance)
        if let at {
            time = at
            eventCount = nil
            stop = String(format: "t %.4f s (--at)", at)
        } else if let mark = script.frames.last {
            time = mark.time
            eventCount = mark.eventCount
            stop = String(format: "frame %d at t %.4f s", report?.frame ?? mark.number, mark.time)
        } else {
            time = script.duration
            eventCount = nil
            stop = String(format: "its last event at t %.4f s", script.duration)
        }
    }

    /// Feeds `session` the events before the stop and advances it to its time; throws the
    /// located error of a script whose element target matched no one element.
    func play(into session: ViewerSession) throws {
        if let eventCount {
            for e in script.events.prefix(eventCount) { session.handle(e) }
        } else {
            var player = ScriptPlayer(script)
            player.deliver(upTo: time, to: session)
            if let error = player.error { throw error }
        }
        session.advance(to: time)
    }
}
