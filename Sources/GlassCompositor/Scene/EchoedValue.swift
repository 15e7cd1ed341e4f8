/// How a diagnostic quotes a value taken from the input (a key, a name, a string value, an
/// image path, an option's value on the command line): the one formula every message uses, so
/// that no value can break the one-line-per-diagnostic promise.
///
/// - Control characters are written as escapes (`\u0000`, `\n`, `\t` ...): a NUL would cut
///   the message short where it reaches C (`fputs`), and a newline would split it in two. So
///   are the bidirectional controls (U+202E and its kin), which reorder what a terminal shows
///   of the rest of the line.
/// - A value whose escaped form is longer than `wholeLimit` characters is cut to the first
///   `cutLength` characters of that form with its length said, so a 5 MB string makes a short
///   line, not a 5 MB one. Characters here are Unicode scalars, not the grapheme clusters
///   Swift's `count` gives: ten thousand combining accents are one cluster, and were shown
///   whole.
public enum EchoedValue {
    /// Values up to this many characters (escaped) are shown whole.
    public static let wholeLimit = 80
    /// How much of a longer value is shown.
    public static let cutLength = 60

    /// `value` in double quotes, escaped and cut as above.
    public static func quoted(_ value: String) -> String {
        let (text, cut) = shownAndCut(value)
        return cut ? "\"\(text)…\" (\(value.unicodeScalars.count) characters)" : "\"\(text)\""
    }

    /// `value` escaped and cut as above but not quoted: for a key from the input that
    /// becomes part of a JSON path (`$.screens.KEY`), or an option's value.
    public static func shown(_ value: String) -> String {
        let (text, cut) = shownAndCut(value)
        return cut ? text + "…" : text
    }

    /// Paths up to this many characters are shown whole.
    public static let pathLimit = 200

    /// A file path as a message shows it: control characters escaped, and a path longer than
    /// `pathLimit` characters cut in the middle to its first 60 and last 100, so the file's
    /// own name stays. A path can come from a file (a recording's scene) as well as from the
    /// command line, and a 5,000-character one made a 5,000-character line.
    public static func path(_ path: String) -> String {
        let scalars = path.unicodeScalars
        guard scalars.count > pathLimit else { return escapingControls(path) }
        let head = String(String.UnicodeScalarView(scalars.prefix(60)))
        let tail = String(String.UnicodeScalarView(scalars.suffix(100)))
        return escapingControls(head) + "…" + escapingControls(tail)
    }

    /// The escaped form of `value` if it has at most `wholeLimit` scalars, else the first
    /// `cutLength` scalars of it (never half an escape) and true. Stops reading at the cut, so
    /// a huge value costs no more than a short one.
    private static func shownAndCut(_ value: String) -> (String, Bool) {
        var whole = "", prefix = ""
        var count = 0
        for scalar in value.unicodeScalars {
            let piece = needsEscape(scalar) ? escape(scalar) : String(scalar)
            let n = piece.unicodeScalars.count
            if count + n > wholeLimit { return (prefix, true) }
            whole += piece
            count += n
            if count <= cutLength { prefix = whole }
        }
        return (whole, false)
    }

    /// `text` with control characters (C0, DEL, C1, bidirectional controls), the quote and the
    /// backslash escaped, so the result is one printable line whose quotes are unambiguous.
    static func escaped(_ text: Substring) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// `text` with only its control characters escaped: for whole lines (a diagnostic's file
    /// and path, a command-line message) that are not quoted but must stay one line.
    public static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\"": return "\\\""
        case "\\": return "\\\\"
        default:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    private static func needsEscape(_ s: Unicode.Scalar) -> Bool { isControl(s) || s == "\"" || s == "\\" }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x20, 0x7f...0x9f, 0x2028, 0x2029: return true
        // Bidirectional controls: marks, embeddings, overrides and isolates.
        case 0x061c, 0x200e, 0x200f, 0x202a...0x202e, 0x2066...0x2069: return true
        default: return false
        }
    }
}
