import Foundation
import Testing
@testable import GlassCompositor

/// Live reload without an X server: the watcher, the reloader and the session together.
/// A class, so each test's scratch folder goes away with it (`deinit`).
@Suite final class LiveReloadTests {
    let dir: String = {
        let d = NSTemporaryDirectory() + "glass-reload-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }()

    deinit { try? FileManager.default.removeItem(atPath: dir) }

    func scene(tabs: [String], title: String = "Cards") -> String {
        let items = (0..<12).map { #"{"title": "Card \#($0)", "artwork": {"seed": \#($0)}}"# }.joined(separator: ",")
        let t = tabs.map { #"{"id": "\#($0)", "title": "\#($0.capitalized)", "screen": {"title": "\#(title)", "items": [\#(items)]}}"# }
        return #"{"name": "Reload", "tabs": [\#(t.joined(separator: ","))]}"#
    }

    /// Waits (bounded) until the watcher's descriptor is readable, as the host's poll would.
    func waitReadable(_ w: SceneFileWatcher) -> Bool {
        var p = pollfd(fd: w.fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 2000) == 1
    }

    func makeSession(_ path: String) throws -> (ViewerSession, SceneReloader, OffscreenPresenter) {
        let s = ViewerSession(scene: try SceneDecoder.load(path: path), pixelWidth: 390, pixelHeight: 700, scale: 1, clock: FixedStepClock())
        return (s, try SceneReloader(path: path, session: s), OffscreenPresenter(width: 390, height: 700)!)
    }

    @Test func inPlaceSaveReloadsAndKeepsState() throws {
        let path = dir + "/scene.json"
        try scene(tabs: ["home", "radio", "library"]).write(toFile: path, atomically: false, encoding: .utf8)
        let (s, reloader, p) = try makeSession(path)
        s.select(tab: 1, at: 0)
        s.handle(InputEvent(.wheel(dx: 0, dy: 4), at: Point(100, 100), time: 0))
        for _ in 0..<60 { s.step(to: p) }
        let offset = s.scrollOffset()
        #expect(offset > 100)

        // Rewrite in place: a tab is added before the selected one, the title changes.
        try scene(tabs: ["new", "home", "radio", "library"], title: "Edited").write(toFile: path, atomically: false, encoding: .utf8)
        #expect(waitReadable(reloader.watcher))
        #expect(reloader.handleFileEvents())
        #expect(s.scene.tabs.count == 4)
        #expect(s.scene.tabs[s.selectedTab].id == "radio")
        #expect(abs(s.scrollOffset() - offset) < 1e-6)
        #expect(s.scene.tabs[0].screen.title == "Edited")
    }

    @Test func saveByRenameReloads() throws {
        let path = dir + "/scene.json"
        try scene(tabs: ["home"]).write(toFile: path, atomically: false, encoding: .utf8)
        let (s, reloader, _) = try makeSession(path)
        // What editors do: write a temporary file, rename it over the original.
        try scene(tabs: ["home", "more"]).write(toFile: dir + "/.scene.json.swp", atomically: false, encoding: .utf8)
        #expect(rename(dir + "/.scene.json.swp", path) == 0)
        #expect(waitReadable(reloader.watcher))
        #expect(reloader.handleFileEvents())
        #expect(s.scene.tabs.map(\.id) == ["home", "more"])
    }

    @Test func brokenSaveKeepsTheLastGoodSceneAndShowsTheError() throws {
        let path = dir + "/scene.json"
        try scene(tabs: ["home", "radio"]).write(toFile: path, atomically: false, encoding: .utf8)
        let (s, reloader, p) = try makeSession(path)
        s.step(to: p)
        let good = p.surface.copy()

        try #"{"name": "Reload", "tabs": [{"titel": "x"}]}"#.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(waitReadable(reloader.watcher))
        #expect(reloader.handleFileEvents())
        #expect(s.scene.tabs.count == 2, "the last good scene stays")
        #expect(s.sceneErrors.count == 1)
        #expect(s.sceneErrors.first?.message.contains("unknown key \"titel\"") == true)
        s.step(to: p)
        // The banner is drawn near the top; the content below it is the old scene's.
        #expect(p.surface[40, 70] != good[40, 70])
        #expect(p.surface[200, 450] == good[200, 450])

        // Fixing the file removes the banner.
        try scene(tabs: ["home", "radio"]).write(toFile: path, atomically: false, encoding: .utf8)
        #expect(waitReadable(reloader.watcher))
        #expect(reloader.handleFileEvents())
        #expect(s.sceneErrors.isEmpty)
        s.step(to: p)
        #expect(p.surface.matchesReshadedGlass(good))
    }

    @Test func otherFilesInTheFolderAreIgnored() throws {
        let path = dir + "/scene.json"
        try scene(tabs: ["home"]).write(toFile: path, atomically: false, encoding: .utf8)
        let (_, reloader, _) = try makeSession(path)
        try "x".write(toFile: dir + "/notes.txt", atomically: false, encoding: .utf8)
        #expect(waitReadable(reloader.watcher))
        #expect(!reloader.handleFileEvents())
    }
}
