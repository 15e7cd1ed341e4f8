import Foundation
import GlassCompositor

/// The folder a failing flow leaves (`--artifacts DIR`, default `test-results/`, one folder
/// per flow), laid out as a bug report so `glass-viewer replay FOLDER` draws the failing frame
/// again from the recording and compares it with the screenshot bit for bit:
///
/// - `recording.jsonl`: the meta line and the events handled before the failing step, and a
///   frame mark at its time;
/// - `screenshot.png`: the frame at the failing step (no HUD, no overlays);
/// - `expected.png`, `actual.png`, `difference.png`: for a golden-image failure, the golden
///   image, the frame's region it was compared with, and their difference (red where they
///   differ, by how much; a faded grey copy of the golden image elsewhere);
/// - `log.jsonl`: the semantic events up to the failure; `failure.txt`: the message;
///   `report.json`: what `replay` reads (scene path and hash, frame, time).
enum TestArtifacts {
    static let files = [BugReport.recordingFile, BugReport.screenshotFile, "expected.png", "actual.png", "difference.png",
                        BugReport.logFile, "failure.txt", BugReport.reportFile]

    /// Writes the folder for `failure` of the flow at `flowPath` (whose scene is `scenePath`)
    /// and returns its path; `flowName` names the folder. Files of an earlier failure that this one has not are removed.
    static func write(into parent: String, flowName: String, flowPath: String, scenePath: String,
                      meta: InteractionScript.Meta, script: InteractionScript, outcome: FlowOutcome,
                      failure: FlowFailure, message: String) throws -> String {
        // Letters, digits, dots and dashes: the flow's path below its folder, `/` as `-`.
        let safe = String(flowName.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? $0 : "-" }.prefix(200))
        let folder = "\(parent)/\(safe.isEmpty || safe.hasPrefix(".") ? "flow-" + safe : safe)"
        try SafeFileWriter.makeFolder(folder)
        let writer = SafeFileWriter()
        func write(_ bytes: [UInt8], _ name: String) throws {
            do { try writer.write(bytes, to: "\(folder)/\(name)") } catch let e as FileError {
                throw OutputError(description: "cannot write \(EchoedValue.path(e.path)): \(e.reason)")
            }
        }
        var recordingMeta = meta
        // Absolute, so the folder replays from any working folder.
        recordingMeta.scene = scenePath == "default" || scenePath.hasPrefix("/") ? scenePath
            : FileManager.default.currentDirectoryPath + "/" + scenePath
        let events = outcome.playedEvents
        let mark = InteractionScript.FrameMark(number: 1, time: failure.expectation.time, eventCount: events.count)
        let recording = ([recordingMeta.line] + events.map(InteractionScript.line(for:)) + [mark.line]).joined(separator: "\n") + "\n"
        try write(Array(recording.utf8), BugReport.recordingFile)
        var written: Set<String> = [BugReport.recordingFile]
        for (image, name) in [(failure.frame, BugReport.screenshotFile), (failure.expectedImage, "expected.png"),
                              (failure.actualImage, "actual.png"), (failure.differenceImage, "difference.png")] {
            guard let image else { continue }
            try write(PNGFile.encode(image, path: name), name)
            written.insert(name)
        }
        try write(Array((outcome.log.joined(separator: "\n") + "\n").utf8), BugReport.logFile)
        try write(Array((message + "\n").utf8), "failure.txt")
        var w = JSONWriter()
        w.object { o in
            o.lineBreak(); o.member("version", BuildInfo.version)
            o.lineBreak(); o.member("flow", flowPath); o.member("line", integer: failure.expectation.line)
            o.lineBreak(); o.member("scene", object: { s in
                s.member("path", recordingMeta.scene); s.member("hash", BugReport.hash(ofSceneAt: recordingMeta.scene))
            })
            o.lineBreak(); o.member("width", integer: meta.width); o.member("height", integer: meta.height); o.member("scale", meta.scale)
            o.lineBreak(); o.member("time", failure.expectation.time, decimals: 6); o.member("frame", integer: 1)
            o.member("events", integer: events.count)
            o.lineBreak(); o.member("reproducible", failure.frame != nil)
            o.lineBreak()
        }
        try write(Array((w.text + "\n").utf8), BugReport.reportFile)
        written.formUnion([BugReport.logFile, "failure.txt", BugReport.reportFile])
        for name in files where !written.contains(name) { unlink("\(folder)/\(name)") }
        return folder
    }
}
