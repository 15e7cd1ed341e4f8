import GlassCompositor

extension Character {
    /// 0-9 only (`isNumber` also takes other scripts' digits and fractions).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// A bad command line: the message says what and how to fix it; exit status 1.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// The words of one command line, consumed option by option so every word is accounted for
/// and anything unknown is an error rather than silently ignored.
struct Arguments {
    private var words: [String]
    let command: String

    init(_ words: [String], command: String) { self.words = words; self.command = command }

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns VALUE. An option given twice
    /// is an error: which of the two was meant cannot be guessed.
    mutating func value(_ name: String) throws -> String? {
        guard let v = try takeValue(name) else { return nil }
        if try takeValue(name) != nil { throw UsageError("\(name) given twice") }
        return v
    }

    private mutating func takeValue(_ name: String) throws -> String? {
        for (i, w) in words.enumerated() {
            if w == name {
                guard i + 1 < words.count, !words[i + 1].hasPrefix("--") else { throw UsageError("\(name) needs a value") }
                let v = words[i + 1]
                words.removeSubrange(i...(i + 1))
                return v
            }
            if w.hasPrefix(name + "=") {
                words.remove(at: i)
                return String(w.dropFirst(name.count + 1))
            }
        }
        return nil
    }

    /// Removes `--name` and says whether it was there.
    mutating func flag(_ name: String) throws -> Bool {
        guard let i = words.firstIndex(of: name) else { return false }
        words.remove(at: i)
        if words.contains(name) { throw UsageError("\(name) given twice") }
        return true
    }

    mutating func size(_ name: String = "--size") throws -> (Int, Int)? {
        guard let v = try value(name) else { return nil }
        let parts = v.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw UsageError("\(name) \(EchoedValue.shown(v)): expected WIDTHxHEIGHT in pixels, e.g. 1280x800")
        }
        guard FrameLimits.sides.contains(w), FrameLimits.sides.contains(h) else {
            throw UsageError("\(name) \(EchoedValue.shown(v)): each side must be between \(FrameLimits.sides.lowerBound) and \(FrameLimits.sides.upperBound) pixels")
        }
        return (w, h)
    }

    mutating func number(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let v = try value(name) else { return nil }
        // Decimal only: Double("0x2") is 2 and Double("nan") a number, neither of which a
        // person typing --scale means.
        guard Arguments.isDecimal(v), let d = Double(v), d.isFinite else { throw UsageError("\(name) \(EchoedValue.shown(v)): expected a number") }
        guard range.contains(d) else { throw UsageError("\(name) \(EchoedValue.shown(v)): must be between \(range.lowerBound) and \(range.upperBound)") }
        return d
    }

    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let v = try value(name) else { return nil }
        let digits = v.hasPrefix("-") ? v.dropFirst() : Substring(v)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let d = Int(v) else { throw UsageError("\(name) \(EchoedValue.shown(v)): expected a whole number") }
        guard range.contains(d) else { throw UsageError("\(name) \(EchoedValue.shown(v)): must be between \(range.lowerBound) and \(range.upperBound)") }
        return d
    }

    /// `12`, `1.5`, `-0.25`, `.5`, `2e3`: digits with an optional sign, point and exponent.
    static func isDecimal(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let mantissa = rest.prefix { $0.isASCIIDigit || $0 == "." }
        guard mantissa.filter({ $0 == "." }).count <= 1, mantissa.contains(where: \.isASCIIDigit) else { return false }
        rest = rest.dropFirst(mantissa.count)
        guard let e = rest.first else { return true }
        guard e == "e" || e == "E" else { return false }
        rest = rest.dropFirst()
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        return !rest.isEmpty && rest.allSatisfy(\.isASCIIDigit)
    }

    /// The remaining positional words; any leftover `--option` is an error, and so is an
    /// empty word (every positional is a file name, and an empty one otherwise surfaced as a
    /// diagnostic located in no file: `:1:1: error: ...`).
    mutating func positionals() throws -> [String] {
        let help = command == "glass-viewer" ? "glass-viewer --help" : "glass-viewer \(command) --help"
        if let unknown = words.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError("unknown option \(EchoedValue.shown(unknown)) for '\(command)' (see \(help))")
        }
        if words.contains("") {
            throw UsageError("an empty word on the command line where a file name belongs (see \(help))")
        }
        defer { words = [] }
        return words
    }
}
