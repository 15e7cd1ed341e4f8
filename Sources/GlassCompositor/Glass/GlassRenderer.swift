import Dispatch
import Foundation

/// The glass pass: draws one glass group (a merged `GlassField`) into a frame whose pixels
/// under and around the glass are already composited (the backdrop).
///
/// Steps:
/// 1. blur the backdrop region, the field bounds plus `backdropMargin` (max displacement + 3σ),
///    clamped to the frame and mirrored at its edges, into reusable reduced-resolution buffers,
///    *before* any pixel is written;
/// 2. shade every pixel of (field bounds + shadow extent) ∩ clip ∩ frame with `GlassKernel`:
///    refraction in the bezel, vibrancy, tint, fill, rim highlight, inner and outer shadow, and
///    an anti-aliased edge, in row bands spread over all cores.
///
/// A caller may run the steps apart: `prepare` (step 1, which writes nothing), then
/// `shade(rows:scratch:)` over the drawn rows from any threads. `GlassLayer` prepares every
/// group of a floating layer before it shades any, so no glass samples another's pixels.
///
/// Units: the field is in device pixels; the style is in points and is multiplied by `scale`.
/// Colours are premultiplied. Not thread-safe: one renderer per group being drawn (it owns the
/// scratch buffers); it parallelises internally with `parallelLoop`.
final class GlassRenderer {
    private let blur = BackdropBlur()
    /// The blurred rows kept while content scrolls under still glass (`BackdropCache`).
    let backdropCache = BackdropCache()
    private let shapes = ScratchBuffer<ShapeSDF>()
    private let refraction = RefractionTable()
    private let lobeTable = ScratchBuffer<Float>(capacity: GlassKernel.lobeTableSize + 2)
    private let rowBuffers = ScratchBuffer<SIMD4<Float>>()
    private let gradedCells = ScratchBuffer<SIMD4<Float>>()
    private let memberOutputs = ScratchBuffer<UInt32>()
    private let memberIndices = ScratchBuffer<Int>()
    private let memberRects = ScratchBuffer<PixelRect>()
    private let gradingRects = ScratchBuffer<PixelRect>()
    private let memberWeights = ScratchBuffer<Float>()
    private var lobeSharpness: Float = .nan
    /// Rows per parallel work item of the shading pass.
    var bandRows = 32
    /// Whether the kernel may take its single-shape shortcuts (tests compare both paths).
    var shortcuts = true
    /// Whether glass that holds still is planned once and replayed (`GlassPlan`;
    /// `RenderOptions.glassPlans`).
    var planning = true
    /// The kernels compiled for this CPU (`RenderOptions.kernels`).
    var kernels = KernelVariant.baseline
    /// Whether a backdrop over scrolling content keeps its blurred rows from frame to frame
    /// (`BackdropCache`; `RenderOptions.backdropCache`).
    var cachingBackdrops = true
    let plans: GlassPlanCache
#if DEBUG
    /// Counts the pixels each shading path shades (tests; debug builds only).
    var pathTrace: GlassPathTrace?
#endif
    /// How the blur's pieces and the shading's row bands are spread over the cores. A
    /// `GlassLayer` gives its renderers a loop that idle cores join while it prepares groups.
    var parallelLoop: ParallelLoop = ParallelLoops.dispatch {
        didSet { blur.parallelLoop = parallelLoop }
    }

    init(options: RenderOptions = RenderOptions()) {
        plans = GlassPlanCache()
        apply(options)
    }

    /// A renderer that shares `plans` with others (the renderers of one `GlassLayer`).
    init(sharing plans: GlassPlanCache, options: RenderOptions = RenderOptions()) {
        self.plans = plans
        apply(options)
    }

    private func apply(_ options: RenderOptions) {
        kernels = options.kernels
        blur.kernels = options.kernels
        planning = options.glassPlans
        cachingBackdrops = options.backdropCache
    }

    /// Cores the shading pass spreads its row bands over.
    private static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// The frame pixels the glass depends on or may change: field bounds grown by the larger of
    /// the shadow extent and the backdrop margin. The pipeline redraws the glass when anything
    /// inside changes and grows its damage by it.
    func influenceRect(of field: GlassField, style: GlassStyle, scale: Double) -> PixelRect {
        Self.influenceRect(of: field, style: style, scale: scale)
    }

    /// The pixels a glass group reads or writes (its shape, its shadow, the backdrop around
    /// it it samples): planning asks it too, to draw everything the group will read first.
    static func influenceRect(of field: GlassField, style: GlassStyle, scale: Double) -> PixelRect {
        guard !field.isEmpty, style.variant != .identity else { return .empty }
        let r = ResolvedGlassStyle(style, scale: scale, field: field)
        return PixelRect(covering: field.bounds).outsetBy(max(r.shadowExtent, r.backdropMargin))
    }

    /// Draws `field` with `style` into `frame`, changing only pixels inside `clip`: `prepare`,
    /// then the shading of every row over the cores.
    ///
    /// - Parameters:
    ///   - field: the merged shapes, in device pixels of `frame`.
    ///   - style: the material, lengths in points.
    ///   - scale: pixels per point.
    ///   - frame: holds the backdrop on entry and the result on return.
    ///   - clip: pixels that may be written (the damage being redrawn).
    ///   - memberStyles: one style per shape of `field` when a container's members differ in
    ///     tint, fill or vibrancy: the colour then blends across their bridges
    ///     (`MemberTintBlend`). Geometry, blur and light come from `style`.
    ///   - measuringLuminance: whether to measure `meanLuminance` (nan when not). The viewer
    ///     adapts its glass from the content layers (`ViewerSession.contentLuminance`), so the
    ///     frame pipeline skips it: 400 scattered reads of the frame per group and frame.
    /// - Returns: the backdrop's mean luminance under the shape and the rectangle drawn.
    @discardableResult
    func render(_ field: GlassField, style: GlassStyle, scale: Double, into frame: Surface, clip: PixelRect,
                       memberStyles: [GlassStyle]? = nil, measuringLuminance: Bool = true) -> GlassRenderResult {
        var result = prepare(field, style: style, scale: scale, from: frame, clip: clip, memberStyles: memberStyles,
                             measuringLuminance: measuringLuminance)
        result.replayedPlan = shadeWhole()
        return result
    }

    /// Step 1 of drawing `field` (the parameters of `render`): measures the luminance, blurs
    /// and grades the backdrop, sets up the kernel and finds (or builds) the plan, without
    /// writing a pixel of `frame`. Step 2 is `shade(rows:scratch:)` over the rows of the drawn
    /// rectangle, or `shadeWhole()`; the preparation lasts until the next `prepare`.
    ///
    /// `source`: what the frame drew before the glass; where the backdrop region shows
    /// scrolling content, the blur keeps the rows clear of anything else drawn there from frame
    /// to frame (`BackdropCache`, `BackdropSource.scrollingContent`).
    func prepare(_ field: GlassField, style: GlassStyle, scale: Double, from frame: Surface, clip: PixelRect,
                 memberStyles: [GlassStyle]? = nil, measuringLuminance: Bool = true,
                 under source: BackdropSource? = nil, planUse: PlanUse = .adaptive,
                 receded: RecededBackdrop? = nil) -> GlassRenderResult {
        pending = .nothing
        guard !field.isEmpty else { return .none }
        let bounds = PixelRect(covering: field.bounds)
        let sdfs = shapes.reserve(field.shapes.count)
        for (i, s) in field.shapes.enumerated() { sdfs[i] = s.sdf }
        let evaluator = FieldEvaluator(shapes: sdfs, count: field.shapes.count, k: Float(field.spacing))
        // Measured before anything is written, from the backdrop itself.
        let luminance = measuringLuminance ? Self.meanLuminance(evaluator, bounds: field.bounds, in: frame) : .nan
        guard style.variant != .identity else {
            return GlassRenderResult(meanLuminance: luminance, drawnRect: .empty)
        }
        let st = ResolvedGlassStyle(style, scale: scale, field: field)
        let drawRect = bounds.outsetBy(st.shadowExtent).intersection(clip).intersection(frame.bounds)
        guard !drawRect.isEmpty else { return GlassRenderResult(meanLuminance: luminance, drawnRect: .empty) }

        // 1. Backdrop: blur what the displaced samples can reach, before writing anything.
        let region = bounds.outsetBy(st.backdropMargin).intersection(frame.bounds)
        let reach = Int((st.amount * (1 + st.dispersion / 2)).rounded(.up)) + 2
        let needed = bounds.intersection(drawRect).outsetBy(reach).intersection(region)
        let grading = Self.grading(st)
        // Members graded differently (G9): the distinct gradings, and each shape's among them.
        var gradings = [grading]
        var shapeGrading: [Int] = []
        if let memberStyles, memberStyles.count == field.shapes.count {
            for member in memberStyles {
                let m = Self.grading(ResolvedGlassStyle(member, scale: scale, field: field))
                if let i = gradings.firstIndex(of: m) { shapeGrading.append(i) } else { shapeGrading.append(gradings.count); gradings.append(m) }
            }
        }
        let blends = gradings.count > 1
        let backdropStart = WallClock.monotonicSeconds()
        // Blending needs the backdrop once per grading: blur it ungraded, grade copies.
        let blurGrading = blends ? ColorMatrix.identity : grading
        // Glass under an opaque fill shows none of its backdrop: the blur is skipped (the
        // cells are the fill), and so is the cache, which keeps blurred content.
        let opaque = blurGrading.isConstant
        if opaque || receded != nil { backdropCache.forget() }
        let content = cachingBackdrops && !opaque && receded == nil ? source?.scrollingContent(under: region) : nil
        let run: BlurredBackdrop?
        if let receded {
            // Over a receded page whose recede the frame skipped under the glass: from the page.
            run = blur.run(receded: receded, region: region, sigma: st.sigma, needed: needed, grading: blurGrading)
        } else if let content {
            run = backdropCache.run(blur, source: frame, region: region, sigma: st.sigma, needed: needed,
                                    grading: blurGrading, content: content.content, dirty: content.dirty)
        } else {
            run = blur.run(source: frame, region: region, sigma: st.sigma, needed: needed, grading: blurGrading)
        }
        guard let blurred = run else {
            return GlassRenderResult(meanLuminance: luminance, drawnRect: .empty)
        }
        let backdropSeconds = WallClock.monotonicSeconds() - backdropStart
        var result = GlassRenderResult(meanLuminance: luminance, drawnRect: drawRect, backdropSeconds: backdropSeconds)
        let frameSize = (frame.width, frame.height)
        guard blends else {
            let shading = rowShading(evaluator, st, kernelBackdrop: blurred, pixels: frame.pixels, stride: frame.stride,
                                     frameSize: frameSize, sdfs: sdfs, bounds: bounds, drawRect: drawRect, planUse: planUse)
            result.replayedPlan = shading.plan != nil
            pending = .rows(shading)
            return result
        }
        let blended = blendedShading(evaluator, st, blurred: blurred, frame: frame, sdfs: sdfs, bounds: bounds,
                                     drawRect: drawRect, gradings: gradings, shapeGrading: shapeGrading, field: field,
                                     planUse: planUse)
        result.replayedPlan = blended.shadings[0].plan != nil
        pending = .blended(blended)
        return result
    }

    /// What `prepare` left for step 2.
    private var pending = Pending.nothing
    private enum Pending {
        case nothing
        /// One grading.
        case rows(RowShading)
        /// Members graded differently: one shading per grading, then mixed.
        case blended(BlendedShading)
    }

    /// Scratch cells (`SIMD4<Float>`) a thread needs for `shade(rows:scratch:)`.
    var rowScratchCells: Int {
        switch pending {
        case .nothing: return 0
        case .rows(let s): return s.scratchCells
        case .blended(let b): return b.scratchCells
        }
    }

    /// Step 2 for frame rows `rows` (those inside the drawn rectangle), on the calling thread.
    /// Rows shade independently, so any split of them over threads gives the same pixels.
    /// `scratch`: `rowScratchCells` cells owned by the calling thread.
    func shade(rows: Range<Int>, scratch: UnsafeMutablePointer<SIMD4<Float>>) {
        switch pending {
        case .nothing: return
        case .rows(let s): s.shade(rows: rows, scratch: scratch)
        case .blended(let b): b.shade(rows: rows, scratch: scratch)
        }
    }

    /// Step 2 for the whole drawn rectangle, in row bands over `parallelLoop`; returns whether
    /// the pixels came from a replayed plan.
    @discardableResult
    func shadeWhole() -> Bool {
        let rect: PixelRect, cells: Int, replayed: Bool
        // Bands follow the plan's, so each resolves its stencils' band once.
        let band: Int, top: Int
        switch pending {
        case .nothing: return false
        case .rows(let s):
            rect = s.drawRect; cells = s.scratchCells; replayed = s.plan != nil
            band = s.plan?.bandRows ?? bandHeight(rect.height); top = s.plan?.key.rect.y0 ?? rect.y0
        case .blended(let b):
            rect = b.drawRect; cells = b.scratchCells; replayed = b.shadings[0].plan != nil
            band = bandHeight(rect.height); top = rect.y0
        }
        guard !rect.isEmpty else { return replayed }
        let first = (rect.y0 - top) / band, count = (rect.y1 - 1 - top) / band - first + 1
        let buffers = rowBuffers.reserve(count * cells)
        forEachBand(count) { i in
            let y0 = top + (first + i) * band
            shade(rows: y0..<(y0 + band), scratch: buffers + i * cells)
        }
        return replayed
    }

    /// A container whose members are graded differently (G9): the group is shaded once per
    /// distinct grading over the same original pixels, then mixed by member weights
    /// (`MemberTintBlend`). Grading 0 (the group's) goes straight into the frame; every other one
    /// only over its members' rectangles grown by the merge distance (beyond, its weight is 0),
    /// into a buffer the size of the drawn rectangle. Row by row, like a single grading.
    private struct BlendedShading {
        /// Per grading; 0 shades the frame, k ≥ 1 its buffer.
        let shadings: [RowShading]
        let blend: MemberTintBlend
        let field: FieldEvaluator
        let frame: Surface
        let drawRect: PixelRect
        let outputs: UnsafeMutablePointer<UInt32>
        /// The largest of the shadings' scratch; the mix's weights follow it.
        let rowCells: Int

        var scratchCells: Int { rowCells + (field.count + shadings.count + 3) / 4 }

        func shade(rows: Range<Int>, scratch: UnsafeMutablePointer<SIMD4<Float>>) {
            let y0 = max(rows.lowerBound, drawRect.y0), y1 = min(rows.upperBound, drawRect.y1)
            guard y0 < y1 else { return }
            let w = drawRect.width, area = drawRect.width * drawRect.height
            // Every other grading shades over the pixels under the glass before grading 0 does.
            for k in 1..<shadings.count {
                let r = blend.gradingRects[k]
                guard !r.isEmpty else { continue }
                let o = outputs + k * area - (drawRect.y0 * w + drawRect.x0)
                let top = max(y0, r.y0), bottom = min(y1, r.y1)
                guard top < bottom else { continue }
                for y in top..<bottom {
                    (o + y * w + r.x0).update(from: frame.pixels + y * frame.stride + r.x0, count: r.width)
                }
            }
            for s in shadings { s.shade(rows: y0..<y1, scratch: scratch) }
            let floats = UnsafeMutableRawPointer(scratch + rowCells).assumingMemoryBound(to: Float.self)
            blend.apply(rows: y0..<y1, field: field, frame: frame, scratch: floats)
            shadings[0].kernel.hit(.memberBlend, (y1 - y0) * drawRect.width)
        }
    }

    /// Sets up the shading of a container whose members are graded differently.
    private func blendedShading(_ evaluator: FieldEvaluator, _ st: ResolvedGlassStyle, blurred: BlurredBackdrop,
                                frame: Surface, sdfs: UnsafeMutablePointer<ShapeSDF>, bounds: PixelRect,
                                drawRect: PixelRect, gradings: [ColorMatrix], shapeGrading: [Int],
                                field: GlassField, planUse: PlanUse) -> BlendedShading {
        let n = field.shapes.count, count = gradings.count
        let grown = memberRects.reserve(n)
        let margin = Int(field.spacing.rounded(.up)) + 2
        for (i, shape) in field.shapes.enumerated() {
            grown[i] = PixelRect(covering: shape.bounds).outsetBy(margin).intersection(drawRect)
        }
        let rects = gradingRects.reserve(count)
        for k in 0..<count { rects[k] = .empty }
        for i in 0..<n where !grown[i].isEmpty {
            let k = shapeGrading[i]
            rects[k] = rects[k].isEmpty ? grown[i] : rects[k].union(grown[i])
        }
        let w = drawRect.width, area = drawRect.width * drawRect.height
        let outputs = memberOutputs.reserve(area * count)
        let cellCount = blurred.columns * blurred.rows
        let cells = gradedCells.reserve(cellCount * count)
        var shadings: [RowShading] = []
        for k in 0..<count {
            let graded = cells + k * cellCount
            for i in 0..<cellCount { graded[i] = gradings[k].apply(blurred.cells[i]) }
            // The kernel addresses pixels by frame coordinates: point it at buffer k shifted back.
            let origin = outputs + k * area - (drawRect.y0 * w + drawRect.x0)
            // One plan serves every grading; only the group's own shading counts as a sighting.
            shadings.append(rowShading(evaluator, st, kernelBackdrop: blurred.withCells(graded),
                                       pixels: k == 0 ? frame.pixels : origin, stride: k == 0 ? frame.stride : w,
                                       frameSize: (frame.width, frame.height), sdfs: sdfs, bounds: bounds,
                                       drawRect: k == 0 ? drawRect : rects[k], mayBuildPlan: k == 0, planUse: planUse))
        }
        let indices = memberIndices.reserve(n)
        for (i, g) in shapeGrading.enumerated() { indices[i] = g }
        let blend = MemberTintBlend(outputs: outputs, gradingCount: count, drawRect: drawRect,
                                    gradingRects: rects, memberRects: grown, shapeGrading: indices)
        return BlendedShading(shadings: shadings, blend: blend, field: evaluator, frame: frame, drawRect: drawRect,
                              outputs: outputs, rowCells: shadings.map(\.scratchCells).max()!)
    }

    /// The colour grading folded into the blurred backdrop.
    private static func grading(_ st: ResolvedGlassStyle) -> ColorMatrix { st.grading }

    /// The shading of `drawRect` set up: the kernel, and the plan to replay (found, or built now
    /// on a first sighting).
    private struct RowShading {
        let kernel: GlassKernel
        let plan: GlassPlan?
        let drawRect: PixelRect
        let kernels: KernelVariant

        var scratchCells: Int { kernel.scratchCells }

        /// Shades the rows of `drawRect` in `rows`; `scratch`: `scratchCells` of the calling thread.
        func shade(rows: Range<Int>, scratch: UnsafeMutablePointer<SIMD4<Float>>) {
            let y0 = max(rows.lowerBound, drawRect.y0), y1 = min(rows.upperBound, drawRect.y1)
            guard y0 < y1 else { return }
            guard let plan else {
                kernels.shade(kernel, y0..<y1, drawRect.x0, drawRect.x1, scratch)
                return
            }
            let top = plan.key.rect.y0
            var y = y0
            while y < y1 {
                let b = (y - top) / plan.bandRows
                let band = plan.bands[b]
                let end = min(y1, band.y0 + plan.bandRows)
                if let view = band.view {
                    kernels.replay(kernel, y..<end, drawRect.x0, drawRect.x1, view, band.y0, scratch)
                }
                y = end
            }
        }
    }

    /// Sets up the shading of `drawRect` into `pixels` (frame coordinates) from `backdrop`.
    private func rowShading(_ evaluator: FieldEvaluator, _ st: ResolvedGlassStyle, kernelBackdrop backdrop: BlurredBackdrop,
                            pixels: UnsafeMutablePointer<UInt32>, stride: Int, frameSize: (width: Int, height: Int),
                            sdfs: UnsafeMutablePointer<ShapeSDF>, bounds: PixelRect, drawRect: PixelRect,
                            mayBuildPlan: Bool = true, planUse: PlanUse = .adaptive) -> RowShading {
        if lobeSharpness != st.highlightSharpness {
            GlassHighlight.fillLobeTable(lobeTable.base, size: GlassKernel.lobeTableSize, sharpness: st.highlightSharpness)
            lobeSharpness = st.highlightSharpness
        }
        var kernel = GlassKernel(field: evaluator, backdrop: backdrop,
                                 refraction: refraction.prepare(st.profile, bezel: st.bezel, amount: st.amount,
                                                                refractiveIndex: st.refractiveIndex),
                                 lobeTable: lobeTable.base, style: st, frame: pixels, stride: stride)
        kernel.shortcuts = shortcuts
#if DEBUG
        kernel.trace = pathTrace
#endif
        guard planning, planUse != .moving else { return RowShading(kernel: kernel, plan: nil, drawRect: drawRect, kernels: kernels) }
        let recording = st.planned
        let frameBounds = PixelRect(x: 0, y: 0, width: frameSize.width, height: frameSize.height)
        let key = GlassPlanKey(shapes: Array(UnsafeBufferPointer(start: sdfs, count: evaluator.count)),
                               spacing: evaluator.k, style: recording.geometryOnly,
                               rect: bounds.outsetBy(recording.shadowExtent).intersection(frameBounds),
                               frameWidth: frameSize.width, frameHeight: frameSize.height)
        var plan = plans.plan(for: key)
        if plan == nil && mayBuildPlan && (planUse == .still || plans.shouldBuild(key)) {
            var recorder = kernel
            recorder.style = recording
            let built = buildPlan(key, recorder)
            plans.insert(built)
            plan = built
        }
        // A grading whose members are all clipped away has nothing to shade.
        guard let plan, !drawRect.isEmpty else {
            return RowShading(kernel: kernel, plan: nil, drawRect: drawRect, kernels: kernels)
        }
        return RowShading(kernel: kernel, plan: plan, drawRect: drawRect, kernels: kernels)
    }

    /// Runs `body` for bands 0..<count with `parallelLoop`.
    private func forEachBand(_ count: Int, _ body: (Int) -> Void) {
        parallelLoop(count, body)
    }

    /// Rows per parallel work item for `height` rows: at most `bandRows`, at least four items
    /// per core.
    private func bandHeight(_ height: Int) -> Int {
        max(1, min(bandRows, (height + 4 * Self.cores - 1) / (4 * Self.cores)))
    }

    /// Records the plan of `key.rect`, band by band on all cores.
    private func buildPlan(_ key: GlassPlanKey, _ kernel: GlassKernel) -> GlassPlan {
        let rect = key.rect
        let band = bandHeight(rect.height)
        let count = (rect.height + band - 1) / band
        let bands = (0..<count).map { GlassPlanBand(y0: rect.y0 + $0 * band) }
        forEachBand(count) { b in
            let planBand = bands[b]
            kernels.record(kernel, planBand.y0..<min(rect.y1, planBand.y0 + band), rect.x0, rect.x1, planBand,
                           SIMD2(Float(key.frameWidth), Float(key.frameHeight)))
            planBand.freeze()
        }
        return GlassPlan(key: key, bandRows: band, bands: bands)
    }

    /// Mean luminance (straight, 0...1) of the frame under the field: a 5×5 downsample of the
    /// field bounds, each cell estimated from 16 jittered pixels (a fixed hash, so the same
    /// backdrop always gives the same value, and regular patterns such as stripes do not alias),
    /// averaged over the cells whose centre is inside the shape (all cells if none is).
    /// Independent of the clip, so partial redraws report the same value as full ones.
    static func meanLuminance(_ field: FieldEvaluator, bounds b: Rect, in frame: Surface) -> Float {
        let x0 = b.minX, y0 = b.minY, cw = b.width / 5, ch = b.height / 5
        var inside: UInt32 = 0
        for k in 0..<25 {
            let cx = x0 + (Double(k % 5) + 0.5) * cw, cy = y0 + (Double(k / 5) + 0.5) * ch
            if field.distance(Float(cx), Float(cy)) < 0 { inside |= 1 << k }
        }
        if inside == 0 { inside = (1 << 25) - 1 }
        var total: Float = 0, count: Float = 0
        var hash: UInt32 = 0x9E37_79B9
        for k in 0..<25 where inside & (1 << k) != 0 {
            var cell: Float = 0, n: Float = 0
            for s in 0..<16 {
                hash = hash &* 1_664_525 &+ 1_013_904_223
                let jx = Double(hash >> 16 & 0xff) / 256, jy = Double(hash >> 24) / 256
                let fx = Double(k % 5) + (Double(s % 4) + jx) / 4
                let fy = Double(k / 5) + (Double(s / 4) + jy) / 4
                let x = Int((x0 + fx * cw).rounded(.down)), y = Int((y0 + fy * ch).rounded(.down))
                guard x >= 0, y >= 0, x < frame.width, y < frame.height else { continue }
                let c = PixelVector.unpack(frame[x, y])
                cell += c.w > 0 ? PixelVector.luminance(c) / c.w : 0
                n += 1
            }
            if n > 0 { total += cell / n; count += 1 }
        }
        return count > 0 ? total / count : 0
    }
}
