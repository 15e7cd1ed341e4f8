import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Navigation with real XTest input (SPEC N7): a click on a mail row pushes the message, and
/// a real drag to the right across the content swipes back to the inbox; the `--log` events
/// file says what happened.
extension WindowTests {
    @Test("a click on a mail row pushes the message; a real drag to the right swipes back")
    func clickPushesAndDragSwipesBack() throws {
        let dir = NSTemporaryDirectory() + "glass-navigation-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = dir + "/events.jsonl"
        let scenePath = RepositoryPaths.scenes.appendingPathComponent("mail.json").path
        let run = try launch([scenePath, "--size", "400x800", "--scale", "1", "--log", log])
        let logged = Logged(run: run, logPath: log)
        defer { logged.tearDown() }
        _ = try #require(run.client.settledFrame(run.window), "no frame drawn")

        // Where the first row is, from the same layout the viewer makes.
        let probe = ViewerSession(scene: try SceneDecoder.load(path: scenePath), pixelWidth: 400, pixelHeight: 800, scale: 1)
        let row = try #require(probe.content.layout(tab: 0).items.first { placed in
            if case .row(let r) = placed.item { return r.destination != nil }
            return false
        }).frame
        run.client.click(run.window, x: Int32(row.midX), y: Int32(row.midY))
        #expect(waitUntil(timeout: 5) { logged.events("navigation.push").count == 1 }, "\(logged.events)")
        let push = logged.events("navigation.push").first
        #expect(push?["destination"] as? String == "message" && push?["source"] as? String == "mail-1", "\(String(describing: push))")
        _ = run.client.settledFrame(run.window)

        // A drag from the middle of the content (not the edge), clearly sideways.
        run.client.drag(run.window, from: (80, 500), to: (330, 506), steps: 16, duration: 0.3)
        #expect(waitUntil(timeout: 5) { logged.events("navigation.pop").count == 1 }, "\(logged.events)")
        #expect(logged.events("navigation.pop").first?["how"] as? String == "swipe", "\(logged.events)")
        #expect(logged.events("navigation.swipeCancelled").isEmpty, "\(logged.events)")
        run.client.sendDeleteWindow(run.window)
        #expect(run.viewer.waitForExit() == 0)
        expectNoXErrors(run.viewer)
    }
}
