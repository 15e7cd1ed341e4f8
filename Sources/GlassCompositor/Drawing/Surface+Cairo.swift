import CCairo

extension Surface {
    /// A cairo image surface over these pixels (ARGB32, the same memory layout; nothing is
    /// copied). The caller destroys it, and must keep this surface alive while cairo uses it.
    func cairoImage() -> OpaquePointer {
        let data = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self)
        return cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(bytesPerRow))
    }
}
