/// Trimming a mostly transparent surface (the glyphs on a glass element) to what is drawn, so
/// that compositing it each frame does not walk its empty margins.
extension Surface {
    /// The smallest rectangle holding every pixel with nonzero alpha; empty when there is none.
    func inkBounds() -> PixelRect {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        for y in 0..<height {
            let r = row(y)
            var first = -1, last = -1
            for x in 0..<width where r[x] >> 24 != 0 {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            x0 = min(x0, first); x1 = max(x1, last + 1)
            y0 = min(y0, y); y1 = y + 1
        }
        return x0 < x1 ? PixelRect(x0: x0, y0: y0, x1: x1, y1: y1) : .empty
    }

    /// A new surface holding the pixels of `rect` (inside this surface's bounds).
    func cropped(to rect: PixelRect) -> Surface? {
        guard let s = Surface(width: rect.width, height: rect.height) else { return nil }
        for y in 0..<rect.height { s.row(y).update(from: row(rect.y0 + y) + rect.x0, count: rect.width) }
        return s
    }
}
