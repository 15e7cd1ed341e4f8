/// The process's resident memory read at most every `interval` seconds, for what shows it once a
/// frame (the window's trace counter, the HUD).
///
/// Reading `/proc/self/statm` costs three system calls and a string parse, about 19,000
/// instructions (callgrind), once a frame the largest thing the window did that `bench` does
/// not; the memory a frame shows need not be newer than half a second. Main thread only.
struct ResidentMemorySampler {
    let interval: Double
    private var readAt = -Double.infinity
    private var last: Int?

    init(interval: Double = 0.5) { self.interval = interval }

    /// Bytes resident, read again when the last reading is `interval` old at `now` (monotonic
    /// seconds); nil where `/proc` cannot be read.
    mutating func bytes(at now: Double) -> Int? {
        if now - readAt >= interval {
            last = ResidentMemory.bytes()
            readAt = now
        }
        return last
    }
}
