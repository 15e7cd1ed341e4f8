import Foundation
import Testing
@testable import GlassCompositor

/// `RenderOptions` reach every glass renderer of the pipeline, and the library reads no
/// environment for them.
@Suite struct RenderOptionsTests {
    /// The same scrolled frames through a renderer made with `options`.
    static func draw(_ options: RenderOptions) -> (frames: [Surface], renderer: FrameRenderer) {
        let layer = BackdropCacheTests.layer()
        let renderer = FrameRenderer(options: options)
        let frames = [0, 4, 4, 9, 9, 9].map { scroll in
            let frame = Surface(width: BackdropCacheTests.width, height: BackdropCacheTests.height)!
            // Glass that holds still, as its component would mark it: it replays a plan.
            let commands = BackdropCacheTests.commands(layer, scroll: scroll).map { c -> RenderCommand in
                guard case .glass(var item) = c else { return c }
                item.planUse = .still
                return .glass(item)
            }
            renderer.execute(commands, into: frame, region: frame.bounds,
                             scale: 1, timer: StageTimer())
            return frame
        }
        return (frames, renderer)
    }

    @Test func withoutTheBackdropCacheNoRowIsKept() {
        let cached = Self.draw(RenderOptions()), uncached = Self.draw(RenderOptions(backdropCache: false))
        #expect(cached.renderer.glassLayer.backdropRows.reused > 0)
        #expect(uncached.renderer.glassLayer.backdropRows == (0, 0))
        // The blur's grid is then anchored to each region instead of the content: the same
        // picture within the anchored grid's few levels (`BackdropCacheTests`' allowance).
        for (i, (a, b)) in zip(cached.frames, uncached.frames).enumerated() {
            #expect(a.largestChannelDifference(from: b) <= 16, "frame \(i)")
        }
    }

    @Test func withoutPlansNoPlanIsBuiltAndStillGlassKeepsItsLiveBits() {
        let planned = Self.draw(RenderOptions()), live = Self.draw(RenderOptions(glassPlans: false))
        #expect(planned.renderer.glass.plans.count > 0)
        #expect(live.renderer.glass.plans.count == 0)
        // Frames 3 to 5 show the same scroll: shaded live each time, they are the same bits.
        #expect(live.frames[4].largestChannelDifference(from: live.frames[3]) == 0)
        #expect(live.frames[5].largestChannelDifference(from: live.frames[3]) == 0)
    }

    @Test func aSessionPassesItsOptionsOn() {
        let scene = Scene.builtInDefault()
        func settledFrames(_ options: RenderOptions) -> (first: Surface, last: Surface, plans: Int) {
            let s = ViewerSession(scene: scene, pixelWidth: 390, pixelHeight: 700, scale: 1, clock: FixedStepClock(),
                                  options: options)
            let p = OffscreenPresenter(width: 390, height: 700)!
            var frames = 0
            repeat { s.step(to: p); frames += 1 } while s.needsFrame && frames < 300
            let first = p.surface.copy()
            // The shortcuts panel, opened and closed twice, redraws the glass under it each time.
            for shown in [true, false, true, false] { s.showsShortcuts = shown; s.step(to: p) }
            return (first, p.surface, s.renderer.glass.plans.count)
        }
        let live = settledFrames(RenderOptions(glassPlans: false, backdropCache: false))
        #expect(live.last.largestChannelDifference(from: live.first) == 0, "glass shaded live again is the same bits")
        #expect(live.plans == 0)
        // With plans, still glass replays its plan from the first time it is drawn, so drawn
        // again it is the same bits too; the plans built show the option reached the renderers.
        let planned = settledFrames(RenderOptions())
        #expect(planned.plans > 0)
        #expect(planned.last.largestChannelDifference(from: planned.first) == 0)
    }

    /// Switches are values the host passes in; only the executable may look at the environment.
    @Test func theLibraryReadsNoEnvironment() throws {
        let folder = RepositoryPaths.root.appendingPathComponent("Sources/GlassCompositor")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("environment["), "\(file) reads the environment")
            #expect(!text.contains("getenv("), "\(file) reads the environment")
        }
    }
}
