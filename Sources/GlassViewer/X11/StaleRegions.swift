import GlassCompositor

/// What each of a set of buffers, used in turn, lacks of the current frame (buffer age).
///
/// When one buffer is presented with `damage`, every *other* buffer now differs from the
/// frame on screen by that damage, so it is added to their stale region; the presented buffer
/// itself is up to date (its drawer redrew at least stale ∪ damage). A new buffer is wholly
/// stale. Each buffer's stale part is a `DamageRegion` of a few rectangles, so two small
/// changes far apart stay two small redraws; a union may merge rectangles into a box that
/// covers more, which is conservative: never too small. Pixels of the buffers' common size.
struct StaleRegions {
    private(set) var bounds: PixelRect
    private var regions: [DamageRegion]

    /// `count` new buffers of `bounds`, all wholly stale.
    init(count: Int, bounds: PixelRect) {
        self.bounds = bounds
        regions = Array(repeating: DamageRegion(bounds), count: count)
    }

    /// The part of buffer `index` that must be redrawn before it shows the current frame.
    func stale(_ index: Int) -> DamageRegion { regions[index] }

    /// Records that buffer `index` was presented with `damage` (clipped to the bounds).
    mutating func presented(_ index: Int, damage: DamageRegion) {
        let d = damage.intersection(bounds)
        for i in regions.indices {
            if i == index { regions[i] = DamageRegion() } else { regions[i].formUnion(d) }
        }
    }
}
