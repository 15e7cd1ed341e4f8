/// A rounded rectangle as the disjoint pixel rectangles inside it (pixels, half-open): the
/// clip of glyphs on glass with round corners, so a panel's content (a sheet's cards) is cut by
/// the panel's curve, not square at its frame. A pixel is inside when its centre is; the corner
/// rows are one rectangle each, the rows between them one.
struct RoundedClip {
    /// `rect` with corners of `radius` pixels (at most half its shorter side).
    static func rects(_ rect: PixelRect, radius: Double) -> [PixelRect] {
        guard !rect.isEmpty else { return [] }
        let r = min(radius, Double(min(rect.width, rect.height)) / 2)
        let rows = Int(r.rounded(.up))
        guard rows > 0 else { return [rect] }
        var out: [PixelRect] = []
        out.reserveCapacity(2 * rows + 1)
        /// How far in from each side the row `dy` pixels from the nearer top or bottom edge starts.
        func inset(_ dy: Int) -> Int {
            let y = r - (Double(dy) + 0.5)
            guard y > 0 else { return 0 }
            // Pixel i's centre, i + 0.5 from the side, is inside past the curve.
            return max(0, Int((r - (r * r - y * y).squareRoot() - 0.5).rounded(.up)))
        }
        for dy in 0..<rows {
            let i = inset(dy)
            guard rect.width - 2 * i > 0 else { continue }
            out.append(PixelRect(x0: rect.x0 + i, y0: rect.y0 + dy, x1: rect.x1 - i, y1: rect.y0 + dy + 1))
        }
        if rect.height - 2 * rows > 0 {
            out.append(PixelRect(x0: rect.x0, y0: rect.y0 + rows, x1: rect.x1, y1: rect.y1 - rows))
        }
        for dy in (0..<rows).reversed() {
            let i = inset(dy)
            guard rect.width - 2 * i > 0 else { continue }
            out.append(PixelRect(x0: rect.x0 + i, y0: rect.y1 - dy - 1, x1: rect.x1 - i, y1: rect.y1 - dy))
        }
        return out
    }
}
