import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Typing into the window through a real keyboard (XTest): the X keyboard mapping makes the
/// text (Shift for capitals, a dead key composing an accent through the input method), a
/// focused field takes letters before the viewer's shortcuts, and Escape leaves it.
extension WindowTests {
    @Test("typed keys reach a focused search field, dead keys compose, shortcuts wait")
    func typingIntoTheSearchField() throws {
        let log = NSTemporaryDirectory() + "glass-viewer-test-\(getpid())-\(UUID().uuidString).jsonl"
        defer { unlink(log) }
        let scene = RepositoryPaths.scenes.appendingPathComponent("mail.json").path
        // A layout with a dead acute, set before the viewer starts.
        let server = try XvfbServer()
        let setup = try X11TestClient(server.display)
        setup.bindSpareKeycode(to: KeySym(XK_dead_acute))
        // Kept open until the viewer is there: a server with no client left resets its map.
        let run = try launch([scene, "--scale", "1", "--log", log], server: server)
        setup.close()
        defer { run.tearDown() }
        func events(_ name: String) -> [[String: Any]] { loggedEvents(log, named: name) }
        _ = run.client.settledFrame(run.window)
        // Where Mail's search field is in the viewer's 400 × 300 window, from the same layout.
        let probe = ViewerSession(scene: try SceneDecoder.load(path: scene), pixelWidth: 400, pixelHeight: 300, scale: 1)
        let field = try #require(probe.toolbar.searchFieldFrame, "no search field in a 400 × 300 Mail")
        run.client.click(run.window, x: Int32(field.minX + 60), y: Int32(field.midY))
        #expect(waitUntil(timeout: 5) { !events("search.focused").isEmpty }, "a click on the field did not focus it")
        run.client.type(run.window, keysym: KeySym(XK_g), shift: true)
        for k in [XK_l, XK_a, XK_s, XK_s, XK_space] { run.client.type(run.window, keysym: KeySym(k)) }
        #expect(XKeysymToKeycode(run.client.display, KeySym(XK_dead_acute)) != 0, "the server's map has no dead acute")
        run.client.type(run.window, keysym: KeySym(XK_dead_acute))
        run.client.type(run.window, keysym: KeySym(XK_e))
        let typed = waitUntil(timeout: 5) { events("search.text").last?["text"] as? String == "Glass é" }
        #expect(typed, "the field holds \(events("search.text").last?["text"] ?? "nothing"), not \"Glass é\"")
        // `a` typed into the field leaves the appearance alone; Escape leaves the field, and
        // then `a` is the viewer's shortcut again.
        #expect(events("appearance").isEmpty)
        #expect(events("navigation.push").isEmpty, "the click fell through to the row under the field")
        run.client.type(run.window, keysym: KeySym(XK_Escape))
        #expect(waitUntil(timeout: 5) { !events("search.unfocused").isEmpty })
        run.client.type(run.window, keysym: KeySym(XK_a))
        #expect(waitUntil(timeout: 5) { !events("appearance").isEmpty }, "a did not flip the appearance once the field was left")
        run.client.sendDeleteWindow(run.window)
        #expect(run.viewer.waitForExit() == 0)
        expectNoXErrors(run.viewer)
    }
}

extension WindowTests {
    @Test("a German layout set with setxkbmap types its own letters and dead keys into the field")
    func typingWithAGermanLayout() throws {
        guard let setxkbmap = findExecutable("setxkbmap") else {
            Issue.record("setxkbmap is not installed (x11-xkb-utils, scripts/install-deps)")
            return
        }
        let log = NSTemporaryDirectory() + "glass-viewer-test-\(getpid())-\(UUID().uuidString).jsonl"
        defer { unlink(log) }
        let scene = RepositoryPaths.scenes.appendingPathComponent("mail.json").path
        let server = try XvfbServer()
        // Kept open until the viewer is there: a server with no client left resets its map.
        let setup = try X11TestClient(server.display)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        let layout = try ChildProcess(setxkbmap, ["-layout", "de"], environment: environment)
        #expect(layout.waitForExit(timeout: 20) && layout.exitStatus == 0, "setxkbmap -layout de failed")
        let run = try launch([scene, "--scale", "1", "--log", log], server: server)
        setup.close()
        defer { run.tearDown() }
        _ = run.client.settledFrame(run.window)
        let probe = ViewerSession(scene: try SceneDecoder.load(path: scene), pixelWidth: 400, pixelHeight: 300, scale: 1)
        let field = try #require(probe.toolbar.searchFieldFrame, "no search field in a 400 × 300 Mail")
        run.client.click(run.window, x: Int32(field.minX + 60), y: Int32(field.midY))
        #expect(waitUntil(timeout: 5) { !loggedEvents(log, named: "search.focused").isEmpty }, "a click on the field did not focus it")
        // Physical keys (evdev keycodes of a PC keyboard): the US Y key is z on a German layout,
        // the US minus key is ß, and the key right of it is a dead acute, which composes é with e.
        for keycode: UInt32 in [29, 20, 21, 26] { run.client.press(run.window, keycode: keycode) }
        let typed = waitUntil(timeout: 5) { loggedEvents(log, named: "search.text").last?["text"] as? String == "zßé" }
        #expect(typed, "the field holds \(loggedEvents(log, named: "search.text").last?["text"] ?? "nothing"), not \"zßé\"")
        run.client.sendDeleteWindow(run.window)
        #expect(run.viewer.waitForExit() == 0)
        expectNoXErrors(run.viewer)
    }
}

/// The events named `name` in a `--log` file the viewer is writing (none yet if it is not
/// there): each line a JSON object with its `event`.
func loggedEvents(_ log: String, named name: String) -> [[String: Any]] {
    guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        .filter { $0["event"] as? String == name }
}
