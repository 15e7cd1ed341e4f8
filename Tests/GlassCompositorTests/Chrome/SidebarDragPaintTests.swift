import Foundation
import Testing
@testable import GlassCompositor

/// A row dragged in tv's sidebar (Edit mode) is cheap to draw: the rows that move are overlays
/// of their own paintings over one still painting of the others, so the sidebar's glyph
/// surface is not painted again on every frame its rows move, and at rest it is one painting
/// again.
@Suite struct SidebarDragPaintTests {
    @Test func theSidebarPaintingIsMadeOncePerDragNotPerFrame() throws {
        let scene = try ChromeFixtures.scene("tv")
        let (s, p) = ChromeFixtures.session(scene, width: 1194, height: 834)
        var t = 0.1
        func frame(_ dt: Double = 1.0 / 60) {
            t += dt
            s.advance(to: t)
            s.step(to: p)
        }
        s.step(to: p)
        let edit = try #require(s.sidebar.layout.editButton).center
        s.handle(InputEvent(.down(button: 1), at: edit, time: t + 0.01))
        s.handle(InputEvent(.up(button: 1), at: edit, time: t + 0.05))
        frame(2)
        let i = scene.tabs.firstIndex { $0.id == "originals" }!
        let a = try #require(s.sidebar.layout.rows.first { $0.item == .tab(i) }).frame.center
        t += 0.05
        s.handle(InputEvent(.down(button: 1), at: a, time: t))
        frame()
        let before = s.sidebar.glyphs.version
        var overlays = 0
        // Dragged past Sports and held: the rows make room over many frames.
        for k in 1...30 {
            t += 1.0 / 60
            s.handle(InputEvent(.move, at: Point(a.x, a.y + min(60, Double(k) * 4)), time: t))
            s.advance(to: t)
            overlays = max(overlays, s.sidebar.plan().filter { if case .overlay = $0 { return true } else { return false } }.count)
            s.step(to: p)
        }
        #expect(s.sidebar.drag != nil)
        #expect(overlays >= 1, "the rows making room are overlays")
        #expect(s.sidebar.glyphs.version - before <= 1, "painted \(s.sidebar.glyphs.version - before) times during the drag")
        t += 1.0 / 60
        s.handle(InputEvent(.up(button: 1), at: Point(a.x, a.y + 60), time: t))
        for _ in 0..<10 { frame() }
        #expect(s.sidebar.glyphs.version - before <= 1, "settling paints nothing more")
        frame(2)
        #expect(!s.sidebar.isAnimating)
        #expect(!s.sidebar.plan().contains { if case .overlay = $0 { return true } else { return false } }, "at rest, one painting")
        #expect(Array(s.ui.tabs.visible.map(\.rawValue).prefix(3)) == ["home", "sports", "originals"])
    }
}
