import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Copy and paste between the viewer's search field and another X client (`xclip`): Control+V
/// pastes the CLIPBOARD another client owns, Control+A then Control+C hands the field's text
/// to the CLIPBOARD, and selecting it offers it as PRIMARY, as X applications do.
extension WindowTests {
    @Test("paste from xclip into the search field, and copy from it back to xclip")
    func clipboardBetweenTheViewerAndXclip() throws {
        guard let xclip = findExecutable("xclip") else {
            Issue.record("xclip is not installed (scripts/install-deps installs it)")
            return
        }
        let stem = NSTemporaryDirectory() + "glass-viewer-test-\(getpid())-\(UUID().uuidString)"
        let log = stem + ".jsonl", source = stem + ".txt"
        defer { unlink(log); unlink(source) }
        try "Liquid glass\n".write(toFile: source, atomically: true, encoding: .utf8)
        let scene = RepositoryPaths.scenes.appendingPathComponent("mail.json").path
        let server = try XvfbServer()
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        let run = try launch([scene, "--scale", "1", "--log", log], server: server)
        defer { run.tearDown() }
        func events(_ name: String) -> [[String: Any]] { loggedEvents(log, named: name) }
        /// What `xclip -o` reads from `selection` now.
        func read(_ selection: String) throws -> String {
            let out = stem + "-\(selection).out"
            defer { unlink(out) }
            let fd = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            let child = try ChildProcess(xclip, ["-o", "-selection", selection], environment: environment, stdoutFD: fd)
            close(fd)
            #expect(child.waitForExit(timeout: 10), "xclip -o did not finish")
            return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        }
        // xclip owns the clipboard, in the foreground so the test can end it.
        let owner = try ChildProcess(xclip, ["-quiet", "-selection", "clipboard", "-i", source], environment: environment)
        defer { owner.kill(SIGKILL) }
        let clipboardAtom = run.client.atom("CLIPBOARD")
        #expect(waitUntil(timeout: 10) { XGetSelectionOwner(run.client.display, clipboardAtom) != 0 }, "xclip took no clipboard")

        _ = run.client.settledFrame(run.window)
        let probe = ViewerSession(scene: try SceneDecoder.load(path: scene), pixelWidth: 400, pixelHeight: 300, scale: 1)
        let field = try #require(probe.toolbar.searchFieldFrame, "no search field in a 400 × 300 Mail")
        run.client.click(run.window, x: Int32(field.minX + 60), y: Int32(field.midY))
        #expect(waitUntil(timeout: 5) { !events("search.focused").isEmpty }, "a click on the field did not focus it")
        run.client.type(run.window, keysym: KeySym(XK_v), control: true)
        // The line break a paste brings becomes a space in a one-line field.
        let pasted = waitUntil(timeout: 5) { events("search.text").last?["text"] as? String == "Liquid glass " }
        #expect(pasted, "the field holds \(events("search.text").last?["text"] ?? "nothing") after Control+V")

        // Control+A selects it all (offered as PRIMARY), Control+C hands it to the clipboard.
        run.client.type(run.window, keysym: KeySym(XK_BackSpace))
        run.client.type(run.window, keysym: KeySym(XK_a), control: true)
        run.client.type(run.window, keysym: KeySym(XK_c), control: true)
        #expect(waitUntil(timeout: 5) { XGetSelectionOwner(run.client.display, clipboardAtom) == run.window },
                "the viewer did not take the clipboard on Control+C")
        #expect(try read("clipboard") == "Liquid glass")
        #expect(try read("primary") == "Liquid glass")
        #expect(events("appearance").isEmpty, "Control+A reached the viewer's shortcuts")
        run.client.sendDeleteWindow(run.window)
        #expect(run.viewer.waitForExit() == 0)
        expectNoXErrors(run.viewer)
    }
}
