import CCairo

/// Icons as they were last rendered at a pixel size, so that drawing one again (a sidebar
/// repainted because a row is pressed, a tile drawn again) composites the same pixels instead
/// of running librsvg over the SVG and scaling the PNG again. librsvg was two thirds of an
/// icon's cost, and it runs under the theme's lock, one thread at a time.
///
/// A raster is premultiplied ARGB32 (cairo's layout), sRGB, stored after everything done to
/// it before it is composited (a symbolic mask brought to full strength), and read-only from
/// then on: each draw wraps the bytes in a cairo surface of its own, since cairo surfaces
/// must not be used by two threads at once while the bytes may. Bounded by `budgetBytes`,
/// the oldest dropped first. Not thread-safe: the theme's lock guards it.
final class IconRasterCache {
    /// What fixes an icon's pixels: its name, the size and scale it is looked up at (which
    /// file), and the pixel size it is rendered at.
    struct Key: Hashable {
        var name: String
        var points: Int
        var scale: Int
        var width: Int
        var height: Int
    }

    /// One rendered icon; freed when the cache and every draw using it let go.
    final class Raster: @unchecked Sendable {
        let width: Int, height: Int, stride: Int
        let bytes: UnsafeMutableRawPointer

        /// A copy of `image` (an ARGB32 cairo image surface, flushed).
        fileprivate init?(copying image: OpaquePointer) {
            guard let data = cairo_image_surface_get_data(image) else { return nil }
            width = Int(cairo_image_surface_get_width(image))
            height = Int(cairo_image_surface_get_height(image))
            stride = Int(cairo_image_surface_get_stride(image))
            bytes = UnsafeMutableRawPointer.allocate(byteCount: max(1, stride * height), alignment: 16)
            bytes.copyMemory(from: data, byteCount: stride * height)
        }

        deinit { bytes.deallocate() }

        var byteCount: Int { stride * height }

        /// A cairo surface over the bytes, for one draw on the calling thread (destroy it after).
        func surface() -> OpaquePointer? {
            cairo_image_surface_create_for_data(bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                Int32(width), Int32(height), Int32(stride))
        }
    }

    /// What the rasters may hold at once: a 48-pixel icon is 9 KiB, so thousands of them.
    static let budgetBytes = 16 << 20

    private var rasters: [Key: Raster] = [:]
    /// Keys, oldest first, for eviction.
    private var order: [Key] = []
    private var bytes = 0

    func raster(for key: Key) -> Raster? { rasters[key] }

    /// The bytes the kept rasters hold, and how many there are.
    var storedBytes: Int { bytes }
    var count: Int { rasters.count }

    /// Keeps a copy of `image` for `key` and returns it; nil when it cannot be read.
    func keep(_ image: OpaquePointer, for key: Key) -> Raster? {
        guard let raster = Raster(copying: image) else { return nil }
        if let old = rasters.updateValue(raster, forKey: key) {
            bytes -= old.byteCount
        } else {
            order.append(key)
        }
        bytes += raster.byteCount
        while bytes > Self.budgetBytes, order.count > 1 {
            let oldest = order.removeFirst()
            if let old = rasters.removeValue(forKey: oldest) { bytes -= old.byteCount }
        }
        return raster
    }
}
