/// Every animated value of a session at one moment (`--state`, V8), so motion can be
/// checked against its formulas without measuring pixels: scroll offsets per tab and
/// carousel (points), the tab pill's position (tabs) and stretch (width ratio), collapse and
/// minimize progress (0…1), press scale (size ratio), sheet height (points), adaptation
/// darkness (0 light … 1 dark). Keys are dotted names with the element's scene id, e.g.
/// `scroll.library`, `carousel.recent`, `press.play`, in the order the components report them.
/// A few values are text (a field's contents, `search.text`), kept apart and written after
/// the numbers.
public struct StateSnapshot {
    public private(set) var values: [(key: String, value: Double)] = []
    public private(set) var texts: [(key: String, value: String)] = []
    public init() {}

    mutating func set(_ key: String, _ value: Double) { values.append((key, value.isFinite ? value : 0)) }
    mutating func set(_ key: String, text: String) { texts.append((key, text)) }

    public subscript(key: String) -> Double? { values.first { $0.key == key }?.value }
    public subscript(text key: String) -> String? { texts.first { $0.key == key }?.value }

    /// One `--state` line: `{"t":…,"frame":…,"state":{…}}` (times with 6 decimals, values 4).
    public func jsonLine(time: Double, frame: Int) -> String {
        var w = JSONWriter()
        w.object { o in
            o.member("t", time, decimals: 6)
            o.member("frame", integer: frame)
            o.member("state", object: { s in
                for (k, v) in values { s.member(k, v, decimals: 4) }
                for (k, v) in texts { s.member(k, v) }
            })
        }
        return w.text
    }
}

extension ViewerSession {
    /// The animated values at the time the session has advanced to; changes no state.
    public func stateSnapshot() -> StateSnapshot {
        var snapshot = StateSnapshot()
        for c in components { c.reportState(into: &snapshot) }
        return snapshot
    }
}
