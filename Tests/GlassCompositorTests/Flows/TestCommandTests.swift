import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import GlassCompositor

/// `glass-viewer test`, `matrix` and the shipped flows, run through the built binary.
@Suite struct TestCommandTests {
    /// Runs `glass-viewer arguments...` in `folder`; returns its exit status, stdout and stderr.
    private func viewer(_ arguments: [String], in folder: String? = nil) throws -> (status: Int32?, stdout: String, stderr: String) {
        let path = NSTemporaryDirectory() + "glass-viewer-test-\(getpid())-\(UUID().uuidString).stdout"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errFD = open(path + ".err", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(fd); close(errFD); unlink(path); unlink(path + ".err") }
        let previous = FileManager.default.currentDirectoryPath
        if let folder { FileManager.default.changeCurrentDirectoryPath(folder) }
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let child = try ChildProcess(try ViewerProcess.binary(), arguments, environment: ProcessInfo.processInfo.environment,
                                     stdoutFD: fd, stderrFD: errFD)
        _ = child.waitForExit(timeout: 300)
        return (child.exitStatus, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "",
                (try? String(contentsOfFile: path + ".err", encoding: .utf8)) ?? "")
    }

    private let mail = RepositoryPaths.scenes.appendingPathComponent("mail.json").path
    private var meta: String { #"{"t":0,"type":"meta","scene":"\#(mail)","width":480,"height":320,"scale":1}"# }

    /// A folder with `flows` (name → lines after the meta line).
    private func folder(_ flows: [String: [String]]) throws -> String {
        let folder = NSTemporaryDirectory() + "glass-viewer-flows-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        for (name, lines) in flows {
            try (([meta] + lines).joined(separator: "\n") + "\n").write(toFile: "\(folder)/\(name)", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func passingFailingAndBadFlowsGiveLinesJUnitAndArtifacts() throws {
        let dir = try folder([
            "sub/passes.jsonl": [#"{"t":0.5,"type":"expect","frames":{"last":20,"drawn":0}}"#],
            "fails.jsonl": [#"{"t":0.2,"type":"key","key":"2"}"#, #"{"t":0.6,"type":"expect","frame":"golden/top.png","region":[0,0,120,40]}"#],
            "bad.jsonl": [#"{"t":0.5,"type":"expect","logged":""}"#],
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // --update writes the missing golden image and says so.
        let update = try viewer(["test", "\(dir)/fails.jsonl", "--update"])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(update.stdout.contains("updated \(dir)/golden/top.png (new)"))
        // An image of other pixels makes it fail.
        let white = Surface(sized: 120, 40)
        white.fill(0xffff_ffff)
        try PNGFile.write(white, to: "\(dir)/golden/top.png")

        let run = try viewer(["test", dir, "--junit", "\(dir)/junit.xml", "--artifacts", "\(dir)/results"])
        #expect(run.status == 1)
        let out = run.stdout.split(separator: "\n").map(String.init)
        #expect(out.contains { $0.hasPrefix("ERROR \(dir)/bad: cannot run") }, "\(run.stdout)")
        #expect(run.stderr.contains("\(dir)/bad.jsonl:2:"))
        #expect(out.contains { $0.hasPrefix("FAIL  \(dir)/fails (2 steps, ") })
        #expect(out.contains("  \(dir)/fails.jsonl:3: expect at t 0.6 s failed"))
        #expect(out.contains("    expected: the frame in [0, 0, 120, 40] pt matches golden/top.png (channel 0, pixels 0%)"))
        #expect(out.contains { $0.hasPrefix("    found:    ") && $0.contains("of 4800 pixels") })
        #expect(out.contains { $0.hasPrefix("PASS  \(dir)/sub/passes (1 step, ") })
        #expect(out.last?.hasPrefix("3 flows: 1 passed, 1 failed, 1 could not run") == true)

        // The artifacts: a replayable folder with the images.
        let artifacts = try FileManager.default.contentsOfDirectory(atPath: "\(dir)/results")
        #expect(artifacts == ["fails"])
        let failure = "\(dir)/results/fails"
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: failure))
        #expect(files == ["recording.jsonl", "screenshot.png", "expected.png", "actual.png", "difference.png", "log.jsonl", "failure.txt", "report.json"])
        #expect(try PNGFile.read("\(failure)/actual.png").width == 120)
        #expect(try PNGFile.read("\(failure)/screenshot.png").width == 480)
        let replay = try viewer(["replay", failure])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains("matches the report's screenshot bit for bit"))

        // The JUnit report, read back with an XML parser.
        let xml = try #require(XMLParser(contentsOf: URL(fileURLWithPath: "\(dir)/junit.xml")))
        let reader = JUnitReader()
        xml.delegate = reader
        #expect(xml.parse(), "\(xml.parserError.map { "\($0)" } ?? "")")
        #expect(reader.suites.map(\.name) == [dir, "\(dir)/sub"])
        #expect(reader.root["tests"] == "3" && reader.root["failures"] == "1" && reader.root["errors"] == "1")
        #expect(reader.cases.map(\.name) == ["\(dir)/bad", "\(dir)/fails", "\(dir)/sub/passes"])
        #expect(reader.failures.count == 1 && reader.failures[0].hasPrefix("line 3: expected the frame in [0, 0, 120, 40] pt"))
        #expect(reader.errors.count == 1)
    }

    @Test func junitEscapesMarkupInNames() throws {
        let dir = try folder(["a&b<\"c\">.jsonl": [#"{"t":0.5,"type":"expect","logged":"nope"}"#]])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try viewer(["test", dir, "--junit", "\(dir)/j.xml", "--artifacts", "\(dir)/r"])
        #expect(run.status == 1)
        let xml = try #require(XMLParser(contentsOf: URL(fileURLWithPath: "\(dir)/j.xml")))
        let reader = JUnitReader()
        xml.delegate = reader
        #expect(xml.parse())
        #expect(reader.cases.map(\.name) == ["\(dir)/a&b<\"c\">"])
    }

    @Test func flowsThatCannotRunAreLocatedErrors() throws {
        let dir = try folder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{\"t\":1,\"type\":\"expect\",\"logged\":\"x\"}\n".write(toFile: "\(dir)/nometa.jsonl", atomically: true, encoding: .utf8)
        try (meta + "\n").write(toFile: "\(dir)/nochecks.jsonl", atomically: true, encoding: .utf8)
        let run = try viewer(["test", dir])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(dir)/nometa.jsonl:1:1: error: a flow starts with a meta line"), "\(run.stderr)")
        #expect(run.stderr.contains("\(dir)/nochecks.jsonl:1:1: error: the flow checks nothing"))
        let missing = try viewer(["test", "\(dir)/none.jsonl"])
        #expect(missing.status == 1 && missing.stderr.contains("no such file or folder"))
        let empty = try viewer(["test", "\(dir)/sub"])
        #expect(empty.status == 1 && empty.stderr.contains("no flows (*.jsonl files) in this folder"))
    }

    /// The shipped flows pass: what `scripts/test` runs.
    @Test func theShippedFlowsPass() throws {
        let results = NSTemporaryDirectory() + "glass-viewer-shipped-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: results) }
        let run = try viewer(["test", RepositoryPaths.scenes.appendingPathComponent("flows").path, "--artifacts", results])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let flows = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.scenes.appendingPathComponent("flows").path)
            .filter { $0.hasSuffix(".jsonl") }
        #expect(flows.count >= 16)
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") }.count == flows.count)
    }

    /// A flow that taps a tab by element still passes once a tab is added before its target (the
    /// layout change other work makes: a More tab, a search tab); its coordinate twin, written
    /// against the shipped layout, now taps the tab before it and fails, with a located message.
    @Test func aFlowByElementSurvivesATabAddedBeforeItsTargetAndItsCoordinateTwinFails() throws {
        let dir = NSTemporaryDirectory() + "glass-viewer-layout-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let music = RepositoryPaths.scenes.appendingPathComponent("music.json").path
        // A phone's width, where the tabs share the bar: one more makes every slot narrower.
        let phone = (390, 844)
        let shipped = try SceneDecoder.load(path: music)
        let new = try #require(ViewerSession(scene: shipped, pixelWidth: phone.0, pixelHeight: phone.1, scale: 1).elementTree()
            .matches(ElementTarget(role: .tab, label: "New")).first).hitPoint
        let meta = #"{"t":0,"type":"meta","scene":"music.json","width":390,"height":844,"scale":1}"#
        let checks = [#"{"t":1.2,"type":"expect","logged":"tab.selected","with":{"id":"new"}}"#,
                      #"{"t":1.2,"type":"expect","on":{"role":"tab","id":"new"},"selected":true}"#]
        let flows = [
            "by-element.jsonl": [meta, #"{"t":0.5,"type":"tap","on":{"role":"tab","label":"New"}}"#] + checks,
            "by-point.jsonl": [meta, #"{"t":0.5,"type":"down","x":\#(new.x),"y":\#(new.y)}"#, #"{"t":0.55,"type":"up","x":\#(new.x),"y":\#(new.y)}"#] + checks,
        ]
        // The same two flows beside the shipped scene and beside a copy with a tab added first.
        let text = try String(contentsOfFile: music, encoding: .utf8)
        let tabs = try #require(text.range(of: "\"tabs\": ["))
        let changed = text.replacingCharacters(in: tabs.upperBound..<tabs.upperBound, with:
            #"{"id":"podcasts","title":"Podcasts","icon":"user-home-symbolic","screen":{"title":"Podcasts","items":[]}},"#)
        for (folder, scene) in [("shipped", text), ("changed", changed)] {
            try FileManager.default.createDirectory(atPath: "\(dir)/\(folder)", withIntermediateDirectories: true)
            try scene.write(toFile: "\(dir)/\(folder)/music.json", atomically: true, encoding: .utf8)
            for (name, lines) in flows {
                try (lines.joined(separator: "\n") + "\n").write(toFile: "\(dir)/\(folder)/\(name)", atomically: true, encoding: .utf8)
            }
        }
        let before = try viewer(["test", "\(dir)/shipped", "--artifacts", "\(dir)/results"])
        #expect(before.status == 0, "both pass on the shipped layout: \(before.stdout)\(before.stderr)")
        let after = try viewer(["test", "\(dir)/changed", "--artifacts", "\(dir)/results"])
        #expect(after.status == 1, "\(after.stdout)\(after.stderr)")
        #expect(after.stdout.contains("PASS  \(dir)/changed/by-element"), "\(after.stdout)")
        #expect(after.stdout.contains("FAIL  \(dir)/changed/by-point"), "\(after.stdout)")
        #expect(after.stdout.contains("\(dir)/changed/by-point.jsonl:4: expect at t 1.2 s failed"), "\(after.stdout)")
        #expect(after.stdout.contains("\"home\""), "the twin tapped Home, the tab now where New was: \(after.stdout)")
    }

    @Test func matrixDrawsALabelledGridOfTheSizesAndRows() throws {
        let out = NSTemporaryDirectory() + "glass-viewer-matrix-\(UUID().uuidString).png"
        defer { unlink(out) }
        let run = try viewer(["matrix", RepositoryPaths.scenes.appendingPathComponent("glass-lab.json").path, "--out", out,
                              "--sizes", "phone,600x400", "--appearances", "light,dark", "--settings", "standard,increase-contrast",
                              "--row-height", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let sheet = try PNGFile.read(out)
        let layout = ContactSheet(title: "", columns: [.init(title: "", detail: ""), .init(title: "", detail: "")],
                                  rows: Array(repeating: .init(title: "", detail: ""), count: 4), rowHeight: 120)
        let size = layout.size(frameSizes: [(390, 844), (600, 400)])
        #expect(sheet.width == size.width && sheet.height == size.height)
        #expect(run.stdout.contains("\(size.width)x\(size.height) px, 2 sizes × 4 rows"))
        #expect(layout.columnWidths(frameSizes: [(390, 844), (600, 400)]) == [55, 180])
        // Labels are drawn: light text in the caption column beside each row and over each column.
        func inked(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Int {
            var n = 0
            for y in y0..<y1 { for x in x0..<x1 where (sheet[x, y] >> 8) & 0xff > 180 { n += 1 } }
            return n
        }
        let g = ContactSheet.gap, top = ContactSheet.titleHeight + ContactSheet.headerHeight
        for row in 0..<4 { #expect(inked(g, top + row * (120 + g), g + 150, top + row * (120 + g) + 40) > 20, "row \(row)") }
        #expect(inked(g + ContactSheet.captionWidth, ContactSheet.titleHeight, g + ContactSheet.captionWidth + 55, top) > 20)
        #expect(inked(g, 0, 300, ContactSheet.titleHeight) > 50)
    }
}

/// Collects a JUnit document's suites, cases and failures.
private final class JUnitReader: NSObject, XMLParserDelegate {
    var root: [String: String] = [:]
    var suites: [(name: String, attributes: [String: String])] = []
    var cases: [(name: String, attributes: [String: String])] = []
    var failures: [String] = [], errors: [String] = []
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch name {
        case "testsuites": root = attributes
        case "testsuite": suites.append((attributes["name"] ?? "", attributes))
        case "testcase": cases.append((attributes["name"] ?? "", attributes))
        case "failure": failures.append(attributes["message"] ?? "")
        case "error": errors.append(attributes["message"] ?? "")
        default: break
        }
    }
}
