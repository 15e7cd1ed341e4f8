import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Navigation with real XTest input (N7): a click on a mail row pushes the message, and
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
        let run = try launch([scenePath, "--scale", "1", "--log", log])
        let logged = Logged(run: run, logPath: log)
        defer { logged.tearDown() }
        _ = try #require(run.client.settledFrame(run.window), "no frame drawn")

        // A point on the first mail row that no chrome covers, from the same layout and chrome
        // the viewer has in its 400 × 300 window.
        let probe = ViewerSession(scene: try SceneDecoder.load(path: scenePath), pixelWidth: 400, pixelHeight: 300, scale: 1)
        let point = try #require(stride(from: 299.0, to: 60, by: -4).lazy.map { Point(200, $0) }.first { probe.navigation.destination(at: $0) != nil },
                                 "no mail row in view")
        run.client.click(run.window, x: Int32(point.x), y: Int32(point.y))
        #expect(waitUntil(timeout: 5) { logged.events("navigation.push").count == 1 }, "\(logged.events)")
        let push = logged.events("navigation.push").first
        #expect(push?["destination"] as? String == "message" && push?["source"] as? String == "mail-1", "\(String(describing: push))")
        _ = run.client.settledFrame(run.window)

        // A drag from the middle of the content (not the edge), clearly sideways.
        run.client.drag(run.window, from: (80, 150), to: (330, 154), steps: 16, duration: 0.3)
        #expect(waitUntil(timeout: 5) { logged.events("navigation.pop").count == 1 }, "\(logged.events)")
        #expect(logged.events("navigation.pop").first?["how"] as? String == "swipe", "\(logged.events)")
        #expect(logged.events("navigation.swipeCancelled").isEmpty, "\(logged.events)")
        run.client.sendDeleteWindow(run.window)
        #expect(run.viewer.waitForExit() == 0)
        expectNoXErrors(run.viewer)
    }
}
