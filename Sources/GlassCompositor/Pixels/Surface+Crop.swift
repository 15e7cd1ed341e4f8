/// Trimming a mostly transparent surface (the glyphs on a glass element) to what is drawn, so
/// that compositing it each frame does not walk its empty margins.
extension Surface {
    /// The smallest rectangle holding every pixel with nonzero alpha; empty when there is none.
    /// Labels are redrawn whenever their glass adapts, so this runs on the frame path: rows
    /// are scanned four pixels at a time, from each end.
    func inkBounds() -> PixelRect {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        let alpha = SIMD4<UInt32>(repeating: 0xff00_0000)
        @inline(__always) func inked(_ p: UnsafeMutablePointer<UInt32>) -> Bool { p.pointee >> 24 != 0 }
        for y in 0..<height {
            let r = row(y)
            // The first inked pixel from the left, quads first.
            var first = 0
            while first + 4 <= width && PixelQuad.load(r + first) & alpha == .zero { first += 4 }
            while first < width && !inked(r + first) { first += 1 }
            guard first < width else { continue }
            var last = width - 1
            while last - 3 > first && PixelQuad.load(r + last - 3) & alpha == .zero { last -= 4 }
            while !inked(r + last) { last -= 1 }
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
