import Foundation

/// Frame timings as a Chrome Trace Event file (`{"traceEvents":[...]}`), which Perfetto and
/// chrome://tracing open (V7). Every timestamp is measured, none laid end to end:
/// - the session's thread (track 1): `input` slices as input was handled, and per frame a
///   `frame` slice (args: its number, scene time, pixels redrawn) enclosing a slice per stage
///   as it ran (`glass layer` for a run of glass, with the backdrop/glass/overlay split of its
///   time as args), a `plan NAME` slice per component planning its commands (inside `layout`),
///   and the parallel-loop work the thread did itself inside them;
/// - one named track per worker thread (`worker N`) with its slices: content bands, tiles,
///   glass groups prepared, blur and plan pieces, bands of glass shaded (a tile also with
///   `cpu_ms`, the CPU time its thread ran for it: less than its length when the thread waited
///   for a core);
/// - counters (`C`): frame ms, redrawn Mpx, and RSS MB when the host measured it.
/// Slices nest and never cross on a track (times are written in whole nanoseconds, as
/// microseconds with three decimals).
public struct ChromeTrace {
    /// One frame of the trace: its timing, its number and the scene time it shows.
    public struct Frame: Sendable {
        public var timing: FrameTiming
        public var number: Int
        public var sceneTime: Double
        public init(timing: FrameTiming, number: Int, sceneTime: Double) {
            self.timing = timing; self.number = number; self.sceneTime = sceneTime
        }
    }

    public let frames: [Frame]
    /// Shown as the process name.
    public let title: String

    public init(frames: [Frame], title: String) {
        self.frames = frames
        self.title = title
    }

    /// The JSON text: one event per line.
    public var json: String {
        func ns(_ seconds: Double) -> Int64 { seconds.isFinite ? Int64((seconds * 1e9).rounded()) : 0 }
        let origin = frames.compactMap { f in ([f.timing.start] + f.timing.inputSpans.map(\.begin)).min() }.min().map(ns) ?? 0
        let workerOrigin = frames.flatMap { $0.timing.workerSlices.map(\.begin) }.min() ?? origin
        let zero = min(origin, workerOrigin)
        // The session's thread is track 1 whatever order the threads first recorded in.
        let sessionTrack = frames.lazy.map(\.timing.sessionTrack).first { $0 > 0 } ?? 0
        func tid(_ track: Int) -> Int { track == sessionTrack ? 1 : track + 1 }
        let workerTids = Set(frames.flatMap { $0.timing.workerSlices.map { tid($0.track) } }).subtracting([1]).sorted()
        var w = JSONWriter()
        w.object { o in
            o.member("traceEvents", array: { events in
                events.lineBreak()
                events.object { e in
                    e.member("name", "process_name"); e.member("ph", "M"); e.member("pid", integer: 1); e.member("tid", integer: 1)
                    e.member("args", object: { $0.member("name", title) })
                }
                for (t, name) in [(1, "session thread (frames)")] + workerTids.map({ ($0, "worker \($0 - 1)") }) {
                    events.lineBreak()
                    events.object { e in
                        e.member("name", "thread_name"); e.member("ph", "M"); e.member("pid", integer: 1); e.member("tid", integer: t)
                        e.member("args", object: { $0.member("name", name) })
                    }
                }
                for traced in frames {
                    let frame = traced.timing
                    for span in frame.inputSpans {
                        Self.slice("input", tid: 1, ns(span.begin) - zero, ns(span.end) - ns(span.begin), into: &events)
                    }
                    let start = ns(frame.start) - zero
                    Self.slice("frame", tid: 1, start, max(0, ns(frame.end) - ns(frame.start)), into: &events) { args in
                        args.member("frame", integer: traced.number)
                        args.member("scene_time", traced.sceneTime, decimals: 6)
                        args.member("redrawn_pixels", integer: frame.redrawnPixels)
                    }
                    for span in frame.spans {
                        let isLayer = span.stage == .glass && (frame[.backdrop] > 0 || frame[.overlay] > 0)
                        Self.slice(isLayer ? "glass layer" : span.stage.name, tid: 1, ns(span.begin) - zero,
                                   ns(span.end) - ns(span.begin), into: &events, args: isLayer ? { args in
                            for stage in [FrameStage.backdrop, .glass, .overlay] {
                                args.member("\(stage.name)_ms", frame[stage] * 1e3, decimals: 4)
                            }
                        } : nil)
                    }
                    for slice in frame.workerSlices {
                        Self.slice(slice.name, tid: tid(slice.track), slice.begin - zero, slice.end - slice.begin, into: &events) { args in
                            args.member("n", integer: slice.argument)
                            if let cpu = slice.cpu { args.member("cpu_ms", Double(cpu) / 1e6, decimals: 3) }
                        }
                    }
                    Self.counter("frame ms", start, frame.total * 1e3, into: &events)
                    Self.counter("redrawn Mpx", start, Double(frame.redrawnPixels) / 1e6, into: &events)
                    if let rss = frame.residentBytes {
                        Self.counter("RSS MB", start, Double(rss) / 1_048_576, into: &events)
                    }
                }
                events.lineBreak()
            })
            o.member("displayTimeUnit", "ms")
        }
        return w.text + "\n"
    }

    /// A complete ("X") event of `dur` nanoseconds from `ts` (written in microseconds).
    private static func slice(_ name: String, tid: Int, _ ts: Int64, _ dur: Int64, into events: inout JSONWriter,
                              args: ((inout JSONWriter) -> Void)? = nil) {
        events.lineBreak()
        events.object { e in
            e.member("name", name); e.member("cat", tid == 1 ? "stage" : "worker"); e.member("ph", "X")
            e.member("pid", integer: 1); e.member("tid", integer: tid)
            e.member("ts", Double(max(0, ts)) / 1000, decimals: 3); e.member("dur", Double(max(0, dur)) / 1000, decimals: 3)
            if let args { e.member("args", object: args) }
        }
    }

    private static func counter(_ name: String, _ ts: Int64, _ value: Double, into events: inout JSONWriter) {
        events.lineBreak()
        events.object { e in
            e.member("name", name); e.member("ph", "C"); e.member("pid", integer: 1); e.member("tid", integer: 1)
            e.member("ts", Double(max(0, ts)) / 1000, decimals: 3)
            e.member("args", object: { $0.member("value", finite(value), decimals: 3) })
        }
    }

    /// A timing that is not finite (it never is in practice) becomes 0: trace viewers want a
    /// number where the writer would say null. Times are written in microseconds with three
    /// decimals.
    private static func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
}
