/// A surface pixel as four `Float` lanes, for kernels that filter or shade colour.
///
/// Lanes are in **memory order** of a `0xAARRGGBB` pixel on a little-endian machine:
/// `x` = blue, `y` = green, `z` = red, `w` = alpha, each in 0...1 and **premultiplied** like the
/// surface. Keeping memory order makes unpacking a byte-to-float conversion with no shuffles.
/// Use `PixelVector.luma` for luminance in this lane order.
enum PixelVector {
    /// Rec. 709 luminance weights in (b, g, r, a) lane order; the alpha weight is zero.
    static let luma = SIMD4<Float>(0.0722, 0.7152, 0.2126, 0)

    /// Unpacks a premultiplied pixel into (b, g, r, a) lanes in 0...1.
    @inline(__always) static func unpack(_ p: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(Float(p & 0xff), Float((p >> 8) & 0xff), Float((p >> 16) & 0xff), Float(p >> 24))
            * (1 / 255 as Float)
    }

    /// Packs (b, g, r, a) lanes in 0...1 into a pixel, rounding to nearest. Alpha is clamped to
    /// 0...1 and colour to 0...alpha, so the result is always a valid premultiplied pixel.
    @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 {
        // Scalar min/max: the generic SIMD `clamped` is not always inlined.
        let a = min(max(v.w, 0), 1)
        let b = min(max(v.x, 0), a) * 255 + 0.5, g = min(max(v.y, 0), a) * 255 + 0.5
        let r = min(max(v.z, 0), a) * 255 + 0.5
        return UInt32(a * 255 + 0.5) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Luminance of (b, g, r, a) lanes (premultiplied colour gives premultiplied luminance).
    @inline(__always) static func luminance(_ v: SIMD4<Float>) -> Float {
        // Literal weights (not `luma`): a static would cost a lazy-initialisation check per call.
        0.0722 * v.x + 0.7152 * v.y + 0.2126 * v.z
    }
}
