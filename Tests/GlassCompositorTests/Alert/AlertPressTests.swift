import Testing
@testable import GlassCompositor

/// A held alert or action-sheet button grows as pressed glass does (the `GlassPress` rule) on
/// top of its highlight, hands the press on as the pointer slides to another button, and
/// springs back; under Reduce Motion it only highlights.
@Suite struct AlertPressTests {
    static func alert(reduceMotion: Bool = false) throws -> (ViewerSession, OffscreenPresenter, FixedStepClock) {
        let (s, p, clock, _) = try AlertTests.mail()
        s.reduceMotion = reduceMotion
        s.alerts.present(.alert(AlertTests.content([("Cancel", .cancel), ("Delete", .destructive)])), source: nil, element: "t", at: clock.now)
        for _ in 0..<60 { s.step(to: p) }
        return (s, p, clock)
    }

    /// The pressed-size capsules (points) the alert draws apart at the session's time.
    static func pressed(_ s: ViewerSession) -> [Int: Rect] {
        guard let a = s.alerts.current ?? s.alerts.leaving else { return [:] }
        var out: [Int: Rect] = [:]
        for i in a.liftedButtons(at: s.time) {
            if let press = a.presses[i], let b = a.layout.buttons.first(where: { $0.index == i }) { out[i] = press.apply(to: b.frame, at: s.time) }
        }
        return out
    }

    @Test func aHeldButtonGrowsByThePressRuleAndSpringsBack() throws {
        let (s, p, clock) = try Self.alert()
        let layout = try #require(s.alerts.current).layout
        let cancel = try #require(layout.buttons.first { $0.index == 0 })
        s.handle(InputEvent(.down(button: 1), at: cancel.frame.center, time: clock.now))
        for _ in 0..<40 { s.step(to: p) }
        let held = try #require(Self.pressed(s)[0])
        let growth = GlassPress.pressedGrowth(forLongerSide: cancel.frame.width)
        #expect(abs(held.width - cancel.frame.width * (1 + growth)) < 0.5, "\(held) from \(cancel.frame)")
        #expect(abs(held.midX - cancel.frame.midX) < 0.01 && abs(held.midY - cancel.frame.midY) < 0.01, "grows about its centre")
        #expect(s.alerts.current?.highlighted == 0, "and still highlights")
        // Slid onto Delete: the press goes with it, Cancel springs back.
        let delete = try #require(layout.buttons.first { $0.index == 1 })
        s.handle(InputEvent(.move, at: delete.frame.center, time: clock.now))
        s.step(to: p)
        let both = Self.pressed(s)
        #expect(both[1] != nil && both[0] != nil, "one growing, one shrinking: \(both)")
        for _ in 0..<60 { s.step(to: p) }
        #expect(Self.pressed(s)[0] == nil, "Cancel back at rest")
        // Let go on Delete: chosen; its capsule springs back while the alert fades.
        s.handle(InputEvent(.up(button: 1), at: delete.frame.center, time: clock.now))
        #expect(s.alerts.current == nil)
        s.step(to: p)
        let leaving = Self.pressed(s)[1]
        #expect(leaving != nil && leaving!.width > delete.frame.width && leaving!.width < delete.frame.width * (1 + growth))
        for _ in 0..<60 { s.step(to: p) }
        #expect(!s.needsFrame)
    }

    @Test func reduceMotionOnlyHighlights() throws {
        let (s, p, clock) = try Self.alert(reduceMotion: true)
        let cancel = try #require(s.alerts.current?.layout.buttons.first { $0.index == 0 })
        s.handle(InputEvent(.down(button: 1), at: cancel.frame.center, time: clock.now))
        for _ in 0..<20 { s.step(to: p) }
        #expect(Self.pressed(s).isEmpty)
        #expect(s.alerts.current?.highlighted == 0)
    }

    /// The mail alert's Delete button held (scale 1, phone size): grown and darker.
    @Test func pressedAlertButtonGolden() throws {
        let (s, p, clock, _) = try AlertTests.mail()
        let more = try #require(AlertTests.frame(of: "select", in: s))
        AlertTests.tap(s, clock, more.center)
        for _ in 0..<40 { s.step(to: p) }
        let sheet = try #require(s.alerts.current)
        let deleteAll = try #require(sheet.layout.buttons.first { sheet.action.content.buttons[$0.index].title == "Delete All…" })
        AlertTests.tap(s, clock, deleteAll.frame.center)
        for _ in 0..<60 { s.step(to: p) }
        let alert = try #require(s.alerts.current)
        let delete = try #require(alert.layout.buttons.first { alert.action.content.buttons[$0.index].role == .destructive })
        s.handle(InputEvent(.down(button: 1), at: delete.frame.center, time: clock.now))
        for _ in 0..<40 { s.step(to: p) }
        expectMatchesGolden(p.surface, area: "alert", name: "mail-alert-pressed")
    }
}
