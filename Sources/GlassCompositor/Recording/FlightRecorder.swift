/// The window's flight recorder (V8): everything `replay` needs to draw again any frame
/// of the last minute, always kept in memory, so a bug report or a step back needs nothing
/// the person had to switch on beforehand.
///
/// A frame is a function of the scene, the window size and scale, the input and the time,
/// so the recorder keeps exactly that: the start (`meta`: scene, size, scale, appearance), every
/// input event the session received since launch with its scene time (settings toggles,
/// resizes and time-control keys are input events too), and a mark for each frame drawn
/// (number, scene time, events handled before it). A recording of only the last 60 s would
/// not do: replaying it needs the state at its start, which only the input before it gives.
///
/// Bounds: at most `eventLimit` events (a pointer moving all the time sends about 60–125 a
/// second, so the default lasts one to two hours of non-stop motion, about 60 bytes each);
/// frame marks and the semantic log keep their last `window` seconds of scene time (and at
/// most `frameLimit` and `logLimit` entries). Past the event limit, or once the scene was
/// replaced under the session (live reload, `[`/`]`), a replay from launch no longer reaches
/// the frames that follow, so `incompleteReason` says why and from when; a bug report
/// states it, and step back stays before it.
public final class FlightRecorder {
    public static let defaultEventLimit = 500_000

    /// What the recording starts from.
    public var meta: InteractionScript.Meta
    /// Seconds of scene time of frames and log kept.
    public let window: Double
    public let eventLimit: Int
    public let frameLimit: Int
    public let logLimit: Int

    /// Every input event since launch (until the limit), in the order handled.
    public private(set) var events: [InputEvent] = []
    /// Frames of the last `window` seconds, oldest first.
    public var frames: ArraySlice<InteractionScript.FrameMark> { frameStore[frameStart...] }
    /// Semantic events of the last `window` seconds, oldest first.
    public var log: ArraySlice<SemanticEvent> { logStore[logStart...] }
    /// Why frames from some moment on cannot be replayed from the recording (nil: all can).
    public private(set) var incompleteReason: String?
    /// The first frame number the recording can no longer reproduce (nil: none).
    public private(set) var firstUnreproducibleFrame: Int?

    private var frameStore: [InteractionScript.FrameMark] = []
    private var frameStart = 0
    private var logStore: [SemanticEvent] = []
    private var logStart = 0
    private var nextFrameNumber = 1

    public init(meta: InteractionScript.Meta, window: Double = 60, eventLimit: Int = FlightRecorder.defaultEventLimit,
                frameLimit: Int = 60 * 400, logLimit: Int = 100_000) {
        self.meta = meta
        self.window = window
        self.eventLimit = eventLimit
        self.frameLimit = frameLimit
        self.logLimit = logLimit
    }

    /// An input event the session handled.
    public func record(_ event: InputEvent) {
        guard incompleteReason == nil else { return }
        guard events.count < eventLimit else {
            markIncomplete(String(format: "the flight recorder's limit of %d input events was reached at t %.3f s", eventLimit, event.time))
            return
        }
        events.append(event)
    }

    /// A frame the host drew at scene time `time`; returns its number.
    @discardableResult
    public func recordFrame(at time: Double) -> InteractionScript.FrameMark {
        let mark = InteractionScript.FrameMark(number: nextFrameNumber, time: time, eventCount: events.count)
        nextFrameNumber += 1
        frameStore.append(mark)
        while frameStart < frameStore.count - 1,
              frameStore[frameStart].time < time - window || frameStore.count - frameStart > frameLimit {
            frameStart += 1
        }
        Self.compact(&frameStore, &frameStart)
        return mark
    }

    /// A semantic event the session emitted.
    public func record(_ event: SemanticEvent) {
        logStore.append(event)
        while logStart < logStore.count - 1,
              logStore[logStart].time < event.time - window || logStore.count - logStart > logLimit {
            logStart += 1
        }
        Self.compact(&logStore, &logStart)
    }

    /// The scene was replaced under the running session (live reload, another scene of the
    /// folder): what follows depends on a file the recording does not hold.
    public func noteSceneReplaced(at time: Double) {
        markIncomplete(String(format: "the scene was replaced at t %.3f s (a reload or another scene)", time))
    }

    /// Whether `frame` can be drawn again from the recording.
    public func canReproduce(_ frame: InteractionScript.FrameMark) -> Bool {
        firstUnreproducibleFrame.map { frame.number < $0 } ?? true
    }

    /// The recording of everything up to and including `frame` (every frame kept when nil):
    /// the meta line, the events, and the marks of the frames kept, in the order they happened.
    public func recording(through frame: InteractionScript.FrameMark? = nil) -> String {
        var lines = [meta.line]
        let marks = frames.filter { frame == nil || $0.number <= frame!.number }
        let eventEnd = frame?.eventCount ?? events.count
        var next = 0
        for mark in marks {
            while next < min(mark.eventCount, eventEnd) { lines.append(InteractionScript.line(for: events[next])); next += 1 }
            lines.append(mark.line)
        }
        while next < eventEnd { lines.append(InteractionScript.line(for: events[next])); next += 1 }
        return lines.joined(separator: "\n") + "\n"
    }

    private func markIncomplete(_ reason: String) {
        guard incompleteReason == nil else { return }
        incompleteReason = reason
        firstUnreproducibleFrame = nextFrameNumber
    }

    /// Drops the entries before `start` once they are half the storage (amortised O(1)).
    private static func compact<T>(_ store: inout [T], _ start: inout Int) {
        guard start > 1024, start * 2 > store.count else { return }
        store.removeFirst(start)
        start = 0
    }
}
