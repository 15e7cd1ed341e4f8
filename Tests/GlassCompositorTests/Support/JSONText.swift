import Foundation
@testable import GlassCompositor

/// Writes a `JSONNode` back as JSON text (compact, keys in their order), for tests that
/// change parsed scenes and decode them again.
enum JSONText {
    static func serialize(_ node: JSONNode) -> String {
        var out = ""
        write(node, into: &out)
        return out
    }

    private static func write(_ node: JSONNode, into out: inout String) {
        switch node.value {
        case .object(let members):
            out += "{"
            for (i, m) in members.enumerated() {
                if i > 0 { out += "," }
                out += quoted(m.key) + ":"
                write(m.node, into: &out)
            }
            out += "}"
        case .array(let items):
            out += "["
            for (i, n) in items.enumerated() {
                if i > 0 { out += "," }
                write(n, into: &out)
            }
            out += "]"
        case .string(let s): out += quoted(s)
        case .number(let v):
            out += v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
