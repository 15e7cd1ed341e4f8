import Foundation
import Testing
@testable import GlassCompositor

/// `JSONWriter`: every string reads back through the project's own `JSONParser` unchanged,
/// control characters are escaped, numbers are finite, and the four writers that use it
/// (semantic events, recorded scripts, traces, bench reports) write text that parses.
@Suite struct JSONWriterTests {
    /// Every control character alone and together, quotes, backslashes, a slash, DEL, line and
    /// paragraph separators, non-ASCII letters and emoji (a ZWJ family, a flag, a skin tone).
    static let awkward: [String] = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
        String((0..<0x20).map { Character(UnicodeScalar(UInt8($0))) }),
        "\"", "\\", "\\\"", "\"\\\"", "/", "\u{7f}", "\u{2028}\u{2029}",
        "Grüße, Ωμέγα, 中文, עברית", "😀", "👩‍👩‍👧‍👦", "🇩🇪", "👍🏽", "a\u{0}b\r\n\tc\"d\\e\u{1b}[0m😀",
        "", " ", "\r\n",
    ]

    static func parsedString(_ json: String) throws -> String? {
        if case .string(let s) = try JSONParser.parse(json).value { return s }
        return nil
    }

    @Test(arguments: awkward)
    func stringsReadBackUnchanged(_ s: String) throws {
        #expect(try Self.parsedString(JSONWriter.quoted(s)) == s)
        // As a key and as an element too.
        var w = JSONWriter()
        w.object { o in o.member(s, s); o.member("list", array: { a in a.string(s); a.string(s) }) }
        guard case .object(let members) = try JSONParser.parse(w.text).value else { Issue.record("not an object"); return }
        #expect(members.first?.key == s)
        if case .string(let v)? = members.first?.node.value { #expect(v == s) } else { Issue.record("no string member") }
        // Nothing below U+0020 is written raw, so a line of it stays one line.
        #expect(!w.text.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func controlCharactersUseTheirShortOrHexEscapes() {
        #expect(JSONWriter.quoted("\u{8}\t\n\u{c}\r") == #""\b\t\n\f\r""#)
        #expect(JSONWriter.quoted("\u{0}\u{1}\u{1f}\u{1b}") == #""\u0000\u0001\u001f\u001b""#)
        #expect(JSONWriter.quoted("say \"hi\" \\ bye") == #""say \"hi\" \\ bye""#)
        // Non-ASCII stays UTF-8, DEL and the separators are legal as they are.
        #expect(JSONWriter.quoted("é😀\u{7f}\u{2028}") == "\"é😀\u{7f}\u{2028}\"")
    }

    @Test func numbersAreFiniteAndReadBack() throws {
        for v in [0, -0.0, 0.1, -2.5, 1e-5, 1e300, Double.leastNonzeroMagnitude, 123_456_789.125, Double.greatestFiniteMagnitude] {
            let text = JSONWriter.number(v)
            guard case .number(let back) = try JSONParser.parse(text).value else { Issue.record("\(text)"); continue }
            #expect(back == v, "\(text)")
        }
        for v in [Double.nan, .infinity, -.infinity] {
            #expect(JSONWriter.number(v) == "null")
            #expect(JSONWriter.number(v, decimals: 3) == "null")
        }
        #expect(JSONWriter.number(1.23456, decimals: 2) == "1.23")
        #expect(JSONWriter.number(2, decimals: 0) == "2")
    }

    @Test func commasAndLineBreaksGoBetweenMembersAndElements() throws {
        var w = JSONWriter()
        w.object { o in
            o.member("a", integer: 1)
            o.member("b", array: { a in
                a.lineBreak(); a.integer(1)
                a.lineBreak(); a.object { $0.member("c", true); $0.key("d"); $0.null() }
                a.lineBreak()
            })
            o.member("e", object: { _ in })
            o.member("f", array: { _ in })
        }
        #expect(w.text == "{\"a\":1,\"b\":[\n1,\n{\"c\":true,\"d\":null}\n],\"e\":{},\"f\":[]}")
        _ = try JSONParser.parse(w.text)
    }

    @Test func aRecordedScriptWithAwkwardNamesParsesBackEqual() throws {
        let scene = "Scenes/odd \"name\"\\with\ttabs\nand lines 😀.json"
        let meta = InteractionScript.Meta(scene: scene, width: 780, height: 1688, scale: 2)
        var events = Self.awkward.filter { !$0.isEmpty }.enumerated().map { i, key in
            InputEvent(.key(name: key, modifiers: i % 2 == 0 ? [] : [.shift, .alt]), at: Point(0, 0), time: Double(i) * 0.25)
        }
        events += [
            InputEvent(.down(button: 1), at: Point(10.5, 20), time: 20),
            InputEvent(.move, at: Point(11.125, 19), time: 20.0167),
            InputEvent(.up(button: 3), at: Point(12, 18), time: 20.1),
            InputEvent(.wheel(dx: 0, dy: -2), at: Point(200, 300), time: 21),
            InputEvent(.smoothScroll(dx: 3.5, dy: -12.25), at: Point(200, 300), time: 21.5),
            InputEvent(.resize(width: 640, height: 480), at: Point(0, 0), time: 22),
            InputEvent(.appearance(.dark), at: Point(0, 0), time: 23),
            InputEvent(.appearance(.light), at: Point(0, 0), time: 24),
            InputEvent(.rescale(scale: 1.25, width: 975, height: 1750), at: Point(0, 0), time: 25),
        ]
        let text = ([meta.line] + events.map(InteractionScript.line(for:))).joined(separator: "\n")
        let script = try InteractionScript.parse(text, file: "recording.jsonl")
        #expect(script.meta == meta)
        #expect(script.events == events)
    }

    @Test func semanticEventsAndTracesWithAwkwardTextParse() throws {
        for s in Self.awkward {
            let event = SemanticEvent("tab.selected", time: 1.5, [(s, .string(s)), ("n", .number(.nan)), ("i", .integer(-3)), ("b", .bool(true))])
            guard case .object(let members) = try JSONParser.parse(event.jsonLine).value else { Issue.record("not an object"); continue }
            #expect(members.map(\.key) == ["event", "t", s, "n", "i", "b"])
            if case .string(let v) = members[2].node.value { #expect(v == s) } else { Issue.record("field \(s.debugDescription)") }
            if case .null = members[3].node.value {} else { Issue.record("NaN is not null") }

            let trace = ChromeTrace(frames: ChromeTraceTests.frames(), title: s).json
            _ = try JSONParser.parse(trace)
            let object = try JSONSerialization.jsonObject(with: Data(trace.utf8)) as? [String: Any]
            let events = try #require(object?["traceEvents"] as? [[String: Any]])
            #expect((events.first?["args"] as? [String: Any])?["name"] as? String == s)
        }
    }
}
