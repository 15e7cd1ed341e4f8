import Foundation
import Testing
import GlassKernels
@testable import GlassCompositor

/// Every copy of the hot kernels draws the same bits: the baseline's, and those compiled for
/// AVX2 and AVX-512 (each one this CPU runs). Interaction scripts, every frame drawn, so the
/// live shading, the plans recorded and replayed, dispersion, the receded frame behind a
/// full-height sheet, an alert's black scrim and the glyph layers blended over glass all run
/// through each variant.
@Suite struct KernelVariantTests {
    static let cases: [(scene: String, script: String, frames: Int)] = [
        // The sheet dragged to full height (the frame recedes behind it); a glass with dispersion.
        ("maps.json", "maps-sheet.jsonl", 180),
        // A tap on a glass button, its action sheet, an alert over it: glass still and moving.
        ("mail.json", "mail-alert.jsonl", 120),
        // A push from a carousel tile and a swipe back over glass bars.
        ("music.json", "music-navigation.jsonl", 90),
    ]

    /// Every frame of `script` on `scene` drawn with `kernels`, and whether plans were
    /// recorded and a frame receded along the way.
    static func frames(_ c: (scene: String, script: String, frames: Int), _ kernels: KernelVariant) throws
        -> (frames: [Surface], plans: Int, receded: Bool) {
        let scene = try SceneDecoder.load(path: RepositoryPaths.scenes.appendingPathComponent(c.scene).path)
        let script = try BenchScriptParityTests.script(c.script)
        let session = ViewerSession(scene: scene, pixelWidth: 960, pixelHeight: 540, scale: 1,
                                    options: RenderOptions(kernels: kernels))
        let presenter = OffscreenPresenter(width: 960, height: 540)!
        var player = ScriptPlayer(script)
        var frames: [Surface] = [], receded = false
        for k in 0..<c.frames {
            let t = Double(k) / 60
            player.deliver(upTo: t, to: session)
            session.advance(to: t)
            guard session.needsFrame else { continue }
            session.renderFrame(to: presenter)
            receded = receded || session.renderer.recedeSource != nil
            frames.append(presenter.surface.copy())
        }
        return (frames, session.renderer.glass.plans.count, receded)
    }

    @Test(arguments: 0..<cases.count)
    func everyVariantThisCPURunsDrawsTheBaselinesBits(_ index: Int) throws {
        let c = Self.cases[index]
        let baseline = try Self.frames(c, .baseline)
        #expect(baseline.frames.count > 20)
        #expect(baseline.plans > 0, "plans were recorded and replayed")
        if c.script.hasPrefix("maps-sheet") { #expect(baseline.receded, "the frame receded behind the sheet") }
        let others = GlassKernels.runnable.filter { $0 != .baseline }
        // The machines this runs on have AVX2 at least (x86-64 since 2013–2015); on one
        // without, the comparison would silently be of nothing.
        #expect(!others.isEmpty, "this CPU runs no kernel variant but the baseline")
        for variant in others {
            let drawn = try Self.frames(c, variant)
            #expect(drawn.frames.count == baseline.frames.count)
            for (k, (a, b)) in zip(baseline.frames, drawn.frames).enumerated() {
                let diff = a.diffCount(b)
                #expect(diff == 0, "\(c.script) with \(variant.name): frame \(k) has \(diff) pixels unlike the baseline's")
                if diff > 0 { break }
            }
        }
    }

    /// The streamed blur's passes (`BlurColumns`) in every variant this CPU runs give the
    /// baseline's cells: box factors 1 to 16, even and odd grid steps, mirrored edges, a
    /// grading, on one core and split over cores.
    @Test(arguments: [4, 7, 12, 25, 50, 70] as [Float])
    func everyVariantBlursToTheBaselinesCells(sigma: Float) throws {
        let source = BackdropBlurTests.noise(width: 700, height: 260, seed: 31)
        let region = PixelRect(x: 5, y: 3, width: 683, height: 251)
        let grading = GlassColorGrading.matrix(saturation: 1.4, brightness: 0.05, tint: SIMD4(0.3, 0.2, 0.8, 1),
                                               tintAmount: 0.25, fill: SIMD4(0.05, 0.05, 0.05, 0.05))
        func cells(_ kernels: KernelVariant, split: Bool) throws -> [SIMD4<Float>] {
            let blur = BackdropBlur()
            blur.kernels = kernels
            blur.parallelWork = split ? 0 : .max
            let b = try #require(blur.run(source: source, region: region, sigma: sigma, grading: grading))
            return Array(UnsafeBufferPointer(start: b.cells, count: b.columns * b.rows))
        }
        let baseline = try cells(.baseline, split: false)
        #expect(baseline.count > 0)
        for variant in GlassKernels.runnable where variant != .baseline {
            for split in [false, true] {
                #expect(try cells(variant, split: split) == baseline, "\(variant.name) at σ \(sigma), split \(split)")
            }
        }
    }

    @Test func theChoiceIsTheNewestVariantTheCPURuns() {
        #expect(GlassKernels.all.map(\.name) == ["baseline", "avx2", "avx512"])
        #if arch(x86_64)
        #expect(GlassKernels.cpuLevel >= 1)
        #endif
        #expect(GlassKernels.runnable.first == .baseline)
        #expect(GlassKernels.best == GlassKernels.runnable.last)
        #expect(GlassKernels.runnable.allSatisfy { GlassKernels.level(of: $0) <= GlassKernels.cpuLevel })
        #expect(GlassKernels.named("avx2")?.name == "avx2")
        #expect(GlassKernels.named("sse9") == nil)
        // A session's options carry the choice to the renderers.
        #expect(RenderOptions().kernels == .baseline)
        #expect(GlassRenderer(options: RenderOptions(kernels: GlassKernels.best)).kernels == GlassKernels.best)
    }
}
