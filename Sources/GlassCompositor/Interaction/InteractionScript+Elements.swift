/// The script lines that name elements instead of points (`ElementTarget`), or place a point
/// relative to the press, read beside the coordinate events:
/// - `down`, `move`, `up` with `"on"` and no `x`/`y` (with `x`/`y`, as a recording writes
///   them, the point wins and `on` only says what was under it);
/// - `tap`: a press and release at a target's hit point (or at `x`, `y`), `duration` seconds
///   apart (0.05 by default);
/// - `"offset": [dx, dy]` beside `on` (on `down`, `move`, `up`, `tap`, `wheel`): that many
///   points from the target's hit point, which must stay on the element and uncovered (a
///   press on one end of a bar, or where a run at one size always pressed);
/// - `move`, `up` with `"by": [dx, dy]`: from where the pointer last went down, in points or
///   as a percentage of the window (`PressRelativeMove`), so a drag follows its press;
/// - `wheel` with `"on"`: the wheel turned with the pointer over the target;
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

    /// How an event of a line gets its point when it is played.
    enum Placement {
        /// From an element of the tree at its time.
        case element(ElementAddress)
        /// From where the pointer last went down.
        case fromPress(PressRelativeMove)
    }

    /// The events of an element line (nil when the line is not one: the caller reads it as a
    /// coordinate event), each with how it gets its point; an `expect` line adds to `conditions`.
    static func decodeElementLine(_ o: JSONObjectReader, type: String, time t: Double, line: Int, sink: DiagnosticSink,
                                  conditions: inout [ElementCondition]) -> [(InputEvent, Placement?)]? {
        let hasPoint = o.has("x") || o.has("y")
        func target(_ key: String) -> ElementTarget? {
            guard let n = o.member(key) else { sink.report(o.node, path: "$", "a \(type) event needs \"\(key)\" (an element's label, or {\"id\":...}, {\"role\":...,\"label\":...})"); return nil }
            return ElementTarget.decode(n, path: "$.\(key)", sink: sink)
        }
        func address(_ kind: ElementAddress.Kind, _ target: ElementTarget, to: ElementTarget? = nil, offset: Point = .zero) -> Placement {
            .element(ElementAddress(kind: kind, target: target, to: to, gesture: line, line: line, type: type, offset: offset))
        }
        let button = o.integer("button", default: 1, in: 1...9)
        let placesPress = ["down", "up", "move", "tap", "wheel"].contains(type)
        if placesPress, o.has("offset"), !o.has("on") || hasPoint {
            // Reported, then read on as the line would be without it (one message, not one per key).
            sink.report(o.member("offset") ?? o.node, path: "$.offset",
                        "\"offset\" moves a point from the hit point of the element named by \"on\": give \"on\" and no x, y")
        }
        /// `"offset"`: points from the target's hit point; nil (reported) when malformed.
        func offset() -> Point? {
            guard !hasPoint, let n = o.member("offset") else { return .zero }
            guard case .array(let items) = n.value, items.count == 2,
                  case .number(let dx) = items[0].value, case .number(let dy) = items[1].value else {
                sink.report(n, path: "$.offset", "expected [dx, dy] in points from the element's hit point, found \(n.typeName)")
                return nil
            }
            guard PressRelativeMove.pointRange.contains(dx), PressRelativeMove.pointRange.contains(dy) else {
                sink.report(n, path: "$.offset", "an offset is at most 100000 points each way")
                return nil
            }
            return Point(dx, dy)
        }
        switch type {
        case "down", "up", "move":
            if type == "down", let by = o.member("by") {
                // Reported, then read on as the line would be without it.
                sink.report(by, path: "$.by", "a down is the press \"by\" is measured from: place it with x, y or \"on\"")
            } else if let by = o.member("by") {
                guard !hasPoint, !o.has("on") else {
                    sink.report(by, path: "$.by", "a \(type) is placed by \"by\", or by x, y, or by \"on\": give one")
                    for key in ["x", "y", "on", "offset"] { _ = o.member(key) }
                    return []
                }
                guard let move = PressRelativeMove.decode(by, path: "$.by", line: line, type: type, sink: sink) else { return [] }
                return [(InputEvent(type == "up" ? .up(button: button) : .move, at: .zero, time: t), .fromPress(move))]
            }
            if hasPoint, o.has("on") { _ = o.member("on") }
            guard o.has("on"), !hasPoint else { return nil }
            guard let target = target("on"), let offset = offset() else { return [] }
            let kind: InputEvent.Kind = type == "down" ? .down(button: button) : type == "up" ? .up(button: button) : .move
            return [(InputEvent(kind, at: .zero, time: t), address(.point, target, offset: offset))]
        case "tap":
            let hold = o.number("duration", default: tapDuration, in: 0...10)
            if hasPoint && !o.has("on") {
                let p = Point(o.number("x", default: 0, in: -100_000...100_000), o.number("y", default: 0, in: -100_000...100_000))
                return [(InputEvent(.down(button: button), at: p, time: t), nil), (InputEvent(.up(button: button), at: p, time: t + hold), nil)]
            }
            guard let target = target("on"), let offset = offset() else { return [] }
            return [(InputEvent(.down(button: button), at: .zero, time: t), address(.point, target, offset: offset)),
                    (InputEvent(.up(button: button), at: .zero, time: t + hold), address(.point, target, offset: offset))]
        case "wheel":
            if hasPoint, o.has("on") { _ = o.member("on") }
            guard o.has("on"), !hasPoint else { return nil }
            guard let target = target("on"), let offset = offset() else { return [] }
            return [(InputEvent(wheelKind(o, sink: sink), at: .zero, time: t), address(.point, target, offset: offset))]
        case "drag":
            let duration = o.number("duration", default: dragDuration, in: 0.01...60)
            guard let from = target("from"), let to = target("to") else { return [] }
            let steps = max(2, Int((duration * dragRate).rounded(.up)))
            var out: [(InputEvent, Placement?)] = [(InputEvent(.down(button: 1), at: .zero, time: t), address(.path(fraction: 0), from, to: to))]
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
