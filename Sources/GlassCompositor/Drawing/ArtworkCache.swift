import CCairo
import Foundation

/// Keeps recently painted artwork as pixels, so artwork that spans several content tiles is
/// painted once and copied into the others (cairo gradients and strokes cost far more than
/// a copy). Bounded by bytes, least recently used first out.
///
/// An entry is painted at the sub-pixel phase it will be copied to, rounded to 1/8 px, and
/// copied at whole pixels (no resampling): within 1/16 px of painting in place, not the same
/// bits. So whether artwork goes through the cache depends on its key alone (its size), never
/// on what the cache holds: an evicted entry is painted again the same way, and artwork too
/// large to keep is always painted in place, so no frame depends on the frames before it.
/// Thread-safe: tiles rasterize on a background queue and on the frame path.
final class ArtworkCache: @unchecked Sendable {
    static let shared = ArtworkCache(capacityBytes: 48 << 20)

    struct Key: Hashable {
        var spec: ArtworkSpec
        var size: Size
        var radius: Double
        var scale: Double
        /// The fractional device-pixel position of the artwork's top-left corner, in 1/8 px.
        var phaseX: Int, phaseY: Int
    }

    private let capacityBytes: Int
    private var entries: [Key: (surface: Surface, lastUse: Int)] = [:]
    private var bytes = 0
    private var clock = 0
    private let lock = NSLock()

    init(capacityBytes: Int) { self.capacityBytes = capacityBytes }

    /// The painted artwork for `key`, painting it with `paint` (into a canvas whose origin puts
    /// the artwork at the key's phase) when missing.
    func surface(for key: Key, paint: (Canvas) -> Void) -> Surface? {
        lock.lock()
        clock += 1
        if let hit = entries[key] {
            entries[key] = (hit.surface, clock)
            lock.unlock()
            return hit.surface
        }
        lock.unlock()
        let w = Int((key.size.width * key.scale + Double(key.phaseX) / 8).rounded(.up)) + 1
        let h = Int((key.size.height * key.scale + Double(key.phaseY) / 8).rounded(.up)) + 1
        guard w * h * 4 <= capacityBytes / 4, let s = Surface(width: w, height: h) else { return nil }
        let canvas = Canvas(surface: s, scale: key.scale,
                            origin: Point(-Double(key.phaseX) / 8 / key.scale, -Double(key.phaseY) / 8 / key.scale))
        paint(canvas)
        canvas.flush()
        lock.lock()
        defer { lock.unlock() }
        entries[key] = (s, clock)
        bytes += w * h * 4
        while bytes > capacityBytes, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.surface.width * oldest.value.surface.height * 4
            entries.removeValue(forKey: oldest.key)
        }
        return s
    }

    /// Whether `key` is painted and kept (tests).
    func contains(_ key: Key) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return entries[key] != nil
    }

    func removeAll() {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll()
        bytes = 0
    }
}

extension ArtworkPainter {
    /// Paints `spec` into `r` through the artwork cache: painted once at this size and sub-pixel
    /// phase, then copied pixel for pixel (the canvas's clip still applies).
    static func paintCached(_ spec: ArtworkSpec, in r: Rect, radius: Double, on canvas: Canvas, cache: ArtworkCache = .shared) {
        let dx = (r.minX - canvas.origin.x) * canvas.scale, dy = (r.minY - canvas.origin.y) * canvas.scale
        let fx = dx - dx.rounded(.down), fy = dy - dy.rounded(.down)
        let key = ArtworkCache.Key(spec: spec, size: r.size, radius: radius, scale: canvas.scale,
                                   phaseX: Int((fx * 8).rounded()) % 8, phaseY: Int((fy * 8).rounded()) % 8)
        let local = Rect(x: 0, y: 0, width: r.width, height: r.height)
        guard let s = cache.surface(for: key, paint: { paintDirect(spec, in: local, radius: radius, on: $0) }) else {
            paintDirect(spec, in: r, radius: radius, on: canvas)
            return
        }
        // Copy at whole device pixels: the cached pixels already carry the sub-pixel phase.
        let cr = canvas.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let src = s.cairoImage()
        cairo_set_source_surface(cr, src, dx.rounded(.down), dy.rounded(.down))
        cairo_paint(cr)
        cairo_surface_destroy(src)
        cairo_restore(cr)
    }
}
