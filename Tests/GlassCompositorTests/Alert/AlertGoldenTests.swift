import Testing
@testable import GlassCompositor

/// Golden images (`Golden/alert/`): the mail scene's anchored action sheet, the alert its
/// "Delete All…" presents, and a toolbar glass group held down (grown, lit under the pointer).
@Suite struct AlertGoldenTests {
    static func session() throws -> (ViewerSession, OffscreenPresenter, FixedStepClock) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent("mail.json").path)
        let clock = FixedStepClock()
        let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 844, scale: 1, clock: clock)
        let p = OffscreenPresenter(width: 390, height: 844)!
        s.step(to: p)
        return (s, p, clock)
    }

    static func settle(_ s: ViewerSession, _ p: OffscreenPresenter) {
        for _ in 0..<90 { s.step(to: p) }
    }

    @Test func anchoredActionSheetAndAlertInMail() throws {
        let (s, p, clock) = try Self.session()
        let more = try #require(AlertTests.frame(of: "select", in: s))
        AlertTests.tap(s, clock, more.center)
        Self.settle(s, p)
        expectMatchesGolden(p.surface, area: "alert", name: "mail-action-sheet")
        let sheet = try #require(s.alerts.current)
        let deleteAll = try #require(sheet.layout.buttons.first { sheet.action.content.buttons[$0.index].title == "Delete All…" })
        AlertTests.tap(s, clock, deleteAll.frame.center)
        Self.settle(s, p)
        expectMatchesGolden(p.surface, area: "alert", name: "mail-alert")
    }

    @Test func pressedToolbarGlass() throws {
        let (s, p, clock) = try Self.session()
        let select = try #require(AlertTests.frame(of: "select", in: s))
        s.handle(InputEvent(.down(button: 1), at: Point(select.midX + 8, select.midY + 4), time: clock.now))
        for _ in 0..<20 { s.step(to: p) }
        // The top of the window: the bars' glass, the select capsule held.
        let crop = Surface(width: 390, height: 120)!
        crop.blit(p.surface, at: 0, 0, opaque: true)
        expectMatchesGolden(crop, area: "alert", name: "mail-toolbar-pressed")
    }
}
