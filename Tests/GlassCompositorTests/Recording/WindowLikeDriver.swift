@testable import GlassCompositor

/// Drives a session as the window's host does, with its flight recorder: input at irregular
/// times, frames at irregular times (a window under load), each frame recorded and kept.
final class WindowLikeDriver {
    let scene: Scene
    let session: ViewerSession
    let recorder: FlightRecorder
    let presenter: OffscreenPresenter
    /// A copy of every frame drawn, by frame number.
    private(set) var frames: [Int: Surface] = [:]
    private(set) var lastMark: InteractionScript.FrameMark?

    init(scene: Scene, width: Int = 400, height: Int = 300, scale: Double = 1, eventLimit: Int = FlightRecorder.defaultEventLimit) {
        self.scene = scene
        session = ViewerSession(scene: scene, pixelWidth: width, pixelHeight: height, scale: scale)
        recorder = FlightRecorder(meta: InteractionScript.Meta(scene: "default", width: width, height: height, scale: scale),
                                  eventLimit: eventLimit)
        let recorder = self.recorder
        session.onInput = { recorder.record($0) }
        session.onSemanticEvent = { recorder.record($0) }
        presenter = OffscreenPresenter(width: width, height: height)!
    }

    func input(_ event: InputEvent) { session.handle(event) }

    /// Draws a frame at `t` as the host does and keeps a copy.
    @discardableResult
    func frame(at t: Double) -> InteractionScript.FrameMark {
        session.advance(to: t)
        session.renderFrame(to: presenter)
        let mark = recorder.recordFrame(at: t)
        frames[mark.number] = presenter.surface.copy()
        lastMark = mark
        return mark
    }

    /// A scroll, a fling and a tab change with frames at uneven intervals up to `duration`
    /// seconds (most at 60 Hz, some late, as a loaded window draws them).
    func interact(for duration: Double) {
        let v = session.viewport
        let centre = Point(v.width / 2, v.height * 0.45)
        var t = 0.0, i = 0
        while t < duration {
            let phase = i % 120
            switch phase {
            case 3: input(InputEvent(.wheel(dx: 0, dy: 2), at: centre, time: t))
            case 30: input(InputEvent(.down(button: 1), at: centre, time: t))
            case 31...36: input(InputEvent(.move, at: Point(centre.x, centre.y - Double(phase - 30) * 30), time: t))
            case 37: input(InputEvent(.up(button: 1), at: Point(centre.x, centre.y - 180), time: t))
            case 80: input(InputEvent(.key(name: i % 240 == 80 ? "2" : "1", modifiers: []), time: t))
            case 100: input(InputEvent(.wheel(dx: 0, dy: -3), at: centre, time: t))
            default: break
            }
            frame(at: t + (i % 7 == 0 ? 0.004 : 0))
            t += i % 11 == 0 ? 1.0 / 30 : 1.0 / 60
            i += 1
        }
    }
}
