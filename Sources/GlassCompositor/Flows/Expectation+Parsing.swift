import Foundation

/// Reading an `expect` line of a script (`InteractionScript.parse` hands it here), with a
/// located diagnostic for each problem: exactly one kind per line, every key known.
extension Expectation {
    /// The keys of an element condition; the element tree's parser reads them.
    static let elementKeys = ["on", "visible", "selected", "isOn", "value", "text", "focused"]

    /// `text`: the line as written (an element condition keeps it for its messages).
    static func parse(_ o: JSONObjectReader, text: String, eventCount: Int, lastTime: Double, sink: DiagnosticSink) -> Expectation? {
        guard let tNode = o.member("t") else { sink.report(o.node, path: "$", "missing \"t\" (seconds from the start)"); return nil }
        let t = o.number("t", default: -1, in: 0...86_400)
        guard t >= 0 else { return nil }
        if t < lastTime { sink.report(tNode, path: "$.t", "time \(t) is before the previous line's \(lastTime); lines must be in time order") }
        _ = o.member("type")
        let kinds = ["logged", "frame", "frames"].filter { o.has($0) } + (elementKeys.contains(where: o.has) ? ["on"] : [])
        guard kinds.count == 1 else {
            sink.report(o.node, path: "$", kinds.isEmpty
                ? "an expect line needs one of \"logged\" (an event), \"frame\" (a golden image), \"frames\" (a frame budget) or \"on\" (an element)"
                : "an expect line checks one thing; this one has \(kinds.map { "\"\($0)\"" }.joined(separator: " and ")) (split it into lines)")
            for key in ["logged", "frame", "frames", "with", "since", "count", "tolerance", "region"] + elementKeys { _ = o.member(key) }
            return nil
        }
        let kind: Kind?
        switch kinds[0] {
        case "logged": kind = parseLogged(o, sink: sink).map(Kind.logged)
        case "frame": kind = parseGolden(o, sink: sink).map(Kind.frame)
        case "frames": kind = parseBudget(o, sink: sink).map(Kind.frames)
        default:
            // A line with "on" is read as an element condition before it gets here.
            for key in elementKeys { _ = o.member(key) }
            sink.report(o.node, path: "$", "an element expectation needs \"on\": the element it is about, e.g. \"on\":{\"role\":\"tab\",\"label\":\"Radio\"}")
            kind = nil
        }
        guard let kind else { return nil }
        return Expectation(line: o.node.line, time: t, eventCount: eventCount, kind: kind)
    }

    private static func parseLogged(_ o: JSONObjectReader, sink: DiagnosticSink) -> LoggedExpectation? {
        guard let name = o.string("logged"), !name.isEmpty else {
            sink.report(o.member("logged") ?? o.node, path: "$.logged", "expected the event's name, e.g. \"sheet.presented\" (see a --log file)")
            return nil
        }
        var fields: [(String, SemanticEvent.FieldValue)] = []
        if let with = o.object("with") {
            guard case .object(let members) = with.node.value else { return nil }
            for (key, n) in members {
                _ = with.member(key)
                switch n.value {
                case .string(let s): fields.append((key, .string(s)))
                case .number(let d): fields.append((key, .number(d)))
                case .bool(let b): fields.append((key, .bool(b)))
                default: sink.report(n, path: "$.with.\(key)", "expected a string, number or boolean, found \(n.typeName)")
                }
            }
        }
        var sinceStart = false
        if let since = o.string("since") {
            switch since {
            case "start": sinceStart = true
            case "last": sinceStart = false
            default: sink.report(o.member("since") ?? o.node, path: "$.since", "expected \"start\" or \"last\" (the previous expect line)")
            }
        }
        let count = o.has("count") ? o.integer("count", default: 1, in: 0...1_000_000) : nil
        return LoggedExpectation(name: name, fields: fields, sinceStart: sinceStart, count: count)
    }

    private static func parseGolden(_ o: JSONObjectReader, sink: DiagnosticSink) -> GoldenExpectation? {
        guard let path = o.string("frame"), !path.isEmpty else {
            sink.report(o.member("frame") ?? o.node, path: "$.frame", "expected the golden image's path, e.g. \"golden/tabs.png\" (beside the flow)")
            return nil
        }
        guard path.hasSuffix(".png") else {
            sink.report(o.member("frame") ?? o.node, path: "$.frame", "golden images are PNG files; name it with .png")
            return nil
        }
        var tolerance = ImageTolerance()
        if let t = o.object("tolerance") {
            tolerance.channel = t.integer("channel", default: 0, in: 0...255)
            tolerance.pixels = t.number("pixels", default: 0, in: 0...1)
            t.finish()
        }
        var region: Rect?
        if o.has("region") {
            let items = o.array("region")
            let numbers = items.compactMap { item -> Double? in
                if case .number(let d) = item.node.value, d.isFinite, abs(d) <= 100_000 { return d }
                return nil
            }
            if items.count != 4 || numbers.count != 4 || numbers[2] <= 0 || numbers[3] <= 0 {
                sink.report(o.member("region") ?? o.node, path: "$.region", "expected [x, y, width, height] in points, width and height above 0")
            } else {
                region = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
        }
        return GoldenExpectation(written: path, path: path, tolerance: tolerance, region: region)
    }

    private static func parseBudget(_ o: JSONObjectReader, sink: DiagnosticSink) -> FrameBudget? {
        guard let b = o.object("frames") else { return nil }
        guard b.has("last") else {
            sink.report(b.node, path: "$.frames", "a frame budget needs \"last\": how many frames (60 a second) before the expect it covers")
            _ = b.member("drawn"); _ = b.member("redrawn")
            return nil
        }
        let last = b.integer("last", default: 1, in: 1...36_000)
        let drawn = b.has("drawn") ? b.integer("drawn", default: 0, in: 0...36_000) : nil
        let redrawn = b.has("redrawn") ? b.number("redrawn", default: 0, in: 0...36_000) : nil
        if drawn == nil && redrawn == nil {
            sink.report(b.node, path: "$.frames", "a frame budget needs \"drawn\" (frames that drew) or \"redrawn\" (screens of pixels redrawn), or both")
        }
        b.finish()
        if let drawn, drawn > last, let n = b.member("drawn") {
            sink.report(n, path: "$.frames.drawn", "drawn \(drawn) is more than the \(last) frames the budget covers")
        }
        return FrameBudget(last: last, drawn: drawn, redrawn: redrawn)
    }
}
