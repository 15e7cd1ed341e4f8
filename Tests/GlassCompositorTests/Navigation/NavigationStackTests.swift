import Foundation
import Testing
@testable import GlassCompositor

/// Navigation stacks (N7): push by tapping, pop by the back button, a swipe back or a
/// key, and the state each leaves: depth, top page, kept scroll offsets, events.
@Suite struct NavigationStackTests {
    @Test func tappingARowWithADestinationPushesItsScreen() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        #expect(d.depth == 1)
        #expect(d.top.screenID == "message")
        #expect(d.session.ui.screen?.title == "Trip photos from Lisbon")
        let push = try #require(d.events(named: "navigation.push").first)
        #expect(push.string("destination") == "message")
        #expect(push.string("source") == "mail-1")
        // Mid-slide both pages show; once settled only the top one, with nothing left over.
        d.advance(by: 0.1)
        #expect(d.nav.drawsPages)
        let x = try #require(d.nav.transition).progress(at: d.session.time)
        #expect(x > 0.05 && x < 0.95)
        d.settle()
        #expect(d.nav.transition == nil)
        #expect(!d.nav.drawsPages)
        #expect(!d.session.needsFrame || d.nav.transition == nil)
    }

    @Test func aButtonOrGridTileWithADestinationPushes() throws {
        let json = """
        {"format": 1, "tabBar": {"visible": false}, "screens": {"next": {"title": "Next"}},
         "tabs": [{"id": "home", "title": "Home", "screen": {"title": "Home", "items": [
           {"kind": "controls", "controls": [{"kind": "button", "id": "go", "title": "Go", "destination": "next"}]},
           {"kind": "grid", "tiles": [{"id": "tile", "title": "Tile", "destination": "next"}]}]}}]}
        """
        let d = NavigationDriver(try SceneDecoder.decode(json, file: "buttons.json"))
        let layout = d.session.content.layout(tab: 0)
        var button: Rect?, tile: Rect?
        for placed in layout.items {
            if case .controls(let g) = placed.item { button = ContentPainter.controlRects(g, in: placed.frame).first }
            if case .grid = placed.item, tile == nil { tile = placed.frame }
        }
        d.tap(try #require(button).center)
        #expect(d.events(named: "navigation.push").last?.string("source") == "go")
        d.settle()
        d.key("Escape")
        d.settle()
        d.tap(try #require(tile).center)
        #expect(d.events(named: "navigation.push").last?.string("source") == "tile")
        #expect(d.top.screenID == "next")
    }

    @Test func aDragIsNotATap() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        let p = d.destinationRow(1)
        d.drag(from: p, dx: 0, dy: -120)
        #expect(d.depth == 0)
        #expect(d.events(named: "navigation.push").isEmpty)
        #expect(d.session.content.offset() > 60)
    }

    @Test func theBackButtonPopsToThePreviousScreen() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        d.settle()
        let back = try #require(d.session.backButton.frame)
        // The label is the previous screen's title.
        let toolbar = try #require(d.session.toolbar.currentToolbar)
        guard case .button(let b)? = toolbar.leading.first else { Issue.record("no back button"); return }
        #expect(b.title == "Inbox")
        #expect(b.id == NavigationComponent.backButtonID)
        d.tap(back.center)
        #expect(d.depth == 0)
        #expect(d.events(named: "navigation.pop").first?.string("how") == "backButton")
        d.settle()
        #expect(d.nav.transition == nil)
        #expect(d.session.backButton.frame == nil)
    }

    @Test func aLongPreviousTitleBecomesBack() throws {
        var scene = try NavigationDriver.mail()
        scene.tabs[0].screen.title = "A mailbox with a very long name indeed, far too long"
        let d = NavigationDriver(scene)
        d.tap(d.destinationRow())
        guard case .button(let b)? = d.session.toolbar.currentToolbar?.leading.first else { Issue.record("no back button"); return }
        #expect(b.title == "Back")
    }

    @Test(arguments: [("Escape", KeyModifiers()), ("Left", KeyModifiers.alt)])
    func keysPop(_ key: String, _ modifiers: KeyModifiers) throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        d.settle()
        d.key(key, modifiers)
        #expect(d.depth == 0)
        #expect(d.events(named: "navigation.pop").first?.string("how") == "key")
        // At the root the key does nothing (no pop, nothing consumed for navigation).
        d.settle()
        d.key(key, modifiers)
        #expect(d.events(named: "navigation.pop").count == 1)
    }

    @Test func leftWithoutAltDoesNotPop() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        d.settle()
        d.key("Left")
        #expect(d.depth == 1)
    }

    @Test func eachScreenKeepsItsScrollOffset() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        d.session.content.scrollTo(300, at: d.t)
        d.settle()
        #expect(abs(d.session.content.offset() - 300) < 0.01)
        d.tap(d.destinationRow())
        #expect(d.top.screenID == "a")
        #expect(d.session.content.offset() == 0)
        d.settle()
        d.session.content.scrollTo(150, at: d.t)
        d.settle()
        d.tap(d.destinationRow())
        #expect(d.top.screenID == "b")
        d.settle()
        d.key("Escape")
        d.settle()
        #expect(d.top.screenID == "a")
        #expect(abs(d.session.content.offset() - 150) < 0.01)
        d.key("Escape")
        d.settle()
        #expect(d.depth == 0)
        #expect(abs(d.session.content.offset() - 300) < 0.01)
        // Pushed again, a screen starts at its top, as a new one does.
        d.tap(d.destinationRow())
        #expect(d.session.content.offset() == 0)
    }

    @Test func liveReloadKeepsTheStackWhereItsScreensStillExist() throws {
        let d = NavigationDriver(try NavigationDriver.chain())
        d.session.content.scrollTo(200, at: d.t)
        d.settle()
        d.tap(d.destinationRow())
        d.settle()
        d.session.content.scrollTo(120, at: d.t)
        d.settle()
        d.session.reload(try NavigationDriver.chain())
        #expect(d.depth == 1)
        #expect(d.top.screenID == "a")
        #expect(abs(d.session.content.offset() - 120) < 0.01)
        d.key("Escape")
        d.settle()
        #expect(abs(d.session.content.offset() - 200) < 0.01)

        // A reload without the pushed screen drops it: the root shows, at its kept offset.
        d.tap(d.destinationRow())
        d.settle()
        var without = try NavigationDriver.chain()
        without.screens.removeAll { $0.id == "a" }
        d.session.reload(without)
        #expect(d.depth == 0)
        #expect(d.session.ui.screen?.title == "Root")
        #expect(abs(d.session.content.offset() - 200) < 0.01)
        #expect(d.nav.transition == nil)
    }

    @Test func aReloadMidTransitionEndsIt() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        d.advance(by: 0.1)
        d.session.reload(try NavigationDriver.mail())
        #expect(d.nav.transition == nil)
        #expect(d.depth == 1)
    }

    @Test func theEventsNameWhatHappened() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow(2))
        d.settle()
        d.drag(from: Point(60, 500), dx: 0.2 * d.viewport.width)
        d.settle()
        d.drag(from: Point(60, 500), dx: 0.7 * d.viewport.width)
        d.settle()
        let names = d.events.map(\.name).filter { $0.hasPrefix("navigation.") }
        #expect(names == ["navigation.push", "navigation.swipeCancelled", "navigation.pop"])
        let push = d.events(named: "navigation.push")[0]
        #expect(push.string("source") == "mail-3")
        #expect(push.string("tab") == "inbox")
        let pop = d.events(named: "navigation.pop")[0]
        #expect(pop.string("how") == "swipe")
        #expect(pop.string("from") == "message")
        #expect(pop.string("to") == "inbox")
        #expect(d.events(named: "navigation.swipeCancelled")[0].string("screen") == "message")
        // The log's lines are JSON a reader reads back.
        for e in d.events where e.name.hasPrefix("navigation.") { #expect((try? JSONParser.parse(e.jsonLine)) != nil) }
    }

    @Test func theTabBarStaysWhenPushingInsideATab() throws {
        let d = NavigationDriver(.builtInDefault())
        d.tap(d.destinationRow())
        #expect(d.depth == 1)
        #expect(d.session.ui.showsTabBar)
        // A title that fits is the back button's label.
        guard case .button(let b)? = d.session.toolbar.currentToolbar?.leading.first else { Issue.record("no back button"); return }
        #expect(b.title == "Listen Now")
        d.advance(by: 0.15)
        #expect(!d.session.tabBar.plan().isEmpty)
        // Another tab has its own (empty) stack; switching back finds the pushed screen.
        d.key("2")
        #expect(d.depth == 0)
        #expect(d.nav.transition == nil)
        d.key("1")
        #expect(d.depth == 1)
    }

    @Test func reduceMotionCrossFadesInPlace() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.session.reduceMotion = true
        d.tap(d.destinationRow())
        d.advance(by: 0.05)
        let tr = try #require(d.nav.transition)
        #expect(tr.crossfade)
        #expect(d.nav.placement(tr, at: d.session.time) == (0, 0))
        // Short: settled within 0.4 s of scene time, where a slide is still moving.
        d.advance(by: 0.35)
        #expect(d.nav.transition == nil)
        d.key("Escape")
        #expect(d.nav.transition?.crossfade == true)
        d.advance(by: 0.4)
        #expect(d.nav.transition == nil)

        let slide = NavigationDriver(try NavigationDriver.mail())
        slide.tap(slide.destinationRow())
        slide.advance(by: 0.4)
        #expect(slide.nav.transition?.crossfade == false)
    }
}
