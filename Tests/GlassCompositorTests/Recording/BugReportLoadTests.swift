import Foundation
import Testing
@testable import GlassCompositor

/// A bug-report folder comes from anyone (it is mailed, attached to an issue): `replay` of a
/// broken one says which file and what, and never traps. Runs the built binary headless.
@Suite(.serialized) struct BugReportLoadTests {
    let folder = TemporaryFolder()

    /// A report of the built-in scene's first frame at 64×48, replaying bit for bit, with
    /// `frame` in report.json written as `frameText`.
    func report(frame frameText: String, note: String? = nil, screenshotSide: Int? = nil) throws -> String {
        let dir = folder.path("report-\(UUID().uuidString)")
        try SafeFileWriter.makeFolder(dir)
        let meta = InteractionScript.Meta(scene: "default", width: 64, height: 48, scale: 1)
        let mark = InteractionScript.FrameMark(number: 1, time: 0, eventCount: 0)
        let shot = try #require(RecordingReplay.frame(scene: Scene.builtInDefault(), meta: meta, events: [], at: mark))
        let writer = SafeFileWriter()
        try writer.write(meta.line + "\n" + mark.line + "\n", to: "\(dir)/\(BugReport.recordingFile)")
        let other = try screenshotSide.map { side in try #require(Surface(width: side, height: side)) }
        try writer.write(PNGFile.encode(other ?? shot), to: "\(dir)/\(BugReport.screenshotFile)")
        try writer.write("", to: "\(dir)/\(BugReport.logFile)")
        try writer.write("{}", to: "\(dir)/\(BugReport.traceFile)")
        var noteMember = ""
        if let note {
            var w = JSONWriter()
            w.string(note)
            noteMember = #", "note": \#(w.text)"#
        }
        try writer.write(#"{"scene": {"path": "default", "hash": "built-in"}, "frame": \#(frameText), "reproducible": true\#(noteMember)}"#,
                         to: "\(dir)/\(BugReport.reportFile)")
        return dir
    }

    func replay(_ dir: String) throws -> (status: Int32?, signal: Int32?, output: String) {
        let viewer = try ViewerProcess(["replay", dir], display: nil)
        let status = viewer.waitForExit(timeout: 60)
        return (status, viewer.signal, viewer.stderr)
    }

    /// Found by scripts/fuzz: `"frame": 1e19` in report.json became `Int(1e19)`, which traps
    /// (SIGILL) in a checked build and is undefined behaviour in the `-Ounchecked` release
    /// build. A frame that is not a whole number a recording could hold is refused by name.
    @Test func aFrameNumberOutOfRangeIsRefusedNotATrap() throws {
        let good = try replay(try report(frame: "1"))
        #expect(good.status == 0 && good.signal == nil, "\(good.output)")
        for bad in ["1e19", "-1e19", "9223372036854775807", "2.5", "-1"] {
            let dir = try report(frame: bad)
            let result = try replay(dir)
            #expect(result.signal == nil, "frame \(bad): signal \(result.signal ?? 0)")
            #expect(result.status == 1, "frame \(bad): \(result.output)")
            #expect(result.output.contains("\(dir)/report.json") && result.output.contains("\"frame\""), "frame \(bad): \(result.output)")
        }
    }

    /// Found by scripts/fuzz: a screenshot that differs printed report.json's `note` whole, so
    /// a 100,000-character note made a 100,000-character line. It is quoted like any value
    /// from a file: escaped and cut.
    @Test func theReportsNoteIsQuotedAndCutWhenTheFrameDiffers() throws {
        let note = String(repeating: "\u{0}", count: 10) + String(repeating: "n", count: 100_000)
        let result = try replay(try report(frame: "1", note: note, screenshotSide: 9))
        #expect(result.status == 1 && result.signal == nil, "\(result.output.prefix(300))")
        #expect(result.output.contains("differs from the report's screenshot"), "\(result.output.prefix(300))")
        #expect(result.output.contains(#"(the report says: "\u0000\u0000"#) && result.output.contains("(100010 characters)"),
                "\(result.output.prefix(300))")
        for line in result.output.split(separator: "\n") { #expect(line.unicodeScalars.count < 400, "\(line.prefix(200))") }
    }
}
