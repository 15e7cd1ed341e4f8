import Dispatch
import Foundation

/// Draws a run of consecutive glass groups, with the overlays among them (their labels), as
/// one floating layer (G11): every group samples the backdrop as it was before any of them
/// was drawn, then all of them are shaded in command order, a band of rows at a time, with
/// every core on bands of its own.
///
/// Why glass never samples glass: Apple's glass cannot sample other glass (the reason given
/// for `GlassEffectContainer`), so a group's blur and refraction show the content beneath the
/// layer, never a neighbour's body, label or shadow.
///
/// Why two steps: drawn one after another, a group whose backdrop holds a neighbour's shadow
/// must wait for that neighbour, and along a row of buttons each waits for the one before. On
/// the glass lab the longest such chain was 95 % of the wall time of the glass stages, and the
/// cores were idle for a quarter of it. Here step 1 (blur, plan, stencils: `GlassRenderer.prepare`)
/// only reads the frame, so the groups are prepared in any order, a group per core, idle cores
/// joining the blur of a large one. Step 2 only writes, and a pixel depends on nothing but the
/// commands that cover it, so row bands are independent: each core takes the next band and
/// draws every command's rows in it, in command order (a container blending its members'
/// colours too: its rows are as independent).
///
/// The steps overlap rather than wait for each other: groups are prepared top to bottom, and a
/// band is shaded once every group whose influence (its blur region and drawn rows) reaches the
/// band is prepared, so a group never reads a pixel another has written. One core shades while
/// the other blurs, which is mostly waiting on memory (glass lab, 3 alternating runs: frame
/// p50 3.36 → 3.26 ms, p99 5.74 → 5.01 ms, against a barrier between the steps).
///
/// The frame is the same bits whatever the number of cores.
// Sendable because the renderers' loops call back into `loop(_:_:)` from worker threads: the
// scheduler's shared state (what is prepared, which bands are open) lives behind `condition`,
// and the bands themselves follow `DisjointWork`'s rule.
final class GlassLayer: @unchecked Sendable {
    /// One command of a run.
    enum Work {
        case glass(GlassItem)
        /// A surface blended over the frame at (x, y) at `opacity` (0...255).
        case overlay(Surface, x: Int, y: Int, opacity: UInt32 = 255)
    }

    /// Wall seconds of one `draw`, split between the profiler's stages.
    struct Timing {
        var backdrop = 0.0, glass = 0.0, overlay = 0.0
    }

    let plans: GlassPlanCache
    /// Threads the layer draws on; 1 draws everything on the calling thread.
    var cores: Int
    /// Rows per work item of step 2: a 1080-row frame is ~70 items, so two cores end within a
    /// band of each other, and a band of a row of glass stays in cache across its groups.
    static let bandRows = 16

    /// One renderer per glass group of the run: slot j draws the j-th group every frame, so its
    /// scratch, refraction and lobe tables stay warm. They share `plans`.
    private var renderers: [GlassRenderer] = []
    /// Per thread of step 2, the kernel's row scratch.
    private var scratch: [ScratchBuffer<SIMD4<Float>>] = []
    /// Guards the scheduling state of step 1 and signals when it changes.
    private let condition = NSCondition()
    /// Loops of groups being prepared that still have iterations nobody has taken.
    private var openLoops: [SharedLoop] = []

    /// The iterations of one group's parallel loop (blur pieces, plan bands), taken one at a
    /// time by whichever core is free: the core preparing the group, and any core with nothing
    /// left to prepare.
    private final class SharedLoop {
        let count: Int
        let body: (Int) -> Void
        var next = 0, done = 0
        init(count: Int, body: @escaping (Int) -> Void) { self.count = count; self.body = body }
    }

    /// What every group's renderer is told (plans, backdrop cache).
    let options: RenderOptions

    init(plans: GlassPlanCache, cores: Int = ProcessInfo.processInfo.activeProcessorCount,
         options: RenderOptions = RenderOptions()) {
        self.plans = plans
        self.cores = max(1, cores)
        self.options = options
    }

    /// Whether the groups' backdrop caches keep rows from frame to frame (`BackdropCache.keepsRows`;
    /// tests compare a sequence drawn without against one drawn with).
    var keepsBackdropRows = true {
        didSet { for r in renderers { r.backdropCache.keepsRows = keepsBackdropRows } }
    }

    /// Grid rows the groups' backdrop caches took from their stores and blurred, since creation.
    var backdropRows: (reused: Int, blurred: Int) {
        renderers.reduce((0, 0)) { ($0.0 + $1.backdropCache.reusedRows, $0.1 + $1.backdropCache.blurredRows) }
    }

    /// Creates renderer slots up to `count`.
    private func growRenderers(to count: Int) {
        while renderers.count < count {
            let r = GlassRenderer(sharing: plans, options: options)
            r.parallelLoop = { [unowned self] count, body in self.loop(count, body) }
            r.backdropCache.keepsRows = keepsBackdropRows
            renderers.append(r)
        }
    }

    /// Draws `work` into `frame` inside `region` and reports how the wall time divides.
    ///
    /// The two steps overlap: the groups are prepared top to bottom, and a band of rows is
    /// shaded as soon as every group that may read or write its rows has been prepared, so one
    /// core shades (arithmetic) while the other blurs (mostly waiting on memory), and no core
    /// idles at a barrier between the steps.
    ///
    /// `source`: what the frame drew before the layer (`BackdropSource`), so that groups over
    /// scrolling content keep their blurred rows.
    func draw(_ work: [Work], into frame: Surface, region: PixelRect, scale: Double,
              under source: BackdropSource? = nil) -> Timing {
        draw(work, into: frame, region: DamageRegion(region), scale: scale, under: source)
    }

    /// `draw` inside a region of a few rectangles, closed under glass growth (`FrameRenderer`):
    /// a group it touches lies in it whole, so the group draws its influence's part of the
    /// region, and glyphs and overlays draw each rectangle.
    func draw(_ work: [Work], into frame: Surface, region: DamageRegion, scale: Double,
              under source: BackdropSource? = nil) -> Timing {
        var items: [GlassItem] = []
        var slot = [Int](repeating: -1, count: work.count)
        for (i, w) in work.enumerated() {
            if case .glass(let item) = w { slot[i] = items.count; items.append(item) }
        }
        growRenderers(to: items.count)
        let n = items.count
        // Everything a group's step 1 reads (its blur region) and its step 2 writes lies in
        // its influence rectangle; the region holds all of it or none.
        let reach = items.indices.map {
            region.intersection(renderers[$0].influenceRect(of: items[$0].field, style: items[$0].style, scale: scale)).bounds
        }
        let steps = plannedSteps(work, slot: slot, reach: reach, region: region)
        guard let first = steps.first else { return Timing() }
        let area = steps.dropFirst().reduce(first.rect) { $0.union($1.rect) }
        let bands = (area.height + Self.bandRows - 1) / Self.bandRows
        // Groups are prepared top to bottom; band b may be shaded once the first need[b] + 1 of
        // them are all prepared.
        let order = (0..<n).sorted { (reach[$0].y0, $0) < (reach[$1].y0, $1) }
        var position = [Int](repeating: 0, count: n)
        for (k, j) in order.enumerated() { position[j] = k }
        var need = [Int](repeating: -1, count: bands)
        for j in 0..<n where !reach[j].isEmpty {
            let b0 = max(0, (reach[j].y0 - area.y0) / Self.bandRows)
            let b1 = min(bands - 1, (reach[j].y1 - 1 - area.y0) / Self.bandRows)
            if b0 <= b1 { for b in b0...b1 { need[b] = max(need[b], position[j]) } }
        }
        let workers = min(cores, max(n, bands))
        while scratch.count < workers { scratch.append(ScratchBuffer()) }
        let buffers = Array(scratch.prefix(workers))

        var results = [GlassRenderResult](repeating: .none, count: n)
        var prepared = [Bool](repeating: false, count: n)
        var nextPrepare = 0, preparedPrefix = 0, nextBand = 0
        // Busy seconds per worker: preparing (and of that, blurring), shading, blitting.
        var preparing = [Double](repeating: 0, count: workers), blurring = preparing
        var shading = preparing, blitting = preparing
        let start = WallClock.monotonicSeconds()
        results.withUnsafeMutableBufferPointer { results in
            steps.withUnsafeBufferPointer { steps in
                onWorkers(workers) { worker in
                    condition.lock()
                    while true {
                        if nextBand < bands && need[nextBand] < preparedPrefix {
                            let b = nextBand
                            nextBand += 1
                            condition.unlock()
                            let y0 = area.y0 + b * Self.bandRows, y1 = min(area.y1, y0 + Self.bandRows)
                            let t0 = WallClock.monotonicSeconds()
                            let blit = shadeBand(y0..<y1, steps, results: UnsafeBufferPointer(results), frame: frame,
                                                 area: area, scratch: buffers[worker])
                            let t1 = WallClock.monotonicSeconds()
                            WorkerTrace.record(.shadeBand, t0, t1, b)
                            condition.lock()
                            shading[worker] += t1 - t0 - blit
                            blitting[worker] += blit
                        } else if nextPrepare < n {
                            let j = order[nextPrepare]
                            nextPrepare += 1
                            condition.unlock()
                            let t0 = WallClock.monotonicSeconds()
                            let item = items[j]
                            results[j] = renderers[j].prepare(item.field, style: item.style, scale: scale, from: frame,
                                                              clip: reach[j], memberStyles: item.memberStyles,
                                                              measuringLuminance: false, under: source, planUse: item.planUse,
                                                              receded: item.recededBackdrop)
                            let t1 = WallClock.monotonicSeconds()
                            WorkerTrace.record(.prepareGroup, t0, t1, j)
                            condition.lock()
                            // The shared bookkeeping (arrays included) changes under the lock only.
                            preparing[worker] += t1 - t0
                            blurring[worker] += results[j].backdropSeconds
                            prepared[position[j]] = true
                            while preparedPrefix < n && prepared[preparedPrefix] { preparedPrefix += 1 }
                            condition.broadcast()
                        } else if let loop = openLoops.first {
                            // Nothing to start: help a group another core is preparing.
                            runIteration(of: loop)
                        } else if nextBand >= bands {
                            break
                        } else {
                            condition.wait()
                        }
                    }
                    condition.unlock()
                }
            }
        }
        // The wall time, split by what the cores were busy with.
        let wall = WallClock.monotonicSeconds() - start
        let blur = blurring.reduce(0, +), blit = blitting.reduce(0, +)
        let busy = preparing.reduce(0, +) + shading.reduce(0, +) + blit
        var timing = Timing()
        guard busy > 0 else { timing.glass = wall; return timing }
        timing.backdrop = wall * min(blur, busy) / busy
        timing.overlay = wall * blit / busy
        timing.glass = max(0, wall - timing.backdrop - timing.overlay)
        return timing
    }

    /// One thing step 2 draws in a band: a group's rows, or a surface (glyphs, overlay).
    private struct Step {
        /// The rows it may write (frame pixels, inside the region): for a group its influence,
        /// narrowed to its drawn rectangle once prepared.
        var rect: PixelRect
        /// The group's slot, or nil for a surface.
        var group: Int?
        var surface: Surface?
        var x = 0, y = 0
        /// For a surface, the parts of the region it draws (disjoint; `rect` is their bounds).
        var clips: [PixelRect] = []
        /// For a surface, its opacity 0...255 (glyphs fading on morphing glass).
        var opacity: UInt32 = 255
    }

    /// The steps of `commands` in command order.
    private func plannedSteps(_ commands: [Work], slot: [Int], reach: [PixelRect], region: DamageRegion) -> [Step] {
        var steps: [Step] = []
        func surfaceStep(_ s: Surface, x: Int, y: Int, clip: PixelRect?, radius: Double = 0, opacity: UInt32 = 255) {
            var drawn = region.intersection(PixelRect(x: x, y: y, width: s.width, height: s.height))
            if let clip { drawn = drawn.intersection(clip) }
            guard !drawn.isEmpty, opacity > 0 else { return }
            guard let clip, radius > 0 else {
                steps.append(Step(rect: drawn.bounds, surface: s, x: x, y: y, clips: drawn.rects, opacity: opacity))
                return
            }
            // Rounded: the damaged parts of each row band of the curve (disjoint, as the bands are).
            var parts: [PixelRect] = []
            for band in RoundedClip.rects(clip, radius: radius) { parts += drawn.intersection(band).rects }
            guard let first = parts.first else { return }
            let bounds = parts.dropFirst().reduce(first) { b, r in
                PixelRect(x0: min(b.x0, r.x0), y0: min(b.y0, r.y0), x1: max(b.x1, r.x1), y1: max(b.y1, r.y1))
            }
            steps.append(Step(rect: bounds, surface: s, x: x, y: y, clips: parts, opacity: opacity))
        }
        for i in commands.indices {
            switch commands[i] {
            case .glass(let item):
                if !reach[slot[i]].isEmpty { steps.append(Step(rect: reach[slot[i]], group: slot[i])) }
                if let g = item.glyphs {
                    surfaceStep(g, x: item.glyphOrigin.x, y: item.glyphOrigin.y, clip: item.glyphClip, radius: item.glyphClipRadius,
                                opacity: UInt32(item.glyphOpacity))
                }
            case .overlay(let s, let x, let y, let opacity):
                surfaceStep(s, x: x, y: y, clip: nil, opacity: opacity)
            }
        }
        return steps
    }

    /// Step 2 for rows `rows`: every step's rows in them, in command order. Returns the seconds
    /// spent blitting surfaces.
    private func shadeBand(_ rows: Range<Int>, _ steps: UnsafeBufferPointer<Step>,
                           results: UnsafeBufferPointer<GlassRenderResult>, frame: Surface, area: PixelRect,
                           scratch: ScratchBuffer<SIMD4<Float>>) -> Double {
        @inline(__always) func inBand(_ step: Step) -> Bool {
            guard step.rect.y0 < rows.upperBound && step.rect.y1 > rows.lowerBound else { return false }
            guard let j = step.group else { return true }
            let drawn = results[j].drawnRect.intersection(step.rect)
            return drawn.y0 < rows.upperBound && drawn.y1 > rows.lowerBound
        }
        // The row scratch is known once the groups are prepared (it grows, never shrinks).
        var cells = 1
        for step in steps where step.group != nil && inBand(step) { cells = max(cells, renderers[step.group!].rowScratchCells) }
        let rowScratch = scratch.reserve(cells)
        var blit = 0.0
        for step in steps where inBand(step) {
            if let j = step.group {
                renderers[j].shade(rows: rows, scratch: rowScratch)
            } else if let s = step.surface {
                let t = WallClock.monotonicSeconds()
                let band = PixelRect(x0: area.x0, y0: rows.lowerBound, x1: area.x1, y1: rows.upperBound)
                for clip in step.clips { options.kernels.blit(frame, s, step.x, step.y, clip.intersection(band), step.opacity) }
                blit += WallClock.monotonicSeconds() - t
            }
        }
        return blit
    }

    /// Runs `body(worker)` for workers 0..<count, on the calling thread when there is one.
    private func onWorkers(_ count: Int, _ body: (Int) -> Void) {
        if count <= 1 {
            body(0)
        } else {
            DisjointWork.run(count, body)
        }
    }

    /// The renderers' `ParallelLoop` (only step 1 runs loops: blur pieces, plan bands). The
    /// preparing core runs iterations itself while idle cores join in; with no core idle it
    /// simply runs them all.
    private func loop(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let loop = SharedLoop(count: count, body: body)
            condition.lock()
            openLoops.append(loop)
            condition.broadcast()
            while loop.next < loop.count { runIteration(of: loop) }
            while loop.done < loop.count { condition.wait() }
            condition.unlock()
        }
    }

    /// Takes the next iteration of `loop` and runs it outside the lock (called and returning
    /// with the lock held).
    private func runIteration(of loop: SharedLoop) {
        let i = loop.next
        loop.next += 1
        if loop.next == loop.count { openLoops.removeAll { $0 === loop } }
        condition.unlock()
        WorkerTrace.slice(.loopPiece, i) { loop.body(i) }
        condition.lock()
        loop.done += 1
        if loop.done == loop.count { condition.broadcast() }
    }
}
