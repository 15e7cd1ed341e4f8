/// A colour with premultiplied alpha, components in 0...1. This is what surfaces store.
///
/// Kept distinct from `Color` (straight alpha) so a straight colour is never written to a
/// surface by mistake.
struct PremultipliedColor: Hashable, Sendable {
    var r: Float, g: Float, b: Float, a: Float
    init(r: Float, g: Float, b: Float, a: Float) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// Unpacks a surface pixel.
    @inline(__always) public init(pixel p: UInt32) {
        a = Float((p >> 24) & 0xff) / 255
        r = Float((p >> 16) & 0xff) / 255
        g = Float((p >> 8) & 0xff) / 255
        b = Float(p & 0xff) / 255
    }

    /// Packs to a surface pixel, rounding to nearest and clamping so colour never exceeds alpha.
    @inline(__always) public var pixel: UInt32 {
        let a8 = UInt32((min(max(a, 0), 1) * 255).rounded())
        @inline(__always) func q(_ v: Float) -> UInt32 { min(UInt32((min(max(v, 0), 1) * 255).rounded()), a8) }
        return a8 << 24 | q(r) << 16 | q(g) << 8 | q(b)
    }

    /// Back to straight alpha; fully transparent gives transparent black.
    var straight: Color {
        guard a > 0 else { return Color(r: 0, g: 0, b: 0, a: 0) }
        return Color(r: r / a, g: g / a, b: b / a, a: a)
    }
}
