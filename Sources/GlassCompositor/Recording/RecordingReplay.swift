/// Draws the frames of a recording again, headless: the one path step back, bug reports and
/// `replay` of a recording with frame marks share. A frame is a function of (scene, size,
/// input, time), so the frame a mark names is reached by a fresh session fed the events
/// handled before it and advanced to its time; the frames in between need not be drawn.
public enum RecordingReplay {
    /// A fresh session showing `scene` at the recording's size and scale, fed the first
    /// `mark.eventCount` of `events` and advanced to `mark.time`: the state the window had
    /// when it drew `mark`.
    public static func session(scene: Scene, meta: InteractionScript.Meta, events: [InputEvent],
                               at mark: InteractionScript.FrameMark, options: RenderOptions = RenderOptions()) -> ViewerSession {
        let session = ViewerSession(scene: scene, meta: meta, options: options)
        for e in events.prefix(mark.eventCount) { session.handle(e) }
        session.advance(to: mark.time)
        return session
    }

    /// The frame `mark` names, drawn by a fresh session into a new surface (nil: no memory).
    public static func frame(scene: Scene, meta: InteractionScript.Meta, events: [InputEvent],
                             at mark: InteractionScript.FrameMark, options: RenderOptions = RenderOptions()) -> Surface? {
        let session = session(scene: scene, meta: meta, events: events, at: mark, options: options)
        guard let presenter = OffscreenPresenter(width: session.pixelWidth, height: session.pixelHeight),
              session.renderFrame(to: presenter) else { return nil }
        return presenter.surface
    }

    /// The frame `mark` names without the viewer's overlays (the HUD, the profiling
    /// overlays, a toast): what a bug report's screenshot holds, and what `replay REPORT`
    /// compares with it (nil: no memory).
    public static func frameWithoutOverlays(scene: Scene, meta: InteractionScript.Meta, events: [InputEvent],
                                            at mark: InteractionScript.FrameMark, options: RenderOptions = RenderOptions()) -> Surface? {
        session(scene: scene, meta: meta, events: events, at: mark, options: options).screenshot()
    }

    /// Draws every frame `script` marks, in order, with one session (as the window drew them),
    /// handing each to `body`, then hands it the events after the last mark; `prepare` sees
    /// the session before any event (to log it).
    /// Returns false when a frame could not be allocated.
    @discardableResult
    public static func replayMarks(_ script: InteractionScript, scene: Scene, options: RenderOptions = RenderOptions(),
                                   prepare: (ViewerSession) -> Void = { _ in },
                                   body: (InteractionScript.FrameMark, Surface, ViewerSession) throws -> Void) throws -> Bool {
        let meta = script.meta ?? InteractionScript.Meta(scene: "default", width: 1280, height: 800, scale: 1)
        let session = ViewerSession(scene: scene, meta: meta, options: options)
        prepare(session)
        var presenter: OffscreenPresenter?
        var next = 0
        for mark in script.frames {
            while next < min(mark.eventCount, script.events.count) { session.handle(script.events[next]); next += 1 }
            session.advance(to: mark.time)
            if presenter?.surface.width != session.pixelWidth || presenter?.surface.height != session.pixelHeight {
                presenter = OffscreenPresenter(width: session.pixelWidth, height: session.pixelHeight)
            }
            guard let presenter, session.renderFrame(to: presenter) else { return false }
            try body(mark, presenter.surface, session)
        }
        // Input after the last frame drawn (keys pressed while a frame of the past was shown)
        // still reaches the session, so its log is the window's.
        while next < script.events.count { session.handle(script.events[next]); next += 1 }
        return true
    }
}
