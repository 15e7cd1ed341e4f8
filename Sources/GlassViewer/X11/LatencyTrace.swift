#if canImport(Glibc)
import Glibc
#endif
import CX11
import GlassCompositor

/// Input-to-photon timing on stderr with `--trace-latency` (or `GLASS_VIEWER_TRACE_LATENCY=1`); off by default,
/// and then every call returns after one branch.
///
/// For each input event, once the first frame presented after it has been read by the server:
/// ```
/// glass-viewer: latency: wheel server_to_read=0 read_to_render=0.08 render=2.91 read_to_shown=3.30 ms
/// ```
/// - `server_to_read`: from the X event's timestamp to the moment we read it. The server
///   stamps events with CLOCK_MONOTONIC in whole milliseconds (local servers), so this is
///   ±1 ms; `?` when the event has no server time.
/// - `read_to_render`: until the frame that includes the event starts drawing (pacing).
/// - `render`: drawing that frame.
/// - `read_to_shown`: until its ShmCompletion arrived (the server has copied the pixels to
///   the window), or until the frame was flushed with `XPutImage`, which sends none. While
///   tracing, the host collects that completion with an `XSync` right after the frame (one
///   round trip) instead of after drawing the next frame.
/// A frame that puts nothing (no pixel changed) shows nothing, so its inputs wait for the
/// next frame that does. Also prints, once, which pointer input path is in use.
struct LatencyTrace {
    let enabled: Bool

    private struct Input {
        var kind: String
        var serverToRead: Double?
        var read: Double
    }

    private struct Frame {
        var inputs: [Input]
        var start: Double
        var end: Double
        /// Completion events still to come before this frame's.
        var completionsBefore: Int
    }

    private var waiting: [Input] = []
    private var inFlight: [Frame] = []

    init(enabled: Bool) { self.enabled = enabled }

    func note(_ text: String) {
        guard enabled else { return }
        fputs("glass-viewer: latency: \(text)\n", standardError)
    }

    /// An input event read at `read` (monotonic seconds); `serverTime` is the X timestamp (ms).
    mutating func input(_ event: InputEvent, serverTime: Time?, read: Double) {
        guard enabled else { return }
        let kind: String
        switch event.kind {
        case .down: kind = "down"
        case .up: kind = "up"
        case .move: kind = "move"
        case .wheel: kind = "wheel"
        case .smoothScroll: kind = "smooth"
        case .key(let name, _): kind = "key:\(name)"
        case .text: kind = "text"
        case .resize: kind = "resize"
        case .appearance: kind = "appearance"
        case .rescale: kind = "scale"
        }
        var serverToRead: Double?
        if let serverTime, serverTime != 0 {
            // Both in milliseconds on CLOCK_MONOTONIC, the server's wrapping at 32 bits.
            let now = UInt32(truncatingIfNeeded: Int64(read * 1000))
            serverToRead = Double(Int32(bitPattern: now &- UInt32(truncatingIfNeeded: serverTime)))
        }
        waiting.append(Input(kind: kind, serverToRead: serverToRead, read: read))
    }

    /// A frame drawn from `start` to `end`. `outstandingBefore/After`: the presenter's
    /// completions due before and after presenting it (equal: it put nothing).
    /// `usesCompletions`: false for `XPutImage`, which is reported as shown at once.
    mutating func frame(start: Double, end: Double, outstandingBefore: Int, outstandingAfter: Int,
                        usesCompletions: Bool) {
        guard enabled, !waiting.isEmpty else { return }
        if !usesCompletions {
            report(Frame(inputs: waiting, start: start, end: end, completionsBefore: 0), shown: end)
            waiting = []
            return
        }
        guard outstandingAfter > outstandingBefore else { return } // nothing put: keep waiting
        inFlight.append(Frame(inputs: waiting, start: start, end: end, completionsBefore: outstandingAfter - 1))
        waiting = []
    }

    /// True while a frame carrying traced input waits for its completion.
    var isAwaitingCompletion: Bool { !inFlight.isEmpty }

    /// A ShmCompletion arrived.
    mutating func completion(at now: Double) {
        guard enabled, !inFlight.isEmpty else { return }
        for i in inFlight.indices { inFlight[i].completionsBefore -= 1 }
        while let first = inFlight.first, first.completionsBefore < 0 {
            report(first, shown: now)
            inFlight.removeFirst()
        }
    }

    /// The presenter forgot its completions (watchdog) or was replaced: nothing in flight will be reported.
    mutating func reset() {
        guard enabled else { return }
        inFlight.removeAll()
    }

    private func report(_ frame: Frame, shown: Double) {
        for input in frame.inputs {
            let server = input.serverToRead.map { String(Int($0)) } ?? "?"
            note("\(input.kind) server_to_read=\(server) read_to_render=\(ms(frame.start - input.read)) "
                 + "render=\(ms(frame.end - frame.start)) read_to_shown=\(ms(shown - input.read)) ms")
        }
    }

    private func ms(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100_000).rounded())
        let frac = abs(hundredths) % 100
        return "\(hundredths < 0 ? "-" : "")\(abs(hundredths) / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}
