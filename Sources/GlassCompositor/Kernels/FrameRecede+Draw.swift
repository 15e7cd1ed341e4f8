/// Drawing the receded frame, pixel by pixel.
extension FrameRecede {
    /// Draws it over `frame` within `band`, reading `source`, a copy of the frame as it was
    /// before (the same size). Outside the card black; inside the frame sampled bilinearly at
    /// the point the card's pixel stands for (weights in 1/256, channels two at a time in the
    /// lanes of a 32-bit word), its rounded corners antialiased over black. It redraws the whole
    /// frame on every frame the sheet moves, so the loop keeps to integers and raw rows.
    func draw(into frame: Surface, band: PixelRect, from source: Surface) {
        let w = Double(bounds.width) * scale, h = Double(bounds.height) * scale
        let r = min(radius, w / 2, h / 2)
        let maxX = source.width - 1, maxY = source.height - 1
        let black: UInt32 = 0xff00_0000
        // Where each column samples, once per band: the row loop then keeps to integers.
        let columns = band.x1 - band.x0
        guard columns > 0 else { return }
        withUnsafeTemporaryAllocation(of: Column.self, capacity: columns) { table in
            for i in 0..<columns {
                let cx = Double(band.x0 + i) + 0.5 - originX
                guard cx > 0, cx < w else { table[i] = Column(x0: 0, x1: 0, fx: 0, dx: -1); continue }
                let sx = cx / scale - 0.5
                let x0 = min(maxX, max(0, Int(sx.rounded(.down))))
                let fx = UInt32((min(1, max(0, sx - Double(x0))) * 256).rounded())
                let dx = cx < r ? r - cx : cx > w - r ? cx - (w - r) : 0
                table[i] = Column(x0: Int32(x0), x1: Int32(min(maxX, x0 + 1)), fx: fx, dx: dx)
            }
            for y in band.y0..<band.y1 {
                let row = frame.row(y) + band.x0
                let cy = Double(y) + 0.5 - originY
                guard cy > 0, cy < h else {
                    for i in 0..<columns { row[i] = black }
                    continue
                }
                let sy = cy / scale - 0.5
                let y0 = min(maxY, max(0, Int(sy.rounded(.down)))), y1 = min(maxY, y0 + 1)
                let fy = UInt32((min(1, max(0, sy - Double(y0))) * 256).rounded())
                let top = source.row(y0), bottom = source.row(y1)
                let dy = cy < r ? r - cy : cy > h - r ? cy - (h - r) : 0
                for i in 0..<columns {
                    let c = table[i]
                    guard c.dx >= 0 else { row[i] = black; continue }
                    let x0 = Int(c.x0), x1 = Int(c.x1)
                    var out = Self.lerp(Self.lerp(top[x0], top[x1], c.fx), Self.lerp(bottom[x0], bottom[x1], c.fx), fy)
                    if dy > 0, c.dx > 0 {
                        // Coverage of the rounded corner: distance past the corner's circle, 1 px soft.
                        let cover = min(1, max(0, r - (c.dx * c.dx + dy * dy).squareRoot() + 0.5))
                        out = cover <= 0 ? 0 : Self.lerp(0, out, UInt32((cover * 256).rounded()))
                    }
                    // Opaque: the card over black.
                    row[i] = out | black
                }
            }
        }
    }

    /// Where a column of the card samples the frame: its two source columns, the weight of the
    /// second in 1/256, and how far it is into a rounded corner's width (pixels; negative
    /// outside the card).
    private struct Column {
        var x0: Int32
        var x1: Int32
        var fx: UInt32
        var dx: Double
    }

    /// `a` to `b` by `t`/256, each of blue, green and red (alpha left 0), rounded.
    @inline(__always) private static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 - t
        let rb = ((a & 0x00ff_00ff) &* s &+ (b & 0x00ff_00ff) &* t &+ 0x0080_0080) >> 8 & 0x00ff_00ff
        let g = ((a & 0x0000_ff00) &* s &+ (b & 0x0000_ff00) &* t &+ 0x0000_8000) >> 8 & 0x0000_ff00
        return rb | g
    }
}
