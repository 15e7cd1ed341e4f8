/// The frame drawn so far pushed back behind a full-height sheet (P2, as iOS does): redrawn
/// smaller, as a card with rounded corners on black. Frame pixels; a value, so it is its own
/// signature. It reads every pixel under it (a pixel of the card comes from elsewhere in the
/// frame), so its read reach is its bounds: any damage under it redraws all of it.
struct FrameRecede: Hashable, Sendable {
    /// How much smaller the card is than the frame (0 < scale ≤ 1).
    var scale: Double
    /// The card's top-left corner, pixels.
    var originX: Double
    var originY: Double
    /// The card's corner radius, pixels.
    var radius: Double
    /// The pixels it writes (the whole frame).
    var bounds: PixelRect

    /// Draws it over `frame` within `band`, reading `source`, a copy of the frame as it was
    /// before (the same size). Outside the card black; inside the frame sampled bilinearly at
    /// the point the card's pixel stands for, its rounded corners antialiased over black.
    func draw(into frame: Surface, band: PixelRect, from source: Surface) {
        let w = Double(bounds.width) * scale, h = Double(bounds.height) * scale
        let r = min(radius, w / 2, h / 2)
        let maxX = source.width - 1, maxY = source.height - 1
        for y in band.y0..<band.y1 {
            let row = frame.row(y)
            let cy = Double(y) + 0.5 - originY
            let sy = cy / scale - 0.5
            for x in band.x0..<band.x1 {
                let cx = Double(x) + 0.5 - originX
                guard cx > 0, cy > 0, cx < w, cy < h else { row[x] = 0xff00_0000; continue }
                // Coverage of the rounded corner: distance past the corner's circle, 1 px soft.
                var cover = 1.0
                let dx = cx < r ? r - cx : cx > w - r ? cx - (w - r) : 0
                let dy = cy < r ? r - cy : cy > h - r ? cy - (h - r) : 0
                if dx > 0, dy > 0 { cover = min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5)) }
                if cover <= 0 { row[x] = 0xff00_0000; continue }
                let sx = cx / scale - 0.5
                let x0 = min(maxX, max(0, Int(sx.rounded(.down)))), y0 = min(maxY, max(0, Int(sy.rounded(.down))))
                let x1 = min(maxX, x0 + 1), y1 = min(maxY, y0 + 1)
                let fx = min(1, max(0, sx - Double(x0))), fy = min(1, max(0, sy - Double(y0)))
                let a = source.row(y0)[x0], b = source.row(y0)[x1], c = source.row(y1)[x0], d = source.row(y1)[x1]
                var out: UInt32 = 0
                for shift in [0, 8, 16] as [UInt32] {
                    func ch(_ p: UInt32) -> Double { Double((p >> shift) & 0xff) }
                    let top = ch(a) + (ch(b) - ch(a)) * fx, bottom = ch(c) + (ch(d) - ch(c)) * fx
                    let v = (top + (bottom - top) * fy) * cover
                    out |= UInt32(min(255, max(0, v.rounded()))) << shift
                }
                // Opaque: the card over black.
                row[x] = out | 0xff00_0000
            }
        }
    }
}
