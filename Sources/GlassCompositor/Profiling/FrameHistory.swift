/// The timings of recent frames (a ring buffer) for the HUD's graph, statistics and fps
/// counter; 1200 frames hold 5 s at 240 Hz.
struct FrameHistory: Sendable {
    let capacity: Int
    private var frames: [FrameTiming] = []
    private var next = 0

    init(capacity: Int = 1200) { self.capacity = capacity }

    mutating func append(_ t: FrameTiming) {
        if frames.count < capacity { frames.append(t) } else { frames[next] = t }
        next = (next + 1) % capacity
    }

    /// Oldest first.
    var ordered: [FrameTiming] {
        frames.count < capacity ? frames : Array(frames[next...] + frames[..<next])
    }

    /// The frames that started within `seconds` of the newest one's start, oldest first (the
    /// HUD's statistics window).
    func recent(seconds: Double) -> [FrameTiming] {
        let o = ordered
        guard let newest = o.last else { return [] }
        return o.filter { newest.start - $0.start <= seconds }
    }

    var last: FrameTiming? { frames.isEmpty ? nil : frames[(next - 1 + frames.count) % frames.count] }

    /// Frames per second over the last second of frames before the newest one. Frames are
    /// drawn on demand, so a long idle gap ends the window rather than diluting the rate.
    var framesPerSecond: Double {
        let o = ordered
        guard let last = o.last else { return 0 }
        let recent = o.filter { last.start - $0.start <= 1.0 }
        guard recent.count >= 2, let first = recent.first, last.start > first.start else { return 0 }
        return Double(recent.count - 1) / (last.start - first.start)
    }
}
