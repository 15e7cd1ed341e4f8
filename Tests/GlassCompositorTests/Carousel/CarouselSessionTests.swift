import Testing
@testable import GlassCompositor

/// Carousels in a session, headless (V3): rows scroll on their own axis with the page's
/// physics, drags lock to an axis, offsets are kept per tab and across reloads, and a row
/// scrolling redraws only the row.
@Suite struct CarouselSessionTests {
    /// Two tabs; the first has a titled row of twelve tiles near its top, then cards enough to
    /// scroll the page.
    static let sceneText: String = {
        let tiles = (0..<12).map { #"{"title": "Album \#($0)", "artwork": {"seed": \#($0 + 1), "style": "album"}}"# }.joined(separator: ",")
        let cards = (0..<10).map { #"{"title": "Card \#($0)", "artwork": {"seed": \#($0 + 40)}}"# }.joined(separator: ",")
        return #"""
        {"name": "Rows", "tabs": [
          {"id": "home", "title": "Home", "screen": {"title": "Home", "items": [
            {"kind": "carousel", "id": "albums", "title": "Albums", "tiles": [\#(tiles)]}, \#(cards)]}},
          {"id": "radio", "title": "Radio", "screen": {"title": "Radio", "items": [\#(cards)]}}]}
        """#
    }()

    func makeSession() throws -> (ViewerSession, OffscreenPresenter) {
        let scene = try SceneDecoder.decode(Self.sceneText, file: "rows.json")
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 700, scale: 1, clock: FixedStepClock())
        return (s, OffscreenPresenter(width: 390, height: 700)!)
    }

    /// The row on the first tab (content coordinates), and a point in its middle.
    func row(_ s: ViewerSession) throws -> (CarouselsComponent.PlacedCarousel, Point) {
        let c = try #require(s.carousels.rows(tab: 0).first)
        return (c, Point(c.layout.frame.midX, c.layout.frame.midY - s.scrollOffset()))
    }

    func settle(_ s: ViewerSession, _ p: OffscreenPresenter, frames: Int = 120) {
        for _ in 0..<frames where s.needsFrame { s.step(to: p) }
    }

    func offset(_ s: ViewerSession) -> Double { s.carousels.carouselOffset("albums") ?? 0 }

    @Test func scriptedHorizontalWheelMovesTheRowAndNotThePage() throws {
        let (s, p) = try makeSession()
        s.step(to: p)
        let (_, at) = try row(s)
        // Buttons 6/7 arrive as dx; Shift turns the vertical wheel sideways the same way.
        let script = try InteractionScript.parse("""
        {"t":0.05,"type":"wheel","x":\(at.x),"y":\(at.y),"dx":2}
        {"t":0.10,"type":"wheel","x":\(at.x),"y":\(at.y),"dy":1,"modifiers":["shift"]}
        """, file: "wheel.jsonl")
        var player = ScriptPlayer(script)
        var events: [SemanticEvent] = []
        s.onSemanticEvent = { events.append($0) }
        for _ in 0..<90 {
            player.deliver(upTo: s.clock.now, to: s)
            s.step(to: p)
        }
        #expect(abs(offset(s) - 3 * ViewerSession.wheelStep) < 0.01)
        #expect(s.scrollOffset() == 0)
        let scrolls = events.filter { $0.name == "scroll" }
        #expect(scrolls.count == 2)
        #expect(scrolls.allSatisfy { $0.fields.contains { $0.0 == "carousel" && $0.1 == .string("albums") } })
    }

    @Test func verticalWheelOverARowStillScrollsThePage() throws {
        let (s, p) = try makeSession()
        let (_, at) = try row(s)
        s.handle(InputEvent(.wheel(dx: 0, dy: 2), at: at, time: s.clock.now))
        settle(s, p)
        #expect(abs(s.scrollOffset() - 2 * ViewerSession.wheelStep) < 0.01)
        #expect(offset(s) == 0)
    }

    @Test func touchpadGesturePicksItsAxisWithItsFirstDelta() throws {
        let (s, p) = try makeSession()
        let clock = s.clock as! FixedStepClock
        let (_, at) = try row(s)
        // Mostly sideways: the row follows 1:1 and the vertical wobble is dropped.
        for (dx, dy) in [(12.0, 3.0), (12, 9), (12, 0)] {
            s.handle(InputEvent(.smoothScroll(dx: dx, dy: dy), at: at, time: clock.now))
            clock.advance()
        }
        #expect(abs(offset(s) - 36) < 1e-9 && s.scrollOffset() == 0)
        settle(s, p)
        #expect(offset(s) > 36, "the paused gesture flings on")
        // Mostly vertical over the same row: the page scrolls.
        let before = offset(s)
        s.handle(InputEvent(.smoothScroll(dx: 2, dy: 20), at: at, time: clock.now))
        #expect(abs(s.scrollOffset() - 20) < 1e-9 && offset(s) == before)
    }

    /// Drags a row from `start` through `moves` (points relative to `start`), one per frame.
    func drag(_ s: ViewerSession, from start: Point, _ moves: [(Double, Double)]) {
        let clock = s.clock as! FixedStepClock
        s.handle(InputEvent(.down(button: 1), at: start, time: clock.now))
        for (dx, dy) in moves {
            clock.advance()
            s.handle(InputEvent(.move, at: Point(start.x + dx, start.y + dy), time: clock.now))
        }
        let last = moves.last ?? (0, 0)
        s.handle(InputEvent(.up(button: 1), at: Point(start.x + last.0, start.y + last.1), time: clock.now))
    }

    @Test func dragLocksToTheAxisItMovesAlongFirst() throws {
        let (s, p) = try makeSession()
        let (_, at) = try row(s)
        // Vertical first (a little sideways wobble): the page follows 1:1, the row holds.
        let clock = s.clock as! FixedStepClock
        s.handle(InputEvent(.down(button: 1), at: at, time: clock.now))
        for (dx, dy) in [(3.0, -4.0), (4, -12), (30, -60)] {
            clock.advance()
            s.handle(InputEvent(.move, at: Point(at.x + dx, at.y + dy), time: clock.now))
            if dy == -4 { #expect(s.scrollOffset() == 0 && offset(s) == 0, "nothing moves before the axis is known") }
        }
        #expect(abs(s.scrollOffset() - 60) < 1e-9)
        #expect(offset(s) == 0)
        s.handle(InputEvent(.up(button: 1), at: Point(at.x + 30, at.y - 60), time: clock.now))
        settle(s, p)

        // Sideways first: the row follows 1:1 (toward its end), the page holds.
        let page = s.scrollOffset()
        let (_, at2) = try row(s)
        s.handle(InputEvent(.down(button: 1), at: at2, time: clock.now))
        for (dx, dy) in [(-10.0, 2.0), (-50, 20), (-120, 40)] {
            clock.advance()
            s.handle(InputEvent(.move, at: Point(at2.x + dx, at2.y + dy), time: clock.now))
        }
        #expect(abs(offset(s) - 120) < 1e-9)
        #expect(s.scrollOffset() == page)
        s.handle(InputEvent(.up(button: 1), at: Point(at2.x - 120, at2.y + 40), time: clock.now))
        settle(s, p)
        #expect(offset(s) > 120, "released moving, the row flings on")
        #expect(s.scrollOffset() == page)
    }

    @Test func flingPastTheEndRubberBandsAndSettlesAtTheEdge() throws {
        let (s, p) = try makeSession()
        let (c, at) = try row(s)
        let maxOffset = c.layout.contentWidth - c.layout.frame.width
        #expect(maxOffset > 600)
        // Near the end, then a fast fling toward it (about 3000 pt/s).
        s.handle(InputEvent(.wheel(dx: (maxOffset - 60) / ViewerSession.wheelStep, dy: 0), at: at, time: s.clock.now))
        settle(s, p)
        #expect(abs(offset(s) - (maxOffset - 60)) < 0.01)
        drag(s, from: at, (1...6).map { (-Double($0) * 50, 0) })
        var furthest = offset(s)
        for _ in 0..<150 where s.needsFrame {
            s.step(to: p)
            furthest = max(furthest, offset(s))
        }
        #expect(furthest > maxOffset + 5, "it runs past the end")
        #expect(furthest < maxOffset + 200, "rubber-banded, not free")
        #expect(abs(offset(s) - maxOffset) < 0.01, "and springs back to the edge")
        #expect(!s.needsFrame)

        // Pulled past the start it gives way less than the pointer moves, then springs back.
        s.handle(InputEvent(.wheel(dx: -1000, dy: 0), at: at, time: s.clock.now))
        settle(s, p)
        let clock = s.clock as! FixedStepClock
        s.handle(InputEvent(.down(button: 1), at: at, time: clock.now))
        for i in 1...5 {
            clock.advance()
            s.handle(InputEvent(.move, at: Point(at.x + Double(i) * 30, at.y), time: clock.now))
        }
        #expect(offset(s) < 0 && offset(s) > -150)
        s.handle(InputEvent(.up(button: 1), at: Point(at.x + 150, at.y), time: clock.now + 0.2))
        settle(s, p, frames: 200)
        #expect(abs(offset(s)) < 0.01)
    }

    @Test func offsetsSurviveTabSwitchesAndReloads() throws {
        let (s, p) = try makeSession()
        let (_, at) = try row(s)
        s.handle(InputEvent(.wheel(dx: 4, dy: 0), at: at, time: s.clock.now))
        settle(s, p)
        let kept = offset(s)
        #expect(kept > 100)
        s.select(tab: 1, at: s.clock.now)
        settle(s, p)
        // A sideways wheel on the other tab finds no row and moves nothing.
        s.handle(InputEvent(.wheel(dx: 4, dy: 0), at: at, time: s.clock.now))
        settle(s, p)
        s.select(tab: 0, at: s.clock.now)
        settle(s, p)
        #expect(offset(s) == kept)
        s.reload(try SceneDecoder.decode(Self.sceneText, file: "rows.json"))
        settle(s, p)
        #expect(offset(s) == kept)
    }

    @Test func aRowScrollingRedrawsOnlyTheRow() throws {
        let (s, p) = try makeSession()
        settle(s, p)
        let (c, at) = try row(s)
        let before = p.surface.copy()
        let rowPixels = PixelRect(x0: Int(c.layout.frame.minX), y0: Int(c.layout.frame.minY),
                                  x1: Int(c.layout.frame.maxX.rounded(.up)), y1: Int(c.layout.frame.maxY.rounded(.up)))
        s.handle(InputEvent(.wheel(dx: 2, dy: 0), at: at, time: s.clock.now))
        var frames = 0
        while s.needsFrame && frames < 120 {
            s.step(to: p)
            frames += 1
            #expect(rowPixels.contains(p.lastDamage.bounds), "frame \(frames) damaged \(p.lastDamage) outside the row \(rowPixels)")
        }
        #expect(frames > 3)
        var changed = 0
        for y in 0..<700 {
            for x in 0..<390 where p.surface[x, y] != before[x, y] {
                #expect(rowPixels.intersection(PixelRect(x: x, y: y, width: 1, height: 1)).area == 1, "pixel \(x),\(y) outside the row changed")
                changed += 1
            }
        }
        #expect(changed > rowPixels.area / 4)
        // And the row's layer draws only the columns it shows.
        let layer = try #require(s.carousels.state.layers[s.tabID(0)]?.rows["albums"])
        TiledLayer.waitForPrefetch()
        #expect(layer.residentBytes < layer.pixelWidth * layer.pixelHeight * 4)
    }

    @Test func glassOverARowSamplesTheRowsTiles() throws {
        let tiles = Array(repeating: ##"{"color": "#000000"}"##, count: 6).joined(separator: ",")
        let scene = try SceneDecoder.decode(#"{"tabs": [{"screen": {"items": [{"kind": "carousel", "tileWidth": 300, "spacing": 0, "tiles": [\#(tiles)]}]}}]}"#,
                                            file: "dark.json")
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 700, scale: 1, clock: FixedStepClock())
        let c = try #require(s.carousels.rows(tab: 0).first)
        let under = PixelRect(x: 40, y: Int(c.layout.frame.minY) + 20, width: 300, height: 100)
        let page = s.content.layer(tab: s.tabID(0))
        // The page's tiles hold only light background there; the row's black tiles are what shows.
        #expect(page.meanLuminance(under: under, offsetY: 0) > 0.8)
        #expect(s.carousels.contentLuminance(under: under, page: page, offsetY: 0) < 0.1)
    }

    @Test func smoothScriptLinesRoundTrip() throws {
        let e = InputEvent(.smoothScroll(dx: -30, dy: 0), at: Point(10, 20), time: 1.5)
        let line = InteractionScript.line(for: e)
        // Times in the shortest text that reads back as the same Double (a replay sees the same time).
        #expect(line == #"{"t":1.5,"type":"wheel","x":10,"y":20,"hpx":-30}"#)
        #expect(try InteractionScript.parse(line, file: "r.jsonl").events == [e])
    }
}
