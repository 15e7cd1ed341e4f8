/// Menus and popovers on buttons (P1).
extension SceneDecoder {
    /// How deep submenus may nest: deeper ones are reported, not read (a hostile file cannot
    /// recurse the decoder into the ground).
    static let menuDepthLimit = 8

    /// The entries of `o`'s `menu` array (none when it has none).
    static func decodeMenu(_ o: JSONObjectReader, in ctx: SceneDecodingContext, depth: Int = 0) -> [MenuItem] {
        var items: [MenuItem] = []
        for (n, p) in o.array("menu") {
            guard let m = JSONObjectReader(n, path: p, sink: ctx.sink) else { continue }
            defer { m.finish() }
            var item = MenuItem(title: m.string("title", default: ""), icon: m.icon("icon"))
            item.id = m.componentID(in: ctx)
            if !m.has("title") { ctx.sink.report(n, path: p, "a menu item needs a \"title\"") }
            let role = m.enumeration("role", default: MenuItem.Role.plain)
            item.destructive = role == .destructive || m.bool("destructive", default: false)
            item.startsSection = m.bool("section", default: false)
            if m.has("menu") {
                if depth + 1 >= menuDepthLimit, let sub = m.member("menu") {
                    ctx.sink.report(sub, path: m.childPath("menu"), "submenus nest at most \(menuDepthLimit) deep")
                    m.markAllKnown()
                } else {
                    item.submenu = decodeMenu(m, in: ctx, depth: depth + 1)
                }
            }
            items.append(item)
        }
        return items
    }

    static func decodePopover(_ o: JSONObjectReader, in ctx: SceneDecodingContext) -> Popover {
        var popover = Popover()
        popover.title = o.string("title")
        popover.width = o.number("width", default: popover.width, in: 160...600)
        popover.items = decodeItems(o, "items", in: ctx)
        o.finish()
        return popover
    }
}
