/// The script lines that name elements instead of points (`ElementTarget`), read beside the
/// coordinate events:
/// - `down`, `move`, `up` with `"on"` and no `x`/`y` (with `x`/`y`, as a recording writes
///   them, the point wins and `on` only says what was under it);
/// - `tap`: a press and release at a target's hit point (or at `x`, `y`), `duration` seconds
///   apart (0.05 by default);
/// - `drag`: from `from` to `to` (targets) over `duration` seconds (0.3 by default), a move
///   every 1/60 s;
/// - `scroll` with `"until":"visible"` and `on`: smooth scrolls over the page (at `x`, `y`,
///   the window's centre by default) until the target shows uncovered;
/// - `expect` with `on`: an element expectation (`ElementCondition`), checked by whoever runs
///   the script against the tree at its time; playing a script ignores it.
extension InteractionScript {
    /// Default time between a tap's press and release, and a drag's length (seconds).
    static let tapDuration = 0.05, dragDuration = 0.3
    /// Moves per second of a drag.
    static let dragRate = 60.0

    /// The events of an element line (nil when the line is not one: the caller reads it as a
    /// coordinate event), each with how it gets its point; an `expect` line adds to `conditions`.
    static func decodeElementLine(_ o: JSONObjectReader, type: String, time t: Double, line: Int, sink: DiagnosticSink,
                                  conditions: inout [ElementCondition]) -> [(InputEvent, ElementAddress?)]? {
        let hasPoint = o.has("x") || o.has("y")
        func target(_ key: String) -> ElementTarget? {
            guard let n = o.member(key) else { sink.report(o.node, path: "$", "a \(type) event needs \"\(key)\" (an element's label, or {\"id\":...}, {\"role\":...,\"label\":...})"); return nil }
            return ElementTarget.decode(n, path: "$.\(key)", sink: sink)
        }
        func address(_ kind: ElementAddress.Kind, _ target: ElementTarget, to: ElementTarget? = nil) -> ElementAddress {
            ElementAddress(kind: kind, target: target, to: to, gesture: line, line: line, type: type)
        }
        let button = o.integer("button", default: 1, in: 1...9)
        switch type {
        case "down", "up", "move":
            if hasPoint, o.has("on") { _ = o.member("on") }
            guard o.has("on"), !hasPoint else { return nil }
            guard let target = target("on") else { return [] }
            let kind: InputEvent.Kind = type == "down" ? .down(button: button) : type == "up" ? .up(button: button) : .move
            return [(InputEvent(kind, at: .zero, time: t), address(.point, target))]
        case "tap":
            let hold = o.number("duration", default: tapDuration, in: 0...10)
            if hasPoint && !o.has("on") {
                let p = Point(o.number("x", default: 0, in: -100_000...100_000), o.number("y", default: 0, in: -100_000...100_000))
                return [(InputEvent(.down(button: button), at: p, time: t), nil), (InputEvent(.up(button: button), at: p, time: t + hold), nil)]
            }
            guard let target = target("on") else { return [] }
            return [(InputEvent(.down(button: button), at: .zero, time: t), address(.point, target)),
                    (InputEvent(.up(button: button), at: .zero, time: t + hold), address(.point, target))]
        case "drag":
            let duration = o.number("duration", default: dragDuration, in: 0.01...60)
            guard let from = target("from"), let to = target("to") else { return [] }
            let steps = max(2, Int((duration * dragRate).rounded(.up)))
            var out: [(InputEvent, ElementAddress?)] = [(InputEvent(.down(button: 1), at: .zero, time: t), address(.path(fraction: 0), from, to: to))]
            for k in 1...steps {
                let f = Double(k) / Double(steps)
                out.append((InputEvent(.move, at: .zero, time: t + duration * f), address(.path(fraction: f), from, to: to)))
            }
            out.append((InputEvent(.up(button: 1), at: .zero, time: t + duration), address(.path(fraction: 1), from, to: to)))
            return out
        case "scroll":
            let until = o.string("until", default: "")
            guard until == "visible" else {
                sink.report(o.member("until") ?? o.node, path: o.has("until") ? "$.until" : "$", "a scroll event needs \"until\": \"visible\" and \"on\" (to scroll by an amount, use wheel)")
                return []
            }
            guard let target = target("on") else { return [] }
            let p = Point(o.number("x", default: -1, in: -100_000...100_000), o.number("y", default: -1, in: -100_000...100_000))
            return [(InputEvent(.smoothScroll(dx: 0, dy: 0), at: hasPoint ? p : Point(-1, -1), time: t), address(.scrollUntilVisible, target))]
        case "expect":
            guard o.has("on") else { return nil }
            if let c = ElementCondition.decode(o, time: t, line: line, sink: sink) { conditions.append(c) }
            return []
        default:
            // A recording's press names what was under it: read, so it is known, and ignored.
            if hasPoint, o.has("on") { _ = o.member("on") }
            return nil
        }
    }

    /// A recorded event's line with `"on"` naming `element`, the element under a press
    /// (informational: replay uses the coordinates).
    public static func line(for e: InputEvent, on element: UIElement?) -> String {
        let base = line(for: e)
        guard let element, base.hasSuffix("}") else { return base }
        let target = ElementTarget(naming: element)
        var w = JSONWriter()
        w.object { o in
            if let id = target.id { o.member("id", id) }
            if let role = target.role { o.member("role", role.rawValue) }
            if let label = target.label { o.member("label", label) }
        }
        return String(base.dropLast()) + ",\"on\":" + w.text + "}"
    }
}
