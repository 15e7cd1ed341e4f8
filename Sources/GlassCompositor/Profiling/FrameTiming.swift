/// How long each stage of one frame took, in seconds, and when the frame started
/// (monotonic seconds, for traces).
public struct FrameTiming: Sendable {
    public var start: Double = 0
    public var stages = [Double](repeating: 0, count: FrameStage.allCases.count)
    /// Pixels redrawn this frame (the damage area).
    public var redrawnPixels = 0
    /// Content tiles this frame needed that were not drawn ahead: it rasterized them on its
    /// own path or waited for the background queue (a slow frame's usual cause).
    public var tilesWaitedFor = 0
    public var total: Double { stages.reduce(0, +) }

    /// A measured interval of the session's thread, monotonic seconds.
    public struct Span: Sendable {
        public var stage: FrameStage
        public var begin: Double, end: Double
    }
    /// The stages as they ran on the session's thread, in order (consecutive charges to one
    /// stage are one span). A glass layer is one `.glass` span; `stages` splits its time
    /// between backdrop, glass and overlay by what the cores did.
    public var spans: [Span] = []
    /// Input handled since the previous frame, as measured (`.input` spans, before `start`).
    public var inputSpans: [Span] = []
    /// Slices the worker threads (and the session's thread inside parallel loops) recorded
    /// since the previous frame, when tracing is on (`ViewerSession.tracesWorkerThreads`).
    public var workerSlices: [WorkerSlice] = []
    /// The track of the session's thread among `workerSlices`' tracks.
    public var sessionTrack = 0
    /// The process's resident memory when the frame ended, if the host measured it (bytes).
    public var residentBytes: Int?
    /// When the frame ended (the last span's end; `start` for a frame that drew nothing).
    public var end: Double { spans.last?.end ?? start }

    public init() {}
    public subscript(stage: FrameStage) -> Double {
        get { stages[stage.rawValue] }
        set { stages[stage.rawValue] = newValue }
    }
}

/// One slice of a worker thread's work (a band, a tile, a glass group prepared or shaded):
/// its thread's track, what it was, a number (band, group, tile), monotonic nanoseconds.
public struct WorkerSlice: Sendable {
    public var track: Int
    public var name: String
    public var argument: Int
    public var begin: Int64, end: Int64
    /// CPU time its thread spent in it (nanoseconds), for the slices that measure it (tiles).
    public var cpu: Int64? = nil
}

/// Measures stages of the current frame with the monotonic clock. Wall-clock time is allowed
/// here and in `WorkerTrace` only: it measures cost, it never drives animation.
final class StageTimer {
    private(set) var timing = FrameTiming()
    private var mark = 0.0

    init() {}

    func beginFrame() {
        timing = FrameTiming()
        // Waits between frames (input handling) are not this frame's.
        _ = ContentWaits.take()
        mark = WallClock.monotonicSeconds()
        timing.start = mark
    }

    /// Seconds the last `end` charged.
    private(set) var lastCharge = 0.0

    /// Charges the time since the previous mark to `stage`.
    func end(_ stage: FrameStage) {
        let now = WallClock.monotonicSeconds()
        lastCharge = now - mark
        timing[stage] += lastCharge
        if let last = timing.spans.last, last.stage == stage { timing.spans[timing.spans.count - 1].end = now }
        else { timing.spans.append(FrameTiming.Span(stage: stage, begin: mark, end: now)) }
        mark = now
    }

    func setRedrawnPixels(_ n: Int) { timing.redrawnPixels = n }

    /// Takes the content tiles this thread waited for since `beginFrame` into the timing.
    func collectContentWaits() { timing.tilesWaitedFor = ContentWaits.take() }

    func setInputSpans(_ spans: [FrameTiming.Span]) { timing.inputSpans = spans }

    /// The components in planning order, by type name: a `plan` slice is named after its own
    /// ("plan TabBarComponent").
    var componentNames: [String] = []

    /// Takes what the threads' rings gained into this frame's timing.
    func collectWorkerSlices() {
        let (slices, track) = WorkerTrace.collect()
        timing.sessionTrack = track
        timing.workerSlices = slices.map {
            let index = Int($0.argument)
            let name = $0.label == .componentPlan && componentNames.indices.contains(index)
                ? "plan " + componentNames[index] : $0.label.name
            return WorkerSlice(track: $0.track, name: name, argument: index, begin: $0.begin, end: $0.end, cpu: $0.cpu)
        }
    }

    /// Charges time measured elsewhere (input handled between frames) to `stage`.
    func add(_ seconds: Double, to stage: FrameStage) { timing[stage] += seconds }
}
