#if canImport(Glibc)
import Glibc
#endif
import GlassCompositor

extension Arguments {
    /// The pipeline's switches from `--no-plans`, `--no-backdrop-cache` and `--kernels` (every
    /// command that draws frames takes them). The environment variables `GLASS_VIEWER_NO_PLANS` and
    /// `GLASS_VIEWER_NO_BACKDROP_CACHE` (set to anything) still turn them off too, so
    /// measurement scripts written for earlier versions keep working; the library itself reads
    /// no environment.
    mutating func renderOptions() throws -> RenderOptions {
        var options = RenderOptions()
        options.kernels = try kernels()
        if try flag("--no-plans") || environmentHas("GLASS_VIEWER_NO_PLANS") { options.glassPlans = false }
        if try flag("--no-backdrop-cache") || environmentHas("GLASS_VIEWER_NO_BACKDROP_CACHE") { options.backdropCache = false }
        return options
    }
}

/// Whether the environment variable `name` is set, whatever its value.
func environmentHas(_ name: String) -> Bool { getenv(name) != nil }

/// Whether the environment variable `name` is set to `1` (the trace switches' old spelling).
func environmentIsOne(_ name: String) -> Bool { getenv(name).map { String(cString: $0) == "1" } ?? false }

extension Arguments {
    /// The profiling overlays from `--overlay damage,bounds,...` (every command that draws
    /// frames takes it; the window toggles them with F2–F7 too).
    mutating func overlayOptions() throws -> OverlayOptions {
        guard let list = try value("--overlay") else { return OverlayOptions() }
        switch OverlayOptions.parse(list) {
        case .success(let options): return options
        case .failure(let unknown): throw UsageError("--overlay \(EchoedValue.shown(list)): \(unknown)")
        }
    }
}
