import Testing
@testable import GlassCompositor

/// A page's state lives and dies with the page (`Page`, kept in `PageStore`): made on first
/// use, kept while it is on a stack, dropped when popped for good or when its tab leaves.
@Suite struct PageLifetimeTests {
    /// Two tabs: "one" whose rows push "a", "two" whose rows push "a" too; "a" is long.
    static func twoTabs(withSecond: Bool = true) throws -> Scene {
        func rows(_ prefix: String) -> String {
            (0..<30).map { #"{"kind": "row", "id": "\#(prefix)\#($0)", "title": "Row \#($0)", "destination": "a"}"# }.joined(separator: ",")
        }
        let second = #", {"id": "two", "title": "Two", "icon": "go-home-symbolic", "screen": {"title": "Two", "items": [\#(rows("t"))]}}"#
        let json = """
        {"format": 1, "name": "Two tabs",
         "screens": {"a": {"title": "Alpha", "items": [\(rows("a"))]}},
         "tabs": [{"id": "one", "title": "One", "icon": "go-home-symbolic", "screen": {"title": "One", "items": [\(rows("o"))]}}\(withSecond ? second : "")]}
        """
        return try SceneDecoder.decode(json, file: "two-tabs.json")
    }

    @Test func aPoppedPageIsDroppedAndAPushedOneStartsFresh() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        d.tap(d.destinationRow())
        d.settle()
        let pushed = d.top
        #expect(pushed.depth == 1)
        d.session.content.scrollTo(150, at: d.t)
        d.settle()
        let page = try #require(d.session.content.store.existing(pushed))
        #expect(abs((page.scroll?.offset(at: d.session.time) ?? 0) - 150) < 0.01)
        #expect(page.layer != nil)
        // A page one tap down from it, popped twice: the root's rows do not push it, so it goes.
        d.tap(d.destinationRow())
        d.settle()
        let deeper = d.top
        #expect(deeper.depth == 2)
        d.key("Escape")
        d.settle()
        #expect(d.session.content.store.existing(deeper) != nil, "a's rows push b: it lives on with its tiles")
        d.key("Escape")
        d.settle()
        #expect(d.session.content.store.existing(deeper) == nil)
        // The root's rows push "a" again: it lives on with its drawn tiles as a likely push,
        // but nothing else of its visit; pushed again, it starts at its top.
        let kept = try #require(d.session.content.store.existing(pushed))
        #expect(kept.scroll == nil)
        #expect(kept.layer != nil)
        d.tap(d.destinationRow())
        #expect(d.top == pushed)
        let again = try #require(d.session.content.store.existing(pushed))
        #expect(again.scroll == nil || again.scroll?.offset(at: d.session.time) == 0)
        #expect(d.session.content.offset() == 0)
    }

    @Test func theRowThatPushedIsKeptByThePageUnderneathUntilRevealed() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        let root = d.top
        d.tap(d.destinationRow())
        d.settle()
        #expect(d.session.content.store.existing(root)?.rowHighlight != nil)
        #expect(d.nav.highlightAmount(of: root, at: d.session.time) == 1)
        d.key("Escape")
        d.settle()
        #expect(d.session.content.store.existing(root)?.rowHighlight == nil)
        #expect(d.nav.highlightAmount(of: root, at: d.session.time) == 0)
    }

    @Test func aTabsRootKeepsItsScrollAcrossATabSwitchAndAPushAndPop() throws {
        let d = NavigationDriver(try Self.twoTabs())
        d.session.content.scrollTo(200, at: d.t)
        d.settle()
        d.session.ui.select(tab: 1, at: d.t)
        d.settle()
        #expect(d.session.content.offset() == 0)
        d.session.ui.select(tab: 0, at: d.t)
        d.settle()
        #expect(abs(d.session.content.offset() - 200) < 0.01)
        d.tap(d.destinationRow())
        d.settle()
        #expect(d.session.content.offset() == 0)
        d.key("Escape")
        d.settle()
        #expect(abs(d.session.content.offset() - 200) < 0.01)
        #expect(d.session.content.store.existing(.root(TabID("one")))?.scroll != nil)
    }

    @Test func aLiveReloadThatRemovesATabDropsItsPages() throws {
        let d = NavigationDriver(try Self.twoTabs())
        d.session.ui.select(tab: 1, at: d.t)
        d.settle()
        d.session.content.scrollTo(100, at: d.t)
        d.settle()
        d.tap(d.destinationRow())
        d.settle()
        let two = TabID("two")
        #expect(d.depth == 1)
        #expect(d.session.content.store.all.filter { $0.key.tab == two }.count >= 2)
        d.session.reload(try Self.twoTabs(withSecond: false))
        #expect(d.session.content.store.all.allSatisfy { $0.key.tab != two })
        #expect(d.session.content.store.existing(.root(TabID("one"))) != nil)
    }
}
