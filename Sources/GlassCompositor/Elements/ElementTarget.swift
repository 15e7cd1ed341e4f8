/// What a script line names instead of a point (`"on"`): a label (`"on":"Search"`), or an
/// object of an `id`, a `role` and a `label`, each optional but at least one given, with an
/// `index` (0 first, front to back) to pick one of several that match:
/// `{"on":{"role":"tab","label":"Radio"}}`, `{"on":{"id":"compose"}}`.
///
/// A target matches an element when every part given equals the element's (labels and ids
/// exactly, case and all). It is resolved against the element tree of the frame at the line's
/// time (`ElementTree`), so it follows the layout wherever the element moved.
public struct ElementTarget: Equatable, Sendable {
    public var id: String?
    public var role: UIElement.Role?
    public var label: String?
    /// Which of several matches, front to back; nil: exactly one must match.
    public var index: Int?

    public init(id: String? = nil, role: UIElement.Role? = nil, label: String? = nil, index: Int? = nil) {
        self.id = id; self.role = role; self.label = label; self.index = index
    }

    /// A target that names `element` as well as a recording can: its id where it has one, with
    /// its role and label.
    public init(naming element: UIElement) {
        id = element.id; role = element.role; label = element.label.isEmpty ? nil : element.label
    }

    public func matches(_ e: UIElement) -> Bool {
        if let id, e.id != id { return false }
        if let role, e.role != role { return false }
        if let label, e.label != label { return false }
        return true
    }

    /// The one element this target names in `tree`, or why there is none: no match (with the
    /// nearest candidates) or several (with them all, up to a few).
    public func resolve(in tree: ElementTree) -> Result<UIElement, ElementTargetError> {
        let found = tree.matches(self)
        if let index {
            guard found.indices.contains(index) else {
                return .failure(ElementTargetError(target: self, message: found.isEmpty ? "no element matches" :
                    "\(found.count) element\(found.count == 1 ? "" : "s") match, no index \(index)", candidates: found.isEmpty ? nearest(in: tree) : found))
            }
            return .success(found[index])
        }
        switch found.count {
        case 1: return .success(found[0])
        case 0: return .failure(ElementTargetError(target: self, message: "no element matches", candidates: nearest(in: tree)))
        default:
            return .failure(ElementTargetError(target: self, message: "\(found.count) elements match (add \"role\", \"id\" or \"index\")", candidates: found))
        }
    }

    /// Up to three elements whose label (or id) is nearest the target's by edit distance, the
    /// role's own elements first when a role is given.
    func nearest(in tree: ElementTree) -> [UIElement] {
        let wanted = (label ?? id ?? "").lowercased()
        var scored: [(score: Int, order: Int, element: UIElement)] = []
        for (k, e) in tree.elements.enumerated() {
            var d = min(Self.distance(wanted, e.label.lowercased()), e.id.map { Self.distance(wanted, $0.lowercased()) } ?? .max)
            if let role, e.role != role { d += 100 }
            scored.append((d, k, e))
        }
        scored.sort { ($0.score, $0.order) < ($1.score, $1.order) }
        return scored.prefix(3).map(\.element)
    }

    /// Levenshtein distance, both strings cut to 64 characters (labels are short; a hostile
    /// script's megabyte label costs no more than a long title).
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.prefix(64)), y = Array(b.prefix(64))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count), current = previous
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// `"Search"` or `{"role":"tab","label":"Radio"}`, as the script wrote it.
    public var description: String {
        if id == nil, role == nil, index == nil, let label { return JSONWriter.quoted(label) }
        var w = JSONWriter()
        w.object { o in
            if let id { o.member("id", id) }
            if let role { o.member("role", role.rawValue) }
            if let label { o.member("label", label) }
            if let index { o.member("index", integer: index) }
        }
        return EchoedValue.escapingControls(String(w.text.prefix(200)))
    }

    /// Reads a target from a script line's member: a string (a label) or an object of `id`,
    /// `role`, `label` and `index`. Nil, with a located diagnostic, for anything else.
    static func decode(_ node: JSONNode, path: String, sink: DiagnosticSink) -> ElementTarget? {
        switch node.value {
        case .string(let label):
            guard !label.isEmpty else { sink.report(node, path: path, "an element's label is empty"); return nil }
            return ElementTarget(label: label)
        case .object:
            guard let o = JSONObjectReader(node, path: path, sink: sink) else { return nil }
            var t = ElementTarget()
            t.id = o.string("id")
            t.label = o.string("label")
            if o.has("role") {
                let name = o.string("role") ?? ""
                if let role = UIElement.Role(rawValue: name) { t.role = role } else {
                    var message = "unknown role \(EchoedValue.quoted(name))"
                    if let guess = sink.closestName(to: name, among: UIElement.Role.allCases.map(\.rawValue)) { message += " (did you mean \"\(guess)\"?)" }
                    sink.report(o.member("role") ?? node, path: o.childPath("role"), message)
                    return nil
                }
            }
            if o.has("index") { t.index = o.integer("index", default: 0, in: 0...10_000) }
            o.finish()
            guard t.id != nil || t.role != nil || t.label != nil else {
                sink.report(node, path: path, "an element target needs \"id\", \"role\" or \"label\"")
                return nil
            }
            return t
        default:
            sink.report(node, path: path, "expected an element's label or an object of \"id\", \"role\" and \"label\", found \(node.typeName)")
            return nil
        }
    }
}

/// Why a target names no one element: what it was, what went wrong and the elements nearest
/// it (for no match) or matching it (for several).
public struct ElementTargetError: Error, Equatable, Sendable, CustomStringConvertible {
    public var target: ElementTarget
    public var message: String
    public var candidates: [UIElement]

    /// `no element matches "Serch" (nearest: tab "Search" #search, ...)`.
    public var description: String {
        var s = "\(message) \(target.description)"
        if !candidates.isEmpty {
            let shown = candidates.prefix(5).map { "\($0.name) at \(ElementTree.number($0.hitPoint.x)),\(ElementTree.number($0.hitPoint.y))" }
            s += message.hasPrefix("no element") ? " (nearest: " : " ("
            s += shown.joined(separator: ", ") + (candidates.count > 5 ? ", …" : "") + ")"
        }
        return s
    }
}
