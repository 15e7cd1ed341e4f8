import Foundation
import Testing
@testable import GlassCompositor

/// The screenshot (F12): the frame without the HUD, the overlays or the toast, the same bits
/// as `render` of the same input at the same time, written as a PNG that reads back equal.
@Suite struct ScreenshotTests {
    @Test func aScreenshotIsTheRenderedFrameWithoutTheViewersChrome() throws {
        let scene = try OverlayFixture.scene("music")
        let (w, h, scale) = (1200, 900, 2.0)
        let events = [InputEvent(.wheel(dx: 0, dy: 2), at: Point(150, 120), time: 0.1),
                      InputEvent(.down(button: 1), at: Point(450, 300), time: 0.4),
                      InputEvent(.move, at: Point(460, 250), time: 0.45)]
        // (Presses stay clear of the HUD, which takes them in the window but is not in `render`.)
        // The window's way: every frame drawn, HUD and every overlay on, a toast up.
        let window = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale, clock: FixedStepClock())
        window.showsHUD = true
        window.overlays = OverlayOptions(Set(DebugOverlay.allCases))
        let presenter = OffscreenPresenter(width: w, height: h)!
        var pending = events[...]
        while window.time < 0.6 {
            while let e = pending.first, e.time <= window.time { window.handle(e); pending.removeFirst() }
            window.step(to: presenter)
        }
        window.showToast("Saved somewhere")
        window.step(to: presenter)
        let shot = try #require(window.screenshot())

        // `render`'s way: a fresh session, the events at their times, one frame at that time.
        let render = ViewerSession(scene: scene, pixelWidth: w, pixelHeight: h, scale: scale)
        for e in events { render.handle(e) }
        render.advance(to: window.time)
        let frame = OffscreenPresenter(width: w, height: h)!
        render.renderFrame(to: frame)
        #expect(shot.hasSamePixels(as: frame.surface))
        #expect(!presenter.surface.hasSamePixels(as: shot), "the window's frame shows the HUD and overlays")

        // The file: a PNG that reads back as the same pixels.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("screenshot-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("shot.png").path
        try SafeFileWriter().write(PNGFile.encode(shot, path: path), to: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNGFile.read(path).hasSamePixels(as: shot))
    }

    @Test func theToastFadesOnSceneTime() {
        #expect(ToastComponent.opacity(shownAt: 1, at: 1) == 1)
        #expect(abs(ToastComponent.opacity(shownAt: 1, at: 1 + ToastComponent.duration - ToastComponent.fadeOut) - 1) < 1e-9)
        #expect(abs(ToastComponent.opacity(shownAt: 1, at: 1 + ToastComponent.duration - ToastComponent.fadeOut / 2) - 0.5) < 1e-9)
        #expect(ToastComponent.opacity(shownAt: 1, at: 1 + ToastComponent.duration) == 0)
    }
}
