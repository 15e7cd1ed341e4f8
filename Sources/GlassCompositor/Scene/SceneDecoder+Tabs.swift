/// Tabs, tab sections, the tab bar (minimize, accessory) and the sidebar.
extension SceneDecoder {
    /// The most tabs a tab bar shows; a sidebar-adaptable scene may hold more.
    static let maximumTabBarTabs = 9
    static let maximumSidebarTabs = 40

    /// Reads `tabs`: tab objects and section objects (`{"section": "Library", "tabs": [...]}`),
    /// flattened into `scene.tabs` with the sections in `scene.tabSections`.
    static func decodeTabs(_ o: JSONObjectReader, into scene: inout Scene, in ctx: SceneDecodingContext) {
        var sectionIDs: Set<String> = []
        var tabNodes: [(JSONNode, String)] = []
        for (n, path) in o.array("tabs") {
            if case .object(let members) = n.value, members.contains(where: { $0.key == "section" || $0.key == "tabs" }) {
                guard let s = JSONObjectReader(n, path: path, sink: ctx.sink) else { continue }
                let title = s.string("section", default: "Section \(scene.tabSections.count + 1)")
                var section = TabSection(id: s.string("id", default: title.lowercased()), title: title)
                if let idNode = s.member("id"), !sectionIDs.insert(section.id).inserted {
                    ctx.sink.report(idNode, path: path + ".id", "duplicate section id \(EchoedValue.quoted(section.id))")
                } else { sectionIDs.insert(section.id) }
                if let a = s.object("action") {
                    section.action = SectionAction(title: a.string("title", default: "Add"), icon: a.icon("icon"))
                    if let destination = a.string("destination") {
                        section.action?.destination = destination
                        ctx.refer(.screen, to: destination, node: a.member("destination")!, path: a.childPath("destination"))
                    }
                    a.finish()
                }
                section.collapsible = s.bool("collapsible", default: true)
                section.customization = s.enumeration("customization", default: section.customization)
                let members = s.array("tabs")
                if s.has("tabs"), members.isEmpty { ctx.sink.report(s.member("tabs")!, path: path + ".tabs", "a section needs at least one tab") }
                for (tn, tp) in members {
                    if case .object(let m) = tn.value, m.contains(where: { $0.key == "section" }) {
                        ctx.sink.report(tn, path: tp, "sections cannot be nested")
                        continue
                    }
                    if var tab = decodeTab(tn, path: tp, index: scene.tabs.count, scene: scene, in: ctx) {
                        tab.section = section.id
                        scene.tabs.append(tab)
                        tabNodes.append((tn, tp))
                    }
                }
                scene.tabSections.append(section)
                s.finish()
            } else if let tab = decodeTab(n, path: path, index: scene.tabs.count, scene: scene, in: ctx) {
                scene.tabs.append(tab)
                tabNodes.append((n, path))
            }
        }
        // Ids unique, one search tab at the end.
        for (i, tab) in scene.tabs.enumerated() {
            let (n, path) = tabNodes[i]
            if !ctx.tabIDs.insert(tab.id).inserted { ctx.sink.report(n, path: path + ".id", "duplicate tab id \(EchoedValue.quoted(tab.id))") }
            if tab.role == .search, i != scene.tabs.count - 1 {
                ctx.sink.report(n, path: path + ".role", "the search tab must be the last tab")
            }
        }
        if o.has("tabs"), scene.tabs.isEmpty, ctx.sink.diagnostics.isEmpty {
            ctx.sink.report(o.member("tabs")!, path: "$.tabs", "a scene needs at least one tab")
        }
        let limit = scene.tabBar.style == .tabBar ? maximumTabBarTabs : maximumSidebarTabs
        if scene.tabs.count > limit, let n = o.member("tabs") {
            let hint = scene.tabBar.style == .tabBar ? " (a sidebar-adaptable tab bar holds more)" : ""
            ctx.sink.report(n, path: "$.tabs", "at most \(limit) tabs fit a \(scene.tabBar.style == .tabBar ? "tab bar" : "sidebar") (found \(scene.tabs.count))\(hint)")
        }
    }

    static func decodeTab(_ node: JSONNode, path: String, index: Int, scene: Scene, in ctx: SceneDecodingContext) -> Tab? {
        guard let o = JSONObjectReader(node, path: path, sink: ctx.sink) else { return nil }
        defer { o.finish() }
        let role = o.enumeration("role", default: Tab.Role.normal)
        let title = o.string("title", default: role == .search ? "Search" : "Tab \(index + 1)")
        let id = o.string("id", default: title.lowercased())
        let icon = o.icon("icon") ?? (role == .search ? "system-search-symbolic" : "starred-symbolic")
        var screen = Screen()
        if let s = o.member("screen") {
            if case .string(let ref) = s.value {
                if let named = scene.screens.first(where: { $0.id == ref }) {
                    screen = named
                } else {
                    ctx.refer(.screen, to: ref, node: s, path: path + ".screen")
                }
            } else if let decoded = decodeScreen(s, path: path + ".screen", in: ctx) {
                screen = decoded
            }
        }
        var tab = Tab(id: id, title: title, icon: icon, screen: screen)
        tab.role = role
        if o.has("badge") { tab.badge = o.integer("badge", default: 0, in: 0...9999) }
        tab.customization = o.enumeration("customization", default: tab.customization)
        tab.hidden = o.bool("hidden", default: false)
        if tab.hidden, tab.customization != .optional, let n = o.member("hidden") {
            ctx.sink.report(n, path: path + ".hidden", "only tabs with \"customization\": \"optional\" can be hidden")
        }
        if let s = o.object("search") {
            var options = SearchOptions()
            options.prompt = s.string("prompt", default: options.prompt)
            options.activatesAutomatically = s.bool("activatesAutomatically", default: false)
            options.suggestions = s.strings("suggestions")
            if s.has("searchable") {
                options.searchable = s.array("searchable").compactMap { decodeSearchable($0.node, path: $0.path, in: ctx) }
            }
            s.finish()
            if role != .search {
                ctx.sink.report(o.member("search")!, path: path + ".search", "search options need \"role\": \"search\"")
            }
            tab.search = options
        } else if role == .search {
            tab.search = SearchOptions()
        }
        return tab
    }

    /// One entry of a search tab's `searchable` list: a title, and where choosing it goes
    /// (a tab and a screen, both checked once the scene is read).
    static func decodeSearchable(_ node: JSONNode, path: String, in ctx: SceneDecodingContext) -> SearchableItem? {
        guard let o = JSONObjectReader(node, path: path, sink: ctx.sink) else { return nil }
        defer { o.finish() }
        let raw = o.string("title")
        var item = SearchableItem(title: raw ?? "")
        item.subtitle = o.string("subtitle")
        item.icon = o.icon("icon")
        if let tab = o.string("tab"), let n = o.member("tab") {
            item.tab = tab
            ctx.refer(.tab, to: tab, node: n, path: path + ".tab")
        }
        if let screen = o.string("destination"), let n = o.member("destination") {
            item.destination = screen
            ctx.refer(.screen, to: screen, node: n, path: path + ".destination")
        }
        if let a = o.object("artwork") { item.artwork = decodeArtwork(a) }
        guard item.title.isEmpty else { return item }
        // A title of the wrong type was reported by the reader already.
        if !o.has("title") || raw != nil {
            ctx.sink.report(o.member("title") ?? node, path: path + ".title", "a searchable item needs a non-empty \"title\"")
        }
        return nil
    }

    static func decodeTabBar(_ t: JSONObjectReader, in ctx: SceneDecodingContext) -> TabBarSettings {
        var bar = TabBarSettings()
        bar.visible = t.bool("visible", default: true)
        bar.minimizeBehavior = t.enumeration("minimizeBehavior", default: bar.minimizeBehavior)
        bar.style = t.enumeration("style", default: bar.style)
        if let selected = t.string("selected") {
            bar.selected = selected
            ctx.refer(.tab, to: selected, node: t.member("selected")!, path: t.childPath("selected"))
        }
        if let a = t.object("accessory") {
            var accessory = TabAccessory()
            accessory.title = a.string("title", default: "")
            accessory.subtitle = a.string("subtitle", default: "")
            if let art = a.object("artwork") { accessory.artwork = decodeArtwork(art) }
            for (n, p) in a.array("buttons") {
                guard let b = JSONObjectReader(n, path: p, sink: ctx.sink) else { continue }
                if !b.has("icon") { ctx.sink.report(n, path: p, "an accessory button needs an \"icon\"") }
                if let icon = b.icon("icon") {
                    accessory.buttons.append(AccessoryButton(icon: icon, hiddenWhenInline: b.bool("hiddenWhenInline", default: false)))
                } else { _ = b.member("hiddenWhenInline") }
                b.finish()
            }
            a.finish()
            bar.accessory = accessory
        }
        t.finish()
        return bar
    }

    static func decodeSidebar(_ s: JSONObjectReader) -> Sidebar {
        var sidebar = Sidebar()
        sidebar.width = s.number("width", default: sidebar.width, in: 180...600)
        sidebar.visible = s.bool("visible", default: true)
        sidebar.title = s.string("title")
        sidebar.customizable = s.bool("customizable", default: false)
        sidebar.extendsBackground = s.bool("extendsBackground", default: true)
        s.finish()
        return sidebar
    }

    static func decodeArtwork(_ a: JSONObjectReader) -> ArtworkSpec {
        let seed = a.integer("seed", default: 1, in: 0...Int(Int32.max))
        let spec = ArtworkSpec(seed: UInt64(seed), style: a.enumeration("style", default: ArtworkSpec.Style.blobs))
        a.finish()
        return spec
    }
}
