/// The compositor's kernels compiled for AVX2 and FMA (`-target-cpu haswell`: Intel since 2013,
/// AMD since 2015). Only for a CPU that has them (`GlassKernels.variant(forLevel:)`).
public let avx2Kernels = KernelVariant.compiledHere(name: "avx2", instructions: "AVX2, FMA, BMI2")
