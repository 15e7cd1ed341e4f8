import Testing
@testable import GlassCompositor

/// Issue 36, items 3 and 4: every diagnostic that echoes a value from a scene or a script
/// stays one short line, whatever the value holds (a NUL, a newline) or however long it is.
@Suite struct DiagnosticEchoTests {
    /// The printed lines of a scene's diagnostics.
    func sceneLines(_ text: String) throws -> [String] {
        let error = try #require(throws: SceneLoadError.self) { try SceneDecoder.decode(text, file: "s.json") }
        return error.diagnostics.map(\.description)
    }

    func scriptLines(_ text: String) throws -> [String] {
        let error = try #require(throws: SceneLoadError.self) { try InteractionScript.parse(text, file: "r.jsonl") }
        return error.diagnostics.map(\.description)
    }

    /// One line, no NUL or other control character, ending with its path.
    func expectOneLine(_ line: String, path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f }, "\(line.prefix(200))", sourceLocation: sourceLocation)
        #expect(line.hasSuffix("(at \(path))"), "\(line.prefix(200))", sourceLocation: sourceLocation)
    }

    @Test func aNULOrNewlineInAValueIsEscapedAndTheLineEndsWithItsPath() throws {
        let scene = #"{"tabs": [{"title": "A", "role": "x\u0000y", "screen": {"items": []}, "k\n\u0000": 1}]}"#
        let lines = try sceneLines(scene)
        #expect(lines.count == 2)
        expectOneLine(lines[0], path: "$.tabs[0].role")
        #expect(lines[0].contains(#"unknown role "x\u0000y""#), "\(lines[0])")
        expectOneLine(lines[1], path: "$.tabs[0]")
        #expect(lines[1].contains(#"unknown key "k\n\u0000""#), "\(lines[1])")
        // Printed together, they are two lines, not one glued to the other.
        #expect(SceneLoadError(try #require(throws: SceneLoadError.self) { try SceneDecoder.decode(scene, file: "s.json") }.diagnostics)
            .description.split(separator: "\n").count == 2)
    }

    @Test func aNULInAScriptValueIsEscaped() throws {
        let lines = try scriptLines(#"{"t": 0, "type": "tap\u0000\t"}"#)
        #expect(lines.count == 1)
        expectOneLine(lines[0], path: "$.type")
        #expect(lines[0].contains(#"unknown event type "tap\u0000\t""#), "\(lines[0])")
    }

    @Test func aFiveMegabyteValueIsCutLikeAnUnknownKey() throws {
        let huge = String(repeating: "r", count: 5_000_000)
        let scene = #"{"tabs": [{"title": "A", "role": "\#(huge)", "screen": {"items": []}}], "accent": "\#(huge)", "screens": {"\#(huge)": {"id": "other", "items": []}}}"#
        let lines = try sceneLines(scene)
        #expect(lines.count == 3)
        for line in lines {
            #expect(line.count < 300, "\(line.prefix(300))")
            #expect(line.contains("…\" (5000000 characters)"), "\(line.prefix(300))")
        }
        #expect(lines.contains { $0.hasSuffix("(at $.tabs[0].role)") })
        // The same cut as an unknown key: the first 60 characters, then the length.
        #expect(EchoedValue.quoted(huge) == "\"\(String(repeating: "r", count: 60))…\" (5000000 characters)")
        #expect(EchoedValue.quoted(String(repeating: "k", count: 80)) == "\"\(String(repeating: "k", count: 80))\"")
    }

    @Test func aHugeScriptValueIsCut() throws {
        let lines = try scriptLines(#"{"t": 0, "type": "\#(String(repeating: "x", count: 1_000_000))"}"#)
        #expect(lines.count == 1)
        #expect(lines[0].count < 300, "\(lines[0].prefix(300))")
        expectOneLine(lines[0], path: "$.type")
    }

    /// Found by scripts/fuzz: the cut counted grapheme clusters, and ten thousand combining
    /// accents are one, so a key, value or event type made of them was echoed whole (a 10 kB
    /// line); 60 right-to-left overrides were shown raw, reversing the rest of the line in a
    /// terminal. Lines are measured here in Unicode scalars and UTF-8 bytes, not clusters.
    @Test func combiningMarksAndBidiControlsCannotMakeALongOrReorderedLine() throws {
        let accents = String(repeating: "\u{301}", count: 10_001)
        let override = String(repeating: "\u{202E}", count: 5_000)
        let scene = #"{"tabs": [{"title": "A", "role": "\#(accents)", "screen": {"items": []}, "k\#(accents)": 1}], "accent": "\#(override)"}"#
        let lines = try sceneLines(scene) + scriptLines(#"{"t": 0, "type": "\#(accents)"}"#)
        #expect(lines.count == 4)
        for line in lines {
            #expect(line.unicodeScalars.count < 300 && line.utf8.count < 600, "\(line.unicodeScalars.count) scalars: \(line.prefix(100))")
            #expect(!line.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) }, "a raw bidi control: \(line.prefix(100))")
        }
        #expect(EchoedValue.quoted(accents) == "\"\(String(repeating: "\u{301}", count: 60))…\" (10001 characters)")
        // Escapes count as what they show: sixty characters of escapes, never half of one.
        #expect(EchoedValue.quoted(override) == "\"\(String(repeating: "\\u202e", count: 10))…\" (5000 characters)")
        #expect(EchoedValue.quoted("a\u{202E}b") == #""a\u202eb""#)
    }

    /// Found by scripts/fuzz: a recording whose meta line names the scene `""` replayed to
    /// `:1:1: error: the file name is empty (at $)`, a message that names no file at all. The
    /// empty name is the script's error, located at its `scene`.
    @Test func anEmptySceneNameInAMetaLineIsTheScriptsError() throws {
        let lines = try scriptLines(#"{"t": 0, "type": "meta", "scene": "", "width": 200, "height": 150, "scale": 1}"#)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("r.jsonl:1:") == true, "\(lines)")
        expectOneLine(lines.first ?? "", path: "$.scene")
    }

    @Test func aPathIsShownWholeUpTo200CharactersThenCutInTheMiddle() {
        let short = "/tmp/" + String(repeating: "s", count: 190)
        #expect(EchoedValue.path(short) == short)
        let long = String(repeating: "a/", count: 2_000) + "end.json"
        let shown = EchoedValue.path(long)
        #expect(shown == String(long.prefix(60)) + "…" + String(long.suffix(100)))
        #expect(EchoedValue.path("x\ny") == "x\\ny")
        #expect(SceneDiagnostic(file: long, line: 1, column: 1, path: "$", message: "m").description == "\(shown):1:1: error: m (at $)")
        #expect(FileError(path: long, reason: "no such file").description == "\(shown): no such file")
    }
}
