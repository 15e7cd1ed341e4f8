import Dispatch
import Foundation

/// Draws a run of consecutive glass groups, with the overlays among them (their labels), as
/// one floating layer (SPEC G11): every group samples the backdrop as it was before any of them
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
/// colours too: its rows are as independent). The one wait is between the steps.
///
/// The frame is the same bits whatever the number of cores.
final class GlassLayer {
    /// One command of a run.
    enum Work {
        case glass(GlassItem)
        /// A surface blended over the frame at (x, y).
        case overlay(Surface, x: Int, y: Int)
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

    init(plans: GlassPlanCache, cores: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.plans = plans
        self.cores = max(1, cores)
    }

    /// Creates renderer slots up to `count`.
    private func growRenderers(to count: Int) {
        while renderers.count < count {
            let r = GlassRenderer(sharing: plans)
            r.parallelLoop = { [unowned self] count, body in self.loop(count, body) }
            renderers.append(r)
        }
    }

    /// Draws `work` into `frame` inside `region` and reports how the wall time divides.
    func draw(_ work: [Work], into frame: Surface, region: PixelRect, scale: Double) -> Timing {
        var items: [GlassItem] = []
        var slot = [Int](repeating: -1, count: work.count)
        for (i, w) in work.enumerated() {
            if case .glass(let item) = w { slot[i] = items.count; items.append(item) }
        }
        growRenderers(to: items.count)
        var timing = Timing()

        // Step 1: every group reads its backdrop before any group writes.
        let start = WallClock.monotonicSeconds()
        var results = [GlassRenderResult](repeating: .none, count: items.count)
        var seconds = [Double](repeating: 0, count: items.count)
        results.withUnsafeMutableBufferPointer { results in
            seconds.withUnsafeMutableBufferPointer { seconds in
                prepareAll(items, into: frame, region: region, scale: scale, results: results, seconds: seconds)
            }
        }
        let prepared = WallClock.monotonicSeconds()
        let preparingSeconds = seconds.reduce(0, +)
        let blurring = results.reduce(0) { $0 + $1.backdropSeconds }
        let stepOne = prepared - start
        timing.backdrop = preparingSeconds > 0 ? stepOne * min(1, blurring / preparingSeconds) : 0
        timing.glass = stepOne - timing.backdrop

        // Step 2: shading in command order, in row bands.
        shadeBands(work, slot: slot, results: results, frame: frame, region: region, timing: &timing)
        return timing
    }

    /// Step 1 for every group: a group per core, idle cores joining the loops of the others.
    private func prepareAll(_ items: [GlassItem], into frame: Surface, region: PixelRect, scale: Double,
                            results: UnsafeMutableBufferPointer<GlassRenderResult>,
                            seconds: UnsafeMutableBufferPointer<Double>) {
        let n = items.count
        guard n > 0 else { return }
        var next = 0, finished = 0
        onWorkers(min(cores, n)) { _ in
            condition.lock()
            while finished < n {
                if next < n {
                    let j = next
                    next += 1
                    condition.unlock()
                    let t0 = WallClock.monotonicSeconds()
                    let item = items[j]
                    results[j] = renderers[j].prepare(item.field, style: item.style, scale: scale, from: frame,
                                                      clip: region, memberStyles: item.memberStyles,
                                                      measuringLuminance: false)
                    seconds[j] = WallClock.monotonicSeconds() - t0
                    condition.lock()
                    finished += 1
                    if finished == n { condition.broadcast() }
                } else if let loop = openLoops.first {
                    // Nothing left to start: help a group another core is preparing.
                    runIteration(of: loop)
                } else {
                    condition.wait()
                }
            }
            condition.unlock()
        }
    }

    /// One thing step 2 draws in a band: a group's rows, or a surface (glyphs, overlay).
    private struct Step {
        /// The rows it writes (frame pixels, inside the region).
        var rect: PixelRect
        /// The group's renderer, or nil for a surface.
        var renderer: GlassRenderer?
        var surface: Surface?
        var x = 0, y = 0
        var clip = PixelRect.empty
    }

    /// Step 2 for `commands`: the rows they write, in bands over the cores.
    private func shadeBands(_ commands: [Work], slot: [Int], results: [GlassRenderResult], frame: Surface,
                            region: PixelRect, timing: inout Timing) {
        var steps: [Step] = []
        var cells = 0
        for i in commands.indices {
            switch commands[i] {
            case .glass(let item):
                let r = renderers[slot[i]]
                let drawn = results[slot[i]].drawnRect.intersection(region)
                if !drawn.isEmpty {
                    steps.append(Step(rect: drawn, renderer: r))
                    cells = max(cells, r.rowScratchCells)
                }
                if let g = item.glyphs {
                    let clip = glyphClip(item, region)
                    let rect = PixelRect(x: item.glyphOrigin.x, y: item.glyphOrigin.y, width: g.width, height: g.height)
                        .intersection(clip)
                    if !rect.isEmpty {
                        steps.append(Step(rect: rect, surface: g, x: item.glyphOrigin.x, y: item.glyphOrigin.y, clip: clip))
                    }
                }
            case .overlay(let s, let x, let y):
                let rect = PixelRect(x: x, y: y, width: s.width, height: s.height).intersection(region)
                if !rect.isEmpty { steps.append(Step(rect: rect, surface: s, x: x, y: y, clip: region)) }
            }
        }
        guard let first = steps.first else { return }
        let area = steps.dropFirst().reduce(first.rect) { $0.union($1.rect) }
        let bands = (area.height + Self.bandRows - 1) / Self.bandRows
        let workers = min(cores, bands)
        while scratch.count < workers { scratch.append(ScratchBuffer()) }
        let buffers = (0..<workers).map { scratch[$0].reserve(max(cells, 1)) }
        let lock = NSLock()
        var next = 0
        var busy = [Double](repeating: 0, count: workers), blitting = [Double](repeating: 0, count: workers)
        let start = WallClock.monotonicSeconds()
        steps.withUnsafeBufferPointer { steps in
            busy.withUnsafeMutableBufferPointer { busy in
                blitting.withUnsafeMutableBufferPointer { blitting in
                    onWorkers(workers) { worker in
                        let t0 = WallClock.monotonicSeconds()
                        while true {
                            lock.lock()
                            let b = next
                            next += 1
                            lock.unlock()
                            guard b < bands else { break }
                            let y0 = area.y0 + b * Self.bandRows, y1 = min(area.y1, y0 + Self.bandRows)
                            for step in steps where step.rect.y0 < y1 && step.rect.y1 > y0 {
                                if let r = step.renderer {
                                    r.shade(rows: y0..<y1, scratch: buffers[worker])
                                } else if let s = step.surface {
                                    let t = WallClock.monotonicSeconds()
                                    frame.blit(s, at: step.x, step.y,
                                               clip: step.clip.intersection(PixelRect(x0: area.x0, y0: y0, x1: area.x1, y1: y1)))
                                    blitting[worker] += WallClock.monotonicSeconds() - t
                                }
                            }
                        }
                        busy[worker] = WallClock.monotonicSeconds() - t0
                    }
                }
            }
        }
        let wall = WallClock.monotonicSeconds() - start
        let total = busy.reduce(0, +)
        let overlay = total > 0 ? wall * blitting.reduce(0, +) / total : 0
        timing.overlay += overlay
        timing.glass += wall - overlay
    }

    /// Where a group's glyphs may draw.
    private func glyphClip(_ item: GlassItem, _ region: PixelRect) -> PixelRect {
        item.glyphClip.map { region.intersection($0) } ?? region
    }

    /// Runs `body(worker)` for workers 0..<count, on the calling thread when there is one.
    private func onWorkers(_ count: Int, _ body: (Int) -> Void) {
        if count <= 1 {
            body(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
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
        loop.body(i)
        condition.lock()
        loop.done += 1
        if loop.done == loop.count { condition.broadcast() }
    }
}
