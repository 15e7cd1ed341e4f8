/// The compositor's kernels compiled for AVX-512 (`-target-cpu skylake-avx512`: F, CD, BW, DQ
/// and VL). Only for a CPU that has them (`GlassKernels.variant(forLevel:)`).
public let avx512Kernels = KernelVariant.compiledHere(name: "avx512", instructions: "AVX-512, AVX2, FMA, BMI2")
