#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The slices worker threads record for the trace (V7): every band of content rows,
/// tile, glass group prepared, blur or plan piece and band of glass shaded, with its measured
/// begin and end, on the thread that did it.
///
/// Recording must not slow the loops it measures, so each thread writes into its own
/// preallocated ring (found through thread-local storage, made once per thread, the only
/// lock taken): a slice costs two clock reads, four stores and an atomic store of the count,
/// no lock and no allocation. The session's thread collects what every ring gained after
/// each frame; a ring lapped before it was read loses its oldest slices. While tracing is off
/// a slice costs one relaxed atomic load.
///
/// Measuring cost is the only use of wall time in the library besides `StageTimer`.
enum WorkerTrace {
    /// What a slice was doing.
    enum Label: UInt8, Sendable {
        case contentBand, tile, prepareGroup, loopPiece, shadeBand
        /// A band of the receded frame behind a full-height sheet, and a band of a whole
        /// frame copied for a kept frame (the frame under a recede or a scrim, restored or kept).
        case recedeBand, keptFrameCopy
        /// One component planning its commands on the session's thread (its argument is the
        /// component's place in the planning order; the timer names it).
        case componentPlan

        /// Whether its slices also measure the thread's CPU time: a tile's wall time mixes its
        /// own cost with time the thread was not running (another process or thread took the
        /// core). Reading it is a system call, too slow for the shorter slices.
        var measuresCPU: Bool { self == .tile }

        var name: String {
            switch self {
            case .contentBand: return "content band"
            case .tile: return "tile"
            case .prepareGroup: return "prepare glass"
            case .loopPiece: return "blur/plan piece"
            case .shadeBand: return "shade band"
            case .recedeBand: return "recede band"
            case .keptFrameCopy: return "kept frame copy"
            case .componentPlan: return "plan"
            }
        }
    }

    /// One slice as recorded: monotonic nanoseconds, what, and a number (band, group).
    struct Slice: Sendable {
        var begin: Int64, end: Int64
        var label: Label
        var argument: Int32
        /// The thread's track (`Ring.track`).
        var track: Int
        /// CPU time the thread spent in it (nanoseconds) when its label measures it.
        var cpu: Int64?
    }

    /// Whether slices are recorded (process-wide: every session's workers are the same threads).
    static let enabled = Atomic<Bool>(false)

    /// One thread's ring of slices. Written only by its thread; `written` (release) publishes
    /// each slice to the collecting thread, which reads with acquire.
    final class Ring: Sendable {
        static let capacity = 16384
        /// The thread's track in the trace: 1, 2, ... in the order threads first recorded.
        let track: Int
        /// The ring's memory, `capacity` slices, never freed (threads of the pool live as
        /// long as the process), kept as an address so the ring is plainly Sendable.
        private let address: Int
        let written = Atomic<Int>(0)
        /// How far the collector has read (only the collecting thread touches it).
        let read = Atomic<Int>(0)

        init(track: Int) {
            self.track = track
            let memory = UnsafeMutablePointer<(Int64, Int64, UInt8, Int32, Int64)>.allocate(capacity: Ring.capacity)
            address = Int(bitPattern: memory)
        }

        private var slots: UnsafeMutablePointer<(Int64, Int64, UInt8, Int32, Int64)> {
            UnsafeMutablePointer(bitPattern: address)!
        }

        /// Called by the ring's thread only.
        func append(_ begin: Int64, _ end: Int64, _ label: Label, _ argument: Int32, cpu: Int64 = -1) {
            let n = written.load(ordering: .relaxed)
            slots[n % Ring.capacity] = (begin, end, label.rawValue, argument, cpu)
            written.store(n + 1, ordering: .releasing)
        }

        /// The slices written since the last call (the newest `capacity` of them).
        func drain(into out: inout [Slice]) {
            let end = written.load(ordering: .acquiring)
            var start = read.load(ordering: .relaxed)
            start = max(start, end - Ring.capacity)
            for i in start..<end {
                let s = slots[i % Ring.capacity]
                out.append(Slice(begin: s.0, end: s.1, label: Label(rawValue: s.2) ?? .contentBand, argument: s.3, track: track,
                                 cpu: s.4 >= 0 ? s.4 : nil))
            }
            read.store(end, ordering: .relaxed)
        }
    }

    /// Every thread's ring, in the order they first recorded.
    private static let rings = Mutex<[Ring]>([])
    private static let key: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k, nil)
        return k
    }()

    /// The calling thread's ring, made on its first slice.
    static func ring() -> Ring {
        if let p = pthread_getspecific(key) { return Unmanaged<Ring>.fromOpaque(p).takeUnretainedValue() }
        let ring = rings.withLock { list -> Ring in
            let r = Ring(track: list.count + 1)
            list.append(r)
            return r
        }
        pthread_setspecific(key, Unmanaged.passRetained(ring).toOpaque())
        return ring
    }

    static func nanoseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    /// CPU time the calling thread has run, in nanoseconds.
    static func threadCPUNanoseconds() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }

    /// Runs `body`, recording it as a slice when tracing is on.
    @inline(__always)
    static func slice<R>(_ label: Label, _ argument: Int = 0, _ body: () throws -> R) rethrows -> R {
        guard enabled.load(ordering: .relaxed) else { return try body() }
        let cpu = label.measuresCPU ? threadCPUNanoseconds() : -1
        let begin = nanoseconds()
        let result = try body()
        let end = nanoseconds()
        ring().append(begin, end, label, Int32(truncatingIfNeeded: argument), cpu: cpu >= 0 ? threadCPUNanoseconds() - cpu : -1)
        return result
    }

    /// Records a slice measured by the caller (monotonic seconds) when tracing is on.
    @inline(__always)
    static func record(_ label: Label, _ begin: Double, _ end: Double, _ argument: Int = 0) {
        guard enabled.load(ordering: .relaxed) else { return }
        ring().append(Int64(begin * 1e9), Int64(end * 1e9), label, Int32(truncatingIfNeeded: argument))
    }

    /// What every ring gained since the last call, and the calling thread's track (the
    /// session's, which the trace shows as its main track).
    static func collect() -> (slices: [Slice], callerTrack: Int) {
        var out: [Slice] = []
        let all = rings.withLock { list in list.map { $0 } }
        for r in all { r.drain(into: &out) }
        return (out, ring().track)
    }
}
