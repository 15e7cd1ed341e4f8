import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The search tab in the window (T5) through a real pointer and keyboard (XTest, as xdotool
/// sends them): a click on Music's magnifier opens the field, a click on the field focuses it,
/// typed keys filter the page, Escape leaves it; and the settled window is
/// what `render` of its recording (whose typing is `text` events) shows, pixel for pixel.
extension WindowTests {
    @Test("the search tab opens and takes typed text in the window as headless")
    func searchTabInTheWindow() throws {
        let record = NSTemporaryDirectory() + "glass-viewer-search-tab-\(getpid())-\(UUID().uuidString).jsonl"
        let log = record + ".log"
        let png = record + ".png"
        defer { unlink(record); unlink(log); unlink(png) }
        let scene = RepositoryPaths.scenes.appendingPathComponent("music.json").path
        let run = try launch([scene, "--scale", "1", "--record", record, "--log", log])
        defer { run.tearDown() }
        let (client, window) = (run.client, run.window)
        func events(_ name: String) -> [[String: Any]] { loggedEvents(log, named: name) }
        _ = try #require(client.settledFrame(window), "no frame drawn")
        // Where the circle and the open field are in the viewer's 400 × 300 window.
        let probe = ViewerSession(scene: try SceneDecoder.load(path: scene), pixelWidth: 400, pixelHeight: 300, scale: 1)
        let circle = try #require(probe.tabBar.layout.search, "no search circle in a 400 × 300 Music")
        client.click(window, x: Int32(circle.midX.rounded()), y: Int32(circle.midY.rounded()))
        #expect(waitUntil(timeout: 5) { events("tab.selected").last?["id"] as? String == "search" }, "a click on the circle did not select the search tab")
        _ = client.settledFrame(window)
        let open = TabBarLayout(tabCount: 5, viewport: Size(400, 300), hasAccessory: true, hasSearchTab: true, searchOpen: 1)
        let field = try #require(open.search)
        client.click(window, x: Int32(field.midX.rounded()), y: Int32(field.midY.rounded()))
        #expect(waitUntil(timeout: 5) { !events("search.focused").isEmpty }, "a click on the open field did not focus it")
        for k in [XK_o, XK_r, XK_b] { client.type(window, keysym: KeySym(k)) }
        #expect(waitUntil(timeout: 5) { events("search.text").last?["text"] as? String == "orb" },
                "the field holds \(events("search.text").last?["text"] ?? "nothing"), not \"orb\"")
        #expect(events("appearance").isEmpty, "a typed letter reached the viewer's shortcuts")
        // Escape leaves the field (its caret stops blinking) with the results still shown.
        client.type(window, keysym: KeySym(XK_Escape))
        #expect(waitUntil(timeout: 5) { !events("search.unfocused").isEmpty })
        let shown = try #require(client.settledFrame(window, interval: 1.2, timeout: 20), "the window did not settle")
        client.sendDeleteWindow(window)
        #expect(run.viewer.waitForExit() == 0)
        let recording = (try? String(contentsOfFile: record, encoding: .utf8)) ?? ""
        #expect(recording.contains("\"type\":\"text\""), "the recording has no text events:\n\(recording)")
        let time = "30"
        let render = try ChildProcess(try ViewerProcess.binary(), ["render", scene, "--script", record, "--size", "400x300", "--out", png,
                                                                   "--time", time],
                                      environment: ProcessInfo.processInfo.environment)
        _ = render.waitForExit(timeout: 60)
        #expect(render.exitStatus == 0)
        let rendered = try PNGFile.read(png)
        var differing = 0
        for y in 0..<min(rendered.height, shown.height) {
            for x in 0..<min(rendered.width, shown.width) where rendered[x, y] & 0xffffff != shown.values[y * shown.width + x] {
                differing += 1
            }
        }
        #expect(differing == 0, "\(differing) pixels differ between the window and `render` of its recording at \(time) s:\n\(recording)")
    }
}
