/// Toolbars and navigation bars, sheets and inspectors.
extension SceneDecoder {
    static let toolbarItemKinds = ["button", "spacer", "search"]

    static func decodeToolbar(_ t: JSONObjectReader, in ctx: SceneDecodingContext) -> Toolbar {
        var bar = Toolbar()
        bar.leading = decodeToolbarItems(t, "leading", in: ctx)
        bar.trailing = decodeToolbarItems(t, "trailing", in: ctx)
        bar.bottom = decodeToolbarItems(t, "bottom", in: ctx)
        bar.scrollEdge = t.enumeration("scrollEdge", default: bar.scrollEdge)
        bar.searchPlacement = t.enumeration("searchPlacement", default: bar.searchPlacement)
        t.finish()
        return bar
    }

    static func decodeToolbarItems(_ t: JSONObjectReader, _ key: String, in ctx: SceneDecodingContext) -> [ToolbarItem] {
        var items: [ToolbarItem] = []
        for (n, p) in t.array(key) {
            guard let o = JSONObjectReader(n, path: p, sink: ctx.sink) else { continue }
            defer { o.finish() }
            guard let kind = o.kind(toolbarItemKinds, default: "button", what: "toolbar item") else { o.markAllKnown(); continue }
            switch kind {
            case "spacer":
                items.append(.spacer(flexible: o.bool("flexible", default: false), sharesBackground: o.bool("sharesBackground", default: false)))
            case "search":
                var search = ToolbarSearch()
                search.prompt = o.string("prompt", default: search.prompt)
                search.collapsed = o.bool("collapsed", default: false)
                items.append(.search(search))
            default:
                var b = ToolbarButton()
                b.id = o.componentID(in: ctx)
                if let id = b.id { ctx.toolbarButtonIDs.insert(id) }
                b.icon = o.icon("icon")
                b.title = o.string("title")
                b.label = o.string("label")
                if !o.has("icon"), !o.has("title") { ctx.sink.report(n, path: p, "a toolbar button needs an \"icon\" or a \"title\"") }
                b.role = o.enumeration("role", default: b.role)
                b.prominent = o.bool("prominent", default: false)
                b.tint = o.color("tint")
                if let badge = o.member("badge") {
                    switch badge.value {
                    case .string("dot"): b.badge = .dot
                    case .number: b.badge = .count(o.integer("badge", default: 0, in: 0...9999))
                    default: ctx.sink.report(badge, path: o.childPath("badge"), "expected a count or \"dot\", found \(badge.stringValue.map(EchoedValue.quoted) ?? badge.typeName)")
                    }
                }
                b.hidesBackground = o.bool("hidesBackground", default: false)
                b.menu = decodeMenu(o, in: ctx)
                if let p = o.object("popover") { b.popover = decodePopover(p, in: ctx) }
                b.action = decodeAction(o, in: ctx)
                items.append(.button(b))
            }
        }
        return items
    }

    static func decodeSheet(_ s: JSONObjectReader, in ctx: SceneDecodingContext) -> Sheet {
        var sheet = Sheet()
        sheet.id = s.componentID(in: ctx)
        sheet.title = s.string("title")
        if s.has("detents") {
            sheet.detents = []
            for (n, p) in s.array("detents") {
                switch n.value {
                case .string("medium"): sheet.detents.append(.medium)
                case .string("large"): sheet.detents.append(.large)
                case .string(let other):
                    var message = "unknown detent \(EchoedValue.quoted(other))"
                    if let guess = ctx.sink.closestName(to: other, among: ["medium", "large"]) { message += " (did you mean \"\(guess)\"?)" }
                    ctx.sink.report(n, path: p, message + " (use \"medium\", \"large\", a fraction 0...1 or {\"height\": points})")
                case .number(let f):
                    if f > 0, f <= 1 { sheet.detents.append(.fraction(f)) } else { ctx.sink.report(n, path: p, "detent fraction \(f) is out of range 0...1") }
                case .object:
                    if let h = JSONObjectReader(n, path: p, sink: ctx.sink) {
                        let height = h.number("height", default: -1, in: 40...4000)
                        if !h.has("height") { ctx.sink.report(n, path: p, "a detent object needs a \"height\" in points") }
                        if height > 0 { sheet.detents.append(.height(height)) }
                        h.finish()
                    }
                default:
                    ctx.sink.report(n, path: p, "expected \"medium\", \"large\", a fraction or {\"height\": points}, found \(n.typeName)")
                }
            }
            if sheet.detents.isEmpty, let n = s.member("detents") {
                if case .array(let a) = n.value, a.isEmpty { ctx.sink.report(n, path: s.childPath("detents"), "a sheet needs at least one detent") }
                sheet.detents = [.medium, .large]
            }
        }
        sheet.selectedDetent = s.integer("selectedDetent", default: 0, in: 0...max(0, sheet.detents.count - 1))
        sheet.presented = s.bool("presented", default: true)
        sheet.showsGrabber = s.bool("grabber", default: true)
        if let source = s.string("source") {
            sheet.source = source
            ctx.refer(.presentationSource, to: source, node: s.member("source")!, path: s.childPath("source"))
        }
        sheet.items = decodeItems(s, "items", in: ctx)
        s.finish()
        return sheet
    }

    static func decodeInspector(_ i: JSONObjectReader, in ctx: SceneDecodingContext) -> Inspector {
        var inspector = Inspector()
        inspector.title = i.string("title")
        inspector.width = i.number("width", default: inspector.width, in: 200...800)
        inspector.presented = i.bool("presented", default: true)
        inspector.items = decodeItems(i, "items", in: ctx)
        i.finish()
        return inspector
    }
}
