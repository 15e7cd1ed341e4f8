extension Surface {
    /// Darkens `rect` (clipped to the surface) toward black in place, keeping `keep255`
    /// (0...255) of every premultiplied channel and raising alpha by the rest: black at
    /// opacity 1 − keep/255 over each pixel, so an opaque pixel stays opaque. The baseline's
    /// rows (`darkenRows`); the frame's scrims go through its `KernelVariant`.
    func darken(_ rect: PixelRect, keep255: UInt32) { darkenRows(rect, keep255: keep255) }

    /// Writes `source`'s pixels in `rect` darkened as `darken(_:keep255:)` would darken them in
    /// place (`darkenRows(_:from:keep255:)`).
    func darken(_ rect: PixelRect, from source: Surface, keep255: UInt32) { darkenRows(rect, from: source, keep255: keep255) }

    /// Copies `source`'s pixels in `rect` (the same coordinates in both surfaces, clipped to
    /// both) into this surface.
    package func copy(_ rect: PixelRect, from source: Surface) {
        let r = rect.intersection(bounds).intersection(source.bounds)
        guard !r.isEmpty else { return }
        for y in r.y0..<r.y1 { (row(y) + r.x0).update(from: source.row(y) + r.x0, count: r.width) }
    }
}
