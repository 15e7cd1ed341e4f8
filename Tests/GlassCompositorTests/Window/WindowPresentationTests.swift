import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Menus and alerts with real XTest input in the 400 × 300 mail window: a click opens a menu
/// and a click chooses an item, a press dragged from the button onto an item and released
/// chooses it, Escape dismisses, and an alert's cancel button answers a real press. Every
/// check waits on the `--log` events file, never on a fixed sleep. Positions come from a probe
/// session with the window's size, scene and scale.
extension WindowTests {
    /// Mail in a logged window, settled, with a probe session of the same size.
    private func launchMail() throws -> (Logged, ViewerSession) {
        let log = NSTemporaryDirectory() + "glass-presentations-\(getpid())-\(UUID().uuidString).jsonl"
        let scenePath = RepositoryPaths.scenes.appendingPathComponent("mail.json").path
        let run = try launch([scenePath, "--scale", "1", "--log", log])
        let logged = Logged(run: run, logPath: log)
        _ = run.client.settledFrame(run.window)
        let probe = ViewerSession(scene: try SceneDecoder.load(path: scenePath), pixelWidth: 400, pixelHeight: 300, scale: 1)
        return (logged, probe)
    }

    private func centre(_ r: Rect) -> (x: Int32, y: Int32) { (Int32(r.midX.rounded()), Int32(r.midY.rounded())) }

    @Test("a click opens the Sort menu, a click on a row chooses it; Escape dismisses a menu")
    func clickOpensAMenuAndChooses() throws {
        let (logged, probe) = try launchMail()
        defer { logged.tearDown() }
        let run = logged.run
        let sort = try #require(probe.toolbar.placedButton(id: "sort")).frame
        probe.handle(InputEvent(.down(button: 1), at: Point(sort.midX, sort.midY), time: 0))
        let rows = try #require(probe.menu.presentation?.layout.rows)
        try #require(rows.count == 2)

        run.client.click(run.window, x: centre(sort).x, y: centre(sort).y)
        #expect(waitUntil(timeout: 5) { logged.events("menu.opened").count == 1 }, "\(logged.events)")
        #expect(logged.events("menu.opened").first?["id"] as? String == "sort")
        run.client.click(run.window, x: centre(rows[1]).x, y: centre(rows[1]).y)
        #expect(waitUntil(timeout: 5) { logged.events("menu.selected").count == 1 }, "\(logged.events)")
        #expect(logged.events("menu.selected").first?["item"] as? String == "Oldest First", "\(logged.events)")
        #expect(waitUntil(timeout: 5) { logged.events("menu.dismissed").count == 1 })
        #expect(logged.events("menu.dismissed").first?["how"] as? String == "selected")

        // Opened again, Escape shrinks it back.
        run.client.click(run.window, x: centre(sort).x, y: centre(sort).y)
        #expect(waitUntil(timeout: 5) { logged.events("menu.opened").count == 2 }, "\(logged.events)")
        run.client.key(run.window, keysym: KeySym(XK_Escape))
        #expect(waitUntil(timeout: 5) { logged.events("menu.dismissed").count == 2 }, "\(logged.events)")
        #expect(logged.events("menu.dismissed").last?["how"] as? String == "escape", "\(logged.events)")
        #expect(logged.events("menu.selected").count == 1, "Escape chooses nothing")
        run.client.sendDeleteWindow(run.window)
        #expect(run.viewer.waitForExit() == 0)
        expectNoXErrors(run.viewer)
    }

    @Test("a press on the More button dragged onto an item and released there chooses it")
    func dragToSelect() throws {
        let (logged, probe) = try launchMail()
        defer { logged.tearDown() }
        let run = logged.run
        let more = try #require(probe.toolbar.placedButton(id: "inbox-more")).frame
        probe.handle(InputEvent(.down(button: 1), at: Point(more.midX, more.midY), time: 0))
        let layout = try #require(probe.menu.presentation?.layout)
        // The first entry: Mark All as Read.
        let row = layout.rows[0]
        run.client.drag(run.window, from: centre(more), to: centre(row), steps: 12, duration: 0.3)
        #expect(waitUntil(timeout: 5) { logged.events("menu.selected").count == 1 }, "\(logged.events)")
        let selected = logged.events("menu.selected").first
        #expect(selected?["id"] as? String == "inbox-more" && selected?["item"] as? String == "Mark All as Read", "\(logged.events)")
        #expect(selected?["itemID"] as? String == "mark-all-read")
        run.client.sendDeleteWindow(run.window)
        #expect(run.viewer.waitForExit() == 0)
        expectNoXErrors(run.viewer)
    }

    @Test("the Delete All alert from the Select action sheet; a real press on its Cancel dismisses it")
    func alertCancelPress() throws {
        let (logged, probe) = try launchMail()
        defer { logged.tearDown() }
        let run = logged.run
        let select = try #require(probe.toolbar.placedButton(id: "select")).frame
        probe.handle(InputEvent(.down(button: 1), at: Point(select.midX, select.midY), time: 0))
        probe.handle(InputEvent(.up(button: 1), at: Point(select.midX, select.midY), time: 0.05))
        let sheet = try #require(probe.alerts.current)
        let deleteAll = try #require(sheet.layout.buttons.first { sheet.action.content.buttons[$0.index].title == "Delete All…" })
        probe.handle(InputEvent(.down(button: 1), at: deleteAll.frame.center, time: 0.6))
        probe.handle(InputEvent(.up(button: 1), at: deleteAll.frame.center, time: 0.65))
        // The alert appears once the action sheet has gone.
        probe.advance(to: 0.65 + AlertComponent.followUpDelay.normal + 0.1)
        let alert = try #require(probe.alerts.current)
        let cancelIndex = try #require(alert.action.content.cancelButton)
        let cancel = try #require(alert.layout.buttons.first { $0.index == cancelIndex })

        run.client.click(run.window, x: centre(select).x, y: centre(select).y)
        #expect(waitUntil(timeout: 5) { logged.events("actionSheet.shown").count == 1 }, "\(logged.events)")
        run.client.click(run.window, x: centre(deleteAll.frame).x, y: centre(deleteAll.frame).y)
        #expect(waitUntil(timeout: 5) { logged.events("alert.shown").count == 1 }, "\(logged.events)")
        // A press held a moment on Cancel (it grows while held), released there.
        run.client.drag(run.window, from: centre(cancel.frame), to: (centre(cancel.frame).x + 2, centre(cancel.frame).y), steps: 4, duration: 0.2)
        #expect(waitUntil(timeout: 5) { logged.events("alert.dismissed").count == 1 }, "\(logged.events)")
        let dismissed = logged.events("alert.dismissed").first
        #expect(dismissed?["button"] as? String == "Cancel" && dismissed?["role"] as? String == "cancel" && dismissed?["how"] as? String == "tap",
                "\(String(describing: dismissed))")
        run.client.sendDeleteWindow(run.window)
        #expect(run.viewer.waitForExit() == 0)
        expectNoXErrors(run.viewer)
    }
}
