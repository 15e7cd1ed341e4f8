/// A strict JSON parser (RFC 8259) over UTF-8 bytes that records each value's line and column.
///
/// Foundation's parser reports neither positions for values nor more than the first error;
/// scene diagnostics need both. Depth is limited so hostile input cannot overflow the stack.
struct JSONParser {
    /// A syntax error at a position.
    struct SyntaxError: Error, Equatable, Sendable {
        var message: String
        var line: Int
        var column: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private let maxDepth = 256

    init(_ text: String) { bytes = Array(text.utf8) }
    init(bytes: [UInt8]) { self.bytes = bytes }

    static func parse(_ text: String) throws -> JSONNode {
        var p = JSONParser(text)
        return try p.parseDocument()
    }

    mutating func parseDocument() throws -> JSONNode {
        skipWhitespace()
        let node = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the JSON value") }
        return node
    }

    private var column: Int { index - lineStart + 1 }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0d: index += 1
            case 0x0a: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws -> JSONNode {
        guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let l = line, c = column
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(depth: depth), line: l, column: c)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(depth: depth), line: l, column: c)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), line: l, column: c)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), line: l, column: c)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), line: l, column: c)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, line: l, column: c)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), line: l, column: c)
        default:
            throw error("unexpected character '\(printable(bytes[index]))', expected a value")
        }
    }

    private func printable(_ b: UInt8) -> String {
        b >= 0x20 && b < 0x7f ? String(UnicodeScalar(b)) : String(format: "\\x%02x", b)
    }

    private mutating func expectWord(_ word: String) throws {
        let start = column
        for b in word.utf8 {
            guard index < bytes.count, bytes[index] == b else {
                throw SyntaxError(message: "invalid literal, expected '\(word)'", line: line, column: start)
            }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONNode.Value {
        index += 1
        var members: [(key: String, node: JSONNode)] = []
        // A set, not a search of `members`: an object of a million keys must not take 10^12 steps.
        var keys = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error(bytes[index] == UInt8(ascii: "}") ? "trailing comma before '}'" : "expected a quoted key")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key \(EchoedValue.quoted(key))") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            if !keys.insert(key).inserted {
                throw SyntaxError(message: "duplicate key \(EchoedValue.quoted(key))", line: value.line, column: value.column)
            }
            members.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}' after a member")
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONNode.Value {
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error("expected ',' or ']' after an element")
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { index += 1; break }
            if b == 0x0a { throw error("unterminated string (a line break inside a string must be written \\n)") }
            if b < 0x20 { throw error("control character in string (escape it)") }
            if b != UInt8(ascii: "\\") { out.append(b); index += 1; continue }
            index += 1
            guard index < bytes.count else { throw error("unterminated escape") }
            let e = bytes[index]; index += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5c)
            case UInt8(ascii: "/"): out.append(0x2f)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0c)
            case UInt8(ascii: "n"): out.append(0x0a)
            case UInt8(ascii: "r"): out.append(0x0d)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try parseHex4()
                if (0xd800..<0xdc00).contains(scalar) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    index += 2
                    let low = try parseHex4()
                    guard (0xdc00..<0xe000).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xd800) << 10) + (low - 0xdc00)
                }
                guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default: throw error("invalid escape '\\\(printable(e))'")
            }
        }
        guard let s = String(validating: out, as: UTF8.self) else { throw error("string is not valid UTF-8") }
        return s
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            v = v << 4 | d
            index += 1
        }
        return v
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        let startColumn = column
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let s = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - s
        }
        guard index < bytes.count else { throw error("invalid number") }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { throw error("invalid number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw error("expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { throw error("expected digits in exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let v = Double(text), v.isFinite else {
            throw SyntaxError(message: "number too large (a number must stay within ±1.8e308)", line: line, column: startColumn)
        }
        return v
    }
}

#if canImport(Foundation)
import Foundation
#endif
