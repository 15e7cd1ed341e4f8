#if canImport(Foundation)
import Foundation
#endif

/// Writes JSON text (RFC 8259) value by value: the one writer behind semantic events (`--log`),
/// recorded scripts (`--record`), Chrome traces and the bench report, so that every string
/// any of them writes is escaped the same way and reads back through `JSONParser`.
///
/// Strings escape `"`, `\` and every control character U+0000–U+001F (`\b \t \n \f \r` by
/// name, the rest as `\u00XX`); everything else, non-ASCII included, is written as UTF-8.
/// Numbers are finite: NaN and the infinities, which JSON cannot spell, are written as `null`.
/// Commas between members and elements are placed by the writer.
///
/// ```swift
/// var w = JSONWriter()
/// w.object { o in
///     o.member("event", "scroll")
///     o.member("t", 1.5, decimals: 4)
/// }
/// w.text  // {"event":"scroll","t":1.5000}
/// ```
public struct JSONWriter {
    /// The JSON written so far.
    public private(set) var text = ""
    /// Per open object or array, whether it has no member or element yet.
    private var empty: [Bool] = []
    /// A key was just written: its value follows without a comma.
    private var afterKey = false
    /// `lineBreak()` asked for a line break before the next element.
    private var pendingBreak = false

    public init() {}

    // MARK: Containers

    /// An object whose members `body` writes.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        open("{")
        body(&self)
        close("}")
    }

    /// An array whose elements `body` writes.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        open("[")
        body(&self)
        close("]")
    }

    /// A line break before the next element or the closing bracket (whitespace, for files a
    /// person reads a line at a time, such as a trace's events).
    public mutating func lineBreak() { pendingBreak = true }

    // MARK: Values

    /// A member's key, inside an object; the next value written is its value.
    public mutating func key(_ name: String) {
        separate()
        Self.appendQuoted(name, to: &text)
        text += ":"
        afterKey = true
    }

    public mutating func string(_ value: String) {
        separate()
        Self.appendQuoted(value, to: &text)
    }

    /// A number: with `decimals`, fixed point with that many digits after the point (as
    /// `%.Nf`); without, the shortest text that reads back as the same `Double`. Not finite:
    /// `null`.
    public mutating func number(_ value: Double, decimals: Int? = nil) {
        separate()
        text += Self.number(value, decimals: decimals)
    }

    public mutating func integer(_ value: Int) {
        separate()
        text += String(value)
    }

    public mutating func bool(_ value: Bool) {
        separate()
        text += value ? "true" : "false"
    }

    public mutating func null() {
        separate()
        text += "null"
    }

    // MARK: Members

    public mutating func member(_ name: String, _ value: String) { key(name); string(value) }
    public mutating func member(_ name: String, _ value: Double, decimals: Int? = nil) { key(name); number(value, decimals: decimals) }
    public mutating func member(_ name: String, integer value: Int) { key(name); integer(value) }
    public mutating func member(_ name: String, _ value: Bool) { key(name); bool(value) }
    /// A member whose value is an object `body` writes.
    public mutating func member(_ name: String, object body: (inout JSONWriter) -> Void) { key(name); object(body) }
    /// A member whose value is an array `body` writes.
    public mutating func member(_ name: String, array body: (inout JSONWriter) -> Void) { key(name); array(body) }

    // MARK: Text

    /// `value` as a JSON string literal, quotes included.
    public static func quoted(_ value: String) -> String {
        var out = ""
        appendQuoted(value, to: &out)
        return out
    }

    /// `value` as JSON number text (`number(_:decimals:)`), or `null` when it is not finite.
    public static func number(_ value: Double, decimals: Int? = nil) -> String {
        guard value.isFinite else { return "null" }
        // Swift's shortest round-trip text ("0.1", "2.0", "1e-05", "1e+20") is valid JSON.
        guard let decimals else { return value.description }
        return String(format: "%.\(max(0, decimals))f", value)
    }

    private static let hex: [Character] = Array("0123456789abcdef")

    private static func appendQuoted(_ value: String, to out: inout String) {
        out += "\""
        for u in value.unicodeScalars {
            switch u.value {
            case 0x22: out += "\\\""
            case 0x5c: out += "\\\\"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0a: out += "\\n"
            case 0x0c: out += "\\f"
            case 0x0d: out += "\\r"
            case 0..<0x20:
                out += "\\u00"
                out.append(hex[Int(u.value >> 4)])
                out.append(hex[Int(u.value & 0xf)])
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }

    // MARK: Structure

    /// Before a key or a value: the comma after the previous member or element, and a
    /// requested line break. A value right after its key needs neither.
    private mutating func separate() {
        if afterKey { afterKey = false; return }
        guard let last = empty.indices.last else { return }
        if !empty[last] { text += "," }
        empty[last] = false
        if pendingBreak { text += "\n"; pendingBreak = false }
    }

    private mutating func open(_ bracket: String) {
        separate()
        text += bracket
        empty.append(true)
    }

    private mutating func close(_ bracket: String) {
        if pendingBreak { text += "\n"; pendingBreak = false }
        empty.removeLast()
        text += bracket
    }
}
