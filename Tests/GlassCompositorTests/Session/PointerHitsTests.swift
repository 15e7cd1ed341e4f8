import Testing
@testable import GlassCompositor

/// A pointer event outside a press (a hover's move, a wheel) is hit-tested once: every
/// component asking "is something in front of me here" or "does chrome cover this" during the
/// event gets the answer taken the first time it was needed.
@Suite struct PointerHitsTests {
    /// A component that counts how often it is hit-tested and asked about cover.
    final class Spy: Component {
        var hitTests = 0, coverQuestions = 0
        let hit: Bool
        init(hit: Bool) { self.hit = hit }
        func plan() -> [RenderCommand] { [] }
        func hitTest(_ p: Point) -> Bool { hitTests += 1; return hit }
        func covers(_ rect: Rect) -> Bool { coverQuestions += 1; return hit }
    }

    func context(_ components: [Component]) -> UIContext {
        let ui = UIContext(scene: Scene(), pixelWidth: 100, pixelHeight: 100, scale: 1)
        ui.components = components
        return ui
    }

    @Test func duringAnEventEachComponentIsHitTestedAndAskedAboutCoverOnce() {
        let back = Spy(hit: false), middle = Spy(hit: false), front = Spy(hit: true)
        let ui = context([back, middle, front])
        let p = Point(10, 20), dot = Rect(x: 10, y: 20, width: 1, height: 1)
        ui.pointerHits.begin(at: p, components: ui.components)
        #expect(ui.somethingIsInFront(of: back, at: p))
        #expect(ui.somethingIsInFront(of: middle, at: p))
        #expect(!ui.somethingIsInFront(of: front, at: p))
        #expect(ui.chromeCovers(dot) && ui.chromeCovers(dot))
        #expect(middle.hitTests == 1 && front.hitTests == 1 && back.hitTests == 0)
        #expect(back.coverQuestions == 1 && middle.coverQuestions == 1 && front.coverQuestions == 1)
        // Another point in the same event, and the next event, ask again.
        #expect(ui.somethingIsInFront(of: back, at: Point(50, 50)))
        #expect(front.hitTests == 2)
        ui.pointerHits.end()
        #expect(ui.somethingIsInFront(of: middle, at: p) && ui.chromeCovers(dot))
        #expect(front.hitTests == 3 && front.coverQuestions == 2)
    }

    /// A page whose row sits under the floating tab bar once scrolled.
    static let sceneText: String = {
        let tiles = (0..<12).map { #"{"title": "Album \#($0)", "artwork": {"seed": \#($0 + 1), "style": "album"}}"# }.joined(separator: ",")
        let cards = (0..<8).map { #"{"title": "Card \#($0)", "artwork": {"seed": \#($0 + 40)}}"# }.joined(separator: ",")
        return #"""
        {"name": "Rows", "tabs": [
          {"id": "home", "title": "Home", "screen": {"title": "Home", "items": [\#(cards),
            {"kind": "carousel", "id": "albums", "title": "Albums", "tiles": [\#(tiles)]}, \#(cards)]}},
          {"id": "radio", "title": "Radio", "screen": {"title": "Radio", "items": [\#(cards)]}}]}
        """#
    }()

    @Test func aSidewaysWheelOverTheTabBarNeverScrollsTheRowUnderIt() throws {
        let scene = try SceneDecoder.decode(Self.sceneText, file: "rows.json")
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 700, scale: 1, clock: FixedStepClock())
        let row = try #require(s.carousels.rows(tab: 0).first).layout.frame
        let bar = s.tabBar.layout.bar
        let p = Point(bar.midX, bar.midY)
        s.content.scrollTo(row.midY - p.y, at: 0)
        s.advance(to: 3)
        let q = Point(p.x, p.y + s.scrollOffset())
        try #require(row.contains(q), "the row lies under the bar")
        s.handle(InputEvent(.wheel(dx: 4, dy: 0), at: p, time: 3))
        s.advance(to: 5)
        #expect(s.carousels.carouselOffset("albums") == nil)
        // Above the bar, on the same row, the same wheel scrolls it.
        s.handle(InputEvent(.wheel(dx: 4, dy: 0), at: Point(p.x, p.y - bar.height), time: 5))
        s.advance(to: 7)
        #expect((s.carousels.carouselOffset("albums") ?? 0) > 100)
    }
}
