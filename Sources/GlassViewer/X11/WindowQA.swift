#if canImport(Glibc)
import Glibc
#endif
import GlassCompositor

/// The window's QA tools that need the host (V8): the flight recorder, step back and
/// scrub, bug-report folders and the trace of the last seconds. It listens to the session
/// (input, semantic events, frame timings) and the host tells it of every frame it drew.
final class WindowQA {
    /// The viewer's version and commit, in bug reports.
    static var version: String { BuildInfo.nameAndCommit }
    /// Seconds of frames the `w` key and bug reports put in their trace.
    static let traceSeconds = 10.0
    /// Seconds of frames `--trace` keeps for the file written at exit.
    static let traceKeptSeconds = 60.0

    let recorder: FlightRecorder
    let rewind: Rewind
    /// The scene file (absolute), or `default`.
    let scenePath: String
    /// Where bug reports and trace files go (`--reports DIR`; the working directory by default).
    var reportFolder = "."
    /// `--trace FILE`: written when the window closes.
    var tracePath: String?
    var traceWriter: SafeFileWriter?
    /// Told of every live frame drawn (`--record` marks, `--state` lines).
    var onFrame: ((InteractionScript.FrameMark) -> Void)?

    /// Step-back key presses not yet acted on (key repeat coalesces into one re-simulation).
    var pendingSteps = 0
    /// A frame of the past waits to be drawn.
    var pastFrameDirty = false
    var pendingRequests: [HostRequest] = []
    /// The surface of the frame last presented (nil before the first frame and after a resize,
    /// which frees the buffers).
    var lastPresented: Surface?
    /// What the overlays covered in that frame, kept by the session that drew it.
    var lastUnderOverlays: PixelsUnderOverlays?
    /// Frame timings with their marks, the last `traceKeptSeconds` of them.
    private var traced: [ChromeTrace.Frame] = []
    private var tracedStart = 0
    private var pendingTiming: FrameTiming?
    /// The trace's RSS counter, read twice a second rather than every frame.
    private var residentMemory = ResidentMemorySampler()

    init(session: ViewerSession, scene: Scene, scenePath: String, appearance: String?, options: RenderOptions) {
        self.scenePath = scenePath
        recorder = FlightRecorder(meta: InteractionScript.Meta(scene: scenePath, width: session.pixelWidth,
                                                               height: session.pixelHeight, scale: session.scale, appearance: appearance))
        rewind = Rewind(recorder: recorder, scene: scene, options: options)
        recorder.record(SemanticEvent("scene.loaded", time: 0, [("scene", .string(scene.name)), ("file", .string(scenePath))]))
        let previousInput = session.onInput
        session.onInput = { [recorder] e in previousInput?(e); recorder.record(e) }
        let previousLog = session.onSemanticEvent
        session.onSemanticEvent = { [recorder] e in
            previousLog?(e)
            recorder.record(e)
            // What follows a new scene or an error banner depends on more than the recording.
            if e.name == "scene.loaded" { recorder.noteSceneReplaced(at: e.time) }
            if e.name == "scene.error" { recorder.noteSceneReplaced(at: e.time) }
        }
        let previousFrame = session.onFrame
        // The window always keeps its trace (the `w` key and bug reports write its last seconds).
        ViewerSession.tracesWorkerThreads = true
        session.onFrame = { [unowned self] t in
            previousFrame?(t)
            var timing = t
            timing.residentBytes = residentMemory.bytes(at: t.start)
            pendingTiming = timing
        }
        session.onHostRequest = { [unowned self] r in pendingRequests.append(r) }
        // A report's screenshot is the frame without the HUD and overlays, from its own pixels.
        session.keepsPixelsUnderOverlays = true
    }

    /// The host presented `surface`, a frame `session` drew (the live one or one of the past).
    func didPresent(_ surface: Surface?, drawnBy session: ViewerSession) {
        lastPresented = surface
        lastUnderOverlays = session.pixelsUnderOverlays
    }

    /// The host drew a live frame at scene time `time`; returns its mark.
    @discardableResult
    func didDrawLiveFrame(at time: Double, presented surface: Surface?, drawnBy session: ViewerSession) -> InteractionScript.FrameMark {
        let mark = recorder.recordFrame(at: time)
        didPresent(surface, drawnBy: session)
        onFrame?(mark)
        if let timing = pendingTiming {
            traced.append(ChromeTrace.Frame(timing: timing, number: mark.number, sceneTime: time))
            // The last 10 s for the key and reports; a minute when --trace writes it at exit.
            let kept = tracePath == nil ? Self.traceSeconds : Self.traceKeptSeconds
            while tracedStart < traced.count - 1, traced[tracedStart].timing.start < timing.start - kept { tracedStart += 1 }
            if tracedStart > 1024, tracedStart * 2 > traced.count { traced.removeFirst(tracedStart); tracedStart = 0 }
        }
        pendingTiming = nil
        return mark
    }

    /// The trace of the frames of the last `seconds` of wall time.
    func trace(lastSeconds seconds: Double, title: String) -> String {
        let frames = traced[tracedStart...]
        let end = frames.last?.timing.start ?? 0
        return ChromeTrace(frames: frames.filter { $0.timing.start >= end - seconds }, title: title).json
    }

    /// Writes `--trace FILE` (at exit); false after a message when it failed.
    func finish() -> Bool {
        guard let tracePath, let traceWriter else { return true }
        do { try traceWriter.write(trace(lastSeconds: Self.traceKeptSeconds, title: "glass-viewer window"), to: tracePath) } catch {
            printError("--trace \(error)")
            return false
        }
        return true
    }

    /// A UTC timestamp for file names, `20261201-231500`.
    static func timestamp() -> String {
        var t = time(nil)
        var parts = tm()
        gmtime_r(&t, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        strftime(&buffer, buffer.count, "%Y%m%d-%H%M%S", &parts)
        return String(nulTerminated: buffer)
    }

    /// Writes a bug-report folder of `frame` (the one on screen) into the working directory
    /// and prints its path. Its screenshot is that frame without the HUD, the profiling
    /// overlays and a toast, which a replay cannot draw again (the HUD shows measured times);
    /// the screen as it looked, overlays and all, goes beside it.
    func writeBugReport(session: ViewerSession, frame: InteractionScript.FrameMark, slowFactor: Double, paused: Bool) {
        guard let presented = lastPresented else {
            printError("no frame on screen yet: no bug report written")
            return
        }
        let screen = presented.copy()
        let covered = lastUnderOverlays.map { !$0.rects.isEmpty } ?? false
        guard lastUnderOverlays?.restore(into: screen) ?? true else {
            printError("no memory to keep the frame under the overlays: no bug report written")
            return
        }
        let overlaid = covered ? presented.copy() : nil
        let note: String? = recorder.canReproduce(frame) ? nil : recorder.incompleteReason
        let info = BugReport.Info(session: session, scenePath: scenePath, frame: frame, slowFactor: slowFactor,
                                  paused: paused, version: Self.version, unreproducible: note)
        let name = BugReport.folderName(scene: session.sceneName, timestamp: Self.timestamp())
        do {
            let path = try BugReport.write(into: reportFolder, name: name, info: info, recording: recorder.recording(through: frame),
                                           screenshot: screen, overlaid: overlaid, log: recorder.log.map(\.jsonLine),
                                           trace: trace(lastSeconds: Self.traceSeconds, title: "glass-viewer \(session.sceneName)"))
            print("bug report: \(path)/ (frame \(frame.number) at t \(String(format: "%.4f", frame.time)) s; replay it with 'glass-viewer replay \(path)')")
            if let note { print("bug report: the recording does not reproduce this frame: \(note)") }
        } catch {
            printError("cannot write the bug report \(name): \(error)")
        }
    }

    /// Writes the trace of the last `traceSeconds` to `glass-viewer-trace-<scene>-<timestamp>.json`.
    func writeRecentTrace(sceneName: String) {
        let path = OutputName.firstFree(base: "glass-viewer-trace-\(OutputName.cleaned(sceneName))-\(Self.timestamp())",
                                        extension: ".json", in: reportFolder)
        do {
            try SafeFileWriter().write(trace(lastSeconds: Self.traceSeconds, title: "glass-viewer \(sceneName)"), to: path)
            print("trace of the last \(Int(Self.traceSeconds)) s: \(path)")
        } catch {
            printError("cannot write the trace \(path): \(error)")
        }
    }
}
