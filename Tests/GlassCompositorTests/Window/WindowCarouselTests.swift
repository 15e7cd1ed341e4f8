import CX11
import Foundation
@testable import GlassCompositor
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Real XTest input over a carousel (V3, nested rows): the sideways wheel buttons and
/// Shift with the vertical wheel scroll the row under the pointer, over both pointer paths of
/// the host, while a plain vertical step there still scrolls the page.
extension WindowTests {
    /// A scene whose only content is a row of twelve tiles at the top (54 … 240 pt at 400 pt
    /// wide: compact, no large title).
    static let carouselScene = #"""
    {"tabs": [{"id": "home", "title": "Home", "screen": {"items": [
      {"kind": "carousel", "id": "row", "tiles": [\#((0..<12).map { #"{"title": "T\#($0)"}"# }.joined(separator: ","))]}]}},
      {"id": "more", "title": "More"}]}
    """#

    @Test("sideways and Shift+wheel steps over a carousel scroll it; a vertical step scrolls the page", arguments: InputPath.allCases)
    func wheelScrollsACarousel(_ path: InputPath) throws {
        let dir = NSTemporaryDirectory() + "glass-carousel-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.carouselScene.write(toFile: dir + "/rows.json", atomically: true, encoding: .utf8)
        let log = dir + "/events.jsonl"
        let run = try launch([dir + "/rows.json", "--scale", "1", "--log", log], environment: path.environment)
        let logged = Logged(run: run, logPath: log)
        defer { logged.tearDown() }
        #expect(waitUntil(timeout: 5) { run.viewer.stderr.contains(path.announcement) }, "\(run.viewer.stderr)")
        _ = try #require(run.client.settledFrame(run.window), "no frame drawn")

        run.client.wheel(run.window, button: 7, x: 200, y: 140)
        #expect(waitUntil(timeout: 5) { logged.events("scroll").count >= 1 }, "\(logged.events)")
        run.client.shiftWheel(run.window, button: 5, x: 200, y: 140)
        #expect(waitUntil(timeout: 5) { logged.events("scroll").count >= 2 }, "\(logged.events)")
        let sideways = logged.events("scroll")
        #expect(sideways.count == 2 && sideways.allSatisfy { $0["carousel"] as? String == "row" && ($0["steps"] as? NSNumber)?.doubleValue == 1 },
                "each step scrolls the row once, sideways: \(sideways)")
        #expect((sideways.last?["target"] as? NSNumber)?.doubleValue == 2 * ViewerSession.wheelStep, "\(sideways)")

        run.client.wheel(run.window, button: 5, x: 200, y: 140)
        #expect(waitUntil(timeout: 5) { logged.events("scroll").count >= 3 }, "\(logged.events)")
        let page = logged.events("scroll").last
        #expect(page?["carousel"] == nil && page?["tab"] as? String == "home", "a vertical step scrolls the page: \(String(describing: page))")
        run.client.sendDeleteWindow(run.window)
        #expect(run.viewer.waitForExit() == 0)
        expectNoXErrors(run.viewer)
    }
}
