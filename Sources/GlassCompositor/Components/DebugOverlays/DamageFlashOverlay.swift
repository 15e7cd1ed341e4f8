/// Redrawn regions (Chrome's paint flashing, Android's "show surface updates"): each frame's
/// changed rectangles flash magenta, fading out over `fade` seconds of scene time, so a
/// paused clock holds the flash and slow animations slow it.
///
/// A pixel shows only its youngest flash, so a scroll that redraws the whole frame every frame
/// blends each pixel once, not once per frame of the fade.
final class DamageFlashOverlay: FrameOverlay {
    /// Seconds of scene time a flash takes to fade out.
    static let fade = 0.3
    /// Opacity of a fresh flash's fill; its outline is twice as strong.
    static let opacity: Float = 0.32
    static let color = Color(r: 1, g: 0.1, b: 0.75)

    /// Flashes still visible, oldest first: the rectangles a frame changed and its scene time.
    private(set) var flashes: [(rects: [PixelRect], time: Double)] = []

    /// A frame was drawn at scene time `t` changing `damage` (overlays not included).
    func frameDidDraw(damage: DamageRegion, at t: Double) {
        guard !damage.isEmpty else { return }
        flashes.append((damage.rects, t))
    }

    /// Forgets flashes that have faded by `t`.
    func advance(to t: Double) {
        flashes.removeAll { t - $0.time >= Self.fade || $0.time > t }
    }

    var isFading: Bool { !flashes.isEmpty }

    /// Opacity of a flash made at `made`, seen at `t`.
    static func strength(madeAt made: Double, at t: Double) -> Float {
        Float(max(0, 1 - (t - made) / fade))
    }

    /// Each flash's own pixels: its rectangles less those of younger flashes, youngest first.
    private func visiblePieces(in frame: PixelRect) -> [(rects: [PixelRect], time: Double)] {
        var covered: [PixelRect] = [], out: [(rects: [PixelRect], time: Double)] = []
        for flash in flashes.reversed() {
            var pieces = flash.rects.map { $0.intersection(frame) }.filter { !$0.isEmpty }
            for c in covered { pieces = pieces.flatMap { $0.subtracting(c) } }
            if !pieces.isEmpty { out.append((pieces, flash.time)) }
            covered += flash.rects
        }
        return out
    }

    func marks(for frame: OverlayFrame) -> [PixelRect] {
        flashes.flatMap { $0.rects.map { $0.intersection(frame.frame) } }.filter { !$0.isEmpty }
    }

    func draw(_ frame: OverlayFrame, on canvas: OverlayCanvas) {
        for (pieces, made) in visiblePieces(in: frame.frame).reversed() {
            let s = Self.strength(madeAt: made, at: frame.time)
            guard s > 0 else { continue }
            for r in pieces { canvas.blend(r, Self.color.withAlpha(Self.opacity * s)) }
        }
        // Outlines of the newest flash only: they tell apart rectangles that a fill merges.
        if let newest = flashes.last {
            let s = Self.strength(madeAt: newest.time, at: frame.time)
            let c = canvas.canvas
            for r in newest.rects {
                let pt = Rect(x: Double(r.x0) / canvas.scale, y: Double(r.y0) / canvas.scale,
                              width: Double(r.width) / canvas.scale, height: Double(r.height) / canvas.scale)
                c.stroke(pt.insetBy(dx: 1, dy: 1), color: Self.color.withAlpha(min(1, 2 * Self.opacity * s + 0.2)), radius: 0, width: 2)
            }
        }
    }
}
