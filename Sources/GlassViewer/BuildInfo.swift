import GlassKernels

/// What this binary is: its version, the commit it was built from, how it was optimized, the
/// CPU it was compiled for and the kernels this CPU gets. One place for `--version`, bench reports and bug reports, so
/// they never disagree; a bench number means little without the build that made it.
enum BuildInfo {
    /// The viewer's version (bug reports carried it alone before `--version` existed).
    static let version = "0.17"

    /// The commit's hash, or `unknown` when built outside a git checkout.
    static let commit = BuildCommit.hash
    /// Whether the tree had changes the commit does not hold when it was built.
    static let dirty = BuildCommit.dirty
    /// The commit as people read it: twelve hex digits, `-dirty` when the tree had changes.
    static var shortCommit: String {
        commit == "unknown" ? commit : String(commit.prefix(12)) + (dirty ? "-dirty" : "")
    }

    /// `debug`, or `release` with the flag its pixel loops were compiled with (Package.swift).
    static var optimization: String {
        #if DEBUG
        return "debug"
        #elseif GLASS_VIEWER_CHECKED
        return "release (-O, checked)"
        #else
        return "release (-Ounchecked)"
        #endif
    }

    /// The `-target-cpu` the code outside the kernel variants was compiled for (the baseline
    /// x86-64 level, or GLASS_VIEWER_TARGET_CPU, Package.swift), with what it lets the code use.
    /// A binary compiled for a newer CPU than the one running it stops at its first such
    /// instruction; the kernel variants are only run where the CPU has what they use.
    static var targetCPU: (name: String, features: String) {
        #if GLASS_VIEWER_CPU_skylake_avx512
        return ("skylake-avx512", "AVX-512, AVX2, FMA")
        #elseif GLASS_VIEWER_CPU_haswell
        return ("haswell", "AVX2, FMA")
        #elseif GLASS_VIEWER_CPU_x86_64_v4
        return ("x86-64-v4", "AVX-512, AVX2, FMA")
        #elseif GLASS_VIEWER_CPU_x86_64_v3
        return ("x86-64-v3", "AVX2, FMA")
        #elseif GLASS_VIEWER_CPU_x86_64_v2
        return ("x86-64-v2", "SSE4.2")
        #elseif GLASS_VIEWER_CPU_x86_64
        return ("x86-64", "SSE2")
        #elseif GLASS_VIEWER_CPU_default
        return ("default", "the compiler's baseline")
        #else
        return ("other", "set by GLASS_VIEWER_TARGET_CPU at build time")
        #endif
    }

    /// `glass-viewer 0.17 (2387889abcde)`: the line bug reports carry.
    static var nameAndCommit: String { "glass-viewer \(version) (\(shortCommit))" }

    /// Which kernels this CPU runs, among those the binary holds.
    static var kernelsLine: String {
        let best = GlassKernels.best
        let all = GlassKernels.all.map(\.name).joined(separator: ", ")
        return "kernels \(best.name) (\(best.instructions)), the newest this CPU runs of \(all)"
    }

    /// What `glass-viewer --version` prints.
    static var versionText: String {
        let cpu = targetCPU
        return """
            glass-viewer \(version)
            commit \(commit)\(dirty ? " (with uncommitted changes)" : "")
            build \(optimization), compiled for \(cpu.name) (\(cpu.features))
            \(kernelsLine)
            """
    }
}
