// swift-tools-version:6.0
import Foundation
import PackageDescription

// Release binaries run on any x86-64 Linux machine: everything is compiled for the baseline
// x86-64 level (SSE2, what Debian requires), except the hot pixel kernels, which are compiled
// twice more, for AVX2 and FMA (`haswell`) and for AVX-512 (`skylake-avx512`), and picked at run
// time from what the CPU says it has (`GlassKernels`, `CPUFeatures`). Swift has no function
// multiversioning, so each level is a module of its own holding the same source: the files of
// Sources/GlassCompositor/Kernels, linked into GlassKernelsAVX2/Kernels and
// GlassKernelsAVX512/Kernels. Frames are the same bits at every level (Swift never fuses or
// reorders floating-point operations; KernelVariantTests compare them).
//
// GLASS_VIEWER_TARGET_CPU=host compiles the rest for the build machine's own level too (the
// host-tuned build, for benchmarking: it runs only on CPUs like the build machine's), and any
// LLVM CPU name compiles it for that CPU.
func hostTargetCPU() -> String? {
    #if arch(x86_64) && os(Linux)
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
          let line = info.split(separator: "\n").first(where: { $0.hasPrefix("flags") }) else { return nil }
    let flags = Set(line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" }).map(String.init))
    let haswell: Set = ["avx", "avx2", "fma", "bmi1", "bmi2", "f16c", "movbe", "abm", "popcnt", "sse4_2", "pclmulqdq"]
    let avx512: Set = ["avx512f", "avx512bw", "avx512dq", "avx512vl", "avx512cd"]
    guard haswell.isSubset(of: flags) else { return nil }
    return avx512.isSubset(of: flags) ? "skylake-avx512" : "haswell"
    #else
    return nil
    #endif
}
func baselineTargetCPU() -> String? {
    let asked = ProcessInfo.processInfo.environment["GLASS_VIEWER_TARGET_CPU"] ?? ""
    if asked == "host" { return hostTargetCPU() ?? "x86-64" }
    if !asked.isEmpty { return asked }
    #if arch(x86_64)
    return "x86-64"
    #else
    return nil
    #endif
}
let targetCPU = baselineTargetCPU()
// The binary says what it was compiled for (`--version`, bench reports): Swift has no string
// defines, so the CPU's name becomes a condition, GLASS_VIEWER_CPU_ plus the name with every
// character but letters and digits as `_` (BuildInfo.swift turns it back into the name).
let targetCPUCondition = "GLASS_VIEWER_CPU_" + String((targetCPU ?? "default").map { $0.isLetter || $0.isNumber ? $0 : "_" })
let targetCPUFlags: [SwiftSetting] = (targetCPU.map { [.unsafeFlags(["-target-cpu", $0])] } ?? [])
    + [.define(targetCPUCondition)]

// Release builds of the compositor are tuned for pixel loops: `-Ounchecked` removes the
// overflow and bounds checks that dominate the per-pixel kernels. Checked `-O` for the whole
// module made glass-lab frames 1.7 times as long (docs/ARCHITECTURE.md, "Build flags"), and
// SwiftPM cannot give the kernels' files flags of their own. Debug builds, which the tests
// and the scene fuzz cases run, keep every check; GLASS_VIEWER_CHECKED=1 makes a release build
// with the checks too, for opening untrusted scenes with it.
let checkedRelease = ProcessInfo.processInfo.environment["GLASS_VIEWER_CHECKED"] == "1"
let releaseLoopFlags: [SwiftSetting] = [
    .unsafeFlags([checkedRelease ? "-O" : "-Ounchecked", "-wmo", "-static-stdlib"], .when(configuration: .release)),
] + (checkedRelease ? [.define("GLASS_VIEWER_CHECKED", .when(configuration: .release))] : [])
let pixelLoopFlags: [SwiftSetting] = targetCPUFlags + releaseLoopFlags

// Debug builds optimise the compositor too: its vectorised kernels run a hundred times
// slower unoptimised, which made the window tests (run on the debug binary) and the unit
// tests crawl. `-enable-testing` stays on, so `@testable import` still works.
let debugOptimized: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]
let compositorFlags: [SwiftSetting] = pixelLoopFlags + debugOptimized

// A kernel module's files are the compositor's own Kernels folder, compiled for `cpu`. Those
// files name the compositor's types without importing it (in the compositor they are its own),
// so every file of the module imports it implicitly.
func kernelVariantFlags(cpu: String) -> [SwiftSetting] {
    #if arch(x86_64)
    let cpuFlags = ["-target-cpu", cpu]
    #else
    let cpuFlags: [String] = []
    #endif
    return [.unsafeFlags(cpuFlags + ["-Xfrontend", "-import-module", "-Xfrontend", "GlassCompositor"])]
        + releaseLoopFlags + debugOptimized
}

// The Swift runtime and Foundation are linked into release binaries, so they run on a machine
// without the toolchain (the dynamic build needs 13 of its libraries, found through a RUNPATH
// into the toolchain): what `swift build --static-swift-stdlib` does, made the default. Every
// Swift module of the binary is compiled against the static runtime's modules too, whose
// autolink entries bring in what Foundation needs (CoreFoundation, ICU); linking alone leaves
// those out. Debug builds, which only the tests run, link them dynamically: faster.
let staticRuntime: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]

let package = Package(
    name: "glass-viewer",
    products: [
        .executable(name: "glass-viewer", targets: ["GlassViewer"]),
        .library(name: "GlassCompositor", targets: ["GlassCompositor"]),
    ],
    targets: [
        .systemLibrary(name: "CX11", pkgConfig: "x11 xext xi xtst x11-xcb xcb-shm",
                       providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev", "libxtst-dev", "libx11-xcb-dev",
                                         "libxcb-shm0-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo pangocairo librsvg-2.0 gdk-pixbuf-2.0",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "librsvg2-dev", "libgdk-pixbuf-2.0-dev"])]),
        .target(name: "GlassCompositor", dependencies: ["CCairo"],
                swiftSettings: compositorFlags),
        // The hot kernels again, for newer CPUs (see kernelVariantFlags), and the choice among
        // them from the CPU's own answer (`cpuid`, through CPUFeatures).
        .target(name: "GlassKernelsAVX2", dependencies: ["GlassCompositor"],
                swiftSettings: kernelVariantFlags(cpu: "haswell")),
        .target(name: "GlassKernelsAVX512", dependencies: ["GlassCompositor"],
                swiftSettings: kernelVariantFlags(cpu: "skylake-avx512")),
        .target(name: "CPUFeatures"),
        .target(name: "GlassKernels", dependencies: ["GlassCompositor", "GlassKernelsAVX2", "GlassKernelsAVX512", "CPUFeatures"],
                swiftSettings: pixelLoopFlags),
        .executableTarget(name: "GlassViewer", dependencies: ["GlassCompositor", "GlassKernels", "CX11"],
                          swiftSettings: pixelLoopFlags, linkerSettings: staticRuntime, plugins: ["BuildCommit"]),
        // Bakes the git commit into the viewer at every build (a manifest is evaluated once
        // and cached, so it cannot read the commit itself).
        .plugin(name: "BuildCommit", capability: .buildTool()),
        // Golden images, the broken-scene corpus and the image fixtures are read through
        // #filePath, not bundled.
        // The executable is a dependency so the host's parsers of other clients' bytes
        // (XSETTINGS, X resources, the user-dirs file) are unit-tested through @testable import.
        .testTarget(name: "GlassCompositorTests", dependencies: ["GlassCompositor", "GlassKernels", "GlassViewer", "CX11"],
                    exclude: ["Golden", "Scene/Broken", "Drawing/Images"]),
    ],
    swiftLanguageModes: [.v6]
)
