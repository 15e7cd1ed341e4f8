import Dispatch
import Foundation

/// Executes a frame's render commands into a surface, only inside the redraw region.
///
/// Order is the command order: layers are copied in row bands split over all cores (memory
/// bound, so bands keep each core on its own rows); a run of glass groups, with the overlays
/// among them, is one floating layer (`GlassLayer`): each group reads what lies under the layer,
/// then they shade in place; overlays go last. Stage times are charged to the `StageTimer`.
final class FrameRenderer {
    /// Owns the plan cache; answers the pipeline's questions about glass (`influenceRect`).
    let glass: GlassRenderer
    /// Draws runs of glass groups, sharing plans with `glass`.
    private(set) lazy var glassLayer = GlassLayer(plans: glass.plans, options: options)
    /// The host's switches, handed to every glass renderer.
    let options: RenderOptions

    init(options: RenderOptions = RenderOptions()) {
        self.options = options
        glass = GlassRenderer(options: options)
    }
    /// Rows per band: large enough to amortise dispatch, small enough to balance two cores.
    static let bandRows = 64

    /// Prepares the layer's tiles for `r` (frame pixels; the layer placed at `ox`, `oy`), then
    /// runs `body` on row bands of `r` over all cores.
    private func inBands(_ r: PixelRect, of layer: TiledLayer, offsetX ox: Int, offsetY oy: Int, _ body: (PixelRect) -> Void) {
        guard !r.isEmpty else { return }
        layer.prepare(PixelRect(x0: r.x0 - ox, y0: r.y0 + oy, x1: r.x1 - ox, y1: r.y1 + oy))
        let bands = (r.height + FrameRenderer.bandRows - 1) / FrameRenderer.bandRows
        DispatchQueue.concurrentPerform(iterations: bands) { b in
            let y0 = r.y0 + b * FrameRenderer.bandRows
            body(PixelRect(x0: r.x0, y0: y0, x1: r.x1, y1: min(r.y1, y0 + FrameRenderer.bandRows)))
        }
    }

    func execute(_ commands: [RenderCommand], into frame: Surface, region: PixelRect, scale: Double, timer: StageTimer) {
        let region = region.intersection(frame.bounds)
        guard !region.isEmpty else { return }
        var index = 0
        while index < commands.count {
            let command = commands[index]
            index += 1
            // Glass groups with the overlays among them: one floating layer.
            if case .glass = command {
                var run: [GlassLayer.Work] = []
                var end = index - 1
                while end < commands.count {
                    if case .glass(let item) = commands[end] { run.append(.glass(item)) }
                    else if case .overlay(let s, let x, let y, _) = commands[end] { run.append(.overlay(s, x: x, y: y)) }
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
                frame.fill(region.intersection(bounds), with: color)
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
            case .glass:
                break    // drawn above, with its run
            case .overlay(let s, let x, let y, _):
                frame.blit(s, at: x, y, clip: region)
                timer.end(.overlay)
            }
        }
    }

    /// Draws a run of glass groups and overlays on all cores (`GlassLayer`), charging its wall
    /// time to the backdrop, glass and overlay stages as the layer divides it.
    private func drawLayer(_ run: [GlassLayer.Work], into frame: Surface, region: PixelRect, scale: Double,
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
