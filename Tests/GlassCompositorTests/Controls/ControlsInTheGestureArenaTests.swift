import Testing
@testable import GlassCompositor

/// A press on a live control in the gesture arena: a quick vertical drag is the page's scroll
/// and leaves the control as it was, a sideways drag is the control's, and a tap stays a tap.
@Suite struct ControlsInTheGestureArenaTests {
    private func harness() throws -> LiveControlsTests.Harness {
        let h = try LiveControlsTests().makeHarness(height: 900)
        h.session.handle(InputEvent(.wheel(dx: 0, dy: 8), at: Point(200, 300), time: h.clock.now))
        h.settle()
        return h
    }

    /// Drags from `p` (content point) by `dy` points in six moves, one frame apart.
    private func quickDrag(_ h: LiveControlsTests.Harness, from p: Point, dx: Double = 0, dy: Double) {
        h.down(p)
        let offset = h.session.scrollOffset()
        for i in 1...6 {
            h.clock.advance()
            let f = Double(i) / 6
            // In window points: the page may move under the pointer once it scrolls.
            h.session.handle(InputEvent(.move, at: Point(p.x + dx * f, p.y - offset + dy * f), time: h.clock.now))
            h.frames(1)
        }
        h.session.handle(InputEvent(.up(button: 1), at: Point(p.x + dx, p.y - offset + dy), time: h.clock.now))
    }

    @Test func aQuickVerticalDragOnASwitchScrollsThePageAndLeavesTheSwitch() throws {
        let h = try harness()
        let c = h.control("bluetooth")
        let before = h.session.scrollOffset()
        let wasOn = h.session.controls.state.switches["bluetooth"]?.isOn ?? false
        quickDrag(h, from: Point(c.rect.midX, c.rect.midY), dx: 4, dy: -120)
        h.settle()
        #expect(h.session.scrollOffset() > before + 60, "the page scrolled")
        #expect((h.session.controls.state.switches["bluetooth"]?.isOn ?? false) == wasOn)
        #expect(!h.events.contains { $0.name == "toggle" })
        #expect(h.session.controls.state.gesture == nil)
        #expect(h.session.controls.state.switches["bluetooth"]?.glass.target ?? 0 == 0, "the lens went back")
        #expect(!h.session.needsFrame)
    }

    @Test func aQuickVerticalDragOnASliderScrollsThePageAndKeepsItsValue() throws {
        let h = try harness()
        let c = h.control("balance")
        guard case .slider(let model) = c.control else { Issue.record("balance is a slider"); return }
        let value = h.session.controls.state.slider("balance", model).value
        let before = h.session.scrollOffset()
        quickDrag(h, from: Point(c.rect.midX + 30, c.rect.midY), dx: 6, dy: 140)
        h.settle()
        #expect(h.session.scrollOffset() < before - 60, "the page scrolled back up")
        #expect(h.session.controls.state.sliders["balance"]?.value == value)
        #expect(h.session.controls.state.sliders["balance"]?.dragRaw == nil)
        #expect(!h.events.contains { $0.name == "value" })
    }

    @Test func aSidewaysDragOnASliderIsTheSlidersAndThePageStays() throws {
        let h = try harness()
        let c = h.control("balance")
        let before = h.session.scrollOffset()
        guard case .slider(let model) = c.control else { Issue.record("balance is a slider"); return }
        let value = h.session.controls.state.slider("balance", model).value
        quickDrag(h, from: Point(c.rect.midX, c.rect.midY), dx: 80, dy: 14)
        h.settle()
        #expect(h.session.scrollOffset() == before)
        #expect((h.session.controls.state.sliders["balance"]?.value ?? 0) > value)
        #expect(h.events.contains { $0.name == "value" })
    }
}
