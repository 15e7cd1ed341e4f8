// swift-tools-version:6.0
import Foundation
import PackageDescription

// The compositor is built from source on the machine that runs it (README), so, like
// `-march=native`, it is compiled for the newest x86-64 level that machine's CPU has: AVX2
// and FMA (`haswell`), or AVX-512 too (`skylake-avx512`). Frames are the same bits either way
// (Swift never fuses or reorders floating-point operations); the glass lab's backdrop and glass
// stages measured 19 % faster with AVX2 than on the SSE2 baseline. For a binary that has to run
// on other machines, build with GLASS_VIEWER_TARGET_CPU=x86-64 (or any LLVM CPU name).
func hostTargetCPU() -> String? {
    if let forced = ProcessInfo.processInfo.environment["GLASS_VIEWER_TARGET_CPU"], !forced.isEmpty {
        return forced
    }
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
let targetCPU = hostTargetCPU()
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
let pixelLoopFlags: [SwiftSetting] = targetCPUFlags + [
    .unsafeFlags([checkedRelease ? "-O" : "-Ounchecked", "-wmo"], .when(configuration: .release)),
] + (checkedRelease ? [.define("GLASS_VIEWER_CHECKED", .when(configuration: .release))] : [])

// Debug builds optimise the compositor too: its vectorised kernels run a hundred times
// slower unoptimised, which made the window tests (run on the debug binary) and the unit
// tests crawl. `-enable-testing` stays on, so `@testable import` still works.
let compositorFlags: [SwiftSetting] = pixelLoopFlags + [
    .unsafeFlags(["-O"], .when(configuration: .debug)),
]

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
        .executableTarget(name: "GlassViewer", dependencies: ["GlassCompositor", "CX11"],
                          swiftSettings: pixelLoopFlags, plugins: ["BuildCommit"]),
        // Bakes the git commit into the viewer at every build (a manifest is evaluated once
        // and cached, so it cannot read the commit itself).
        .plugin(name: "BuildCommit", capability: .buildTool()),
        // Golden images, the broken-scene corpus and the image fixtures are read through
        // #filePath, not bundled.
        // The executable is a dependency so the host's parsers of other clients' bytes
        // (XSETTINGS, X resources, the user-dirs file) are unit-tested through @testable import.
        .testTarget(name: "GlassCompositorTests", dependencies: ["GlassCompositor", "GlassViewer", "CX11"],
                    exclude: ["Golden", "Scene/Broken", "Drawing/Images"]),
    ],
    swiftLanguageModes: [.v6]
)
