import CPUFeatures
import GlassCompositor
import GlassKernelsAVX2
import GlassKernelsAVX512

/// Every copy of the hot kernels this binary holds, and the one this CPU should run: the
/// newest x86-64 level the CPU reports (`cpuid`), so a binary built anywhere runs anywhere and
/// still uses AVX2 or AVX-512 where they exist. Asked once; the host passes the choice in
/// `RenderOptions.kernels`.
public enum GlassKernels {
    /// The kernels compiled for AVX2 and FMA (`-target-cpu haswell`: Intel since 2013, AMD
    /// since 2015).
    public static let avx2 = KernelVariant(
        name: "avx2", instructions: "AVX2, FMA, BMI2",
        shade: GlassKernelsAVX2.KernelEntryPoints.shade, replay: GlassKernelsAVX2.KernelEntryPoints.replay,
        record: GlassKernelsAVX2.KernelEntryPoints.record, recede: GlassKernelsAVX2.KernelEntryPoints.recede,
        blit: GlassKernelsAVX2.KernelEntryPoints.blit, darken: GlassKernelsAVX2.KernelEntryPoints.darken,
        darkenRow: GlassKernelsAVX2.KernelEntryPoints.darkenRow,
        scrollEdge: GlassKernelsAVX2.KernelEntryPoints.scrollEdge,
        scrollEdgeAcross: GlassKernelsAVX2.KernelEntryPoints.scrollEdgeAcross,
        scrollEdgeDown: GlassKernelsAVX2.KernelEntryPoints.scrollEdgeDown,
        blurColumns: GlassKernelsAVX2.KernelEntryPoints.blurColumns)

    /// The kernels compiled for AVX-512 F, CD, BW, DQ and VL (`-target-cpu skylake-avx512`).
    public static let avx512 = KernelVariant(
        name: "avx512", instructions: "AVX-512, AVX2, FMA, BMI2",
        shade: GlassKernelsAVX512.KernelEntryPoints.shade, replay: GlassKernelsAVX512.KernelEntryPoints.replay,
        record: GlassKernelsAVX512.KernelEntryPoints.record, recede: GlassKernelsAVX512.KernelEntryPoints.recede,
        blit: GlassKernelsAVX512.KernelEntryPoints.blit, darken: GlassKernelsAVX512.KernelEntryPoints.darken,
        darkenRow: GlassKernelsAVX512.KernelEntryPoints.darkenRow,
        scrollEdge: GlassKernelsAVX512.KernelEntryPoints.scrollEdge,
        scrollEdgeAcross: GlassKernelsAVX512.KernelEntryPoints.scrollEdgeAcross,
        scrollEdgeDown: GlassKernelsAVX512.KernelEntryPoints.scrollEdgeDown,
        blurColumns: GlassKernelsAVX512.KernelEntryPoints.blurColumns)

    /// The variants, oldest CPU level first. Built here, in code compiled for the baseline:
    /// the newer modules' code runs only when a kernel of theirs is called.
    public static let all: [KernelVariant] = [.baseline, avx2, avx512]

    /// The kernel level the CPU and its operating system support: 1 the baseline, 3 AVX2 and
    /// FMA, 4 AVX-512 (0 on another architecture, where only the baseline exists).
    public static let cpuLevel = Int(glass_cpu_kernel_level())

    /// The level a variant needs.
    public static func level(of variant: KernelVariant) -> Int {
        switch variant.name {
        case avx512.name: return 4
        case avx2.name: return 3
        default: return 0
        }
    }

    /// The variants this CPU can run.
    public static var runnable: [KernelVariant] { all.filter { level(of: $0) <= cpuLevel } }

    /// The newest variant this CPU runs.
    public static var best: KernelVariant { runnable.last ?? .baseline }

    /// The variant called `name` (`baseline`, `avx2`, `avx512`), or nil.
    public static func named(_ name: String) -> KernelVariant? { all.first { $0.name == name } }
}
