import Testing
@testable import GlassCompositor

@Suite struct JSONParserTests {
    @Test func parsesValuesWithPositions() throws {
        let node = try JSONParser.parse("{\n  \"a\": [1, -2.5e2, true, null],\n  \"b\": \"x\\u00e9\\n\"\n}")
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].node.line == 2 && members[0].node.column == 8)
        guard case .array(let items) = members[0].node.value else { Issue.record("not an array"); return }
        if case .number(let v) = items[1].value { #expect(v == -250) } else { Issue.record("not a number") }
        if case .string(let s) = members[1].node.value { #expect(s == "xé\n") } else { Issue.record("not a string") }
        #expect(members[1].node.line == 3 && members[1].node.column == 8)
    }

    @Test func decodesSurrogatePairs() throws {
        let node = try JSONParser.parse("\"\\ud83d\\ude00\"")
        if case .string(let s) = node.value { #expect(s == "😀") } else { Issue.record("not a string") }
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "trailing comma before '}'"),
        ("[1, 2,]", 1, 7, "trailing comma before ']'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after key \"a\""),
        ("{\n\"a\": tru}", 2, 6, "invalid literal, expected 'true'"),
        ("\"abc", 1, 5, "unterminated string"),
        ("01", 1, 2, "unexpected text after the JSON value"),
        ("{\"a\": 1, \"a\": 2}", 1, 15, "duplicate key \"a\""),
        ("", 1, 1, "unexpected end of file, expected a value"),
        ("1e999", 1, 1, "number too large (a number must stay within ±1.8e308)"),
        // Four hundred digits: not a fraction, not a syntax slip, a number past what a double holds.
        ("[1, 1" + String(repeating: "0", count: 400) + "]", 1, 5, "number too large (a number must stay within ±1.8e308)"),
    ])
    func reportsSyntaxErrorsWithPosition(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONParser.SyntaxError(message: message, line: line, column: column)) { try JSONParser.parse(text) }
    }

    @Test func refusesHostileNesting() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(deep) }
    }
}
