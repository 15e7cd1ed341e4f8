/// Every visible element of one frame, front to back (what a press meets first comes first),
/// each container before what it holds: built by `ViewerSession.elementTree()` from the same
/// layouts and state the frame is planned from, at the time the session has advanced to.
/// Building it changes no state. Frames in window points.
public struct ElementTree: Equatable, Sendable {
    public var elements: [UIElement]

    public init(elements: [UIElement]) { self.elements = elements }

    /// The elements `target` names, front to back.
    public func matches(_ target: ElementTarget) -> [UIElement] { elements.filter { target.matches($0) } }

    /// The frontmost hittable element whose frame holds `p` (window points), the deepest one
    /// where a container and its child both do: what a press at `p` would touch.
    public func element(at p: Point) -> UIElement? {
        var best: UIElement?
        for e in elements where e.hittable && e.visibleFrame.contains(p) {
            guard let b = best else { best = e; continue }
            // Inside the frontmost element found, a deeper one is what the press touches.
            if e.layer == b.layer && e.depth > b.depth { best = e }
        }
        return best
    }

    /// The tree as indented text: one line per element with its role, label, id, frame and
    /// state; a covered element says so.
    public var text: String {
        var lines: [String] = []
        for e in elements {
            var line = String(repeating: "  ", count: e.depth) + e.name
            line += " [\(Self.number(e.x)), \(Self.number(e.y)), \(Self.number(e.width)) × \(Self.number(e.height))]"
            let state = e.state.summary
            if !state.isEmpty { line += " " + state }
            if !e.hittable { line += e.coveredBy.map { " (covered by \($0))" } ?? " (covered)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The tree as JSON: `{"elements":[{"role":..,"label":..,"id":..,"frame":{"x":..,"y":..,
    /// "width":..,"height":..},"hittable":..,"depth":..,"parent":..,"selected":..}, ...]}`.
    public var json: String {
        var w = JSONWriter()
        w.object { o in
            o.member("elements", array: { a in
                for e in elements {
                    a.lineBreak()
                    a.object { m in
                        m.member("role", e.role.rawValue)
                        m.member("label", e.label)
                        if let id = e.id { m.member("id", id) }
                        m.member("frame", object: { f in
                            f.member("x", e.x, decimals: 2); f.member("y", e.y, decimals: 2)
                            f.member("width", e.width, decimals: 2); f.member("height", e.height, decimals: 2)
                        })
                        m.member("hittable", e.hittable)
                        if let c = e.coveredBy { m.member("coveredBy", c) }
                        m.member("depth", integer: e.depth)
                        if let p = e.parent { m.member("parent", integer: p) }
                        if let v = e.state.selected { m.member("selected", v) }
                        if let v = e.state.on { m.member("on", v) }
                        if let v = e.state.value { m.member("value", v, decimals: 4) }
                        if let v = e.state.focused { m.member("focused", v) }
                        if let v = e.state.text { m.member("text", v) }
                    }
                }
            })
        }
        return w.text
    }

    /// `v` rounded to `places` decimals, without trailing zeros ("12", "12.5").
    static func number(_ v: Double, places: Int = 1) -> String {
        guard v.isFinite, abs(v) < 1e12 else { return String(v) }
        var p = 1.0
        for _ in 0..<places { p *= 10 }
        let r = (v * p).rounded() / p
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}

extension UIElement.State {
    /// "selected on value=0.5 focused text=\"abc\"", the parts that are set.
    public var summary: String {
        var parts: [String] = []
        if let s = selected { parts.append(s ? "selected" : "unselected") }
        if let o = on { parts.append(o ? "on" : "off") }
        if let v = value { parts.append("value=" + ElementTree.number(v, places: 3)) }
        if let f = focused, f { parts.append("focused") }
        if let t = text { parts.append("text=" + EchoedValue.quoted(t)) }
        return parts.joined(separator: " ")
    }
}
