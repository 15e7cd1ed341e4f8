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

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns VALUE.
    mutating func value(_ name: String) throws -> String? {
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
    mutating func flag(_ name: String) -> Bool {
        guard let i = words.firstIndex(of: name) else { return false }
        words.remove(at: i)
        return true
    }

    mutating func size(_ name: String = "--size") throws -> (Int, Int)? {
        guard let v = try value(name) else { return nil }
        let parts = v.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw UsageError("\(name) \(v): expected WIDTHxHEIGHT in pixels, e.g. 1280x800")
        }
        guard (16...8192).contains(w), (16...8192).contains(h) else {
            throw UsageError("\(name) \(v): each side must be between 16 and 8192 pixels")
        }
        return (w, h)
    }

    mutating func number(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let v = try value(name) else { return nil }
        guard let d = Double(v), d.isFinite else { throw UsageError("\(name) \(v): expected a number") }
        guard range.contains(d) else { throw UsageError("\(name) \(v): must be between \(range.lowerBound) and \(range.upperBound)") }
        return d
    }

    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let v = try value(name) else { return nil }
        guard let d = Int(v) else { throw UsageError("\(name) \(v): expected a whole number") }
        guard range.contains(d) else { throw UsageError("\(name) \(v): must be between \(range.lowerBound) and \(range.upperBound)") }
        return d
    }

    /// The remaining positional words; any leftover `--option` is an error.
    mutating func positionals() throws -> [String] {
        if let unknown = words.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            let help = command == "glass-viewer" ? "glass-viewer --help" : "glass-viewer \(command) --help"
            throw UsageError("unknown option \(unknown) for '\(command)' (see \(help))")
        }
        defer { words = [] }
        return words
    }
}
