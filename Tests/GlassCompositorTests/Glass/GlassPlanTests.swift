import Testing
@testable import GlassCompositor

/// Plans (`GlassPlan`): glass that holds still is recorded once and replayed against new
/// backdrops; the replay must look like live shading of the same frame.
@Suite struct GlassPlanTests {
    /// A colourful backdrop that changes with `phase` (as content scrolling under the glass):
    /// diagonal colour bands, fine stripes and a dark block.
    static func backdrop(phase: Int, width: Int = 240, height: Int = 120) -> Surface {
        let s = Surface(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let t = x + y + phase
                let r = UInt32((t * 3) & 0xff), g = UInt32((x * 7 + phase) & 0xff)
                let b: UInt32 = (x / 2 + phase) % 2 == 0 ? 0xff : 0x20
                let dark = x > 150 && x < 190 && y > 40 && y < 80
                s[x, y] = dark ? 0xff10_1010 : 0xff00_0000 | r << 16 | g << 8 | b
            }
        }
        return s
    }

    static func worstDifference(_ a: Surface, _ b: Surface) -> Float {
        var worst: Float = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                worst = max(worst, maxAbsDifference(PixelVector.unpack(a[x, y]), PixelVector.unpack(b[x, y])))
            }
        }
        return worst * 255
    }

    static func live(_ field: GlassField, _ style: GlassStyle, on frame: Surface, clip: PixelRect? = nil) {
        let renderer = GlassRenderer()
        renderer.planning = false
        renderer.render(field, style: style, scale: 1, into: frame, clip: clip ?? frame.bounds)
    }

    /// Draws `field` twice over the first backdrops so that a plan is built (`renderer` may be
    /// shared, e.g. to fill the cache).
    @discardableResult
    static func planned(_ field: GlassField, _ style: GlassStyle, by renderer: GlassRenderer = GlassRenderer(),
                        phases: [Int] = [0, 0]) -> GlassRenderer {
        for phase in phases {
            let f = backdrop(phase: phase)
            renderer.render(field, style: style, scale: 1, into: f, clip: f.bounds)
        }
        return renderer
    }

    /// Draws a frame over backdrop `phase` inside `clip` (all of it by default) with
    /// `renderer`, expects a replayed plan within two levels of live shading, and returns the
    /// frame and what the renderer reported.
    @discardableResult
    static func expectReplayMatchesLive(_ renderer: GlassRenderer, _ field: GlassField, _ style: GlassStyle,
                                        phase: Int, clip: PixelRect? = nil,
                                        sourceLocation: SourceLocation = #_sourceLocation) -> (Surface, GlassRenderResult) {
        let frame = backdrop(phase: phase), reference = backdrop(phase: phase)
        let result = renderer.render(field, style: style, scale: 1, into: frame, clip: clip ?? frame.bounds)
        #expect(result.replayedPlan, sourceLocation: sourceLocation)
        live(field, style, on: reference, clip: clip)
        let worst = worstDifference(frame, reference)
        #expect(worst <= 2.01, "largest difference \(worst) levels", sourceLocation: sourceLocation)
        return (frame, result)
    }

    static var dispersive: GlassStyle {
        var s = GlassStyle.regular().sized(for: Size(150, 70))
        s.dispersion = 0.6
        return s
    }

    static let cases: [(GlassField, GlassStyle)] = [
        (GlassField(.capsule(Rect(x: 30, y: 25, width: 170, height: 64))), .regular()),
        (GlassField(.roundedRect(Rect(x: 40, y: 12, width: 150, height: 96), radius: 14)), .regular()),
        (GlassField(.circle(Rect(x: 70, y: 20, width: 80, height: 80))), GlassStyle.clear()),
        // A container whose members bridge (the general path on every row).
        (GlassField([.circle(Rect(x: 30, y: 30, width: 60, height: 60)), .capsule(Rect(x: 96, y: 36, width: 110, height: 48)),
                     .circle(Rect(x: 150, y: 70, width: 44, height: 44))], spacing: 16), .regular()),
        (GlassField(.capsule(Rect(x: 40, y: 25, width: 150, height: 70))), dispersive),
        // Past the frame's edge: samples mirror back in.
        (GlassField(.roundedRect(Rect(x: -30, y: -20, width: 200, height: 90), radius: 18)),
         GlassStyle.regular().applying(GlassSettings(increaseContrast: true))),
    ]

    /// The second draw of unchanged glass builds a plan, the third replays it; both look like
    /// live shading (within the two levels the kernel's own shortcuts are allowed).
    @Test(arguments: 0..<cases.count)
    func replayMatchesLiveShading(index: Int) {
        let (field, style) = Self.cases[index]
        let renderer = GlassRenderer()
        var replayed: [Bool] = []
        var last = Self.backdrop(phase: 0)
        for _ in 0..<3 {
            last = Self.backdrop(phase: 0)
            replayed.append(renderer.render(field, style: style, scale: 1, into: last, clip: last.bounds).replayedPlan)
        }
        #expect(replayed == [false, true, true])
        let reference = Self.backdrop(phase: 0)
        Self.live(field, style, on: reference)
        let worst = Self.worstDifference(last, reference)
        #expect(worst <= 2.01, "largest difference \(worst) levels")
    }

    /// Content scrolling under still glass: the plan made over one backdrop shades another.
    @Test func replayFollowsANewBackdrop() {
        let (field, style) = Self.cases[3]
        let renderer = Self.planned(field, style, phases: [0, 1])
        Self.expectReplayMatchesLive(renderer, field, style, phase: 37)
    }

    /// Adaptation changes colour, blur, highlight strength and shadow opacity of glass that does
    /// not move: the plan stays and the replay follows the new style.
    @Test func replayFollowsAnAdaptingStyle() {
        let field = GlassField(.capsule(Rect(x: 30, y: 25, width: 170, height: 64)))
        let renderer = Self.planned(field, .regular(dark: false))
        Self.expectReplayMatchesLive(renderer, field, GlassStyle.preset(.regular, darkness: 0.6), phase: 0)
    }

    /// A partial redraw replays only inside the clip and matches live shading there.
    @Test func replayStaysInsideTheClip() {
        let (field, style) = Self.cases[1]
        let renderer = Self.planned(field, style)
        let clip = PixelRect(x: 50, y: 30, width: 70, height: 41)
        let (frame, result) = Self.expectReplayMatchesLive(renderer, field, style, phase: 5, clip: clip)
        #expect(result.drawnRect == clip)
        let before = Self.backdrop(phase: 5)
        for y in 0..<frame.height {
            for x in 0..<frame.width where !(x >= clip.x0 && x < clip.x1 && y >= clip.y0 && y < clip.y1) {
                #expect(frame[x, y] == before[x, y])
            }
        }
    }

    /// The replay works out its edge stencils on each frame's grid: a clipped redraw has a
    /// smaller grid than the full one after it, and both must match live shading.
    @Test func replayResolvesAgainWhenTheGridChanges() {
        let (field, style) = Self.cases[1]
        let renderer = Self.planned(field, style, phases: [0, 1])
        let clips: [PixelRect?] = [PixelRect(x: 50, y: 30, width: 70, height: 41), nil, PixelRect(x: 20, y: 10, width: 90, height: 60)]
        for (phase, clip) in zip(2..., clips) {
            Self.expectReplayMatchesLive(renderer, field, style, phase: phase, clip: clip)
        }
    }

    /// Plans are state carried between frames, but deterministic: the same draws give the same
    /// pixels.
    @Test func replayIsDeterministic() {
        let (field, style) = Self.cases[3]
        var frames: [Surface] = []
        for _ in 0..<2 {
            let renderer = GlassRenderer()
            var f = Self.backdrop(phase: 0)
            for phase in 0..<4 {
                f = Self.backdrop(phase: phase)
                renderer.render(field, style: style, scale: 1, into: f, clip: f.bounds)
            }
            frames.append(f)
        }
        #expect(frames[0].hasSamePixels(as: frames[1]))
    }

    /// Glass that moves gets no plan: each position is drawn once.
    @Test func movingGlassIsShadedLive() {
        let renderer = GlassRenderer()
        for step in 0..<4 {
            let f = Self.backdrop(phase: 0)
            let field = GlassField(.capsule(Rect(x: 30 + Double(step) * 0.5, y: 25, width: 170, height: 64)))
            #expect(!renderer.render(field, style: .regular(), scale: 1, into: f, clip: f.bounds).replayedPlan)
        }
        #expect(renderer.plans.count == 0)
    }

    /// The cache keeps under its byte limit by dropping the least recently used plans.
    @Test func cacheDropsTheLeastRecentlyUsed() {
        let renderer = GlassRenderer()
        let shapes = (0..<3).map { GlassField(.circle(Rect(x: 20 + Double($0) * 70, y: 20, width: 60, height: 60))) }
        for field in shapes { Self.planned(field, .regular(), by: renderer) }
        #expect(renderer.plans.count == 3)
        let each = renderer.plans.byteCount / 3
        renderer.plans.byteLimit = renderer.plans.byteCount + each / 2
        // Touch the first two, then build a fourth: the third (least recently used) goes.
        for field in shapes.prefix(2) {
            let f = Self.backdrop(phase: 0)
            #expect(renderer.render(field, style: .regular(), scale: 1, into: f, clip: f.bounds).replayedPlan)
        }
        Self.planned(GlassField(.circle(Rect(x: 100, y: 50, width: 60, height: 60))), .regular(), by: renderer)
        #expect(renderer.plans.byteCount <= renderer.plans.byteLimit && renderer.plans.count == 3)
        let f = Self.backdrop(phase: 0)
        #expect(renderer.render(shapes[0], style: .regular(), scale: 1, into: f, clip: f.bounds).replayedPlan)
        let g = Self.backdrop(phase: 0)
        #expect(!renderer.render(shapes[2], style: .regular(), scale: 1, into: g, clip: g.bounds).replayedPlan)
    }
}
