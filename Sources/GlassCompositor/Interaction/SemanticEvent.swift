/// Something meaningful that happened in the UI, for the `--log` file (SPEC V8): a tab was
/// selected, content scrolled, glass pressed. One JSON object per line.
public struct SemanticEvent: Equatable, Sendable {
    /// `tab.selected`, `scroll`, `press`, `release`, `scene.loaded`, `scene.error`, ...
    public var name: String
    /// Clock seconds.
    public var time: Double
    /// Extra fields, written in this order.
    public var fields: [(String, FieldValue)]

    /// A field's value.
    public enum FieldValue: Equatable, Sendable {
        case string(String), number(Double), integer(Int), bool(Bool)
    }

    public init(_ name: String, time: Double, _ fields: [(String, FieldValue)] = []) {
        self.name = name; self.time = time; self.fields = fields
    }

    public static func == (a: SemanticEvent, b: SemanticEvent) -> Bool {
        a.name == b.name && a.time == b.time && a.fields.elementsEqual(b.fields, by: { $0.0 == $1.0 && $0.1 == $1.1 })
    }

    /// The event as one line of JSON.
    public var jsonLine: String {
        func esc(_ s: String) -> String {
            var out = ""
            for u in s.unicodeScalars {
                switch u {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
                default: out.unicodeScalars.append(u)
                }
            }
            return out
        }
        var parts = ["\"event\":\"\(esc(name))\"", String(format: "\"t\":%.4f", time)]
        for (k, v) in fields {
            switch v {
            case .string(let s): parts.append("\"\(esc(k))\":\"\(esc(s))\"")
            case .number(let d): parts.append("\"\(esc(k))\":" + String(format: "%.2f", d))
            case .integer(let i): parts.append("\"\(esc(k))\":\(i)")
            case .bool(let b): parts.append("\"\(esc(k))\":\(b)")
            }
        }
        return "{" + parts.joined(separator: ",") + "}"
    }
}

#if canImport(Foundation)
import Foundation
#endif
