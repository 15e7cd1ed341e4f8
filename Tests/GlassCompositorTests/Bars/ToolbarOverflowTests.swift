import Testing
@testable import GlassCompositor

/// Top-bar items that leave the inline title too little room fold into a "more" menu (N5):
/// the menu lists them in the bar's order, and choosing an entry does what its button did.
@Suite struct ToolbarOverflowTests {
    func button(_ id: String, icon: String? = nil, title: String? = nil) -> ToolbarItem {
        var b = ToolbarButton()
        b.id = id; b.icon = icon; b.title = title
        return .button(b)
    }

    func width(_ s: String) -> Double { Double(s.count) * 8 }

    @Test func crowdedTrailingItemsFoldIntoMore() {
        var toolbar = Toolbar()
        toolbar.leading = [button("back", icon: ToolbarLayout.backIcon, title: "Mailboxes")]
        toolbar.trailing = [button("select", title: "Select"), button("add", icon: "list-add-symbolic"),
                            button("share", icon: "send-to-symbolic"), button("flag", icon: "flag-symbolic")]
        let roomy = ToolbarLayout(toolbar: toolbar, viewport: Size(1024, 700), bottomBar: false, titleRoom: 80, textWidth: width)
        #expect(roomy.overflow.isEmpty)
        let narrow = ToolbarLayout(toolbar: toolbar, viewport: Size(320, 700), bottomBar: false, titleRoom: 80, textWidth: width)
        #expect(!narrow.overflow.isEmpty)
        #expect(narrow.topFits(titleRoom: 80, viewportWidth: 320, leadingInset: 0))
        // The innermost go first, and the menu keeps the bar's order; the back button stays.
        #expect(narrow.overflow.first?.id == "select")
        let more = narrow.groups.flatMap(\.buttons).first { $0.button.id == ToolbarLayout.overflowButtonID }
        let entries = more?.button.menu ?? []
        #expect(entries.map(\.id) == narrow.overflow.map(\.id))
        #expect(entries.first?.title == "Select" && entries.dropFirst().first?.title == "Add")
        #expect(entries.allSatisfy { $0.tap?.buttonID == $0.id })
        #expect(narrow.groups.flatMap(\.buttons).contains { $0.button.id == "back" })
        // Nothing overlaps.
        let top = narrow.groups.map(\.frame)
        for (i, a) in top.enumerated() { for b in top[(i + 1)...] { #expect(!a.intersects(b)) } }
    }

    @Test func anEllipsisMenuOfTheBarTakesTheFoldedItems() {
        var toolbar = Toolbar()
        toolbar.leading = [button("back", icon: ToolbarLayout.backIcon, title: "Mailboxes")]
        var own = ToolbarButton()
        own.id = "inbox-more"; own.icon = ToolbarLayout.overflowIcon; own.menu = [MenuItem(title: "Mark All as Read")]
        toolbar.trailing = [button("select", title: "Select"), button("sort", icon: "view-sort-descending-symbolic"), .button(own)]
        let layout = ToolbarLayout(toolbar: toolbar, viewport: Size(320, 700), bottomBar: false, titleRoom: 60, textWidth: width)
        let buttons = layout.groups.flatMap(\.buttons).map(\.button)
        #expect(!buttons.contains { $0.id == ToolbarLayout.overflowButtonID })
        let merged = buttons.first { $0.id == "inbox-more" }
        #expect(merged?.menu.first?.title == "Select")
        #expect(merged?.menu.last?.title == "Mark All as Read" && merged?.menu.last?.startsSection == true)
    }

    @Test func mailAtPhoneWidthShortensMailboxesBeforeFoldingAnything() throws {
        let scene = try ChromeFixtures.scene("mail")
        // At 390 pt at rest the large title is in the page and the bar keeps its items as they are.
        let (wide, _) = ChromeFixtures.session(scene, width: 390, height: 700)
        #expect(wide.toolbar.placedButton(id: "mailboxes")?.button.title == "Mailboxes")
        #expect(wide.toolbar.placedButton(id: "select") != nil)
        // At 320 pt "Mailboxes" and "Select" would overlap: the back button is a chevron.
        let (s, p) = ChromeFixtures.session(scene, width: 320, height: 700)
        s.step(to: p)
        #expect(s.toolbar.placedButton(id: "mailboxes")?.button.title == nil)
        // Scrolled, the inline title needs room: "Mailboxes" becomes a chevron; Select stays.
        s.handle(InputEvent(.wheel(dx: 0, dy: 12), at: Point(160, 400), time: s.clock.now))
        for _ in 0..<90 { s.step(to: p) }
        #expect(s.toolbar.placedButton(id: "mailboxes")?.button.title == nil)
        #expect(s.toolbar.placedButton(id: "select") != nil)
    }

    @Test func choosingAFoldedEntryDoesWhatItsButtonDid() throws {
        // A bar of six buttons and an inline title at 320 pt: the innermost fold into "more";
        // "Select" presents its action sheet from the menu as it did from the bar.
        let scene = try SceneDecoder.decode(#"""
        {"tabs": [{"id": "a", "title": "A", "icon": "folder-symbolic", "screen": {"title": "Photos", "titleDisplay": "inline",
          "toolbar": {"trailing": [
            {"id": "select", "title": "Select", "action": {"actionSheet": {"id": "select-actions", "buttons": [{"title": "Select All"}]}}},
            {"id": "add", "icon": "list-add-symbolic"}, {"id": "share", "icon": "send-to-symbolic"},
            {"id": "flag", "icon": "mail-mark-important-symbolic"}, {"id": "info", "icon": "dialog-information-symbolic"}]},
          "items": [{"kind": "text", "text": "Hello"}]}}]}
        """#, file: "overflow.json")
        let (s, p) = ChromeFixtures.session(scene, width: 320, height: 700)
        var events: [SemanticEvent] = []
        s.onSemanticEvent = { events.append($0) }
        s.step(to: p)
        #expect(s.toolbar.placedButton(id: "select") == nil)
        let more = try #require(s.toolbar.placedButton(id: ToolbarLayout.overflowButtonID))
        #expect(more.button.menu.first?.id == "select")
        s.handle(InputEvent(.down(button: 1), at: more.frame.center, time: s.clock.now))
        s.handle(InputEvent(.up(button: 1), at: more.frame.center, time: s.clock.now))
        for _ in 0..<30 { s.step(to: p) }
        #expect(events.contains { $0.name == "menu.opened" })
        let layout = try #require(s.menu.presentation?.layout)
        let row = try #require(layout.entries.firstIndex { if case .item(let i) = $0 { return i.id == "select" }; return false })
        let frame = layout.rows[row]
        s.handle(InputEvent(.down(button: 1), at: frame.center, time: s.clock.now))
        s.handle(InputEvent(.up(button: 1), at: frame.center, time: s.clock.now))
        for _ in 0..<10 { s.step(to: p) }
        #expect(events.contains { $0.name == "menu.selected" })
        #expect(events.contains { $0.name == "button.pressed" && $0.jsonLine.contains("\"select\"") })
        #expect(events.contains { $0.name.hasSuffix(".shown") && $0.jsonLine.contains("select-actions") })
    }
}
