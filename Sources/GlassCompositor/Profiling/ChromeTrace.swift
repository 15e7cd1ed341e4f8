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
    public let frames: [FrameTiming]
    /// Shown as the process name.
    public let title: String

    public init(frames: [FrameTiming], title: String) {
        self.frames = frames
        self.title = title
    }

    /// The JSON text.
    public var json: String {
        var events: [String] = [
            #"{"name":"process_name","ph":"M","pid":1,"args":{"name":"\#(Self.escaped(title))"}}"#,
            #"{"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"frames"}}"#,
        ]
        let origin = frames.first?.start ?? 0
        for (index, frame) in frames.enumerated() {
            let start = (frame.start - origin) * 1e6
            events.append(Self.slice("frame", start, frame.total * 1e6, args: #""index":\#(index),"redrawn_pixels":\#(frame.redrawnPixels)"#))
            var t = start
            for stage in FrameStage.allCases where frame[stage] > 0 {
                events.append(Self.slice(stage.name, t, frame[stage] * 1e6))
                t += frame[stage] * 1e6
            }
            events.append(Self.counter("frame ms", start, frame.total * 1e3))
            events.append(Self.counter("redrawn Mpx", start, Double(frame.redrawnPixels) / 1e6))
        }
        return "{\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n],\"displayTimeUnit\":\"ms\"}\n"
    }

    private static func slice(_ name: String, _ ts: Double, _ dur: Double, args: String = "") -> String {
        let a = args.isEmpty ? "" : #","args":{\#(args)}"#
        return #"{"name":"\#(name)","cat":"stage","ph":"X","pid":1,"tid":1,"ts":\#(number(ts)),"dur":\#(number(dur))\#(a)}"#
    }

    private static func counter(_ name: String, _ ts: Double, _ value: Double) -> String {
        #"{"name":"\#(name)","ph":"C","pid":1,"ts":\#(number(ts)),"args":{"value":\#(number(value))}}"#
    }

    /// Microseconds (or a counter value) with three decimals: JSON has no NaN or infinity.
    private static func number(_ v: Double) -> String {
        v.isFinite ? String(format: "%.3f", v) : "0"
    }

    private static func escaped(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where c.value < 0x20: out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
