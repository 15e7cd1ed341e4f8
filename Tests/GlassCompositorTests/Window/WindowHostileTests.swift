import CX11
import Foundation
import Testing
@testable import GlassCompositor
#if canImport(Glibc)
import Glibc
#endif

/// The window under abuse: killed a hundred times while resize storms make it create and
/// remove shared-memory segments, resized past the largest frame. Same servers and helpers as
/// `WindowTests`; skipped with it by `GLASS_SKIP_WINDOW_TESTS=1`.
@Suite(.serialized, .disabled(if: ProcessInfo.processInfo.environment["GLASS_SKIP_WINDOW_TESTS"] == "1",
                              "GLASS_SKIP_WINDOW_TESTS=1"))
struct WindowHostileTests {
    static let kills = 100

    @Test("Xvfb attaches segments already marked IPC_RMID, so none is ever named while the server is asked")
    func serverAttachesRemovedSegments() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        // The System V path of servers without MIT-SHM 1.2 (Xvfb would take descriptors).
        let viewer = try ViewerProcess(["--size", "400x300"], display: server.display,
                                       environment: ["GLASS_VIEWER_NO_SHM_FD": "1"])
        let client = try X11TestClient(server.display)
        defer { client.close() }
        let window = try #require(client.window(ofPID: viewer.pid), "no window:\n\(viewer.stderr)")
        _ = try #require(client.settledFrame(window), "the frame never showed:\n\(viewer.stderr)")
        let segments = SharedMemorySegment.created(by: viewer.pid)
        #expect(segments.count == 2)
        // Marked for removal, and attached twice: by the viewer and by the server.
        #expect(segments.allSatisfy { $0.isMarkedForRemoval && $0.attachments == 2 }, "\(segments)")
        #expect(!viewer.stderr.contains(WindowTests.fallbackNote), "\(viewer.stderr)")
        viewer.send(SIGTERM)
        #expect(viewer.waitForExit() == 0)
    }

    @Test("killing the viewer 100 times during resize storms leaves no shared-memory segment")
    func killsDuringResizeStormsLeaveNoSegment() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let client = try X11TestClient(server.display)
        defer { client.close() }
        let before = Set(SharedMemorySegment.all().map(\.id))
        var rng = SeededRandom(seed: 100)
        var pids: [Int32] = []
        var resizes = 0
        let start = Date()
        for kill in 0..<Self.kills {
            let viewer = try ViewerProcess(["--size", "320x240"], display: server.display)
            pids.append(viewer.pid)
            guard let window = client.window(ofPID: viewer.pid) else {
                Issue.record("kill \(kill): no window appeared:\n\(viewer.stderr)")
                continue
            }
            // A short storm of distinct sizes, each a new pair of segments, with the kill at a
            // random moment inside it.
            let storm = Date().addingTimeInterval(rng.range(0.01, 0.15))
            var i = 0
            while Date() < storm {
                i += 1
                client.resize(window, width: 200 + (i * 37 + kill * 11) % 400, height: 150 + (i * 23) % 300)
                resizes += 1
                usleep(UInt32(rng.range(500, 4_000)))
            }
            viewer.send(SIGKILL)
            _ = viewer.waitForExit()
            #expect(viewer.signal == SIGKILL, "kill \(kill): \(viewer.stderr)")
        }
        // The server detaches a dead client's segments as it notices the disconnect; then a
        // segment marked for removal is gone, and one that was not would stay until reboot.
        let pidSet = Set(pids)
        let clean = waitUntil(timeout: 5) { !SharedMemorySegment.all().contains { pidSet.contains($0.creatorPID) } }
        let left = SharedMemorySegment.all().filter { pidSet.contains($0.creatorPID) || $0.creatorPID == server.child.pid }
        #expect(clean && left.isEmpty, "segments left by killed viewers: \(left)")
        let appeared = SharedMemorySegment.all().filter { !before.contains($0.id) && ($0.creatorPID == server.child.pid || pidSet.contains($0.creatorPID)) }
        #expect(appeared.isEmpty, "\(appeared)")
        print("WindowHostileTests: \(pids.count) viewers killed during resize storms (\(resizes) resizes) in "
            + String(format: "%.1f s", Date().timeIntervalSince(start)) + "; segments left: \(left.count)")
        #expect(pids.count == Self.kills)
    }

    @Test("a window resized past the largest frame is clamped, said once, and keeps running")
    func resizePastTheLargestFrame() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let viewer = try ViewerProcess(["--size", "400x300"], display: server.display)
        let client = try X11TestClient(server.display)
        defer { client.close() }
        let window = try #require(client.window(ofPID: viewer.pid), "no window:\n\(viewer.stderr)")
        _ = try #require(client.settledFrame(window))
        for width in [20_000, 30_000, 32_000] { client.resize(window, width: width, height: 300) }
        // The buffers become 8192 wide (4 bytes a pixel, a row may be padded).
        let clamped = waitUntil(timeout: 10) {
            let s = FrameBuffers.sizes(of: viewer.pid)
            return s.count == 2 && s.allSatisfy { $0 >= 8192 * 300 * 4 && $0 < 8300 * 300 * 4 }
        }
        #expect(clamped, "buffers: \(FrameBuffers.sizes(of: viewer.pid))\n\(viewer.stderr)")
        #expect(viewer.isRunning, "viewer died:\n\(viewer.stderr)")
        client.resize(window, width: 500, height: 300)
        #expect(waitUntil(timeout: 10) { FrameBuffers.sizes(of: viewer.pid).allSatisfy { $0 < 600 * 300 * 4 + 4096 } })
        viewer.send(SIGTERM)
        #expect(viewer.waitForExit(timeout: 10) == 0, "\(viewer.stderr)")
        let notes = viewer.stderr.components(separatedBy: "larger than the largest frame").count - 1
        #expect(notes == 1, "the clamp is said once per growth past the limit:\n\(viewer.stderr)")
        #expect(viewer.stderr.contains("the window is 20000x300 pixels"), "\(viewer.stderr)")
    }
}
