/// Step back and scrub (V8): shows any frame the flight recorder still marks, exactly as
/// it was drawn, by drawing it again from the recording. The live session is left alone, so
/// this is a view of the past, not a new branch of it: resuming (or any other input)
/// returns to the present.
///
/// Stepping back needs a fresh session fed the recording up to the earlier frame (sessions
/// only move forward in time); stepping forward while in the past advances the session shown
/// to the next mark, which costs a frame.
public final class Rewind {
    public let recorder: FlightRecorder
    /// The scene as the live session started with it.
    private let scene: Scene
    private let options: RenderOptions
    /// The frame shown, when it is not the live one.
    public private(set) var shown: InteractionScript.FrameMark?
    /// The session drawing `shown`.
    public private(set) var session: ViewerSession?

    public init(recorder: FlightRecorder, scene: Scene, options: RenderOptions = RenderOptions()) {
        self.recorder = recorder
        self.scene = scene
        self.options = options
    }

    public var isShowingPast: Bool { shown != nil }

    /// The frames that can be shown, oldest first (the last is the live one).
    private var reachable: [InteractionScript.FrameMark] { recorder.frames.filter { recorder.canReproduce($0) } }

    /// Moves the view `count` frames back (positive) or forward (negative) from the frame
    /// shown (the live one when none is). Returns true when the frame shown changed; the live
    /// frame again when forward reaches it (`shown` is nil then).
    @discardableResult
    public func step(by count: Int) -> Bool {
        let frames = reachable
        guard !frames.isEmpty else { return false }
        // Positions 0..<frames.count are the frames that can be drawn again; the live frame is
        // the last of them, or one past them when the recorder can no longer reproduce it.
        let liveIsReachable = recorder.frames.last.map { recorder.canReproduce($0) } ?? false
        let live = liveIsReachable ? frames.count - 1 : frames.count
        let current = shown.flatMap { s in frames.firstIndex { $0.number == s.number } } ?? live
        let target = min(live, max(0, current - count))
        guard target != current else { return false }
        if target == live {
            returnToLive()
            return true
        }
        let mark = frames[target]
        if let session, let shown, mark.number > shown.number {
            // Forward in the past: the session shown carries on to the later mark.
            for e in recorder.events[shown.eventCount..<mark.eventCount] { session.handle(e) }
            session.advance(to: mark.time)
            session.setNeedsFrame()
        } else {
            session = RecordingReplay.session(scene: scene, meta: recorder.meta, events: recorder.events, at: mark, options: options)
        }
        shown = mark
        return true
    }

    /// Back to the present: the live session is shown again.
    public func returnToLive() {
        shown = nil
        session = nil
    }
}
