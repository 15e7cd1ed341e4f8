/// Something meaningful that happened in the UI, for the `--log` file (V8): a tab was
/// selected, content scrolled, glass pressed. One JSON object per line.
public struct SemanticEvent: Equatable, Sendable {
    /// `tab.selected`, `scroll`, `press`, `release`, `scene.loaded`, `scene.error`,
    /// `navigation.push`, `navigation.pop`, `navigation.swipeCancelled`, ...
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

    /// The event as one line of JSON: `event`, `t` (4 decimals), then the fields in order
    /// (numbers with 2 decimals).
    public var jsonLine: String {
        var w = JSONWriter()
        w.object { o in
            o.member("event", name)
            o.member("t", time, decimals: 4)
            for (k, v) in fields {
                switch v {
                case .string(let s): o.member(k, s)
                case .number(let d): o.member(k, d, decimals: 2)
                case .integer(let i): o.member(k, integer: i)
                case .bool(let b): o.member(k, b)
                }
            }
        }
        return w.text
    }
}
