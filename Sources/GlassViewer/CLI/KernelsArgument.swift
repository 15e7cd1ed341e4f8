import GlassCompositor
import GlassKernels

extension Arguments {
    /// The kernels from `--kernels baseline|avx2|avx512` (every command that draws frames takes
    /// it), or the newest this CPU runs. Forcing one measures what the others gain, and shows
    /// that they draw the same bits; one the CPU lacks is refused, as it would stop the
    /// viewer with an illegal instruction.
    mutating func kernels() throws -> KernelVariant {
        guard let name = try value("--kernels") else { return GlassKernels.best }
        guard let variant = GlassKernels.named(name) else {
            let names = GlassKernels.all.map(\.name).joined(separator: ", ")
            throw UsageError("--kernels \(EchoedValue.shown(name)): unknown (one of \(names))")
        }
        guard GlassKernels.level(of: variant) <= GlassKernels.cpuLevel else {
            throw UsageError("--kernels \(name): this CPU has no \(variant.instructions) (it runs \(GlassKernels.runnable.map(\.name).joined(separator: ", ")))")
        }
        return variant
    }
}
