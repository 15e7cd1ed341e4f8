import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The time controls in the window, with real XTest keys: `p` pauses scene time (input is
/// taken, nothing moves), `.` steps it a frame at a time, `p` again lets it run on.
extension WindowTests {
    @Test("P pauses time, . steps it one frame, P resumes")
    func pauseAndStep() throws {
        let run = try launch(["--scale", "1"])
        defer { run.tearDown() }
        let (client, window) = (run.client, run.window)
        _ = try #require(client.settledFrame(window), "no frame drawn")
        let content = { client.region(window, x: 0, y: 40, width: 400, height: 150) }
        let start = try #require(content())

        client.key(window, keysym: KeySym(XK_p))
        usleep(200_000)
        client.wheel(window, button: 5, x: 200, y: 120)
        usleep(600_000)
        #expect(content() == start, "the content moved while time was paused")

        for _ in 0..<12 {
            client.key(window, keysym: KeySym(XK_period))
            usleep(30_000)
        }
        let stepped = waitUntil(timeout: 3) { content().map { $0 != start } ?? false }
        #expect(stepped, "single steps did not move the scroll on")
        let partway = try #require(settled(content))
        usleep(400_000)
        #expect(content() == partway, "paused after the steps, the scroll held still")

        client.key(window, keysym: KeySym(XK_p))
        let resumed = waitUntil(timeout: 3) { content().map { $0 != partway } ?? false }
        #expect(resumed, "resuming did not let the scroll finish")
        client.sendDeleteWindow(window)
        #expect(run.viewer.waitForExit() == 0)
    }
}
