#ifndef GLASS_CPU_FEATURES_H
#define GLASS_CPU_FEATURES_H

/// The newest level of x86-64 kernels this CPU and its operating system can run: 1 for the
/// baseline (SSE2), 3 for AVX2 with FMA and BMI2 (what `-target-cpu haswell` may emit), 4 for
/// AVX-512 F/CD/BW/DQ/VL on top (`skylake-avx512`). 0 on other architectures.
/// Asked with `cpuid`, not read from /proc/cpuinfo: an emulator (qemu-user) answers `cpuid` for
/// the CPU it emulates but shows the host's /proc/cpuinfo.
int glass_cpu_kernel_level(void);

#endif
