import Testing
@testable import GlassCompositor

/// C1, G8: content glass buttons are real glass that presses like interactive glass (grows
/// about 8–12 % and bounces back, a drag off cancels), a press holds the page still until the
/// drag is clearly a scroll, and prominent glass is tinted glass, not a flat fill.
@Suite struct GlassButtonTests {
    final class Recorder { var events: [SemanticEvent] = [] }

    static func controls() throws -> (ViewerSession, OffscreenPresenter, FixedStepClock, Recorder) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("controls.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: clock)
        let log = Recorder()
        s.onSemanticEvent = { log.events.append($0) }
        let p = OffscreenPresenter(width: 390, height: 844)!
        s.step(to: p)
        return (s, p, clock, log)
    }

    static func target(_ id: String, _ s: ViewerSession) throws -> ContentButtonsComponent.Target {
        try #require(s.contentButtons.targets().first { $0.id == id })
    }

    static func names(_ log: Recorder, _ name: String) -> [SemanticEvent] { log.events.filter { $0.name == name } }

    @Test func aPressGrowsTheGlassWithinRangeAndItBouncesBackToRest() throws {
        let (s, p, clock, log) = try Self.controls()
        let b = try Self.target("glass-regular", s)
        let rest = b.rect
        s.handle(InputEvent(.down(button: 1), at: rest.center, time: clock.now))
        var widest = 0.0
        for _ in 0..<30 {
            s.step(to: p)
            widest = max(widest, s.contentButtons.presses.rect(b.key, rest: rest, at: s.time, reduceMotion: false).width)
        }
        let growth = widest / rest.width
        #expect(growth > 1.06 && growth < 1.14, "pressed glass grows about 8–12 % (\(growth))")
        s.handle(InputEvent(.up(button: 1), at: rest.center, time: clock.now))
        #expect(Self.names(log, "button.pressed").last?.fields.first?.1 == .string("glass-regular"))
        // The release bounces: for a moment it is smaller than at rest, then it settles exactly.
        var smallest = Double.infinity
        for _ in 0..<40 {
            s.step(to: p)
            smallest = min(smallest, s.contentButtons.presses.rect(b.key, rest: rest, at: s.time, reduceMotion: false).width)
        }
        #expect(smallest < rest.width, "the release overshoots past rest")
        for _ in 0..<120 { clock.advance() }
        s.step(to: p)
        #expect(s.contentButtons.presses.presses.isEmpty)
        #expect(!s.needsFrame)
    }

    @Test func aDragThatLeavesTheButtonCancelsIt() throws {
        let (s, p, clock, log) = try Self.controls()
        let b = try Self.target("glass-regular", s)
        s.handle(InputEvent(.down(button: 1), at: b.rect.center, time: clock.now))
        s.step(to: p)
        // Sideways, so it is not a scroll: off the button it is cancelled.
        s.handle(InputEvent(.move, at: Point(b.rect.maxX + 60, b.rect.midY), time: clock.now))
        #expect(Self.names(log, "button.cancelled").count == 1)
        s.handle(InputEvent(.move, at: b.rect.center, time: clock.now))
        s.handle(InputEvent(.up(button: 1), at: b.rect.center, time: clock.now))
        #expect(Self.names(log, "button.pressed").isEmpty, "a cancelled press does not come back")
    }

    @Test func aSmallDragOnAButtonDoesNotScrollButALongVerticalOneDoes() throws {
        let (s, p, clock, log) = try Self.controls()
        let b = try Self.target("glass-large", s)
        let c = b.rect.center
        s.handle(InputEvent(.down(button: 1), at: c, time: clock.now))
        clock.advance()
        s.handle(InputEvent(.move, at: Point(c.x + 2, c.y - 6), time: clock.now))
        clock.advance()
        s.handle(InputEvent(.up(button: 1), at: Point(c.x + 2, c.y - 6), time: clock.now))
        s.step(to: p)
        #expect(s.content.offset() == 0, "a press with a small drag does not scroll")
        #expect(Self.names(log, "button.pressed").count == 1)
        // A long vertical drag is a scroll: the page follows, the press is cancelled.
        s.handle(InputEvent(.down(button: 1), at: c, time: clock.now))
        for i in 1...10 {
            clock.advance()
            s.handle(InputEvent(.move, at: Point(c.x, c.y - Double(i) * 20), time: clock.now))
        }
        #expect(abs(s.content.offset() - 200) < 1, "the page follows the drag from where it began (\(s.content.offset()))")
        s.handle(InputEvent(.up(button: 1), at: Point(c.x, c.y - 200), time: clock.now))
        #expect(Self.names(log, "button.pressed").count == 1)
        #expect(Self.names(log, "button.cancelled").count == 1)
    }

    @Test func underReduceMotionPressedGlassBrightensWithoutGrowing() throws {
        let (s, p, clock, _) = try Self.controls()
        s.reduceMotion = true
        let b = try Self.target("glass-regular", s)
        s.handle(InputEvent(.down(button: 1), at: b.rect.center, time: clock.now))
        for _ in 0..<15 { s.step(to: p) }
        #expect(s.contentButtons.presses.rect(b.key, rest: b.rect, at: s.time, reduceMotion: true) == b.rect)
        let light = try #require(s.contentButtons.presses.light(b.key, at: s.time))
        #expect(light.strength > 0.5)
        s.handle(InputEvent(.up(button: 1), at: b.rect.center, time: clock.now))
    }

    /// One button of `style` on a page of `background`, its centre pixel and the frame.
    static func render(style: String, background: String) throws -> (UInt32, Surface) {
        let scene = try SceneDecoder.decode("""
            {"background": "\(background)", "accent": "#0a84ff", "tabBar": {"visible": false},
             "tabs": [{"screen": {"items": [{"kind": "controls", "grouped": false, "axis": "horizontal",
               "controls": [{"id": "b", "title": "Play Now", "style": "\(style)", "size": "extraLarge"}]}]}}]}
            """, file: "t.json")
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 400, scale: 1, clock: FixedStepClock())
        let p = OffscreenPresenter(width: 390, height: 400)!
        s.step(to: p)
        let b = try #require(s.contentButtons.targets().first)
        // Beside the title, inside the capsule: what the glass (or the fill) shows there.
        let probe = Point(b.rect.minX + 12, b.rect.midY)
        return (p.surface[Int(probe.x), Int(probe.y)], p.surface)
    }

    @Test func prominentGlassIsTintedGlassNotTheBorderedFill() throws {
        let (glassOnWhite, glassFrame) = try Self.render(style: "prominentGlass", background: "#ffffff")
        let (glassOnGrey, _) = try Self.render(style: "prominentGlass", background: "#606060")
        let (fillOnWhite, fillFrame) = try Self.render(style: "borderedProminent", background: "#ffffff")
        let (fillOnGrey, _) = try Self.render(style: "borderedProminent", background: "#606060")
        #expect(fillOnWhite == fillOnGrey, "the bordered fill is opaque")
        // The tinted glass shows the (blurred) page through it: another page, other pixels.
        let (a, b) = (ChromeFixtures.rgb(glassOnWhite), ChromeFixtures.rgb(glassOnGrey))
        #expect(abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2) > 20)
        // Still the accent: blue is its strongest channel.
        #expect(a.2 > a.0 && a.2 > a.1)
        #expect(glassFrame.diffCount(fillFrame) > 500)
    }
}
