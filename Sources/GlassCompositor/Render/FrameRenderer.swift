import Dispatch
import Foundation

/// Executes a frame's render commands into a surface, only inside the redraw region.
///
/// Order is the command order: layers are copied in row bands split over all cores (memory
/// bound, so bands keep each core on its own rows); a run of glass groups, with the overlays
/// among them, is one floating layer (`GlassLayer`): each group reads what lies under the layer,
/// then they shade in place; overlays go last. Stage times are charged to the `StageTimer`.
///
/// The region is a few disjoint rectangles (`DamageRegion`): fills, layers and overlays draw
/// each rectangle's rows and columns only. It must be closed under glass growth
/// (`DamageRegion.grow`): a glass group whose influence it touches lies in it whole, since the
/// group reads its backdrop all around itself and draws its whole shadow.
final class FrameRenderer {
    /// Owns the plan cache; answers the pipeline's questions about glass (`influenceRect`).
    let glass: GlassRenderer
    /// Draws runs of glass groups, sharing plans with `glass`.
    private(set) lazy var glassLayer = GlassLayer(plans: glass.plans, options: options)
    /// The frame under the scrim, while one shows.
    let scrimBase = ScrimBase()
    /// The receded frame behind a full-height sheet, while it stays the same: kept as the
    /// scrim's base is (a function of the commands up to and with the recede), so a frame where
    /// only the sheet moves copies it back instead of sampling the whole frame again.
    let recedeBase = ScrimBase()
    /// Draws the scroll edge bands, keeping each band's blurred grid between frames (one per
    /// edge, so a top and a bottom band each keep theirs).
    let scrollEdges = (top: ScrollEdgeRenderer(), bottom: ScrollEdgeRenderer())
    /// The frame as it was under a `recede`, reused from frame to frame (its size kept).
    private(set) var recedeSource: Surface?
    /// The commands `recedeSource` holds the whole frame's pixels of. While a sheet's spring
    /// steps the recede, what lies under it stays the same: those frames sample the kept source
    /// instead of drawing the page and copying it again.
    private var recedeSourceKey: ScrimBase.Key?
    /// Frames that receded the kept source without drawing what lies under it (tests, profiling).
    private(set) var recedeSourceReused = 0
    /// Frames that drew what lies under a recede straight into `recedeSource` (tests, profiling).
    private(set) var recedeSourceDrawn = 0
    /// Frames that drew commands only around a glass's interior (`OpaqueCover`: an opaque one,
    /// or a translucent one blurring the receded page itself; tests, profiling).
    private(set) var coveredFrames = 0
    /// Memory for `recedeSource`, made ahead while a sheet that may anchor shows
    /// (`reserveRecede`): the first frame of a recede otherwise writes 8 MB of fresh
    /// memory at 1920×1080 and pays its page faults on the frame path.
    private let recedeReserve = SurfaceReserve()
    /// The host's switches, handed to every glass renderer.
    let options: RenderOptions
    /// Rows per band: large enough to amortise dispatch, small enough to balance two cores.
    static let bandRows = 64
    /// Overlays and fills at least this large (pixels) are drawn in bands over the cores.
    static let bandedOverlayPixels = 256 * 1024

    init(options: RenderOptions = RenderOptions()) {
        self.options = options
        glass = GlassRenderer(options: options)
    }

    /// Prepares the layer's tiles for each rectangle of `region` (frame pixels; the layer placed
    /// at `ox`, `oy`), then runs `body` on row bands of every rectangle over all cores.
    private func inBands(_ region: DamageRegion, of layer: TiledLayer, offsetX ox: Int, offsetY oy: Int,
                         _ body: (PixelRect) -> Void) {
        guard !region.isEmpty else { return }
        layer.prepare(region.rects.map { PixelRect(x0: $0.x0 - ox, y0: $0.y0 + oy, x1: $0.x1 - ox, y1: $0.y1 + oy) })
        let all = bands(of: region.rects)
        DisjointWork.run(all.count, label: .contentBand) { body(all[$0]) }
    }

    /// Makes the memory a recede needs ahead, in the background, unless it is there already:
    /// the frame under it and the receded frame kept (`recedeBase`). The host calls it while a
    /// sheet shows that may anchor at full height. Pixels do not depend on it (the recede
    /// writes its source whole before reading it; the kept frame is written before it is read).
    func reserveRecede(width: Int, height: Int) {
        if recedeSource?.width != width || recedeSource?.height != height {
            recedeReserve.reserve(width: width, height: height)
        }
        recedeBase.reserveMemory(width: width, height: height)
    }

    /// Makes the memory of the frame kept under a scrim over the whole frame (an alert's
    /// dimming) ahead, in the background, unless it is there: the host calls it once a press
    /// may present an alert. Pixels do not depend on it.
    func reserveScrim(width: Int, height: Int) {
        scrimBase.reserveMemory(width: width, height: height)
    }

    /// `recedeSource`, made (from the reserve) the size of `frame` when it is not.
    private func recedeSource(sizedLike frame: Surface) -> Surface? {
        if recedeSource?.width != frame.width || recedeSource?.height != frame.height {
            recedeSource = recedeReserve.take(width: frame.width, height: frame.height)
        }
        return recedeSource
    }

    /// Draws `commands` inside one rectangle (tests, and hosts that redraw whole frames).
    func execute(_ commands: [RenderCommand], into frame: Surface, region: PixelRect, scale: Double, timer: StageTimer) {
        execute(commands, into: frame, region: DamageRegion(region), scale: scale, timer: timer)
    }

    /// What a kept frame (under a scrim, or receded) is a function of: the frame's size and
    /// `commands`, each by its signature and bounds.
    private func keptFrameKey(_ commands: ArraySlice<RenderCommand>, frame: Surface, scale: Double) -> ScrimBase.Key {
        ScrimBase.Key(width: frame.width, height: frame.height, commands: commands.map {
            ScrimBase.Key.Command(signature: $0.signature, bounds: $0.bounds(renderer: glass, scale: scale))
        })
    }

    func execute(_ commands: [RenderCommand], into frame: Surface, region: DamageRegion, scale: Double, timer: StageTimer) {
        // A glass over a receded page is told where to blur it from (`RecededBackdrop`).
        var commands = commands
        var region = region.intersection(frame.bounds)
        guard !region.isEmpty else { return }
        var index = 0
        // Under a scrim: restored from the frame kept under it when the commands there are the
        // ones it was kept for (`ScrimBase`), otherwise drawn and kept.
        var scrim: (index: Int, key: ScrimBase.Key, base: Surface?)?
        // The kept frame brought up to date where the commands under the scrim changed.
        var update: (base: Surface, region: DamageRegion)?
        // The kept frame is under the first scrim over the whole frame (an alert's); a scrim
        // over part of it (a sheet's dimming above its top edge) is only blended.
        let wholeScrim = commands.firstIndex { if case .scrim(_, let b) = $0 { return b.contains(frame.bounds) } else { return false } }
        // A sheet morphing back into its button dims the whole window while the page comes
        // forward: that scrim lies between the recede and the sheet, which hides both under its
        // interior (an `OpaqueCover`: opaque at first, then translucent, blurring the page from
        // the recede's source), as while it rose. Nothing is then kept under the scrim (the
        // recede changes every frame): chosen from the commands alone, so the sheet's pixels
        // never depend on what was kept.
        let found = OpaqueCover.find(in: commands, scale: scale)
        let coverOverScrim = wholeScrim.flatMap { found?.hidden.contains($0) == true ? found : nil }
        if coverOverScrim == nil, let s = wholeScrim {
            let key = keptFrameKey(commands[..<s], frame: frame, scale: scale)
            // Restored only where the scrim covers all that is redrawn (it covers the frame).
            guard case .scrim(_, let covered) = commands[s] else { preconditionFailure() }
            let base = covered.contains(region.bounds) ? scrimBase.surface(for: key) : nil
            scrim = (s, key, base)
            if base != nil {
                index = s
            } else if commands[..<s].contains(where: \.isRecede) {
                // A recede's source is kept for the frame, not for the copy: drawn as before.
            } else if covered.contains(region.bounds), let changed = changesToKeptFrame(commands[..<s], key: key, scale: scale) {
                update = changed
            } else if region.contains(frame.bounds), scrimBase.keeps(key), let kept = scrimBase.store(key, region: region) {
                // Kept from this frame on, and all of it drawn: drawn straight into the kept
                // frame and restored from it, not drawn into the frame and copied (2 ms at 3840×2160).
                update = (kept, region)
            }
        } else {
            scrimBase.clear()
            // Under a sheet morphing back, its memory is made ahead for the frames after the
            // cover, which keep what lies under the scrim again (page faults on the frame that
            // first keeps it cost 16 ms at 3840×2160).
            if coverOverScrim != nil { scrimBase.reserveMemory(width: frame.width, height: frame.height) }
        }
        // The topmost opaque glass (a sheet anchored at full height) hides what is drawn just
        // before it under its interior: those commands draw only around it. Not under a scrim
        // over the whole frame, whose kept copy is of all the commands under it, unless that
        // scrim is among them (`coverOverScrim`).
        var cover = coverOverScrim ?? (scrim == nil ? found : nil)
        // A translucent glass blurs the receded page from its source only over a recede of the
        // whole frame (the sheet's): chosen from the commands alone, never from what is kept,
        // so the glass's pixels never depend on the frames before.
        if let r = cover?.hidden.lowerBound, cover?.receded != nil,
           case .recede(let card) = commands[r], !card.bounds.contains(frame.bounds) {
            cover = nil
        }
        let recededCover = cover?.receded != nil
        let uncovered = cover.map { region.subtracting($0.rect) }
        // The region as it was, for the frame a recede copies before it draws over it.
        let wholeRegion = region
        // A receded frame (and no scrim): restored from the kept one when the commands up to
        // and with the recede are the ones it was kept for, otherwise drawn and kept. Under a
        // scrim not restored (a sheet morphing back into its button dims the whole window while
        // the page comes forward), only what lies under the recede is kept.
        var recedeKey: (index: Int, key: ScrimBase.Key)?
        // What lies under a recede drawn this frame, and whether `recedeSource` holds it already.
        var recedeUnder: (index: Int, key: ScrimBase.Key, kept: Bool)?
        // The receded frame is kept only without a scrim over the whole frame.
        if scrim != nil { recedeBase.clear() }
        if scrim?.base == nil, let r = commands.firstIndex(where: \.isRecede),
           r < scrim?.index ?? commands.count, case .recede(let card) = commands[r] {
            let key = keptFrameKey(commands[...r], frame: frame, scale: scale)
            // Not restored under a translucent cover: the recede around it is cheap, and the glass
            // needs the recede's source to hold what lies under it.
            if scrim == nil, !recededCover, card.bounds.contains(region.bounds), let base = recedeBase.surface(for: key) {
                let restored = cover?.hidden.contains(r) == true ? uncovered ?? region : region
                let all = bands(of: restored.rects)
                DisjointWork.run(all.count, label: .keptFrameCopy) { frame.copy(all[$0], from: base) }
                recedeBase.restoredFrames += 1
                timer.end(.overlay)
                index = r + 1
            } else {
                if scrim == nil, !recededCover { recedeKey = (r, key) }
                // About to be kept: drawn whole once, so that the kept copy is whole and the next
                // frames restore it (around the cover) rather than recede again.
                if let hidden = cover?.hidden, hidden.contains(r), scrim == nil, !recededCover, recedeBase.keeps(key) {
                    cover?.hidden = (r + 1)..<hidden.upperBound
                    if cover?.hidden.isEmpty == true { cover = nil }
                }
                let under = ScrimBase.Key(width: key.width, height: key.height, commands: Array(key.commands.dropLast()))
                let kept = card.bounds.contains(frame.bounds) && recedeSourceKey == under
                    && recedeSource?.width == frame.width && recedeSource?.height == frame.height
                recedeUnder = (r, under, kept)
                // The recede writes every pixel of its bounds (the frame), so nothing under it is drawn.
                if kept { index = r; recedeSourceReused += 1 }
            }
        } else if scrim == nil {
            recedeBase.clear()
        }
        // What lies under a recede that redraws the whole frame is drawn straight into the
        // recede's source, not into the frame and then copied there: the recede overwrites
        // every pixel of the frame anyway (a whole frame's copy saved, 2 ms at 3840×2160).
        // Under a translucent cover the source is drawn whole even for a part of the frame: the
        // glass blurs all of it.
        if let under = recedeUnder, !under.kept, region.contains(frame.bounds) || recededCover,
           case .recede(let card) = commands[under.index], card.bounds.contains(frame.bounds) {
            if let source = recedeSource(sizedLike: frame) {
                let drawn = region
                region = DamageRegion(frame.bounds)
                draw(until: under.index, into: source)
                region = drawn
                recedeSourceDrawn += 1
                recedeSourceKey = under.key
                recedeUnder?.kept = true
            }
        }
        if let receded = cover?.receded, let r = cover?.hidden.lowerBound {
            if recedeUnder?.kept == true, let source = recedeSource, case .recede(let card) = commands[r],
               case .glass(var item) = commands[receded.glass] {
                item.recededBackdrop = RecededBackdrop(source: source, recede: card, darkening: receded.darkening)
                commands[receded.glass] = .glass(item)
            } else {
                cover = nil
            }
        }
        // Something under the scrim changed since the kept frame (a scroll indicator fading, a
        // row's highlight): the kept frame is redrawn where it changed and restored as usual,
        // rather than the whole frame drawn under the scrim (and copied to be kept) each frame.
        if let update, let s = scrim {
            let whole = region
            region = update.region
            draw(until: s.index, into: update.base)
            region = whole
            scrimBase.rekey(s.key)
            scrim?.base = update.base
        }
        if let cover, let uncovered {
            coveredFrames += 1
            draw(until: cover.hidden.lowerBound, into: frame)
            region = uncovered
            draw(until: cover.hidden.upperBound, into: frame)
            region = wholeRegion
        }
        draw(until: commands.count, into: frame)

        /// Draws the commands from `index` up to `stop` into `frame` (the frame, or the source
        /// a recede reads), charging their stages.
        func draw(until stop: Int, into frame: Surface) {
            while index < stop {
                let command = commands[index]
                index += 1
                // Glass groups with the overlays among them: one floating layer.
                if case .glass = command {
                    var run: [GlassLayer.Work] = []
                    var end = index - 1
                    while end < stop {
                        if case .glass(let item) = commands[end] { run.append(.glass(item)) }
                        else if case .overlay(let s, let x, let y, _) = commands[end] { run.append(.overlay(s, x: x, y: y)) }
                        else if case .fadedOverlay(let s, let x, let y, _, let o) = commands[end] { run.append(.overlay(s, x: x, y: y, opacity: o)) }
                        else { break }
                        end += 1
                    }
                    let source = BackdropSource(commands[..<(index - 1)], region: region, renderer: glass, scale: scale)
                    drawLayer(run, into: frame, region: region, scale: scale, source: source, timer: timer)
                    index = end
                    continue
                }
                switch command {
                case .fill(let color, let bounds):
                    // The page colour under an opaque layer (a page shorter than the window, or
                    // rubber-banding) is only needed where the layer ends: what the layer copies
                    // over is not filled first (at 3840×2160 a whole-frame fill on one core cost
                    // more than the copy over it).
                    var hidden = PixelRect.empty
                    if index < commands.count, case .layer(let layer, let ox, let oy, let lb) = commands[index] {
                        hidden = layer.overwrites(offsetX: ox, offsetY: oy, clip: lb)
                    }
                    fill(region.intersection(bounds).rects.flatMap { $0.subtracting(hidden) }, with: color, into: frame)
                    timer.end(.content)
                case .layer(let layer, let ox, let oy, let bounds):
                    inBands(region.intersection(bounds), of: layer, offsetX: ox, offsetY: oy) { band in
                        layer.composite(into: frame, offsetX: ox, offsetY: oy, clip: band)
                    }
                    timer.end(.content)
                case .fadingLayer(let layer, let ox, let oy, let bounds, let opacity):
                    inBands(region.intersection(bounds), of: layer, offsetX: ox, offsetY: oy) { band in
                        layer.composite(into: frame, offsetX: ox, offsetY: oy, clip: band, opacity: opacity)
                    }
                    timer.end(.content)
                case .dimmedLayer(let layer, let ox, let oy, let bounds, let keep):
                    let darkenRow = options.kernels.darkenRow
                    inBands(region.intersection(bounds), of: layer, offsetX: ox, offsetY: oy) { band in
                        if layer.isOpaque && keep < 255 {
                            // Copied darkened in one pass: the same bits as copying, then darkening.
                            layer.composite(into: frame, offsetX: ox, offsetY: oy, clip: band) { darkenRow($0, $1, $2, keep) }
                        } else {
                            layer.composite(into: frame, offsetX: ox, offsetY: oy, clip: band)
                            options.kernels.darken(frame, band.intersection(PixelRect(x: ox, y: -oy, width: layer.pixelWidth, height: layer.pixelHeight)),
                                                   nil, keep)
                        }
                    }
                    timer.end(.content)
                case .glass:
                    break    // drawn above, with its run
                case .overlay(let s, let x, let y, _):
                    blitOverlay(s, x: x, y: y, opacity: 255, into: frame, region: region)
                    timer.end(.overlay)
                case .fadedOverlay(let s, let x, let y, _, let opacity):
                    blitOverlay(s, x: x, y: y, opacity: opacity, into: frame, region: region)
                    timer.end(.overlay)
                case .recede(let recede):
                    // Its read reach is the frame, so the region redrawn is all of it here.
                    guard let source = recedeSource(sizedLike: frame) else { break }
                    let all = bands(of: region.intersection(recede.bounds).rects)
                    if recedeUnder?.kept != true {
                        // All that lies under it, even where an opaque sheet hides the recede:
                        // a pixel of the card comes from elsewhere in the frame.
                        let read = bands(of: wholeRegion.intersection(recede.bounds).rects)
                        DisjointWork.run(read.count, label: .keptFrameCopy) { source.copy(read[$0], from: frame) }
                        // Whole, it is the pixels of what lies under; a part copied under other
                        // commands leaves it mixed.
                        if let under = recedeUnder?.key, wholeRegion.contains(frame.bounds) || recedeSourceKey == under {
                            recedeSourceKey = under
                        } else {
                            recedeSourceKey = nil
                        }
                    }
                    let kernels = options.kernels
                    DisjointWork.run(all.count, label: .recedeBand) { kernels.recede(recede, frame, all[$0], source) }
                    // Kept for the next frames while they recede the same commands.
                    if let kept = recedeKey.flatMap({ recedeBase.store($0.key, region: region) }) {
                        let redrawn = bands(of: region.rects)
                        DisjointWork.run(redrawn.count, label: .keptFrameCopy) { kept.copy(redrawn[$0], from: frame) }
                    }
                    timer.end(.overlay)
                case .scrollEdge(let effect):
                    let edges = effect.edge == .top ? scrollEdges.top : scrollEdges.bottom
                    let source = BackdropSource(commands[..<(index - 1)], region: region, renderer: glass, scale: scale)
                    edges.draw(effect, into: frame, region: region, source: source, kernels: options.kernels)
                    timer.end(.backdrop)
                case .scrim(let color, let bounds):
                    // Black (the only scrim there is) darkens in vectors, the same bits as blending it.
                    let blackKeep = RenderCommand.blackScrimKeep(color)
                    let kernels = options.kernels
                    if let s = scrim, s.index == index - 1 {
                        if let base = s.base {
                            // Restored: the kept frame, darkened where the scrim covers it.
                            let all = bands(of: region.rects)
                            DisjointWork.run(all.count) { i in
                                let band = all[i]
                                if let keep = blackKeep { kernels.darken(frame, band, base, keep) } else {
                                    frame.copy(band, from: base)
                                    frame.blend(color, over: band)
                                }
                            }
                            scrimBase.restoredFrames += 1
                            timer.end(.overlay)
                            continue
                        }
                        // Drawn: keep what lies under the scrim for the next frames.
                        if let kept = scrimBase.store(s.key, region: region) {
                            let all = bands(of: region.rects)
                            DisjointWork.run(all.count, label: .keptFrameCopy) { kept.copy(all[$0], from: frame) }
                        }
                    }
                    let all = bands(of: region.intersection(bounds).rects)
                    DisjointWork.run(all.count) { i in
                        if let keep = blackKeep { kernels.darken(frame, all[i], nil, keep) } else { frame.blend(color, over: all[i]) }
                    }
                    timer.end(.overlay)
                }
            }
        }
    }

    /// The kept frame under a scrim and where it differs from what `under` (the commands
    /// before the scrim, `key` theirs) draws: the damage between the commands it was kept for
    /// and these, grown by what glass reads around itself, as between two frames. Nil when no
    /// whole frame is kept at this size.
    private func changesToKeptFrame(_ under: ArraySlice<RenderCommand>, key: ScrimBase.Key, scale: Double)
        -> (base: Surface, region: DamageRegion)? {
        guard let kept = scrimBase.whole, kept.key.width == key.width, kept.key.height == key.height else { return nil }
        let frame = PixelRect(x: 0, y: 0, width: key.width, height: key.height)
        let (influence, below) = RenderCommand.damageReach(of: under, scale: scale)
        var tracker = DamageTracker(previous: kept.key.commands.map { ($0.signature, $0.bounds) })
        var changed = tracker.damage(for: key.commands.map { ($0.signature, $0.bounds) }, reach: influence, below: below, frame: frame)
        changed.grow(by: influence, within: frame)
        return (kept.surface, changed)
    }

    /// Blits the viewer's own overlays (the HUD, the error banner, a toast: surfaces, never
    /// glass) over the finished frame within `region`. Apart from `execute` so that the
    /// profiling overlays can be drawn between the frame and them (the HUD stays on top), and
    /// so the frame kept under a scrim survives (`execute` forgets it when its commands hold none).
    func drawViewerOverlays(_ commands: [RenderCommand], into frame: Surface, region: DamageRegion, timer: StageTimer) {
        let region = region.intersection(frame.bounds)
        guard !region.isEmpty, !commands.isEmpty else { return }
        for command in commands {
            switch command {
            case .overlay(let s, let x, let y, _): blitOverlay(s, x: x, y: y, opacity: 255, into: frame, region: region)
            case .fadedOverlay(let s, let x, let y, _, let opacity): blitOverlay(s, x: x, y: y, opacity: opacity, into: frame, region: region)
            default: assertionFailure("a viewer overlay plans surfaces only, not \(command)")
            }
        }
        timer.end(.overlay)
    }

    /// An overlay blended over `frame` within `region` at `opacity` (0...255): a large one (a
    /// sheet's dimming) in row bands over the cores (rows are disjoint); a glyph's few rows
    /// are not worth a dispatch.
    private func blitOverlay(_ s: Surface, x: Int, y: Int, opacity: UInt32, into frame: Surface, region: DamageRegion) {
        let kernels = options.kernels
        if s.width * s.height < FrameRenderer.bandedOverlayPixels {
            for r in region.rects { kernels.blit(frame, s, x, y, r, opacity) }
        } else {
            let all = bands(of: region.intersection(PixelRect(x: x, y: y, width: s.width, height: s.height)).rects)
            DisjointWork.run(all.count) { kernels.blit(frame, s, x, y, all[$0], opacity) }
        }
    }

    /// Fills disjoint `rects` of the frame with one pixel value: a large area in row bands over
    /// the cores, like the layers' copies (memory bound).
    private func fill(_ rects: [PixelRect], with color: UInt32, into frame: Surface) {
        guard !rects.isEmpty else { return }
        frame.coverage = nil
        if rects.reduce(0, { $0 + $1.area }) < FrameRenderer.bandedOverlayPixels {
            for r in rects { frame.fillRows(r, with: color) }
        } else {
            let all = bands(of: rects)
            DisjointWork.run(all.count) { frame.fillRows(all[$0], with: color) }
        }
    }

    /// Row bands of `rects`, for the cores.
    private func bands(of rects: [PixelRect]) -> [PixelRect] {
        var bands: [PixelRect] = []
        for r in rects where !r.isEmpty {
            for y0 in stride(from: r.y0, to: r.y1, by: FrameRenderer.bandRows) {
                bands.append(PixelRect(x0: r.x0, y0: y0, x1: r.x1, y1: min(r.y1, y0 + FrameRenderer.bandRows)))
            }
        }
        return bands
    }

    /// Draws a run of glass groups and overlays on all cores (`GlassLayer`), charging its wall
    /// time to the backdrop, glass and overlay stages as the layer divides it.
    private func drawLayer(_ run: [GlassLayer.Work], into frame: Surface, region: DamageRegion, scale: Double,
                           source: BackdropSource, timer: StageTimer) {
        let timing = glassLayer.draw(run, into: frame, region: region, scale: scale, under: source)
        timer.end(.glass)
        let wall = timer.lastCharge
        let measured = timing.backdrop + timing.glass + timing.overlay
        guard measured > 0 else { return }
        // The layer's own clock misses only the run's set-up; scale its split to the charge.
        let backdrop = wall * timing.backdrop / measured, overlay = wall * timing.overlay / measured
        timer.add(backdrop, to: .backdrop)
        timer.add(overlay, to: .overlay)
        timer.add(-(backdrop + overlay), to: .glass)
    }
}
