import Foundation

/// Frame timings as a Chrome Trace Event file (`{"traceEvents":[...]}`, DESIGN §6), which
/// Perfetto and chrome://tracing open: per frame one `frame` slice enclosing a slice per stage
/// that took time, and counters for the frame time and the pixels redrawn.
///
/// Stages are laid out one after another in pipeline order from the frame's start, at their
/// measured lengths. That is the order they run in, except that a glass layer's wall time is
/// shared between `backdrop`, `glass` and `overlay` by the cores' time in each (`GlassLayer`),
/// and `input` was handled before the frame began.
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
        var w = JSONWriter()
        w.object { o in
            o.member("traceEvents", array: { events in
                events.lineBreak()
                events.object { e in
                    e.member("name", "process_name"); e.member("ph", "M"); e.member("pid", integer: 1)
                    e.member("args", object: { $0.member("name", title) })
                }
                events.lineBreak()
                events.object { e in
                    e.member("name", "thread_name"); e.member("ph", "M"); e.member("pid", integer: 1); e.member("tid", integer: 1)
                    e.member("args", object: { $0.member("name", "frames") })
                }
                let origin = frames.first?.timing.start ?? 0
                for traced in frames {
                    let frame = traced.timing
                    let start = (frame.start - origin) * 1e6
                    Self.slice("frame", start, frame.total * 1e6, into: &events) { args in
                        args.member("frame", integer: traced.number)
                        args.member("scene_time", traced.sceneTime, decimals: 6)
                        args.member("redrawn_pixels", integer: frame.redrawnPixels)
                    }
                    var t = start
                    for stage in FrameStage.allCases where frame[stage] > 0 {
                        Self.slice(stage.name, t, frame[stage] * 1e6, into: &events)
                        t += frame[stage] * 1e6
                    }
                    Self.counter("frame ms", start, frame.total * 1e3, into: &events)
                    Self.counter("redrawn Mpx", start, Double(frame.redrawnPixels) / 1e6, into: &events)
                }
                events.lineBreak()
            })
            o.member("displayTimeUnit", "ms")
        }
        return w.text + "\n"
    }

    /// A complete ("X") event of `dur` microseconds from `ts`.
    private static func slice(_ name: String, _ ts: Double, _ dur: Double, into events: inout JSONWriter,
                              args: ((inout JSONWriter) -> Void)? = nil) {
        events.lineBreak()
        events.object { e in
            e.member("name", name); e.member("cat", "stage"); e.member("ph", "X")
            e.member("pid", integer: 1); e.member("tid", integer: 1)
            e.member("ts", finite(ts), decimals: 3); e.member("dur", finite(dur), decimals: 3)
            if let args { e.member("args", object: args) }
        }
    }

    private static func counter(_ name: String, _ ts: Double, _ value: Double, into events: inout JSONWriter) {
        events.lineBreak()
        events.object { e in
            e.member("name", name); e.member("ph", "C"); e.member("pid", integer: 1)
            e.member("ts", finite(ts), decimals: 3)
            e.member("args", object: { $0.member("value", finite(value), decimals: 3) })
        }
    }

    /// A timing that is not finite (it never is in practice) becomes 0: trace viewers want a
    /// number where the writer would say null. Times are written in microseconds with three
    /// decimals.
    private static func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
}
