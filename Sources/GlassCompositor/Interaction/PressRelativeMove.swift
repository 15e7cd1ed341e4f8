/// Where a script's `move` or `up` goes when the line gives `"by": [dx, dy]` instead of a
/// point: that far from where the pointer last went down (the press), so a drag keeps its shape
/// wherever its press landed, on an element found by name at any window size.
///
/// Each distance is points (`"by":[60,0]`) or a percentage of the window's width (dx) or height
/// (dy) as a string (`"by":["2.5%",0]`), for a gesture whose reach is a share of the window
/// (a swipe back completes past half the width). `ScriptPlayer` resolves it when the event is
/// played, against the session's viewport. Window points.
public struct PressRelativeMove: Equatable, Sendable {
    /// One distance along an axis.
    public enum Distance: Equatable, Sendable {
        case points(Double)
        /// Percent of the window's extent along the axis.
        case percent(Double)

        /// Points for a window `extent` points long along this axis. The percentage is
        /// multiplied before it is divided, so a distance written for a window (2.5 % of 960)
        /// gives that window exactly the points it was written from (24).
        func points(along extent: Double) -> Double {
            switch self {
            case .points(let v): return v
            case .percent(let v): return v * extent / 100
            }
        }
    }

    public var dx: Distance, dy: Distance
    /// The script line (1-based) and what it asked for (`move`, `up`), for messages.
    public var line: Int
    public var type: String

    public init(dx: Distance, dy: Distance, line: Int, type: String) {
        self.dx = dx; self.dy = dy; self.line = line; self.type = type
    }

    /// The point for a press at `press` in a window of `viewport` points.
    public func point(from press: Point, viewport: Size) -> Point {
        Point(press.x + dx.points(along: viewport.width), press.y + dy.points(along: viewport.height))
    }

    /// The largest distance in points, and in percent, a line may give (a hostile file's 1e300
    /// would put the pointer nowhere a window has).
    static let pointRange = -100_000.0...100_000.0, percentRange = -1000.0...1000.0

    /// Reads `"by"`: an array of two distances, each a number or a string like `"2.5%"`. Nil,
    /// with a located diagnostic, for anything else.
    static func decode(_ node: JSONNode, path: String, line: Int, type: String, sink: DiagnosticSink) -> PressRelativeMove? {
        let usage = "expected [dx, dy]: points, or a percentage of the window as a string (\"by\":[60,0], \"by\":[\"2.5%\",0])"
        guard case .array(let items) = node.value, items.count == 2 else {
            sink.report(node, path: path, usage + ", found " + (node.typeName == "an array" ? "an array of \(arrayCount(node))" : node.typeName))
            return nil
        }
        var out: [Distance] = []
        for (k, item) in items.enumerated() {
            let at = "\(path)[\(k)]"
            switch item.value {
            case .number(let v):
                guard pointRange.contains(v) else { sink.report(item, path: at, "\(v) points is out of range -100000...100000"); return nil }
                out.append(.points(v))
            case .string(let s):
                guard s.hasSuffix("%"), let v = Double(String(s.dropLast())), v.isFinite else {
                    sink.report(item, path: at, "\(EchoedValue.quoted(s)) is not a percentage (write it as \"2.5%\", or give points as a number)")
                    return nil
                }
                guard percentRange.contains(v) else { sink.report(item, path: at, "\(EchoedValue.quoted(s)) is out of range -1000%...1000%"); return nil }
                out.append(.percent(v))
            default:
                sink.report(item, path: at, "expected points (a number) or a percentage (a string like \"2.5%\"), found \(item.typeName)")
                return nil
            }
        }
        return PressRelativeMove(dx: out[0], dy: out[1], line: line, type: type)
    }

    private static func arrayCount(_ node: JSONNode) -> String {
        guard case .array(let items) = node.value else { return "" }
        return "\(items.count) item\(items.count == 1 ? "" : "s")"
    }
}
