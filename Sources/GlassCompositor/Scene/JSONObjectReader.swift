/// Reads one JSON object of a scene with defaults, recording a diagnostic for every problem
/// (wrong type, out-of-range number, bad colour, unknown key) instead of stopping at the first.
///
/// Each getter marks its key as known; `finish()` reports the keys nobody asked for, with a
/// "did you mean" suggestion.
final class JSONObjectReader {
    let node: JSONNode
    let path: String
    let sink: DiagnosticSink
    private let members: [(key: String, node: JSONNode)]
    private var known: Set<String> = []

    /// nil (and a diagnostic) when `node` is not an object.
    init?(_ node: JSONNode, path: String, sink: DiagnosticSink) {
        guard case .object(let m) = node.value else {
            sink.report(node, path: path, "expected an object, found \(node.typeName)")
            return nil
        }
        self.node = node; self.path = path; self.sink = sink; members = m
    }

    func childPath(_ key: String) -> String { "\(path).\(key)" }

    /// The raw member, marking the key known.
    func member(_ key: String) -> JSONNode? {
        known.insert(key)
        return members.first(where: { $0.key == key })?.node
    }

    func has(_ key: String) -> Bool { members.contains(where: { $0.key == key }) }

    func string(_ key: String, default value: String) -> String { string(key) ?? value }

    func string(_ key: String) -> String? {
        guard let n = member(key) else { return nil }
        guard case .string(let s) = n.value else { sink.report(n, path: childPath(key), "expected a string, found \(n.typeName)"); return nil }
        return s
    }

    func bool(_ key: String, default value: Bool) -> Bool {
        guard let n = member(key) else { return value }
        guard case .bool(let b) = n.value else { sink.report(n, path: childPath(key), "expected true or false, found \(n.typeName)"); return value }
        return b
    }

    func number(_ key: String, default value: Double, in range: ClosedRange<Double>) -> Double {
        guard let n = member(key) else { return value }
        guard case .number(let v) = n.value else { sink.report(n, path: childPath(key), "expected a number, found \(n.typeName)"); return value }
        guard range.contains(v) else {
            sink.report(n, path: childPath(key), "\(key) \(format(v)) is out of range \(format(range.lowerBound))...\(format(range.upperBound))")
            return value
        }
        return v
    }

    func integer(_ key: String, default value: Int, in range: ClosedRange<Int>) -> Int {
        guard let n = member(key) else { return value }
        guard case .number(let v) = n.value, v == v.rounded() else {
            sink.report(n, path: childPath(key), "expected a whole number, found \(n.typeName == "a number" ? "a fraction" : n.typeName)")
            return value
        }
        // A whole number past what `Int` holds exactly (1e300, twenty digits) is not a
        // fraction: saying so sent the writer looking for a decimal point that is not there.
        guard abs(v) < 1e15 else {
            let bound = v > 0 ? "too large" : "too small"
            sink.report(n, path: childPath(key), "\(key) \(v) is \(bound) (expected a whole number in \(range.lowerBound)...\(range.upperBound))")
            return value
        }
        guard range.contains(Int(v)) else {
            sink.report(n, path: childPath(key), "\(key) \(Int(v)) is out of range \(range.lowerBound)...\(range.upperBound)")
            return value
        }
        return Int(v)
    }

    func color(_ key: String) -> Color? {
        guard let n = member(key) else { return nil }
        guard case .string(let s) = n.value else { sink.report(n, path: childPath(key), "expected a colour string like \"#0a84ff\", found \(n.typeName)"); return nil }
        guard let c = Color(hex: s) else { sink.report(n, path: childPath(key), "bad colour \(EchoedValue.quoted(s)) (use #rgb, #rrggbb or #rrggbbaa)"); return nil }
        return c
    }

    func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, default value: E) -> E where E.RawValue == String {
        guard let n = member(key) else { return value }
        guard case .string(let s) = n.value else { sink.report(n, path: childPath(key), "expected a string, found \(n.typeName)"); return value }
        guard let e = E(rawValue: s) else {
            let options = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            sink.report(n, path: childPath(key), "unknown \(key) \(EchoedValue.quoted(s)) (expected one of \(options))")
            return value
        }
        return e
    }

    func object(_ key: String) -> JSONObjectReader? {
        guard let n = member(key) else { return nil }
        return JSONObjectReader(n, path: childPath(key), sink: sink)
    }

    /// The elements of an array member with their paths; empty (and a diagnostic) for a non-array.
    func array(_ key: String) -> [(node: JSONNode, path: String)] {
        guard let n = member(key) else { return [] }
        guard case .array(let items) = n.value else { sink.report(n, path: childPath(key), "expected an array, found \(n.typeName)"); return [] }
        return items.enumerated().map { ($0.element, "\(childPath(key))[\($0.offset)]") }
    }

    /// Reports every member no getter asked for.
    func finish() {
        for (key, n) in members where !known.contains(key) {
            var message = "unknown key \(EchoedValue.quoted(key))"
            if let guess = sink.closestName(to: key, among: Array(known)) { message += " (did you mean \"\(guess)\"?)" }
            sink.report(n, path: path, message)
        }
    }

    private func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}

/// Collects diagnostics for one file.
final class DiagnosticSink {
    let file: String
    private(set) var diagnostics: [SceneDiagnostic] = []
    /// What is left of this file's work for "did you mean" (`NameSuggestion`): a scene of a
    /// million misspelt names gets suggestions for the first ones, not an hour's wait.
    var suggestionBudget = NameSuggestion.budgetPerFile
    init(file: String) { self.file = file }

    /// The known name closest to `name`, if one is close enough and the budget allows.
    func closestName(to name: String, among candidates: [String]) -> String? {
        NameSuggestion.closest(to: name, among: candidates, budget: &suggestionBudget)
    }

    func report(_ node: JSONNode, path: String, _ message: String) {
        diagnostics.append(SceneDiagnostic(file: file, line: node.line, column: node.column, path: path, message: message))
    }
}
