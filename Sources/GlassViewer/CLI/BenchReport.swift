#if canImport(Glibc)
import Glibc
#endif
import GlassCompositor

/// What a bench ran and where: enough for a reader to repeat the run or to see why two reports
/// differ (another machine, build, size or warm-up).
struct BenchSetup {
    var scene: String
    /// The scene file as given (`default` for the built-in scene).
    var sceneFile: String
    var script: String?
    var width: Int, height: Int
    var scale: Double
    var warmup: Int
    var paced: Bool
    /// The pipeline's savings switched off (`--no-plans`, `--no-backdrop-cache`) and the
    /// profiling overlays drawn: each changes what a frame costs.
    var switches: [String]
    /// The kernels that ran (`KernelVariant`: the newest this CPU runs, or `--kernels`).
    var kernels: String
    /// When the run started, UTC, ISO 8601.
    var date: String
    var machine: MachineInfo

    /// `2025-06-01T12:34:56Z` for `seconds` since the epoch.
    static func utcDate(_ seconds: time_t = time(nil)) -> String {
        var t = seconds, parts = tm()
        gmtime_r(&t, &parts)
        var buffer = [Int8](repeating: 0, count: 32)
        let n = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The statistics of a benchmark run, as a table and as JSON (`--json`).
struct BenchReport {
    let setup: BenchSetup
    /// The frames after the warm-up that drew something: the statistics are theirs.
    let frames: [FrameTiming]
    /// Frames after the warm-up that changed nothing (and drew nothing).
    let idleFrames: Int
    /// The process's peak resident memory, if it could be read.
    let peakResidentBytes: Int?

    var frameStats: Statistics { Statistics(seconds: frames.map(\.total)) }
    func stats(_ s: FrameStage) -> Statistics { Statistics(seconds: frames.map { $0[s] }) }

    /// Measured frames that waited for content (tiles not drawn ahead), and the tiles.
    var framesThatWaited: Int { frames.filter { $0.tilesWaitedFor > 0 }.count }
    var tilesWaitedFor: Int { frames.map(\.tilesWaitedFor).reduce(0, +) }

    /// Mean pixels redrawn per measured frame, in millions (the damage region's area).
    var redrawnMegapixelsPerFrame: Double {
        Double(frames.map(\.redrawnPixels).reduce(0, +)) / Double(max(1, frames.count)) / 1e6
    }

    private var cpuLine: String {
        let cpu = BuildInfo.targetCPU
        return "\(BuildInfo.optimization), compiled for \(cpu.name) (\(cpu.features)), kernels \(setup.kernels)"
    }

    var table: String {
        let s = setup
        let script = s.script.map { "  script \(EchoedValue.path($0))" } ?? "  built-in scroll"
        var lines = [
            "build      \(BuildInfo.nameAndCommit) \(cpuLine)",
            "machine    \(s.machine.cpu), \(s.machine.cores) cores, \(s.machine.kernel)  \(s.date)",
            "run        \(EchoedValue.path(s.sceneFile))\(script)  warm-up \(s.warmup)\(s.paced ? "  paced" : "")"
                + (s.switches.isEmpty ? "" : "  " + s.switches.joined(separator: " ")),
            "scene \(s.scene)  \(s.width)x\(s.height) @\(formatScale(s.scale))x  \(frames.count) frames  (ms)",
            "stage        mean     p50     p95     p99     max",
        ]
        func row(_ name: String, _ s: Statistics) -> String {
            name.padding(toLength: 10, withPad: " ", startingAt: 0) + [s.mean, s.p50, s.p95, s.p99, s.max].map { String(format: "%8.3f", $0) }.joined()
        }
        for s in FrameStage.allCases { lines.append(row(s.name, stats(s))) }
        lines.append(row("frame", frameStats))
        lines.append(String(format: "redrawn    %.3f Mpx/frame on average", redrawnMegapixelsPerFrame))
        lines.append("waited     \(framesThatWaited) of \(frames.count) frames waited for content (\(tilesWaitedFor) tiles not drawn ahead)")
        if let peak = peakResidentBytes { lines.append("peak RSS   \(peak >> 20) MB") }
        if idleFrames > 0 {
            lines.append("idle       \(idleFrames) of \(frames.count + idleFrames) frames changed nothing and are not counted")
        }
        return lines.joined(separator: "\n")
    }

    var json: String {
        func statistics(_ s: Statistics) -> (inout JSONWriter) -> Void {
            { o in for (k, v) in [("mean", s.mean), ("p50", s.p50), ("p95", s.p95), ("p99", s.p99), ("max", s.max)] { o.member(k, v, decimals: 4) } }
        }
        let s = setup
        var w = JSONWriter()
        w.object { o in
            o.member("scene", s.scene)
            o.member("scene_file", s.sceneFile)
            o.key("script"); if let script = s.script { o.string(script) } else { o.null() }
            o.member("width", integer: s.width); o.member("height", integer: s.height); o.member("scale", s.scale)
            o.member("warmup", integer: s.warmup)
            o.member("paced", s.paced)
            o.member("switches", array: { a in for name in s.switches { a.string(name) } })
            o.member("frames", integer: frames.count)
            o.member("idle_frames", integer: idleFrames)
            o.member("waited_for_content", object: { c in
                c.member("frames", integer: framesThatWaited)
                c.member("tiles", integer: tilesWaitedFor)
            })
            o.member("redrawn_mpx_per_frame", redrawnMegapixelsPerFrame, decimals: 4)
            o.member("frame", object: statistics(frameStats))
            o.member("stages", object: { stages in
                for stage in FrameStage.allCases { stages.member(stage.name, object: statistics(stats(stage))) }
            })
            o.key("peak_rss_mb")
            if let peak = peakResidentBytes { o.number(Double(peak) / 1_048_576, decimals: 1) } else { o.null() }
            o.member("date", s.date)
            o.member("machine", object: { m in
                m.member("cpu", s.machine.cpu)
                m.member("cores", integer: s.machine.cores)
                m.member("kernel", s.machine.kernel)
            })
            o.member("build", object: { b in
                b.member("version", BuildInfo.version)
                b.member("commit", BuildInfo.commit)
                b.member("dirty", BuildInfo.dirty)
                b.member("optimization", BuildInfo.optimization)
                b.member("target_cpu", BuildInfo.targetCPU.name)
                b.member("kernels", s.kernels)
            })
        }
        return w.text + "\n"
    }

    private func formatScale(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }
}
