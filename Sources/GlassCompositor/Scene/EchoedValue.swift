/// How a diagnostic quotes a value taken from the input (a key, a name, a string value, an
/// image path): the one formula every message uses, so that no value can break the
/// one-line-per-diagnostic promise.
///
/// - Control characters are written as escapes (`\u0000`, `\n`, `\t` ...): a NUL would cut
///   the message short where it reaches C (`fputs`), and a newline would split it in two.
/// - A value longer than `wholeLimit` characters is cut to its first `cutLength` with its
///   length said, so a 5 MB string makes a short line, not a 5 MB one.
enum EchoedValue {
    /// Values up to this many characters are shown whole.
    static let wholeLimit = 80
    /// How much of a longer value is shown.
    static let cutLength = 60

    /// `value` in double quotes, escaped and cut as above.
    static func quoted(_ value: String) -> String {
        let count = value.count
        guard count > wholeLimit else { return "\"\(escaped(Substring(value)))\"" }
        return "\"\(shown(value))\" (\(count) characters)"
    }

    /// `value` escaped and cut as above but not quoted: for a key from the input that
    /// becomes part of a JSON path (`$.screens.KEY`).
    static func shown(_ value: String) -> String {
        guard value.count > wholeLimit else { return escaped(Substring(value)) }
        return escaped(value.prefix(cutLength)) + "…"
    }

    /// `text` with control characters (C0, DEL, C1), the quote and the backslash escaped, so
    /// the result is one printable line whose quotes are unambiguous.
    static func escaped(_ text: Substring) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where isControl(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` with only its control characters escaped: for whole lines (a diagnostic's file
    /// and path) that are not quoted but must stay one line.
    static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out += escaped(Substring(String(scalar))) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    private static func needsEscape(_ s: Unicode.Scalar) -> Bool { isControl(s) || s == "\"" || s == "\\" }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7f...0x9f).contains(s.value) || s == "\u{2028}" || s == "\u{2029}"
    }
}
