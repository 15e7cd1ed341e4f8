/// What an `expect` line says of an element (`{"t":2,"type":"expect","on":{...},
/// "visible":true,"selected":true,"value":0.5,"text":"abc","focused":true,"on":...}`): each
/// part given must hold in the element tree of the frame at the line's time.
///
/// `visible: true` means the target names exactly one element that is on screen and not
/// covered (a press at its hit point would reach it); `visible: false` that no element it
/// names is on screen uncovered. The other parts need exactly one element and compare its
/// state: `value` within `valueTolerance` (a slider's value in its own range, a segmented
/// control's index).
public struct ElementCondition: Equatable, Sendable {
    public var target: ElementTarget
    public var visible: Bool?
    public var selected: Bool?
    public var isOn: Bool?
    public var value: Double?
    public var text: String?
    public var focused: Bool?
    /// When it is checked, seconds of scene time (the line's `t`).
    public var time: Double
    /// Line of the script it came from (1-based), for messages.
    public var line: Int

    /// How far a value may be from the one expected (a slider dragged by a script lands on a
    /// value computed from points, not typed).
    public static let valueTolerance = 0.005

    public init(target: ElementTarget, visible: Bool? = nil, selected: Bool? = nil, isOn: Bool? = nil, value: Double? = nil,
                text: String? = nil, focused: Bool? = nil, time: Double = 0, line: Int = 0) {
        self.time = time; self.target = target; self.visible = visible; self.selected = selected; self.isOn = isOn
        self.value = value; self.text = text; self.focused = focused; self.line = line
    }

    /// Nil when the condition holds in `tree`; otherwise one line naming the target, what was
    /// expected and what was found.
    public func failure(in tree: ElementTree) -> String? {
        let shown = tree.matches(target).filter(\.hittable)
        if visible == false {
            guard let e = target.index.map({ shown.indices.contains($0) ? shown[$0] : nil }) ?? shown.first else { return nil }
            return "expected \(target.description) not visible, found \(e.name) at \(frameText(e))"
        }
        let element: UIElement
        switch target.resolve(in: tree) {
        case .failure(let error): return "expected \(target.description)\(visible == true ? " visible" : ""): \(error.description)"
        case .success(let e): element = e
        }
        if visible == true, !element.hittable {
            return "expected \(element.name) visible, found it covered\(element.coveredBy.map { " by \($0)" } ?? "") at \(frameText(element))"
        }
        var problems: [String] = []
        func compare<T: Equatable>(_ name: String, _ expected: T?, _ found: T?, _ text: (T) -> String) {
            guard let expected else { return }
            if found != expected { problems.append("\(name) \(text(expected)), found \(found.map(text) ?? "no \(name)")") }
        }
        compare("selected", selected, element.state.selected) { String($0) }
        compare("on", isOn, element.state.on) { String($0) }
        compare("focused", focused, element.state.focused ?? (element.role == .searchField ? false : nil)) { String($0) }
        compare("text", text, element.state.text) { EchoedValue.quoted($0) }
        if let value {
            if let found = element.state.value {
                if abs(found - value) > Self.valueTolerance {
                    problems.append("value \(ElementTree.number(value, places: 3)), found \(ElementTree.number(found, places: 3))")
                }
            } else { problems.append("value \(ElementTree.number(value, places: 3)), found no value") }
        }
        guard !problems.isEmpty else { return nil }
        return "expected \(element.name) " + problems.joined(separator: "; ")
    }

    private func frameText(_ e: UIElement) -> String {
        "[\(ElementTree.number(e.x)), \(ElementTree.number(e.y)), \(ElementTree.number(e.width)) × \(ElementTree.number(e.height))]"
    }

    /// Reads the element part of an `expect` line: the `on` target and the states it names.
    /// Nil, with located diagnostics, when the target is bad or nothing is expected of it.
    static func decode(_ o: JSONObjectReader, time: Double, line: Int, sink: DiagnosticSink) -> ElementCondition? {
        guard let node = o.member("on") else { return nil }
        guard let target = ElementTarget.decode(node, path: o.childPath("on"), sink: sink) else { return nil }
        var c = ElementCondition(target: target, time: time, line: line)
        if o.has("visible") { c.visible = o.bool("visible", default: true) }
        if o.has("selected") { c.selected = o.bool("selected", default: true) }
        if o.has("isOn") { c.isOn = o.bool("isOn", default: true) }
        if o.has("value") { c.value = o.number("value", default: 0, in: -1e9...1e9) }
        if o.has("text") { c.text = o.string("text") }
        if o.has("focused") { c.focused = o.bool("focused", default: true) }
        guard c.visible != nil || c.selected != nil || c.isOn != nil || c.value != nil || c.text != nil || c.focused != nil else {
            sink.report(o.node, path: o.path, "an expect line with \"on\" needs what to expect of it: \"visible\", \"selected\", \"isOn\", \"value\", \"text\" or \"focused\"")
            return nil
        }
        return c
    }
}
