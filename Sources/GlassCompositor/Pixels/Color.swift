/// A straight-alpha sRGB colour, components in 0...1: what scene files and styles speak.
struct Color: Hashable, Sendable {
    var r: Float, g: Float, b: Float, a: Float
    init(r: Float, g: Float, b: Float, a: Float = 1) { self.r = r; self.g = g; self.b = b; self.a = a }
    init(white: Float, a: Float = 1) { self.init(r: white, g: white, b: white, a: a) }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa`; nil for anything else.
    init?(hex: String) {
        var s = Substring(hex)
        guard s.first == "#" else { return nil }
        s = s.dropFirst()
        guard s.allSatisfy({ $0.isHexDigit }) else { return nil }
        if s.count == 3 { s = Substring(s.map { "\($0)\($0)" }.joined()) }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        let hasAlpha = s.count == 8
        let rgb = hasAlpha ? v >> 8 : v
        r = Float((rgb >> 16) & 0xff) / 255
        g = Float((rgb >> 8) & 0xff) / 255
        b = Float(rgb & 0xff) / 255
        a = hasAlpha ? Float(v & 0xff) / 255 : 1
    }

    var premultiplied: PremultipliedColor { PremultipliedColor(r: r * a, g: g * a, b: b * a, a: a) }
    var pixel: UInt32 { premultiplied.pixel }
    func withAlpha(_ alpha: Float) -> Color { Color(r: r, g: g, b: b, a: alpha) }

    /// Relative luminance (Rec. 709 weights on sRGB values; good enough for light/dark decisions).
    var luminance: Float { 0.2126 * r + 0.7152 * g + 0.0722 * b }

    static let white = Color(white: 1)
    static let black = Color(white: 0)
    static let clear = Color(white: 0, a: 0)

    /// Linear interpolation of straight components.
    func mixed(with o: Color, _ t: Float) -> Color {
        Color(r: r + (o.r - r) * t, g: g + (o.g - g) * t, b: b + (o.b - b) * t, a: a + (o.a - a) * t)
    }

    /// Linear interpolation of premultiplied components, as straight components again: what a
    /// cross-fade of something painted in `self` and in `o` shows (a translucent colour mixed
    /// straight toward an opaque one looks brighter or darker than either on the way).
    func mixedPremultiplied(with o: Color, _ t: Float) -> Color {
        let alpha = a + (o.a - a) * t
        guard alpha > 0 else { return Color(r: r + (o.r - r) * t, g: g + (o.g - g) * t, b: b + (o.b - b) * t, a: 0) }
        func mix(_ x: Float, _ y: Float) -> Float { (x * a + (y * o.a - x * a) * t) / alpha }
        return Color(r: mix(r, o.r), g: mix(g, o.g), b: mix(b, o.b), a: alpha)
    }
}
