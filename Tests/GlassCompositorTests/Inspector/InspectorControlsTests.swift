import Testing
@testable import GlassCompositor

/// The inspector's controls are live (T10, C2–C4): a tap toggles its switch with the page's
/// animation, a drag moves its slider, and the values show in the panel, the element tree,
/// `--state` and the log. Where the panel has no room, `i` and its button do nothing.
@Suite struct InspectorControlsTests {
    final class EventLog { var events: [SemanticEvent] = [] }

    /// Landmarks at `width`×`height` points, scale 1, one frame drawn, its events logged.
    private func session(width: Int = 1440, height: Int = 900) throws -> (ViewerSession, OffscreenPresenter, EventLog) {
        let (s, p) = ChromeFixtures.session(try ChromeFixtures.scene("landmarks"), width: width, height: height)
        let log = EventLog()
        s.onSemanticEvent = { log.events.append($0) }
        s.step(to: p)
        return (s, p, log)
    }

    /// The inspector's control `id`, its rect in window points.
    private func control(_ s: ViewerSession, _ id: String) throws -> (live: ControlsState.Live, frame: Rect) {
        let c = try #require(s.inspector.hostedControls().first { $0.id == id }, "the inspector shows \(id)")
        let o = s.inspector.windowOrigin
        return (c, c.rect.offsetBy(dx: o.x, dy: o.y))
    }

    private func state(_ s: ViewerSession, _ key: String) -> Double? {
        s.stateSnapshot().values.first { $0.key == key }?.value
    }

    /// Pixels that differ between `a` and `b` inside `r`.
    private func differing(_ a: Surface, _ b: Surface, in r: PixelRect) -> Int {
        var n = 0
        for y in max(0, r.y0)..<min(a.height, r.y1) { for x in max(0, r.x0)..<min(a.width, r.x1) where a[x, y] != b[x, y] { n += 1 } }
        return n
    }

    private func logged(_ log: EventLog, _ name: String, _ field: String, _ value: SemanticEvent.FieldValue) -> Bool {
        log.events.contains { e in e.name == name && e.fields.contains { $0.0 == field && $0.1 == value } }
    }

    private func element(_ s: ViewerSession, _ id: String) -> UIElement? {
        s.elementTree().elements.first { $0.id == id }
    }

    @Test func aTapTogglesTheSwitchWithItsAnimation() throws {
        let (s, p, log) = try session()
        let (_, frame) = try control(s, "inspector-notify")
        #expect(element(s, "inspector-notify")?.state.on == true)
        let before = p.surface.copy()
        let t = s.clock.now
        s.handle(InputEvent(.down(button: 1), at: frame.center, time: t))
        s.handle(InputEvent(.up(button: 1), at: frame.center, time: t + 0.06))
        #expect(logged(log, "toggle", "control", .string("inspector-notify")))
        #expect(logged(log, "toggle", "on", .bool(false)))
        #expect(s.controls.state.switches["inspector-notify"]?.isOn == false)
        // Mid-way the thumb is between its ends, then it settles off.
        s.advance(to: t + 0.12)
        let mid = try #require(state(s, "control.inspector-notify"))
        #expect(mid > 0.05 && mid < 0.95, "the thumb slides (\(mid))")
        s.advance(to: t + 2)
        s.step(to: p)
        #expect(state(s, "control.inspector-notify") == 0)
        #expect(element(s, "inspector-notify")?.state.on == false)
        // The panel's pixels changed where the switch is, and only inside the panel.
        let px = PixelRect(covering: frame)
        #expect(differing(p.surface, before, in: px) > 100)
        let panel = try #require(s.inspector.shown?.layout.frame)
        #expect(differing(p.surface, before, in: PixelRect(x: 0, y: 0, width: Int(panel.minX) - 40, height: 900)) == 0)
    }

    @Test func aDragMovesTheSliderAndItsValueReads() throws {
        let (s, p, log) = try session()
        let (c, frame) = try control(s, "inspector-radius")
        guard case .slider(let model) = c.control else { Issue.record("not a slider"); return }
        let o = s.inspector.windowOrigin
        let from = Point(ContentPainter.sliderX(model, value: model.value, in: c.rect) + o.x, frame.midY)
        let to = Point(ContentPainter.sliderX(model, value: 30, in: c.rect) + o.x, frame.midY)
        var t = s.clock.now
        s.handle(InputEvent(.down(button: 1), at: from, time: t))
        for i in 1...10 {
            t += 0.02
            s.handle(InputEvent(.move, at: Point(from.x + (to.x - from.x) * Double(i) / 10, from.y), time: t))
        }
        #expect(s.controls.state.sliders["inspector-radius"]?.glass.target == 1, "the thumb is glass while dragged")
        // Held still, then let go: no fling.
        t += 0.3
        s.handle(InputEvent(.move, at: to, time: t))
        s.handle(InputEvent(.up(button: 1), at: to, time: t + 0.2))
        s.advance(to: t + 2)
        s.step(to: p)
        let value = try #require(element(s, "inspector-radius")?.state.value)
        #expect(abs(value - 30) < 0.5)
        #expect(abs((state(s, "control.inspector-radius") ?? 0) - value) < 1e-9)
        #expect(logged(log, "value", "control", .string("inspector-radius")))
        #expect(model.valueText(value) == "30 km")
    }

    @Test func theHeldThumbsLensIsGlassOverThePanel() throws {
        let (s, _, _) = try session()
        let (_, frame) = try control(s, "inspector-notify")
        s.handle(InputEvent(.down(button: 1), at: frame.center, time: s.clock.now))
        s.advance(to: s.clock.now + 0.2)
        let commands = s.inspector.plan()
        let glass = commands.indices.filter { if case .glass = commands[$0] { true } else { false } }
        #expect(glass.count == 2, "the panel and the lens")
        // Something other than glass or an overlay between them, so the lens sees the panel.
        if glass.count == 2 {
            let between = commands[(glass[0] + 1)..<glass[1]]
            #expect(between.contains { if case .fill = $0 { true } else { false } })
        }
    }

    @Test func theSlideStillWorksWithLiveControls() throws {
        let (s, _, _) = try session()
        let (_, frame) = try control(s, "inspector-notify")
        s.handle(InputEvent(.key(name: "i", modifiers: []), time: s.clock.now))
        s.advance(to: s.clock.now + 0.08)
        #expect(s.inspector.isAnimating)
        // Mid-slide the controls ride with the panel and take no press.
        let moved = try control(s, "inspector-notify").frame
        #expect(moved.minX > frame.minX)
        #expect(!s.controls.handle(InputEvent(.down(button: 1), at: moved.center, time: s.clock.now), in: s.inspector))
        s.advance(to: s.clock.now + 2)
        #expect(s.inspector.shown == nil && s.inspector.hostedControls().isEmpty)
    }

    /// At 960×540 the panel has no room beside the sidebar: `i` used to log the inspector
    /// shown while nothing appeared. Now the key does nothing and the button is not there.
    @Test func whereThePanelHasNoRoomNeitherKeyNorButtonPretend() throws {
        let (s, _, log) = try session(width: 960, height: 540)
        #expect(s.inspector.shown == nil && !s.inspector.isAvailable)
        s.handle(InputEvent(.key(name: "i", modifiers: []), time: s.clock.now))
        #expect(!log.events.contains { $0.name == "inspector.shown" })
        #expect(s.toolbar.frame(ofButton: InspectorComponent.buttonID) == nil)
        #expect(!s.elementTree().elements.contains { $0.id == InspectorComponent.buttonID })
    }

    /// On a phone width (compact) the inspector cannot show: no button for it.
    @Test func atPhoneWidthThereIsNoInspectorButton() throws {
        let (s, _, _) = try session(width: 390, height: 844)
        #expect(!s.inspector.isAvailable)
        #expect(s.toolbar.frame(ofButton: InspectorComponent.buttonID) == nil)
        let (wide, _, _) = try session()
        #expect(wide.toolbar.frame(ofButton: InspectorComponent.buttonID) != nil)
    }
}
