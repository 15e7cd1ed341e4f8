#if canImport(Glibc)
import Glibc
#endif

/// A bug-report folder (V8): everything needed to see again what the person saw, written
/// by one key in the window. `glass-viewer-report-<scene>-<timestamp>/` holds
/// - `recording.jsonl`: the flight recorder's input since launch with the frames of the last
///   minute marked (`replay` draws them again),
/// - `screenshot.png`: the frame on screen when the key was pressed, without the viewer's
///   overlays (the HUD, the profiling overlays, a toast): the pixels the window drew, with
///   the ones the overlays covered as the frame had them (`PixelsUnderOverlays`),
/// - `screen-with-overlays.png`, when overlays were on it: the screen as the person saw it,
/// - `log.jsonl`: the semantic events of the last minute,
/// - `trace.json`: the Chrome trace of the last seconds,
/// - `report.json`: the scene's path and a hash of its file, size, scale, settings, slow
///   factor, scene time, frame number, the viewer's version, and whether the recording
///   reproduces the frame (and if not, why).
///
/// The folder is written as a hidden temporary folder beside it and renamed into place, so a
/// report is there whole or not at all. `replay FOLDER` draws the screenshot's frame from the
/// recording and compares the two bit for bit. The overlays stay out of that comparison:
/// the HUD shows the window's measured timings and the damage flashes which frames it drew,
/// which no replay repeats, so a screenshot with them could never match.
public enum BugReport {
    /// What `report.json` says.
    public struct Info {
        public var scenePath: String
        public var sceneHash: String
        public var sceneName: String
        public var width: Int, height: Int
        public var scale: Double
        public var appearance: String
        public var reduceTransparency: Bool, increaseContrast: Bool
        public var glassPreference: String
        public var reduceMotion: Bool
        public var slowFactor: Double
        public var paused: Bool
        public var time: Double
        public var frame: Int
        public var events: Int
        public var version: String
        /// Why the recording does not reproduce the frame (nil: it does).
        public var unreproducible: String?

        /// The facts of `session` drawing `frame`; the host adds its clock and version.
        public init(session: ViewerSession, scenePath: String, frame: InteractionScript.FrameMark,
                    slowFactor: Double, paused: Bool, version: String, unreproducible: String?) {
            self.scenePath = scenePath
            sceneHash = BugReport.hash(ofSceneAt: scenePath)
            sceneName = session.sceneName
            width = session.pixelWidth; height = session.pixelHeight; scale = session.scale
            appearance = session.scene.appearance.rawValue
            let s = session.scene.settings
            reduceTransparency = s.reduceTransparency; increaseContrast = s.increaseContrast
            glassPreference = s.glassPreference?.rawValue ?? "default"
            reduceMotion = session.reduceMotion
            self.slowFactor = slowFactor; self.paused = paused
            time = frame.time; self.frame = frame.number; events = frame.eventCount
            self.version = version
            self.unreproducible = unreproducible
        }

        public var json: String {
            var w = JSONWriter()
            w.object { o in
                o.lineBreak(); o.member("version", version)
                o.lineBreak(); o.member("scene", object: { s in
                    s.member("path", scenePath); s.member("name", sceneName); s.member("hash", sceneHash)
                })
                o.lineBreak(); o.member("width", integer: width); o.member("height", integer: height); o.member("scale", scale)
                o.lineBreak(); o.member("settings", object: { s in
                    s.member("appearance", appearance); s.member("reduceTransparency", reduceTransparency)
                    s.member("increaseContrast", increaseContrast); s.member("glassPreference", glassPreference)
                    s.member("reduceMotion", reduceMotion)
                })
                o.lineBreak(); o.member("slowFactor", slowFactor); o.member("paused", paused)
                o.lineBreak(); o.member("time", time, decimals: 6); o.member("frame", integer: frame); o.member("events", integer: events)
                o.lineBreak(); o.member("reproducible", unreproducible == nil)
                if let unreproducible { o.member("note", unreproducible) }
                o.lineBreak()
            }
            return w.text + "\n"
        }
    }

    /// The file names inside a report folder.
    public static let recordingFile = "recording.jsonl", screenshotFile = "screenshot.png",
                      overlaidFile = "screen-with-overlays.png",
                      logFile = "log.jsonl", traceFile = "trace.json", reportFile = "report.json"

    /// `glass-viewer-report-<scene>-<timestamp>` with the scene name as `OutputName` cleans it.
    public static func folderName(scene: String, timestamp: String) -> String {
        "glass-viewer-report-\(OutputName.cleaned(scene))-\(timestamp)"
    }

    /// A hash of the scene file's bytes (FNV-1a, 64 bits, hex), `built-in` for the default
    /// scene, `unreadable` when the file cannot be read now.
    public static func hash(ofSceneAt path: String) -> String {
        guard path != "default" else { return "built-in" }
        guard let bytes = try? FileReader.read(path, limit: SceneDecoder.maximumFileBytes) else { return "unreadable" }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        let hex = String(h, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Writes the folder `name` in `parent` (a dash and a number are added if it exists) and
    /// returns its path. `overlaid`: the screen with the overlays on it, when there were any.
    public static func write(into parent: String, name: String, info: Info, recording: String, screenshot: Surface,
                             overlaid: Surface? = nil, log: [String], trace: String) throws -> String {
        let final = OutputName.firstFree(base: name, in: parent)
        let temporary = (parent == "." ? "" : "\(parent)/") + ".\(name).partial-\(getpid())"
        try SafeFileWriter.makeFolder(temporary)
        do {
            let writer = SafeFileWriter()
            try writer.write(recording, to: "\(temporary)/\(recordingFile)")
            try writer.write(PNGFile.encode(screenshot, path: screenshotFile), to: "\(temporary)/\(screenshotFile)")
            if let overlaid { try writer.write(PNGFile.encode(overlaid, path: overlaidFile), to: "\(temporary)/\(overlaidFile)") }
            try writer.write(log.map { $0 + "\n" }.joined(), to: "\(temporary)/\(logFile)")
            try writer.write(trace, to: "\(temporary)/\(traceFile)")
            try writer.write(info.json, to: "\(temporary)/\(reportFile)")
            guard rename(temporary, final) == 0 else { throw FileError.system("rename", errno: errno, path: final) }
        } catch {
            for f in [recordingFile, screenshotFile, overlaidFile, logFile, traceFile, reportFile] { unlink("\(temporary)/\(f)") }
            rmdir(temporary)
            throw error
        }
        return final
    }

    /// What `replay FOLDER` needs of a report.
    public struct Folder {
        public var script: InteractionScript
        public var screenshot: Surface
        public var scenePath: String
        public var sceneHash: String
        public var frame: Int
        public var reproducible: Bool
        public var note: String?
    }

    /// Whether `path` is a bug-report folder (holds `report.json`).
    public static func isReport(_ path: String) -> Bool {
        FileReader.kind(of: path, followingLinks: true) == .folder && FileReader.kind(of: "\(path)/\(reportFile)", followingLinks: true) == .regular
    }

    /// Reads a report folder; errors name the file.
    public static func load(_ folder: String) throws -> Folder {
        let reportPath = "\(folder)/\(reportFile)", recordingPath = "\(folder)/\(recordingFile)"
        let reportBytes = try FileReader.read(reportPath, limit: 1 << 20)
        var parser = JSONParser(bytes: reportBytes)
        let report: JSONNode
        do { report = try parser.parseDocument() } catch let e as JSONParser.SyntaxError {
            throw FileError(path: reportPath, reason: "line \(e.line): \(e.message)")
        }
        func member(_ node: JSONNode, _ key: String) -> JSONNode.Value? {
            if case .object(let m) = node.value { return m.first { $0.key == key }?.node.value }
            return nil
        }
        var scenePath = "default", sceneHash = "built-in", frame = 0, reproducible = true
        var note: String?
        if case .object(let m)? = member(report, "scene") {
            if case .string(let p)? = m.first(where: { $0.key == "path" })?.node.value { scenePath = p }
            if case .string(let h)? = m.first(where: { $0.key == "hash" })?.node.value { sceneHash = h }
        }
        if let value = member(report, "frame") {
            // A whole number a recording's frame line could hold: Int(1e19) traps (and is
            // undefined behaviour in an -Ounchecked build), and a report comes from anyone.
            guard case .number(let f) = value, f == f.rounded(), f >= 0, f <= Double(Int32.max) else {
                throw FileError(path: reportPath, reason: "\"frame\" must be a whole number from 0 to \(Int32.max)")
            }
            frame = Int(f)
        }
        if case .bool(let r)? = member(report, "reproducible") { reproducible = r }
        if case .string(let s)? = member(report, "note") { note = s }
        let recordingBytes = try FileReader.read(recordingPath, limit: 256 << 20)
        guard let text = String(validating: recordingBytes, as: UTF8.self) else {
            throw FileError(path: recordingPath, reason: "is not UTF-8 text")
        }
        let script = try InteractionScript.parse(text, file: recordingPath)
        let screenshot = try PNGFile.read("\(folder)/\(screenshotFile)")
        return Folder(script: script, screenshot: screenshot, scenePath: scenePath, sceneHash: sceneHash,
                      frame: frame, reproducible: reproducible, note: note)
    }
}
