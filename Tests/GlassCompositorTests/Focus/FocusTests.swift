import Testing
@testable import GlassCompositor

/// The focus chain (a focused field takes keys and text first; Escape leaves it first) and
/// Mail's toolbar search field, the first field that takes it.
@Suite struct FocusTests {
    /// Mail at phone size, its search field's centre, and a driver for its input.
    private func mail() throws -> (NavigationDriver, field: Point) {
        let driver = NavigationDriver(try NavigationDriver.mail(), scale: 1, size: Size(390, 844))
        let frame = try #require(driver.session.toolbar.searchFieldFrame, "Mail's bottom toolbar has a search field")
        return (driver, Point(frame.midX - 40, frame.midY))
    }

    /// A key press as the X host sends one that types: the key, then its text.
    private func type(_ driver: NavigationDriver, _ character: String) {
        driver.session.handle(InputEvent(.key(name: character, modifiers: []), time: driver.t))
        driver.session.handle(InputEvent(.text(character), time: driver.t))
        driver.t += 0.08
    }

    @Test func aTapOnTheSearchFieldFocusesItAndPushesNothing() throws {
        let (d, field) = try mail()
        d.tap(field)
        d.settle()
        #expect(d.depth == 0)
        #expect(d.events(named: "navigation.push").isEmpty)
        #expect(d.events(named: "search.focused").count == 1)
        #expect(d.session.ui.focus.isFocused)
    }

    /// A search field collapsed into a button: a tap on it is the bar's and never falls
    /// through to the row under it.
    @Test func aTapOnTheCollapsedSearchButtonPushesNothing() throws {
        let rows = (0..<40).map { #"{"kind": "row", "title": "Row \#($0)", "destination": "detail"}"# }.joined(separator: ",")
        let json = """
        {"format": 1, "name": "Collapsed", "tabBar": {"visible": false},
         "screens": {"detail": {"title": "Detail", "items": []}},
         "tabs": [{"id": "inbox", "title": "Inbox", "screen": {"title": "Inbox", "items": [\(rows)],
                   "toolbar": {"bottom": [{"kind": "search", "collapsed": true}]}}}]}
        """
        let driver = NavigationDriver(try SceneDecoder.decode(json, file: "collapsed.json"))
        let button = try #require(driver.session.toolbar.searchButtonFrame)
        #expect(driver.session.navigation.destination(at: Point(button.midX, button.midY)) == nil)
        driver.tap(Point(button.midX, button.midY))
        driver.settle()
        #expect(driver.depth == 0)
        #expect(driver.events(named: "navigation.push").isEmpty)
        #expect(driver.events(named: "press").last?.string("target")?.hasPrefix("search.") == true)
    }

    @Test func withAFocusedFieldLettersTypeAndDoNotChangeTheAppearance() throws {
        let (d, field) = try mail()
        let appearance = d.session.scene.appearance
        d.tap(field)
        for c in ["a", "b", "t", "r", "p"] { type(d, c) }
        #expect(d.session.searchField.text == "abtrp")
        #expect(d.session.scene.appearance == appearance)
        #expect(!d.session.reduceMotion)
        #expect(d.events(named: "appearance").isEmpty && d.events(named: "tool").isEmpty && d.events(named: "time").isEmpty)
        // Unfocused, the same key is the viewer's again.
        d.key("Escape")
        type(d, "a")
        #expect(d.session.scene.appearance != appearance)
        #expect(d.session.searchField.text == "abtrp")
    }

    @Test func escapeLeavesTheFieldBeforeItDoesAnythingElse() throws {
        let (d, field) = try mail()
        d.session.showsShortcuts = true
        d.tap(field)
        d.key("Escape")
        #expect(!d.session.ui.focus.isFocused)
        #expect(d.session.showsShortcuts, "the first Escape only left the field")
        #expect(d.events(named: "search.unfocused").last?.fields.contains { $0.0 == "how" && $0.1 == .string("escape") } == true)
        d.key("Escape")
        #expect(!d.session.showsShortcuts)
    }

    @Test func editingKeysEditAndAPressElsewhereLeavesTheField() throws {
        let (d, field) = try mail()
        d.tap(field)
        d.session.handle(InputEvent(.text("glass viewer"), time: d.t))
        d.key("BackSpace", .control)
        #expect(d.session.searchField.text == "glass ")
        d.key("Home"); d.key("Delete")
        #expect(d.session.searchField.text == "lass ")
        d.key("End"); d.key("BackSpace")
        #expect(d.session.searchField.text == "lass")
        d.tap(Point(300, 110))  // beside the large title: nothing there takes a tap
        #expect(d.depth == 0)
        #expect(!d.session.ui.focus.isFocused)
        #expect(d.events(named: "search.unfocused").last?.fields.contains { $0.0 == "how" && $0.1 == .string("press") } == true)
        // The text stays in its field.
        #expect(d.session.searchField.text == "lass")
    }

    @Test func returnSubmitsAndLeavesTheField() throws {
        let (d, field) = try mail()
        d.tap(field)
        d.session.handle(InputEvent(.text("trip"), time: d.t))
        d.key("Return")
        #expect(!d.session.ui.focus.isFocused)
        #expect(d.events(named: "search.submitted").first?.fields.contains { $0.0 == "text" && $0.1 == .string("trip") } == true)
    }

    @Test func theClearButtonEmptiesTheField() throws {
        let (d, field) = try mail()
        d.tap(field)
        d.session.handle(InputEvent(.text("trip"), time: d.t))
        let frame = try #require(d.session.toolbar.searchFieldFrame)
        let clear = ToolbarGlyphs.clearButton(inField: frame)
        d.tap(Point(clear.midX, clear.midY))
        #expect(d.session.searchField.text.isEmpty)
        #expect(d.session.ui.focus.isFocused)
    }

    /// The `text` script event replays to the same frame as the keys typed one by one.
    @Test func aTextEventGivesTheFrameOfTypedKeys() throws {
        let (typed, field) = try mail()
        typed.tap(field)
        for c in "midnight" { type(typed, String(c)) }
        let end = typed.t
        let (pasted, _) = try mail()
        pasted.tap(field)
        pasted.session.handle(InputEvent(.text("midnight"), time: end - 0.08))
        typed.session.advance(to: end + 1)
        pasted.session.advance(to: end + 1)
        let a = try #require(typed.session.screenshot()), b = try #require(pasted.session.screenshot())
        #expect(typed.session.searchField.text == "midnight")
        #expect(a.largestChannelDifference(from: b) == 0)
        // And the field drew the text: the frame differs from the empty field's.
        let (empty, _) = try mail()
        empty.tap(field)
        empty.session.advance(to: end + 1)
        #expect(try #require(empty.session.screenshot()).largestChannelDifference(from: a) > 0)
    }

    @Test func theTextScriptEventParsesAndIsWrittenBack() throws {
        let script = try InteractionScript.parse(#"{"t":1,"type":"text","text":"ünïcødé ✈️"}"#, file: "s.jsonl")
        #expect(script.events == [InputEvent(.text("ünïcødé ✈️"), time: 1)])
        let line = InteractionScript.line(for: script.events[0])
        #expect(try InteractionScript.parse(line, file: "r.jsonl").events == script.events)
        #expect(throws: SceneLoadError.self) { try InteractionScript.parse(#"{"t":1,"type":"text"}"#, file: "bad.jsonl") }
        #expect(throws: SceneLoadError.self) { try InteractionScript.parse(#"{"t":1,"type":"text","text":""}"#, file: "bad.jsonl") }
    }
}
