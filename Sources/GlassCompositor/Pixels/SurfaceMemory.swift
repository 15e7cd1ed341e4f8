/// Memory kept for one surface that is drawn again and again at changing sizes (the tab bar's
/// and the accessory's glyphs while the bar minimizes or expands), so that each drawing writes
/// memory already mapped. Fresh memory costs page faults on first write: about 0.3 ms for the
/// accessory's 1660×105 pixels here, as much as drawing it.
///
/// The memory grows (with headroom, so a surface widening a little each frame does not grow it
/// each frame) and never shrinks; the surface handed out before shares it, so its owner must
/// be done with it, as a cache that keeps only its latest drawing is.
struct SurfaceMemory {
    private var backing: Surface?

    /// A zeroed `width`×`height` surface (pixels) in the kept memory; nil for impossible sizes.
    mutating func zeroed(width: Int, height: Int) -> Surface? {
        guard width > 0, height > 0, width <= Surface.maximumSide, height <= Surface.maximumSide else { return nil }
        if let b = backing, b.width * b.height >= width * height { return Surface(packed: width, height, in: b) }
        // Half again as many rows as asked for: room for the sizes of the next frames.
        guard let b = Surface(width: width, height: min(Surface.maximumSide, height + height / 2)) else { return nil }
        backing = b
        return Surface(packed: width, height, in: b)
    }
}
