import Dispatch
import Foundation

/// Draws a run of consecutive glass groups (and the overlays between them) with every core
/// busy: each core takes the first command that no earlier unfinished command overlaps, and
/// draws it alone (a group's blur, shading and glyphs) with its own `GlassRenderer`.
///
/// Why: a group split into bands over the cores waits twice for the slowest core (after the
/// blur, after the shading), and a small group's blur runs on one core only. On a screen of
/// many small groups (the glass lab: 40) the second core was mostly idle: the benchmark pinned
/// to one core was only 1.1 to 1.3 times slower than on two.
///
/// Order is kept where it matters: a command waits for every earlier one whose written pixels
/// it reads or whose read pixels it writes (`Footprint`), so each sees exactly the pixels it
/// would see drawn in order, and the frame is the same bits whichever core drew what.
/// Commands that overlap nothing run side by side.
final class GlassBatch {
    /// One command of a run.
    enum Work {
        case glass(GlassItem)
        /// A surface blended over the frame at (x, y).
        case overlay(Surface, x: Int, y: Int)
    }

    /// The pixels one command reads (a group's backdrop, what it blends over)
    /// and writes (the glass, its outer shadow, its glyphs).
    struct Footprint {
        var reads: PixelRect, writes: PixelRect

        /// Whether drawing one before the other can change either's pixels.
        func conflicts(with o: Footprint) -> Bool {
            overlap(writes, o.reads) || overlap(reads, o.writes)
        }
        private func overlap(_ a: PixelRect, _ b: PixelRect) -> Bool { !a.intersection(b).isEmpty }
    }

    /// What drawing one command cost and found.
    struct Outcome {
        /// Seconds in the blur, in the whole command, and in glyphs or overlays, on the core
        /// that drew it.
        var backdropSeconds = 0.0, totalSeconds = 0.0, overlaySeconds = 0.0
    }

    /// One renderer per core; they share one plan cache, and their loops are `shareLoop`.
    private(set) var renderers: [GlassRenderer] = []
    /// Guards the scheduling state below and signals when it changes.
    private let condition = NSCondition()
    /// Loops of commands being drawn that still have iterations nobody has taken.
    private var openLoops: [SharedLoop] = []

    /// The iterations of one command's parallel loop, taken one at a time by whichever core
    /// is free: the core drawing the command, and any core with nothing ready to draw.
    private final class SharedLoop {
        let count: Int
        let body: (Int) -> Void
        var next = 0, done = 0
        init(count: Int, body: @escaping (Int) -> Void) { self.count = count; self.body = body }
    }

    /// Renderers at most: each holds its own scratch (blur and row buffers, a few MB at 1080p),
    /// and rows of overlapping neighbours are chains that more cores would mostly wait on.
    static let maxWorkers = 4

    init(plans: GlassPlanCache, cores: Int = ProcessInfo.processInfo.activeProcessorCount) {
        renderers = (0..<min(max(1, cores), Self.maxWorkers)).map { _ in
            let r = GlassRenderer(sharing: plans)
            r.parallelLoop = { [unowned self] count, body in self.shareLoop(count, body) }
            return r
        }
    }

    /// The footprint of `work` (lengths of the glass resolved with `renderer`).
    static func footprint(of work: Work, renderer: GlassRenderer, scale: Double) -> Footprint {
        switch work {
        case .glass(let item):
            var f = renderer.footprint(of: item.field, style: item.style, scale: scale)
            if let g = item.glyphs {
                var r = PixelRect(x: item.glyphOrigin.x, y: item.glyphOrigin.y, width: g.width, height: g.height)
                if let c = item.glyphClip { r = r.intersection(c) }
                if !r.isEmpty {
                    f.writes = f.writes.isEmpty ? r : f.writes.union(r)
                    f.reads = f.reads.isEmpty ? r : f.reads.union(r)
                }
            }
            return f
        case .overlay(let s, let x, let y):
            let r = PixelRect(x: x, y: y, width: s.width, height: s.height)
            return Footprint(reads: r, writes: r)
        }
    }

    /// For each command, the earlier commands it must wait for.
    static func dependencies(_ footprints: [Footprint]) -> [[Int]] {
        footprints.indices.map { j in
            (0..<j).filter { footprints[$0].conflicts(with: footprints[j]) }
        }
    }

    /// Draws `work` into `frame` inside `region`; returns one outcome per command, in order.
    func draw(_ work: [Work], into frame: Surface, region: PixelRect, scale: Double) -> [Outcome] {
        let n = work.count
        let waitsFor = Self.dependencies(work.map { Self.footprint(of: $0, renderer: renderers[0], scale: scale) })
        var successors = [[Int]](repeating: [], count: n)
        var pending = [Int](repeating: 0, count: n)
        for j in 0..<n {
            pending[j] = waitsFor[j].count
            for i in waitsFor[j] { successors[i].append(j) }
        }
        var started = [Bool](repeating: false, count: n)
        var finished = 0
        var outcomes = [Outcome](repeating: Outcome(), count: n)

        // The lowest-numbered command whose predecessors are all drawn, if any (under the lock).
        func nextReady() -> Int? {
            for j in 0..<n where !started[j] && pending[j] == 0 { return j }
            return nil
        }

        outcomes.withUnsafeMutableBufferPointer { results in
            DispatchQueue.concurrentPerform(iterations: min(renderers.count, n)) { worker in
                let renderer = renderers[worker]
                condition.lock()
                while finished < n {
                    if let j = nextReady() {
                        started[j] = true
                        condition.unlock()
                        results[j] = Self.draw(work[j], renderer: renderer, into: frame, region: region, scale: scale)
                        condition.lock()
                        finished += 1
                        for s in successors[j] { pending[s] -= 1 }
                        condition.broadcast()
                    } else if let loop = openLoops.first {
                        // Nothing to start: help the command another core is drawing.
                        runIteration(of: loop)
                    } else {
                        // Another core is drawing what the rest wait for; it signals.
                        condition.wait()
                    }
                }
                condition.unlock()
            }
        }
        return outcomes
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

    /// A renderer's `ParallelLoop`: the drawing core runs iterations itself while idle cores
    /// join in, and it returns once every iteration is done.
    private func shareLoop(_ count: Int, _ body: (Int) -> Void) {
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

    /// One command, drawn as `FrameRenderer` draws it in order: a group's glass then its
    /// glyphs, or an overlay.
    static func draw(_ work: Work, renderer: GlassRenderer, into frame: Surface, region: PixelRect,
                     scale: Double) -> Outcome {
        let start = WallClock.monotonicSeconds()
        switch work {
        case .glass(let item):
            let result = renderer.render(item.field, style: item.style, scale: scale, into: frame, clip: region,
                                         memberStyles: item.memberStyles, measuringLuminance: false)
            let glassEnd = WallClock.monotonicSeconds()
            if let g = item.glyphs {
                frame.blit(g, at: item.glyphOrigin.x, item.glyphOrigin.y,
                           clip: item.glyphClip.map { region.intersection($0) } ?? region)
            }
            let end = WallClock.monotonicSeconds()
            return Outcome(backdropSeconds: result.backdropSeconds,
                           totalSeconds: end - start, overlaySeconds: end - glassEnd)
        case .overlay(let s, let x, let y):
            frame.blit(s, at: x, y, clip: region)
            let seconds = WallClock.monotonicSeconds() - start
            return Outcome(totalSeconds: seconds, overlaySeconds: seconds)
        }
    }
}
