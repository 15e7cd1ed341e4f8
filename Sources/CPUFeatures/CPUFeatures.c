#include "CPUFeatures.h"

#if defined(__x86_64__)
#include <cpuid.h>
#include <stdint.h>

// Which register states the operating system saves on a context switch (XCR0): a CPU with AVX
// under a kernel that does not save the YMM or ZMM registers must not use them.
static uint64_t enabled_states(void) {
    uint32_t eax, edx;
    __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
    return ((uint64_t)edx << 32) | eax;
}

static int has_all(uint32_t reg, uint32_t bits) { return (reg & bits) == bits; }

int glass_cpu_kernel_level(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 1;
    // SSE3, PCLMULQDQ, SSSE3, FMA, CMPXCHG16B, SSE4.1, SSE4.2, MOVBE, POPCNT, XSAVE, OSXSAVE, AVX, F16C.
    const uint32_t leaf1 = (1u << 0) | (1u << 1) | (1u << 9) | (1u << 12) | (1u << 13) | (1u << 19) | (1u << 20)
        | (1u << 22) | (1u << 23) | (1u << 26) | (1u << 27) | (1u << 28) | (1u << 29);
    if (!has_all(c, leaf1)) return 1;
    if ((enabled_states() & 0x6) != 0x6) return 1;              // XMM and YMM state
    unsigned ma, mb, mc, md;
    if (!__get_cpuid(0x80000001, &ma, &mb, &mc, &md) || !has_all(mc, (1u << 0) | (1u << 5))) return 1;  // LAHF, LZCNT
    if (__get_cpuid_max(0, 0) < 7) return 1;
    __cpuid_count(7, 0, a, b, c, d);
    if (!has_all(b, (1u << 3) | (1u << 5) | (1u << 8))) return 1;  // BMI1, AVX2, BMI2
    // AVX-512 F, DQ, CD, BW, VL, with the opmask and ZMM states saved.
    const uint32_t avx512 = (1u << 16) | (1u << 17) | (1u << 28) | (1u << 30) | (1u << 31);
    if (has_all(b, avx512) && (enabled_states() & 0xe6) == 0xe6) return 4;
    return 3;
}
#else
int glass_cpu_kernel_level(void) { return 0; }
#endif
