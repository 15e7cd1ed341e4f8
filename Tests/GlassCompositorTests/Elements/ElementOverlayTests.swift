import Foundation
import Testing
@testable import GlassCompositor

/// The element overlay (F8) outlines and names the element under the pointer over the finished
/// frame: only around that element does the frame change, screenshots never show it, and
/// turning it off gives back the frame's very bits.
@Suite struct ElementOverlayTests {
    @Test func outlinesTheElementUnderThePointerAndLeavesTheFrameAlone() throws {
        let s = ViewerSession(scene: try ElementTreeTests.scene("music"), pixelWidth: 1280, pixelHeight: 800, scale: 1)
        let presenter = OffscreenPresenter(width: 1280, height: 800)!
        var log: [SemanticEvent] = []
        s.onSemanticEvent = { log.append($0) }
        s.advance(to: 0.5)
        s.renderFrame(to: presenter)
        let plain = presenter.surface.copy()
        let radio = try #require(s.elementTree().matches(ElementTarget(id: "radio")).first)
        s.handle(InputEvent(.key(name: "F8", modifiers: []), time: 0.6))
        s.handle(InputEvent(.move, at: radio.hitPoint, time: 0.7))
        s.advance(to: 0.8)
        s.renderFrame(to: presenter)
        #expect(log.contains { $0.name == "overlay" })
        let changed = try #require(presenter.surface.boundsOfDifference(from: plain), "the overlay shows")
        // The outline and its label sit around the tab (the label above it, near the bottom).
        #expect(changed.x0 >= Int(radio.x) - 3 && changed.x1 <= Int(radio.x + radio.width) + 300, "\(changed)")
        #expect(changed.y1 <= Int(radio.y + radio.height) + 3 && changed.y0 >= Int(radio.y) - 40, "\(changed)")
        #expect(s.screenshot()?.contentHash == plain.contentHash, "never in a screenshot")
        // Off every element (the pointer left the window), it draws nothing.
        s.handle(InputEvent(.move, at: Point(-5, -5), time: 0.9))
        s.advance(to: 1.0)
        s.renderFrame(to: presenter)
        #expect(presenter.surface.contentHash == plain.contentHash)
        s.handle(InputEvent(.move, at: radio.hitPoint, time: 1.1))
        s.handle(InputEvent(.key(name: "F8", modifiers: []), time: 1.2))
        s.advance(to: 1.3)
        s.renderFrame(to: presenter)
        #expect(presenter.surface.contentHash == plain.contentHash, "off again: the frame's own bits")
    }
}
