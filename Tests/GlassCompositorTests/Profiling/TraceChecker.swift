import Foundation
@testable import GlassCompositor

/// A strict checker of the Chrome Trace Event format (the JSON Object Format): what Perfetto
/// and chrome://tracing need, and what our traces promise beyond that (slices nest per
/// thread and never cross). Returns every problem found, each naming the event's index.
enum TraceChecker {
    static let phases: Set<String> = ["X", "B", "E", "M", "C", "i", "I"]
    static let metadataNames: Set<String> = ["process_name", "thread_name", "process_sort_index", "thread_sort_index"]
    static let knownKeys: Set<String> = ["name", "cat", "ph", "ts", "dur", "pid", "tid", "args", "id", "s", "tts"]

    /// Problems of `text`; empty when it is a valid trace.
    static func problems(_ text: String) -> [String] {
        guard let node = try? JSONParser.parse(text), let top = plain(node) as? [String: Any] else { return ["not a JSON object"] }
        guard let events = top["traceEvents"] as? [Any] else { return ["no traceEvents array"] }
        if let unit = top["displayTimeUnit"], !["ms", "ns"].contains(unit as? String ?? "") { return ["displayTimeUnit \(unit)"] }
        var problems: [String] = []
        /// Slices per (pid, tid), in nanoseconds.
        var slices: [String: [(begin: Int64, end: Int64, index: Int, name: String)]] = [:]
        var open: [String: [String]] = [:]
        // JSON numbers are Doubles here, and booleans Bools (the repository's strict parser).
        func integer(_ v: Any?) -> Int? {
            guard let n = v as? Double, n == n.rounded(), abs(n) < 1e15 else { return nil }
            return Int(n)
        }
        func number(_ v: Any?) -> Double? {
            guard let n = v as? Double, n.isFinite else { return nil }
            return n
        }
        for (i, raw) in events.enumerated() {
            guard let e = raw as? [String: Any] else { problems.append("#\(i): not an object"); continue }
            for key in e.keys where !knownKeys.contains(key) { problems.append("#\(i): unknown key \(key)") }
            guard let ph = e["ph"] as? String, phases.contains(ph) else { problems.append("#\(i): ph \(String(describing: e["ph"]))"); continue }
            guard let name = e["name"] as? String else { problems.append("#\(i): no name"); continue }
            guard let pid = integer(e["pid"]) else { problems.append("#\(i): pid is not an integer"); continue }
            if e["tid"] != nil && integer(e["tid"]) == nil { problems.append("#\(i): tid is not an integer") }
            let tid = integer(e["tid"]) ?? 0
            if let args = e["args"], !(args is [String: Any]) { problems.append("#\(i): args is not an object") }
            let args = e["args"] as? [String: Any] ?? [:]
            if ph == "M" {
                if !metadataNames.contains(name) { problems.append("#\(i): metadata \(name)") }
                if name.hasSuffix("_name"), !(args["name"] is String) { problems.append("#\(i): \(name) without args.name") }
                if name == "thread_name", e["tid"] == nil { problems.append("#\(i): thread_name without tid") }
                continue
            }
            guard let ts = number(e["ts"]), ts >= 0 else { problems.append("#\(i): ts \(String(describing: e["ts"]))"); continue }
            let track = "\(pid)/\(tid)"
            switch ph {
            case "X":
                guard e["tid"] != nil else { problems.append("#\(i): slice without tid"); continue }
                guard let dur = number(e["dur"]), dur >= 0 else { problems.append("#\(i): dur \(String(describing: e["dur"]))"); continue }
                let begin = Int64((ts * 1000).rounded()), end = Int64(((ts + dur) * 1000).rounded())
                slices[track, default: []].append((begin, end, i, name))
            case "B": open[track, default: []].append(name)
            case "E":
                if open[track]?.popLast() == nil { problems.append("#\(i): E without B on \(track)") }
            case "C":
                if args.isEmpty || args.values.contains(where: { number($0) == nil }) { problems.append("#\(i): counter \(name) needs numeric args") }
            default: break
            }
        }
        for (track, names) in open where !names.isEmpty { problems.append("\(track): B without E: \(names)") }
        // Nesting: sorted by begin (longer first on ties), each slice lies inside the one
        // enclosing it or after its end.
        for (track, list) in slices {
            var stack: [(begin: Int64, end: Int64, index: Int, name: String)] = []
            for s in list.sorted(by: { ($0.begin, -$0.end) < ($1.begin, -$1.end) }) {
                while let top = stack.last, top.end <= s.begin { stack.removeLast() }
                if let top = stack.last, s.end > top.end {
                    problems.append("\(track): #\(s.index) \(s.name) [\(s.begin), \(s.end)] crosses #\(top.index) \(top.name) [\(top.begin), \(top.end)]")
                }
                stack.append(s)
            }
        }
        return problems
    }

    /// The events of a valid trace, for tests that look closer (through Foundation, so a
    /// number reads as Int or Double).
    static func events(_ text: String) -> [[String: Any]] {
        let top = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
        return top?["traceEvents"] as? [[String: Any]] ?? []
    }

    /// A parsed value as Swift values: numbers Double, booleans Bool, objects dictionaries.
    private static func plain(_ node: JSONNode) -> Any? {
        switch node.value {
        case .object(let members):
            var d: [String: Any] = [:]
            for (k, n) in members { d[k] = plain(n) ?? NSNull() }
            return d
        case .array(let items): return items.map { plain($0) ?? NSNull() }
        case .string(let s): return s
        case .number(let v): return v
        case .bool(let b): return b
        case .null: return nil
        }
    }
}
