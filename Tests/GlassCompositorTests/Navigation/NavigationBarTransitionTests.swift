import Foundation
import Testing
@testable import GlassCompositor

/// The navigation bar during a push, pop and swipe back: the previous screen's title flies
/// into the back button, the two bars' items cross-fade with the transition's position (the
/// finger's under a swipe), and the top screen's custom glass slides with its page.
@Suite struct NavigationBarTransitionTests {
    /// The bar transition showing now (it must show).
    private func bar(_ d: NavigationDriver) throws -> NavigationBarTransition {
        d.session.advance(to: d.t)
        return try #require(d.nav.barTransition)
    }

    private func flight(_ d: NavigationDriver, _ b: NavigationBarTransition) -> (text: String, origin: Point, style: TextStyle, color: Color, source: TextStyle)? {
        let tb = d.session.toolbar
        let upper = tb.layout(d.nav.toolbar(for: b.upper) ?? Toolbar()), lower = tb.layout(d.nav.toolbar(for: b.lower) ?? Toolbar())
        return tb.titleFlight(b, upper: upper, lower: lower)
    }

    /// The toolbar's glass items now, by the ids of the buttons they hold.
    private func toolbarGlass(_ d: NavigationDriver) -> [String: GlassItem] {
        d.session.advance(to: d.t)
        var out: [String: GlassItem] = [:]
        for case .glass(let g) in d.session.toolbar.plan() { out[g.sceneID ?? "?"] = g }
        return out
    }

    @Test func largeTitleFliesIntoTheBackLabel() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        let rest = try #require(d.session.content.layout(tab: 0).titleFrame)
        d.tap(d.destinationRow())
        d.t -= 0.01
        d.advance(by: 0.12)
        let b = try bar(d)
        #expect(b.position > 0.3 && b.position < 0.7)
        let f = try #require(flight(d, b))
        #expect(f.text == "Inbox")
        let upper = d.session.toolbar.layout(try #require(d.nav.toolbar(for: b.upper)))
        let label = try #require(ToolbarComponent.backLabelOrigin(upper))
        // Between its place on the inbox and the back button's label, as far as the push is.
        let s = 1 - b.position
        #expect(abs(f.origin.x - (rest.minX + (label.x - rest.minX) * s)) < 1e-9)
        #expect(abs(f.origin.y - (rest.minY + (label.y - rest.minY) * s)) < 1e-9)
        #expect(f.origin.x > min(rest.minX, label.x) && f.origin.x < max(rest.minX, label.x))
        #expect(f.origin.y > min(rest.minY, label.y) && f.origin.y < max(rest.minY, label.y))
        #expect(f.style.size < 34 && f.style.size > 16)
        // Whole until half way into the label, then fading as the label appears.
        #expect(f.color.a > 0.85 && f.color.a <= 0.92)
        d.advance(by: 0.25)
        let late = try bar(d)
        let fading = try #require(flight(d, late))
        #expect(late.position < 0.25 && fading.color.a < 0.5)
        #expect(abs(fading.style.size - 16) < abs(f.style.size - 16))
        // The page no longer draws it: the inbox's title is covered where the page shows it.
        #expect(d.nav.flyingLargeTitle(b)?.frame == rest)
        // Once settled the bar is the message's alone.
        d.settle()
        #expect(d.nav.barTransition == nil)
    }

    @Test func collapsedTitleFliesFromTheBar() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.session.content.scrollTo(300, at: d.t)
        d.settle()
        #expect(d.nav.showsInlineTitle(d.top))
        d.tap(d.destinationRow())
        d.t -= 0.01
        d.advance(by: 0.12)
        let b = try bar(d)
        #expect(d.nav.flyingLargeTitle(b) == nil)
        let f = try #require(flight(d, b))
        #expect(f.text == "Inbox")
        // From the inline title's line in the bar, in the bar's inline style shrinking to the label's.
        #expect(f.style.weight == 600)
        #expect(f.style.size <= 17 && f.style.size >= 16)
        #expect(f.origin.y > ToolbarLayout.topInset + 11.9 - 1e-9 - 10 && f.origin.y < ToolbarLayout.topInset + 12.1)
    }

    @Test func itemsFadeWithThePosition() throws {
        // The default scene's first screen has no toolbar: the back button materializes alone.
        #expect(ToolbarComponent.arrivingLabelOpacity(0.5) == 0 && ToolbarComponent.arrivingLabelOpacity(1) == 1)
        let d = NavigationDriver(.builtInDefault())
        d.tap(d.destinationRow())
        d.t -= 0.01
        var frosts: [Double] = []
        for _ in 0..<5 {
            d.advance(by: 0.04)
            let b = try bar(d)
            // Its glass waits as the items do (`itemOpacity`), so nothing leaving still shows under it.
            guard let back = toolbarGlass(d)[NavigationComponent.backButtonID] else {
                #expect(ToolbarComponent.itemOpacity(1 - b.position) < 0.001)
                continue
            }
            // Its chevron and label wait for "Listen Now" flying into it; its glass does not.
            #expect(Int(back.glyphOpacity) == Int((ToolbarComponent.arrivingLabelOpacity(1 - b.position) * 255).rounded()))
            frosts.append(back.style.frost)
        }
        d.settle()
        // Its glass materializes with the push: more of it each step, all of it at rest.
        let settled = try #require(toolbarGlass(d)[NavigationComponent.backButtonID])
        #expect(settled.glyphOpacity == 255)
        #expect(frosts.count >= 2 && frosts == frosts.sorted() && frosts.last! < settled.style.frost)
        // Mail: "Select" is on the inbox's bar only; it fades out as the message covers it.
        let m = NavigationDriver(try NavigationDriver.mail())
        #expect(toolbarGlass(m)["select"]?.glyphOpacity == 255)
        m.tap(m.destinationRow())
        m.t -= 0.01
        m.advance(by: 0.1)
        let b = try bar(m)
        let select = try #require(toolbarGlass(m)["select"])
        #expect(Int(select.glyphOpacity) == Int((ToolbarComponent.itemOpacity(b.position) * 255).rounded()))
        // The leading button is the same glass as the back button that replaces it: one
        // capsule, between the two sizes.
        let glass = toolbarGlass(m)
        #expect(glass["mailboxes"] == nil)
        let lead = try #require(glass[NavigationComponent.backButtonID]).field.shapes[0].rect
        let inboxBar = m.session.toolbar.layout(try #require(m.nav.toolbar(for: b.lower)), of: b.lower)
        let messageBar = m.session.toolbar.layout(try #require(m.nav.toolbar(for: b.upper)), of: b.upper)
        let w0 = inboxBar.groups[0].frame.width * m.session.scale, w1 = messageBar.groups[0].frame.width * m.session.scale
        #expect(lead.width > min(w0, w1) && lead.width < max(w0, w1))
    }

    @Test func swipeScrubsTheBarAndCancelReturnsIt() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.tap(d.destinationRow())
        d.settle()
        d.drag(from: Point(90, 420), dx: 0.65 * d.viewport.width, dy: 4, release: false)
        let b = try bar(d)
        #expect(abs(b.position - 0.65) < 0.03)
        let select = try #require(toolbarGlass(d)["select"])
        #expect(Int(select.glyphOpacity) == Int((ToolbarComponent.itemOpacity(b.position) * 255).rounded()))
        let f = try #require(flight(d, b))
        #expect(f.style.size > 16 && f.style.size < 34)
        // Back toward the edge: the bar follows the finger back.
        d.session.handle(InputEvent(.move, at: Point(90 + 0.1 * d.viewport.width, 424), time: d.t + 0.05))
        d.t += 0.05
        let back = try bar(d)
        #expect(back.position < b.position)
        d.t += 0.2
        d.up(at: Point(90 + 0.1 * d.viewport.width, 424))
        d.settle()
        #expect(d.depth == 1)
        #expect(d.nav.barTransition == nil)
        #expect(toolbarGlass(d)["select"] == nil)
        #expect(toolbarGlass(d)[NavigationComponent.backButtonID]?.glyphOpacity == 255)
    }

    @Test func reduceMotionCrossFadesTheBarInPlace() throws {
        let d = NavigationDriver(try NavigationDriver.mail())
        d.session.reduceMotion = true
        d.tap(d.destinationRow())
        d.t -= 0.01
        // While the inbox's items still show (they are gone before the message's come in).
        while try bar(d).position > 0.75 { d.advance(by: 1.0 / 120) }
        let b = try bar(d)
        #expect(b.crossfade && b.position > 0.05 && b.position < 0.95)
        #expect(flight(d, b) == nil)
        #expect(d.nav.flyingLargeTitle(b) == nil)
        // Items fade at their places; a group on one bar keeps its size.
        let select = try #require(toolbarGlass(d)["select"])
        let inboxBar = d.session.toolbar.layout(try #require(d.nav.toolbar(for: b.lower)))
        let rest = try #require(inboxBar.groups.first { $0.buttons.contains { $0.button.id == "select" } }).frame
        #expect(select.field.shapes[0].rect == rest.scaled(by: d.session.scale))
        #expect(Int(select.glyphOpacity) == Int((ToolbarComponent.itemOpacity(b.position) * 255).rounded()))
    }

    /// Root rows push "a", whose screen has a glass element in its top-trailing corner.
    static func glassScene() throws -> Scene {
        let rows = (0..<20).map { #"{"kind": "row", "id": "r\#($0)", "title": "Row \#($0)", "destination": "a"}"# }.joined(separator: ",")
        let json = """
        {"format": 1, "name": "Glass push", "tabBar": {"visible": false},
         "screens": {"a": {"title": "Alpha", "items": [{"kind": "text", "text": "Alpha"}],
                           "glass": [{"id": "chip", "shape": "capsule", "frame": {"anchor": "bottomTrailing", "x": 20, "y": 40, "width": 120, "height": 48}, "text": "Chip"}]}},
         "tabs": [{"id": "root", "title": "Root", "icon": "go-home-symbolic", "screen": {"title": "Root", "items": [\(rows)]}}]}
        """
        return try SceneDecoder.decode(json, file: "glass-push.json")
    }

    @Test func customGlassSlidesWithItsPage() throws {
        let d = NavigationDriver(try Self.glassScene(), scale: 2)
        d.tap(d.destinationRow())
        d.t -= 0.01
        let rest = d.session.scene.screen(id: "a")!.glass[0].members[0].frame.rect(in: d.viewport)
        for _ in 0..<3 {
            d.advance(by: 0.07)
            let tr = try #require(d.nav.transition)
            let x = d.nav.placement(tr, at: d.session.time).upper
            #expect(x > 0)
            let placed = try #require(d.session.customGlass.customGlassGeometry(node: 0, at: d.session.time).first)
            // The page's offset exactly, in pixels.
            #expect(placed.shape.rect.minX == rest.minX * 2 + Double(x))
            #expect(d.session.customGlass.interactiveGlass(at: Point(rest.midX, rest.midY)) == nil || x < 20)
        }
        d.settle()
        let placed = try #require(d.session.customGlass.customGlassGeometry(node: 0, at: d.session.time).first)
        #expect(placed.rect == rest)
        // A pop takes it off with the page: the departing page's glass is no longer the top's
        // (the root has none) but is drawn with its page, at the page's offset exactly.
        d.key("Escape")
        for _ in 0..<2 {
            // Early in the pop, while the chip is still in the window.
            d.advance(by: 0.015)
            #expect(d.session.customGlass.customGlassGeometry(node: 0, at: d.session.time).isEmpty)
            let tr = try #require(d.nav.transition)
            let x = d.nav.placement(tr, at: d.session.time).upper
            var leaving: [GlassItem] = []
            for case .glass(let g) in d.session.customGlass.plan() { leaving.append(g) }
            #expect(leaving.count == 1)
            #expect(leaving.first?.sceneID == "chip")
            #expect(leaving.first?.field.shapes[0].rect.minX == rest.minX * 2 + Double(x))
        }
        d.settle()
        #expect(d.session.customGlass.plan().isEmpty)
    }
}
