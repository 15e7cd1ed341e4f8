import Foundation
import Testing
@testable import GlassCompositor

/// The flight recorder, step back and bug reports (V8): any frame of the last minute is
/// drawn again exactly from the input kept, and a report folder replays to its screenshot.
@Suite struct FlightRecorderTests {
    static func musicScene() throws -> Scene {
        try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("music.json").path)
    }

    @Test("step back shows the earlier frame bit for bit, and forward again the later ones")
    func stepBackEqualsTheEarlierFrame() throws {
        let driver = WindowLikeDriver(scene: try Self.musicScene())
        driver.interact(for: 3)
        let live = try #require(driver.lastMark)
        let rewind = Rewind(recorder: driver.recorder, scene: driver.scene)
        for k in [1, 5, 37] {
            rewind.returnToLive()
            #expect(rewind.step(by: k))
            let shown = try #require(rewind.shown)
            #expect(shown.number == live.number - k)
            let presenter = try #require(OffscreenPresenter(width: 400, height: 300))
            try #require(rewind.session).renderFrame(to: presenter)
            let expected = try #require(driver.frames[shown.number])
            #expect(presenter.surface.hasSamePixels(as: expected), "frame \(shown.number) (\(k) back) differs")
        }
        // Forward from 37 back: the session shown carries on to the next marks.
        for _ in 0..<3 {
            #expect(rewind.step(by: -1))
            let shown = try #require(rewind.shown)
            let presenter = try #require(OffscreenPresenter(width: 400, height: 300))
            try #require(rewind.session).renderFrame(to: presenter)
            #expect(presenter.surface.hasSamePixels(as: try #require(driver.frames[shown.number])))
        }
        // All the way forward is the live frame again; back past the first frame stops there.
        #expect(rewind.step(by: -1000))
        #expect(!rewind.isShowingPast)
        #expect(rewind.step(by: 100_000))
        #expect(rewind.shown?.number == driver.recorder.frames.first?.number)
        #expect(!rewind.step(by: 1))
    }

    @Test("a recording of the recorder parses back to the same events, times and frame marks")
    func recordingRoundTrips() throws {
        let driver = WindowLikeDriver(scene: try Self.musicScene())
        driver.interact(for: 1)
        let mark = try #require(driver.recorder.frames.dropLast(4).last)
        let script = try InteractionScript.parse(driver.recorder.recording(through: mark), file: "recording.jsonl")
        #expect(script.events == Array(driver.recorder.events.prefix(mark.eventCount)))
        #expect(script.frames == Array(driver.recorder.frames.filter { $0.number <= mark.number }))
        #expect(script.meta == driver.recorder.meta)
    }

    @Test("frames and log keep their last minute; past the event limit the recorder says what it no longer reproduces")
    func boundsAreKeptAndStated() throws {
        let recorder = FlightRecorder(meta: InteractionScript.Meta(scene: "default", width: 100, height: 100, scale: 1),
                                      window: 60, eventLimit: 10)
        for i in 0..<7200 {
            let t = Double(i) / 60
            recorder.record(InputEvent(.move, at: Point(Double(i), 0), time: t))
            recorder.record(SemanticEvent("scroll", time: t))
            recorder.recordFrame(at: t)
        }
        #expect(recorder.events.count == 10)
        let first = try #require(recorder.frames.first), last = try #require(recorder.frames.last)
        #expect(last.time - first.time <= 60 && last.time - first.time > 59.9)
        #expect(try #require(recorder.log.first).time >= last.time - 60)
        #expect(recorder.incompleteReason?.contains("limit of 10 input events") == true)
        #expect(recorder.firstUnreproducibleFrame == 11)
        #expect(!recorder.canReproduce(last))
        // Nothing it could replay is left, so step back has nowhere to go.
        let rewind = Rewind(recorder: recorder, scene: .builtInDefault())
        #expect(!rewind.step(by: 1))
    }

    @Test("a bug-report folder replays to its screenshot bit for bit")
    func bugReportRoundTrip() throws {
        let scene = try Self.musicScene()
        let driver = WindowLikeDriver(scene: scene)
        driver.interact(for: 2.3) // mid-motion: the fling of the second round is still moving
        let mark = try #require(driver.lastMark)
        #expect(driver.session.needsFrame)
        let parent = NSTemporaryDirectory() + "glass-viewer-report-test-\(getpid())-\(UUID().uuidString)"
        try SafeFileWriter.makeFolder(parent)
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let scenePath = RepositoryPaths.scenes.appendingPathComponent("music.json").path
        driver.recorder.meta.scene = scenePath
        let info = BugReport.Info(session: driver.session, scenePath: scenePath, frame: mark, slowFactor: 5, paused: true,
                                  version: "test", unreproducible: nil)
        let folder = try BugReport.write(into: parent, name: BugReport.folderName(scene: "Music", timestamp: "20260101-000000"),
                                         info: info, recording: driver.recorder.recording(through: mark),
                                         screenshot: try #require(driver.frames[mark.number]),
                                         log: driver.recorder.log.map(\.jsonLine), trace: ChromeTrace(frames: [], title: "t").json)
        #expect(folder.hasSuffix("/glass-viewer-report-music-20260101-000000"))
        // Written whole and renamed: no temporary folder is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["glass-viewer-report-music-20260101-000000"])
        #expect(BugReport.isReport(folder))
        let loaded = try BugReport.load(folder)
        #expect(loaded.frame == mark.number && loaded.reproducible && loaded.scenePath == scenePath)
        #expect(loaded.sceneHash == BugReport.hash(ofSceneAt: scenePath) && loaded.sceneHash.hasPrefix("fnv1a64:"))
        let meta = try #require(loaded.script.meta), lastMark = try #require(loaded.script.frames.last)
        let replayScene = try SceneDecoder.load(path: meta.scene)
        let replayed = try #require(RecordingReplay.frame(scene: replayScene, meta: meta, events: loaded.script.events, at: lastMark))
        #expect(replayed.hasSamePixels(as: loaded.screenshot))

        // Every file of the folder is an input of its replay: no output option may replace one.
        for (option, file) in [("--state", BugReport.screenshotFile), ("--log", BugReport.reportFile), ("--state", BugReport.traceFile),
                               ("--log", BugReport.logFile), ("--log", BugReport.recordingFile)] {
            let path = folder + "/" + file
            let before = try FileReader.read(path, limit: 64 << 20)
            let out = NSTemporaryDirectory() + "glass-replay-out-\(UUID().uuidString).txt"
            defer { unlink(out) }
            let fd = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            defer { close(fd) }
            let child = try ChildProcess(try ViewerProcess.binary(), ["replay", folder, option, path],
                                         environment: ProcessInfo.processInfo.environment, stdoutFD: fd, stderrFD: fd)
            _ = child.waitForExit(timeout: 60)
            let said = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            #expect(child.exitStatus == 1 && said.contains("would overwrite"), "replay \(option) \(file): \(said)")
            #expect(try FileReader.read(path, limit: 64 << 20) == before, "\(file) was replaced")
        }
        // Frame for frame too, as `replay --out` draws them: each mark equals the frame kept.
        var compared = 0
        try RecordingReplay.replayMarks(loaded.script, scene: replayScene) { m, surface, _ in
            if m.number % 10 == 0 || m.number == mark.number, let kept = driver.frames[m.number] {
                #expect(surface.hasSamePixels(as: kept), "frame \(m.number)")
                compared += 1
            }
        }
        #expect(compared > 10)
        let report = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
        #expect(report.contains("\"slowFactor\":5.0") && report.contains("\"frame\":\(mark.number)"))
        #expect(try String(contentsOfFile: folder + "/log.jsonl", encoding: .utf8).contains("\"event\":\"tab.selected\""))
    }
}

@Suite struct OutputNameTests {
    @Test func aLongOrStrangeSceneNameMakesAShortCleanName() {
        #expect(OutputName.cleaned("Mail — Inbox/2") == "mail---inbox-2")
        #expect(OutputName.cleaned(String(repeating: "x", count: 300)).count == OutputName.sceneLength)
        #expect(OutputName.cleaned("///") == "---")
        #expect(OutputName.cleaned("") == "scene")
    }

    @Test func aTakenNameGetsANumber() throws {
        let dir = NSTemporaryDirectory() + "glass-names-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var made: [String] = []
        for _ in 0..<3 {
            let path = OutputName.firstFree(base: "glass-viewer-trace-mail-20261205-120000", extension: ".json", in: dir)
            try SafeFileWriter().write("{}", to: path)
            made.append((path as NSString).lastPathComponent)
        }
        #expect(made == ["glass-viewer-trace-mail-20261205-120000.json", "glass-viewer-trace-mail-20261205-120000-2.json",
                         "glass-viewer-trace-mail-20261205-120000-3.json"])
    }
}
