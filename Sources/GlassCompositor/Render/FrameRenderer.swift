import Dispatch
import Foundation

/// Executes a frame's render commands into a surface, only inside the redraw region.
///
/// Order is the command order: layers are copied in row bands split over all cores (memory
/// bound, so bands keep each core on its own rows); glass groups then read what lies under
/// them and shade in place: a lone group bands its own work over the cores, several (with the
/// overlays among them) go to a `GlassBatch`, a group per core; overlays go last.
/// Stage times are charged to the `StageTimer`.
final class FrameRenderer {
    let glass = GlassRenderer()
    /// Runs of several glass groups are drawn a command per core (`GlassBatch`), sharing plans
    /// with `glass`. `GLASS_VIEWER_NO_BATCH=1` draws every group alone, split over the cores.
    private(set) lazy var batch = GlassBatch(plans: glass.plans)
    var batching = ProcessInfo.processInfo.environment["GLASS_VIEWER_NO_BATCH"] == nil
        && ProcessInfo.processInfo.activeProcessorCount > 1
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
            // Glass groups with the overlays among them, when there are several groups.
            if batching, case .glass = command {
                var run: [GlassBatch.Work] = []
                var groups = 0
                var end = index - 1
                while end < commands.count {
                    if case .glass(let item) = commands[end] { run.append(.glass(item)); groups += 1 }
                    else if case .overlay(let s, let x, let y, _) = commands[end] { run.append(.overlay(s, x: x, y: y)) }
                    else { break }
                    end += 1
                }
                if groups > 1 {
                    drawBatch(run, into: frame, region: region, scale: scale, timer: timer)
                    index = end
                    continue
                }
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
            case .glass(let item):
                // Drawn as the batch draws a group, banded over the cores by `glass` itself.
                let o = GlassBatch.draw(.glass(item), renderer: glass, into: frame, region: region, scale: scale)
                timer.end(.glass)
                timer.add(o.backdropSeconds, to: .backdrop)
                timer.add(o.overlaySeconds, to: .overlay)
                timer.add(-(o.backdropSeconds + o.overlaySeconds), to: .glass)
            case .overlay(let s, let x, let y, _):
                frame.blit(s, at: x, y, clip: region)
                timer.end(.overlay)
            }
        }
    }

    /// Draws a run of glass groups and overlays on all cores (`GlassBatch`). The run's wall
    /// time is split between the backdrop, glass and overlay stages as the cores' time was.
    private func drawBatch(_ run: [GlassBatch.Work], into frame: Surface, region: PixelRect, scale: Double,
                           timer: StageTimer) {
        let outcomes = batch.draw(run, into: frame, region: region, scale: scale)
        timer.end(.glass)
        let total = outcomes.reduce(0) { $0 + $1.totalSeconds }
        if total > 0 {
            let wall = timer.lastCharge
            let backdrop = wall * outcomes.reduce(0) { $0 + $1.backdropSeconds } / total
            let overlay = wall * outcomes.reduce(0) { $0 + $1.overlaySeconds } / total
            timer.add(backdrop, to: .backdrop)
            timer.add(overlay, to: .overlay)
            timer.add(-(backdrop + overlay), to: .glass)
        }
    }
}
