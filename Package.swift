// swift-tools-version:6.0
import PackageDescription

// Release builds of the compositor are tuned for pixel loops: `-Ounchecked` removes the
// overflow and bounds checks that dominate the per-pixel kernels (measured with `bench`).
let pixelLoopFlags: [SwiftSetting] = [
    .unsafeFlags(["-Ounchecked", "-wmo"], .when(configuration: .release)),
]

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
        .systemLibrary(name: "CX11", pkgConfig: "x11 xext xi xtst",
                       providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev", "libxtst-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo pangocairo librsvg-2.0",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "librsvg2-dev"])]),
        .target(name: "GlassCompositor", dependencies: ["CCairo"],
                swiftSettings: compositorFlags),
        .executableTarget(name: "GlassViewer", dependencies: ["GlassCompositor", "CX11"],
                          swiftSettings: pixelLoopFlags),
        // Golden images and the broken-scene corpus are read through #filePath, not bundled.
        .testTarget(name: "GlassCompositorTests", dependencies: ["GlassCompositor", "CX11"],
                    exclude: ["Golden", "Scene/Broken"]),
    ],
    swiftLanguageModes: [.v5]
)
