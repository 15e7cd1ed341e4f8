/// The `action` of buttons and rows: an alert or an action sheet (P3).
extension SceneDecoder {
    static let actionKinds = ["alert", "actionSheet"]

    /// The `action` member of `o`, if it has one: `{"alert": {...}}` or `{"actionSheet": {...}}`.
    static func decodeAction(_ o: JSONObjectReader, in ctx: SceneDecodingContext) -> ButtonAction? {
        guard let node = o.member("action") else { return nil }
        return decodeAction(node, path: o.childPath("action"), in: ctx)
    }

    static func decodeAction(_ node: JSONNode, path: String, in ctx: SceneDecodingContext) -> ButtonAction? {
        guard case .object(let members) = node.value else {
            ctx.sink.report(node, path: path, "expected an object with \"alert\" or \"actionSheet\", found \(node.typeName)")
            return nil
        }
        guard let a = JSONObjectReader(node, path: path, sink: ctx.sink) else { return nil }
        defer { a.finish() }
        let kinds = members.map(\.key).filter { actionKinds.contains($0) }
        guard kinds.count == 1 else {
            ctx.sink.report(node, path: path, kinds.isEmpty ? "an action needs \"alert\" or \"actionSheet\""
                                                             : "an action is an \"alert\" or an \"actionSheet\", not both")
            a.markAllKnown()
            return nil
        }
        let sheet = kinds[0] == "actionSheet"
        guard let c = a.object(kinds[0]) else { return nil }
        defer { c.finish() }
        var content = AlertContent()
        content.id = c.string("id")
        content.title = c.string("title")
        content.message = c.string("message")
        for (bn, bp) in c.array("buttons") {
            guard let b = JSONObjectReader(bn, path: bp, sink: ctx.sink) else { continue }
            var button = AlertButton(title: b.string("title", default: ""), role: b.enumeration("role", default: AlertButton.Role.default))
            if !b.has("title") { ctx.sink.report(bn, path: bp, "an alert button needs a \"title\"") }
            button.preferred = b.bool("preferred", default: false)
            button.action = decodeAction(b, in: ctx)
            b.finish()
            content.buttons.append(button)
        }
        if content.title == nil, content.message == nil, !sheet {
            ctx.sink.report(c.node, path: c.path, "an alert needs a \"title\" or a \"message\"")
        }
        if content.buttons.filter({ $0.role == .cancel }).count > 1, let n = c.member("buttons") {
            ctx.sink.report(n, path: c.childPath("buttons"), "only one button may have the role \"cancel\"")
        }
        if content.buttons.filter(\.preferred).count > 1, let n = c.member("buttons") {
            ctx.sink.report(n, path: c.childPath("buttons"), "only one button may be \"preferred\"")
        }
        if content.buttons.isEmpty {
            if sheet {
                ctx.sink.report(c.node, path: c.path, "an action sheet needs \"buttons\"")
            } else {
                // An alert with no buttons still needs a way out, as on iOS.
                content.buttons = [AlertButton(title: "OK", role: .cancel)]
            }
        }
        return sheet ? .actionSheet(content) : .alert(content)
    }
}
